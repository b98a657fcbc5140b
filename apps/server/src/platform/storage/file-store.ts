import type { Readable } from 'node:stream';

/**
 * Where Atrium keeps files (uploads, export results): local disk by default, any S3-compatible
 * store by configuration. Keys are opaque paths chosen by the caller, always prefixed with the
 * owning organization (`org/<orgId>/…`); the store itself knows nothing of tenants or permissions.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole body under `key` (replacing any file there) and answers its size in bytes. */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** A stream of the file; rejects with FileNotFoundError when there is none. */
  read(key: string): Promise<Readable>;
  /** Size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  override name = 'FileNotFoundError';
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
  }
}

/** Keys are relative, slash-separated, without `..` or empty segments. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  if (key.length === 0 || key.length > 512 || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
