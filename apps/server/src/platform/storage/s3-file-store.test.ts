import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError } from './file-store.js';
import { DEFAULT_PART_SIZE, S3Error, type S3Settings, s3FileStore } from './s3-file-store.js';
import { EMPTY_PAYLOAD_SHA256, signV4 } from './sigv4.js';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=(\w+)\/(\d{8})\/([\w-]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/**
 * Just enough of S3 for the store: PUT/GET/HEAD/DELETE of objects under /<bucket>/<key> and the
 * multipart upload (create, upload part, complete, abort), refusing (403) any request whose SigV4
 * signature does not match what arrived on the wire. `failPart` makes that part number answer 500.
 */
function fakeS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const seen: { method: string; path: string; authorization: string }[] = [];
  const options: { failPart?: number; onPart?: (partNumber: number) => void } = {};
  let uploadCount = 0;
  const verify = (request: IncomingMessage, body: Buffer) => {
    const authorization = String(request.headers.authorization ?? '');
    const match = AUTHORIZATION.exec(authorization);
    if (!match) return false;
    const [, accessKeyId, , region, signedHeaders] = match;
    const payloadSha256 = String(request.headers['x-amz-content-sha256']);
    const actual = createHash('sha256').update(body).digest('hex');
    if (payloadSha256 !== actual) return false;
    const extra = Object.fromEntries(
      signedHeaders!
        .split(';')
        .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
        .map((name) => [name, String(request.headers[name])]),
    );
    const date = String(request.headers['x-amz-date']);
    const now = new Date(
      `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
    );
    const expected = signV4(
      { accessKeyId: accessKeyId!, secretAccessKey: SECRET, region: region!, service: 's3' },
      {
        method: request.method!,
        url: new URL(`http://${request.headers.host}${request.url}`),
        headers: extra,
        payloadSha256,
        now,
      },
    );
    return expected.authorization === authorization;
  };
  const server = createServer(async (request, response) => {
    const query = new URL(request.url!, 'http://fake').searchParams;
    if (request.method === 'PUT' && query.has('partNumber'))
      options.onPart?.(Number(query.get('partNumber')));
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    seen.push({
      method: request.method!,
      path: request.url!,
      authorization: String(request.headers.authorization),
    });
    if (!verify(request, body)) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const prefix = `/${bucket}/`;
    if (!request.url!.startsWith(prefix)) return void response.writeHead(404).end();
    const key = decodeURIComponent(request.url!.slice(prefix.length).split('?')[0]!);
    const stored = objects.get(key);
    if (query.has('uploads') || query.has('uploadId'))
      return multipart(request.method!, key, query, body, response);
    switch (request.method) {
      case 'PUT':
        objects.set(key, body);
        return void response.writeHead(200, { etag: '"x"' }).end();
      case 'GET':
      case 'HEAD':
        if (!stored) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-length': stored.length });
        return void response.end(request.method === 'GET' ? stored : undefined);
      case 'DELETE':
        objects.delete(key);
        return void response.writeHead(204).end();
      default:
        response.writeHead(405).end();
    }
  });
  const etagOf = (part: Buffer) => `"${createHash('md5').update(part).digest('hex')}"`;
  /** Multipart verbs; upload ids carry characters that must be encoded in the query. */
  const multipart = (
    method: string,
    key: string,
    query: URLSearchParams,
    body: Buffer,
    response: ServerResponse,
  ) => {
    if (method === 'POST' && query.has('uploads')) {
      const uploadId = `up+${++uploadCount}/a=b`;
      uploads.set(uploadId, { key, parts: new Map() });
      return void response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<InitiateMultipartUploadResult><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        );
    }
    const upload = uploads.get(query.get('uploadId')!);
    if (!upload || upload.key !== key) return void response.writeHead(404).end('<Error>NoSuchUpload</Error>');
    const partNumber = Number(query.get('partNumber'));
    if (method === 'PUT' && partNumber === options.failPart)
      return void response.writeHead(500).end('<Error/>');
    if (method === 'PUT') {
      upload.parts.set(partNumber, body);
      return void response.writeHead(200, { etag: etagOf(body) }).end();
    }
    if (method === 'DELETE') {
      uploads.delete(query.get('uploadId')!);
      return void response.writeHead(204).end();
    }
    // Complete: the listed parts, in order, with the ETags their upload answered.
    const listed = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]+)<\/ETag>/g)];
    const parts = listed.map(([, number, etag]) => {
      const part = upload.parts.get(Number(number));
      return part && etagOf(part) === etag!.replaceAll('&quot;', '"') ? part : undefined;
    });
    if (parts.length === 0 || parts.some((part) => !part))
      return void response.writeHead(400).end('<Error>InvalidPart</Error>');
    objects.set(key, Buffer.concat(parts as Buffer[]));
    uploads.delete(query.get('uploadId')!);
    return void response.writeHead(200).end('<CompleteMultipartUploadResult/>');
  };
  return { server, objects, uploads, seen, options };
}

describe('SigV4 signer', () => {
  it("matches AWS's published example (GET Object with a Range header)", () => {
    const headers = signV4(
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: SECRET, region: 'us-east-1', service: 's3' },
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadSha256: EMPTY_PAYLOAD_SHA256,
        now: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 file store', () => {
  const fake = fakeS3('atrium');
  let settings: S3Settings;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'cn-north-1',
      bucket: 'atrium',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: SECRET,
      forcePathStyle: true,
    };
  });
  afterAll(() => new Promise<void>((resolve) => (fake.server as Server).close(() => resolve())));

  it('puts, reads, sizes and removes objects with signed requests (path-style)', async () => {
    const store = s3FileStore(settings);
    expect(await store.put('org/1/uploads/a b.txt', Buffer.from('hello'))).toEqual({ size: 5 });
    await store.put('org/1/uploads/数据.csv', Readable.from([Buffer.from('x,y\n'), Buffer.from('1,2\n')]));
    expect(fake.objects.get('org/1/uploads/数据.csv')?.toString()).toBe('x,y\n1,2\n');
    expect(await text(await store.read('org/1/uploads/a b.txt'))).toBe('hello');
    expect(await store.size('org/1/uploads/数据.csv')).toBe(8);
    await store.remove('org/1/uploads/a b.txt');
    expect(await store.size('org/1/uploads/a b.txt')).toBeNull();
    await expect(store.read('org/1/uploads/a b.txt')).rejects.toBeInstanceOf(FileNotFoundError);
    await store.remove('org/1/uploads/a b.txt');

    expect(fake.seen.map(({ method }) => method)).toEqual([
      'PUT',
      'PUT',
      'GET',
      'HEAD',
      'DELETE',
      'HEAD',
      'GET',
      'DELETE',
    ]);
    expect(fake.seen[0]).toMatchObject({ path: '/atrium/org/1/uploads/a%20b.txt' });
    for (const { authorization } of fake.seen) {
      expect(authorization).toMatch(AUTHORIZATION);
      expect(authorization).toContain('AKIDTEST/');
      expect(authorization).toContain('/cn-north-1/s3/aws4_request');
    }
  });

  it('reports a refused signature as an error, never as a missing file', async () => {
    const store = s3FileStore({ ...settings, secretAccessKey: 'wrong-secret' });
    await expect(store.put('org/1/x.txt', Buffer.from('x'))).rejects.toBeInstanceOf(S3Error);
    await expect(store.size('org/1/x.txt')).rejects.toThrow(/HTTP 403/);
  });

  it('addresses the bucket as a host name unless path-style is forced', async () => {
    const urls: string[] = [];
    const send = (async (url: URL | string) => {
      urls.push(String(url));
      return new Response(null, { status: 404 });
    }) as typeof fetch;
    const store = s3FileStore(
      { ...settings, endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false },
      send,
    );
    expect(await store.size('org/7/a.png')).toBeNull();
    expect(urls).toEqual(['https://atrium.s3.eu-west-1.amazonaws.com/org/7/a.png']);
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });
  /** `size` bytes of a repeating pattern, produced lazily in 64 KiB chunks; counts what was produced. */
  function generated(size: number, failAfter?: number) {
    const produced = { bytes: 0 };
    const hash = createHash('sha256');
    async function* chunks() {
      const chunkSize = 64 * 1024;
      for (let offset = 0; offset < size; offset += chunkSize) {
        if (failAfter !== undefined && offset >= failAfter) throw new Error('the export query failed');
        const chunk = Buffer.alloc(Math.min(chunkSize, size - offset), offset / chunkSize);
        produced.bytes += chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    }
    return {
      stream: Readable.from(chunks(), { objectMode: false }),
      produced,
      sha256: () => hash.digest('hex'),
    };
  }
  const sha256 = (bytes: Buffer | undefined) =>
    createHash('sha256')
      .update(bytes ?? Buffer.alloc(0))
      .digest('hex');

  it('streams a file larger than one part up in parts, holding about one part at a time', async () => {
    const store = s3FileStore(settings);
    const size = 2 * DEFAULT_PART_SIZE + 3 * 1024 * 1024 + 17;
    const source = generated(size);
    const producedAtPart: number[] = [];
    fake.options.onPart = () => producedAtPart.push(source.produced.bytes);
    const before = fake.seen.length;
    try {
      expect(await store.put('org/1/exports/big.csv', source.stream)).toEqual({ size });
    } finally {
      fake.options.onPart = undefined;
    }
    expect(sha256(fake.objects.get('org/1/exports/big.csv'))).toBe(source.sha256());
    const requests = fake.seen.slice(before);
    expect(requests.map(({ method, path }) => `${method} ${path.split('?')[1]}`)).toEqual([
      'POST uploads',
      'PUT partNumber=1&uploadId=up%2B1%2Fa%3Db',
      'PUT partNumber=2&uploadId=up%2B1%2Fa%3Db',
      'PUT partNumber=3&uploadId=up%2B1%2Fa%3Db',
      'POST uploadId=up%2B1%2Fa%3Db',
    ]);
    // When part n goes up, the source has given little more than n parts: never the whole file.
    const slack = 1024 * 1024;
    expect(producedAtPart).toHaveLength(3);
    producedAtPart.forEach((produced, index) => {
      expect(produced).toBeLessThanOrEqual(Math.min(size, (index + 1) * DEFAULT_PART_SIZE + slack));
    });
    expect(fake.uploads.size).toBe(0);
  });

  it('aborts the multipart upload when a part fails, leaving no object and no parts', async () => {
    const store = s3FileStore(settings);
    fake.options.failPart = 2;
    try {
      await expect(
        store.put('org/1/exports/failed.csv', generated(3 * DEFAULT_PART_SIZE).stream),
      ).rejects.toThrow(/UploadPart 2 failed with HTTP 500/);
    } finally {
      fake.options.failPart = undefined;
    }
    expect(fake.seen.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(fake.seen.at(-1)!.path).toMatch(/\?uploadId=/);
    expect(fake.uploads.size).toBe(0);
    expect(fake.objects.has('org/1/exports/failed.csv')).toBe(false);
  });

  it('aborts the multipart upload when the source fails midway', async () => {
    const store = s3FileStore(settings);
    const source = generated(3 * DEFAULT_PART_SIZE, DEFAULT_PART_SIZE + 1024 * 1024);
    await expect(store.put('org/1/exports/broken.csv', source.stream)).rejects.toThrow(
      'the export query failed',
    );
    expect(fake.seen.at(-1)).toMatchObject({ method: 'DELETE' });
    expect(fake.uploads.size).toBe(0);
    expect(fake.objects.has('org/1/exports/broken.csv')).toBe(false);
  });

  it('puts a file of exactly one part, and an empty one, whole', async () => {
    const store = s3FileStore(settings);
    const before = fake.seen.length;
    const exact = Buffer.alloc(DEFAULT_PART_SIZE - 1, 7);
    expect(await store.put('org/1/exports/exact.csv', exact)).toEqual({ size: exact.length });
    expect(await store.put('org/1/exports/empty.csv', Readable.from([]))).toEqual({ size: 0 });
    expect(fake.seen.slice(before).map(({ method }) => method)).toEqual(['PUT', 'PUT']);
    expect(sha256(fake.objects.get('org/1/exports/exact.csv'))).toBe(sha256(exact));
    expect(fake.objects.get('org/1/exports/empty.csv')).toEqual(Buffer.alloc(0));
    expect(() => s3FileStore({ ...settings, partSize: 1024 })).toThrow(/at least/);
  });
});
