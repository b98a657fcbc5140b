import { describe, expect, it } from 'vitest';
import { createApiClient } from '../platform/api/api-client';
import { UPLOAD_TOKEN_URL, UploadRefusedError, uploadFile } from './upload-adapter';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An injected fetch standing in for the API and the storage; it records every call. */
function fakeNetwork(storageStatus = 200) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const send = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
    if (url.split('?')[0]!.endsWith(UPLOAD_TOKEN_URL))
      return json({
        code: 200,
        data: { uploadUrl: 'https://storage.test/put', token: 'signed-1', key: 'org5/a.png' },
      });
    return json({ code: 200, data: { url: '/files/org5/a.png' } }, storageStatus);
  };
  const request = createApiClient({
    fetch: send,
    baseUrl: 'https://api.test',
    getToken: () => 't',
    getOrganizationId: () => null,
    getLocale: () => 'zh-CN',
    translate: (key) => key,
    runEffect: () => {},
    now: () => 0,
  });
  return { calls, send, request };
}

describe('upload adapter', () => {
  it('asks /erp/common/qiniu/token for a credential, then posts the file with it where it says', async () => {
    const { calls, send, request } = fakeNetwork();
    const file = new File(['PNGDATA'], 'a.png', { type: 'image/png' });
    const uploaded = await uploadFile({ file, fieldName: 'file', request, fetch: send });

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET https://api.test${UPLOAD_TOKEN_URL}`,
      'POST https://storage.test/put',
    ]);
    const form = calls[1]?.body as FormData;
    expect(form.get('token')).toBe('signed-1');
    expect(form.get('key')).toBe('org5/a.png');
    expect((form.get('file') as File).name).toBe('a.png');
    expect(uploaded).toMatchObject({ name: 'a.png', url: '/files/org5/a.png', status: 'done' });
  });

  it('asks for a credential of the purpose given, which the server holds the file to', async () => {
    const { calls, send, request } = fakeNetwork();
    const file = new File(['PNGDATA'], 'a.png', { type: 'image/png' });
    await uploadFile({ file, fieldName: 'file', request, fetch: send, purpose: 'picture' });
    expect(calls[0]?.url).toBe(`https://api.test${UPLOAD_TOKEN_URL}?purpose=picture`);
  });

  it('fails when the storage refuses the file', async () => {
    const { send, request } = fakeNetwork(413);
    const file = new File(['x'], 'big.bin');
    await expect(uploadFile({ file, fieldName: 'file', request, fetch: send })).rejects.toThrow();
  });

  it("carries the server's reason for a refusal, asked in the user's language", async () => {
    const calls: RequestInit[] = [];
    const { request } = fakeNetwork();
    const send = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      if (String(input).endsWith(UPLOAD_TOKEN_URL))
        return json({ code: 200, data: { uploadUrl: 'https://storage.test/put', token: 't' } });
      return json(
        {
          code: 400,
          msg: 'The request is invalid.',
          data: {
            fieldErrors: [
              {
                path: 'file',
                message: 'The content of "a.png" does not match its extension (it is text/plain).',
              },
            ],
          },
        },
        400,
      );
    };
    const file = new File(['not a picture'], 'a.png', { type: 'image/png' });
    const refused = uploadFile({ file, fieldName: 'file', request, fetch: send, locale: 'en' });
    await expect(refused).rejects.toBeInstanceOf(UploadRefusedError);
    await expect(refused).rejects.toThrow('does not match its extension');
    expect(calls.at(-1)?.headers).toEqual({ 'Accept-Language': 'en' });
  });
});
