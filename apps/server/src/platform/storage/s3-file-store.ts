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
}

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

/** Whole body in memory: uploads are capped (20 MB) and a signed PUT needs its length and hash. */
async function bufferOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Any S3-compatible object store (AWS S3, MinIO, Aliyun OSS and Tencent COS S3 APIs), spoken with
 * plain `fetch` and our own SigV4 signer: four verbs need no SDK (@aws-sdk/client-s3 would bring
 * ~100 packages for PUT/GET/HEAD/DELETE). Single PUTs go up to S3's 5 GB object limit.
 */
export function s3FileStore(settings: S3Settings, send: typeof fetch = fetch): FileStore {
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
  const request = async (method: string, key: string, body?: Buffer) => {
    const url = urlOf(key);
    const payloadSha256 = body ? createHash('sha256').update(body).digest('hex') : EMPTY_PAYLOAD_SHA256;
    const { host: _host, ...headers } = signV4(credentials, { method, url, payloadSha256 });
    return send(url, { method, headers, ...(body ? { body } : {}) });
  };
  const fail = async (operation: string, response: Response) =>
    new S3Error(operation, response.status, await response.text().catch(() => ''));

  return {
    kind: 's3',
    async put(key, body) {
      const bytes = await bufferOf(body);
      const response = await request('PUT', key, bytes);
      if (!response.ok) throw await fail('PUT', response);
      await response.body?.cancel();
      return { size: bytes.length };
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
