import { createHash, createHmac } from 'node:crypto';

/** The SHA-256 of an empty body, as S3 expects in `x-amz-content-sha256` of GET/HEAD/DELETE. */
export const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex');

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** `s3` for object storage. */
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. range, content-type). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_SHA256 when there is none). */
  payloadSha256: string;
  now?: Date;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `20130524T000000Z` */
const amzDateOf = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * AWS Signature Version 4 for one request (header-based, as S3 and its compatibles accept it):
 * answers every header to send, `authorization` included. The URL path must already be encoded
 * the way it goes on the wire; S3 signs it as-is (no second encoding).
 */
export function signV4(credentials: SigV4Credentials, request: SigV4Request): Record<string, string> {
  const amzDate = amzDateOf(request.now ?? new Date());
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': request.payloadSha256,
    'x-amz-date': amzDate,
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim()}\n`).join('');
  const canonicalQuery = [...request.url.searchParams]
    .map(([key, value]) => `${uriEncode(key)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    request.url.pathname || '/',
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.payloadSha256,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
