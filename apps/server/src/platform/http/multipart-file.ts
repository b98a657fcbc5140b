import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './app-error.js';
import { rawInputIssues } from './input-guard.js';

/** One file received from a multipart form, with the text fields sent before it. */
export interface ReceivedFile {
  fileName: string;
  fields: Record<string, string>;
  bytes: Buffer;
}

/** Lets routes read multipart forms (one file, a few short fields); JSON stays the default body. */
export async function installMultipart(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 4096, parts: 11 },
  });
}

/**
 * Reads the form's first file (at most `maxBytes`, else 413 with a localized message). `beforeFile`
 * sees the fields sent before the file, so a credential is checked before the bytes are read.
 */
export async function receiveFile(
  request: FastifyRequest,
  maxBytes: number,
  beforeFile: (fields: Record<string, string>) => Promise<void> = async () => {},
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw fieldError('file', 'upload.fileRequired');
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part) throw fieldError('file', 'upload.fileRequired');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first && first.type === 'field') fields[name] = String(first.value);
  }
  // A form's names and fields are input like any other: PostgreSQL refuses the NUL character.
  const [issue] = rawInputIssues({ ...fields, file: part.filename });
  if (issue) throw fieldError(issue.path.map(String).join('.'), issue.messageKey);
  await beforeFile(fields);
  try {
    return { fileName: part.filename, fields, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'upload.tooLarge', { max: Math.round(maxBytes / 1024 / 1024) });
    }
    throw error;
  }
}
