import type { UploadPurpose } from '@atrium/contract/endpoints/files';
import type { RequestFn } from '../platform/api/api-client';
import type { UploadedFile } from './form-schema';

export const UPLOAD_TOKEN_URL = '/erp/common/qiniu/token';

/**
 * What /erp/common/qiniu/token answers (spec §7 leaves it open; the server side comes later):
 * where to send the file, the credential to send with it, and optionally the key to store under
 * and the address the stored file will be served from.
 */
export interface UploadCredential {
  uploadUrl: string;
  token: string;
  key?: string;
  /** Address of the stored file when the storage answer does not say. */
  fileUrl?: string;
}

export interface UploadRequest {
  file: File;
  /** Multipart field name of the file (the designer's `name`, default 'file'). */
  fieldName: string;
  request: RequestFn;
  fetch?: typeof fetch;
  signal?: AbortSignal;
  /** The UI language, so a refusal (e.g. a .png that is not a PNG) comes back in it. */
  locale?: string;
  /** What the file is for (contract UPLOAD_PURPOSES); the server holds it to that limit. Default `file`. */
  purpose?: UploadPurpose;
}

/** The storage refused the file; `message` is its reason in the user's language when it gave one. */
export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
  constructor(
    readonly status: number,
    readonly reason: string | null,
  ) {
    super(reason ?? `upload.failed:${status}`);
  }
}

/** The reason in an envelope answer: the first field error, else the message. */
function refusalReason(answer: Record<string, unknown> | null): string | null {
  const data = answer?.data as { fieldErrors?: { message?: unknown }[] } | null | undefined;
  const fieldMessage = data?.fieldErrors?.[0]?.message;
  if (typeof fieldMessage === 'string') return fieldMessage;
  return typeof answer?.msg === 'string' ? answer.msg : null;
}

/**
 * The one place a file leaves the browser: ask for a credential, then post the file where the
 * credential says. Storage is the server's choice (local disk, S3-compatible); changing how files
 * travel means changing only this function.
 */
export async function uploadFile({
  file,
  fieldName,
  request,
  fetch: send = fetch,
  signal,
  locale,
  purpose,
}: UploadRequest): Promise<UploadedFile> {
  const params = purpose ? { purpose } : undefined;
  const credential = await request<UploadCredential | null>({
    method: 'GET',
    url: UPLOAD_TOKEN_URL,
    params,
    signal,
  });
  if (!credential?.uploadUrl) throw new Error('upload.noCredential');
  const body = new FormData();
  body.append('token', credential.token);
  if (credential.key) body.append('key', credential.key);
  body.append(fieldName, file, file.name);
  const headers: Record<string, string> = locale ? { 'Accept-Language': locale } : {};
  const response = await send(credential.uploadUrl, { method: 'POST', body, signal, headers });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new UploadRefusedError(response.status, refusalReason(answer));
  // Storage answers either {url} or the app's envelope {code, data: {url}}.
  const data = (answer?.data ?? answer) as Record<string, unknown> | null;
  const url = typeof data?.url === 'string' ? data.url : credential.fileUrl;
  return { uid: `${Date.now()}-${file.name}`, name: file.name, url, status: 'done', type: file.type };
}
