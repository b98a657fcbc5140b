import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertSafeKey, FileNotFoundError, type FileStore } from './file-store.js';
import { EMPTY_PAYLOAD_SHA256, signV4, uriEncode } from './sigv4.js';

export interface S3Settings {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`, `https://cos.ap-shanghai.myqcloud.com` … */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted stores) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Bytes per part of a multipart upload (default 8 MiB; S3 wants at least 5 MiB but the last). */
  partSize?: number;
}

/** Files up to one part go up in one PUT; larger ones in parts, holding one part in memory. */
export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const MIN_PART_SIZE = 5 * 1024 * 1024;

export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly operation: string,
    readonly status: number,
    detail: string,
  ) {
    super(`S3 ${operation} failed with HTTP ${status}: ${detail.slice(0, 300)}`);
  }
}

/**
 * The body cut into parts of exactly `partSize` bytes (the last one shorter, or empty for an empty
 * body): a signed request needs each part's length and hash before it is sent, so one part is
 * buffered at a time, never the whole file.
 */
async function* partsOf(body: Readable | Buffer, partSize: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  let yielded = false;
  for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
    let rest: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    while (length + rest.length >= partSize) {
      const take = partSize - length;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending);
      yielded = true;
      pending = [];
      length = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      pending.push(rest);
      length += rest.length;
    }
  }
  if (length > 0 || !yielded) yield Buffer.concat(pending);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (xml: string, tag: string) => {
  const found = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  return found?.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
};
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${Object.keys(XML_ENTITIES).find((n) => XML_ENTITIES[n] === char)};`);

/**
 * Any S3-compatible object store (AWS S3, MinIO, Aliyun OSS and Tencent COS S3 APIs), spoken with
 * plain `fetch` and our own SigV4 signer: a handful of verbs need no SDK (@aws-sdk/client-s3 would
 * bring ~100 packages). A file larger than one part (an export of a million rows) streams up as a
 * multipart upload, aborted on any failure so no orphaned parts are left billed; up to 10,000
 * parts, i.e. 80 GB at the default part size.
 */
export function s3FileStore(settings: S3Settings, send: typeof fetch = fetch): FileStore {
  const partSize = settings.partSize ?? DEFAULT_PART_SIZE;
  if (partSize < MIN_PART_SIZE) throw new Error(`S3 parts must be at least ${MIN_PART_SIZE} bytes`);
  const endpoint = new URL(settings.endpoint);
  const credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  };
  const urlOf = (key: string) => {
    assertSafeKey(key);
    const path = key.split('/').map(uriEncode).join('/');
    const base = endpoint.pathname.replace(/\/$/, '');
    if (settings.forcePathStyle) {
      return new URL(`${endpoint.protocol}//${endpoint.host}${base}/${uriEncode(settings.bucket)}/${path}`);
    }
    return new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}${base}/${path}`);
  };
  /** `query` is already encoded (uriEncode), so what is signed is what goes on the wire. */
  const request = async (
    method: string,
    key: string,
    options: { body?: Buffer; query?: string; headers?: Record<string, string> } = {},
  ) => {
    const { body, query, headers: extra } = options;
    const url = urlOf(key);
    if (query) url.search = query;
    const payloadSha256 = body ? createHash('sha256').update(body).digest('hex') : EMPTY_PAYLOAD_SHA256;
    const { host: _host, ...headers } = signV4(credentials, {
      method,
      url,
      payloadSha256,
      ...(extra ? { headers: extra } : {}),
    });
    return send(url, { method, headers, ...(body ? { body } : {}) });
  };
  const fail = async (operation: string, response: Response) =>
    new S3Error(operation, response.status, await response.text().catch(() => ''));

  const putWhole = async (key: string, bytes: Buffer) => {
    const response = await request('PUT', key, { body: bytes });
    if (!response.ok) throw await fail('PUT', response);
    await response.body?.cancel();
  };

  /** Uploads `first` and the parts after it; aborts the upload on any failure, source's included. */
  const putInParts = async (key: string, first: Buffer, rest: AsyncGenerator<Buffer>) => {
    const created = await request('POST', key, { query: 'uploads' });
    if (!created.ok) throw await fail('CreateMultipartUpload', created);
    const uploadId = xmlText(await created.text(), 'UploadId');
    if (!uploadId) throw new S3Error('CreateMultipartUpload', created.status, 'no UploadId in the answer');
    const ofUpload = `uploadId=${uriEncode(uploadId)}`;
    try {
      const etags: string[] = [];
      let size = 0;
      for (let part: Buffer | undefined = first; part; part = (await rest.next()).value ?? undefined) {
        const number = etags.length + 1;
        const uploaded = await request('PUT', key, { body: part, query: `partNumber=${number}&${ofUpload}` });
        if (!uploaded.ok) throw await fail(`UploadPart ${number}`, uploaded);
        await uploaded.body?.cancel();
        const etag = uploaded.headers.get('etag');
        if (!etag) throw new S3Error(`UploadPart ${number}`, uploaded.status, 'no ETag in the answer');
        etags.push(etag);
        size += part.length;
      }
      const list = etags.map(
        (etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
      );
      const completed = await request('POST', key, {
        query: ofUpload,
        headers: { 'content-type': 'application/xml' },
        body: Buffer.from(`<CompleteMultipartUpload>${list.join('')}</CompleteMultipartUpload>`),
      });
      // S3 may answer 200 and still fail the completion, with an <Error> body.
      const answer = await completed.text();
      if (!completed.ok || answer.includes('<Error>'))
        throw new S3Error('CompleteMultipartUpload', completed.status, answer);
      return { size };
    } catch (error) {
      await rest.return(undefined);
      const aborted = await request('DELETE', key, { query: ofUpload }).catch(() => undefined);
      await aborted?.body?.cancel();
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, body) {
      assertSafeKey(key);
      const parts = partsOf(body, partSize);
      const first = (await parts.next()).value ?? Buffer.alloc(0);
      // A first part short of full is the whole file.
      if (first.length < partSize) {
        await putWhole(key, first);
        return { size: first.length };
      }
      return putInParts(key, first, parts);
    },
    async read(key) {
      const response = await request('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        throw new FileNotFoundError(key);
      }
      if (!response.ok || !response.body) throw await fail('GET', response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async size(key) {
      const response = await request('HEAD', key);
      if (response.status === 404) return null;
      if (!response.ok) throw await fail('HEAD', response);
      return Number(response.headers.get('content-length') ?? 0);
    },
    async remove(key) {
      const response = await request('DELETE', key);
      if (!response.ok && response.status !== 404) throw await fail('DELETE', response);
      await response.body?.cancel();
    },
  };
}
