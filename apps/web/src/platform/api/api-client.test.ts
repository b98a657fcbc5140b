import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient } from './api-client';
import { ApiError } from './api-error';
import type { Effect } from './error-catalogue';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(overrides: Partial<ApiClientDeps> = {}) {
  const effects: Effect[] = [];
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { code: 200, msg: 'ok', data: 1 }));
  const request = createApiClient({
    fetch: fetchMock,
    baseUrl: '',
    getToken: () => 'tok-123',
    getOrganizationId: () => 7,
    getLocale: () => 'en',
    translate: (key) => `t:${key}`,
    runEffect: (effect) => effects.push(effect),
    now: () => 1_700_000_000_000,
    ...overrides,
  });
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url: String(url), init: init as RequestInit & { headers: Record<string, string> } };
  };
  return { request, fetchMock, effects, sent };
}

/** The `Idempotency-Key` of each request sent, in order. */
const idempotencyKeysSent = (fetchMock: ReturnType<typeof setup>['fetchMock']) =>
  fetchMock.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
  );

describe('api client', () => {
  it('sends the common headers of spec §7', async () => {
    const { request, sent } = setup();
    await request({ url: '/erp/admin/user/info' });
    expect(sent().init.headers).toMatchObject({
      'D-From': 'crm',
      'D-Fromstamp': '1700000000000',
      Authorization: 'Bearer tok-123',
      'Organization-Id': '7',
      'Accept-Language': 'en',
    });
  });

  it('leaves out Authorization and Organization-Id when nothing is stored', async () => {
    const { request, sent } = setup({ getToken: () => null, getOrganizationId: () => null });
    await request({ url: '/erp/auth/corp/acme' });
    expect(sent().init.headers).not.toHaveProperty('Authorization');
    expect(sent().init.headers).not.toHaveProperty('Organization-Id');
  });

  it('puts GET payloads in the query and sends null or undefined as empty strings', async () => {
    const { request, sent } = setup();
    await request({
      url: '/erp/crm/search/customer',
      data: { phone: '13800000000', name: null, sn: undefined },
    });
    expect(sent().url).toBe('/erp/crm/search/customer?phone=13800000000&name=&sn=');
    expect(sent().init.body).toBeUndefined();
  });

  it('puts PUT/POST/PATCH payloads in the body, nulls as empty strings', async () => {
    const { request, sent } = setup();
    await request({ method: 'PUT', url: '/erp/x', data: { a: null, nested: { b: undefined, c: 1 } } });
    expect(sent().url).toBe('/erp/x');
    expect(JSON.parse(String(sent().init.body))).toEqual({ a: '', nested: { b: '', c: 1 } });
    expect(sent().init.headers['Content-Type']).toBe('application/json');
  });

  it('answers data for body code 200', async () => {
    const { request, effects } = setup();
    await expect(request({ url: '/erp/x' })).resolves.toBe(1);
    expect(effects).toEqual([]);
  });

  it('shows msg for another body code and rejects with it', async () => {
    const { request, effects, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 500, msg: '库存不足', data: null }));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ message: '库存不足', code: 500 });
    expect(effects).toEqual([{ type: 'message', text: '库存不足' }]);
  });

  it('falls back to message, then to the system error text', async () => {
    const { request, effects, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 409, message: 'Version conflict' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 409 }));
    await expect(request({ url: '/erp/x' })).rejects.toBeInstanceOf(ApiError);
    await expect(request({ url: '/erp/x' })).rejects.toBeInstanceOf(ApiError);
    expect(effects).toEqual([
      { type: 'message', text: 'Version conflict' },
      { type: 'message', text: 't:request.systemError' },
    ]);
  });

  it('shows nothing when the request opts out of error messages', async () => {
    const { request, effects, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 404, msg: 'none' }));
    await expect(request({ url: '/erp/x', silent: true })).rejects.toMatchObject({ code: 404 });
    expect(effects).toEqual([]);
  });

  it('logs out and reloads at once on body code 401', async () => {
    const { request, effects, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { code: 401, msg: 'expired' }));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ code: 401 });
    expect(effects).toEqual([{ type: 'logoutAndReload', delayMs: 0 }]);
  });

  it("notifies the server's reason once on HTTP 403 (it says Forbidden itself), else Forbidden", async () => {
    const { request, effects, fetchMock } = setup();
    const reason = 'Forbidden: the permission "Product categories / Query" is missing.';
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { code: 403, msg: reason, data: null }));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ httpStatus: 403, message: reason });
    expect(effects).toEqual([{ type: 'notification', title: reason }]);
    effects.length = 0;
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { code: 403, msg: '', data: null }));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ httpStatus: 403 });
    expect(effects).toEqual([{ type: 'notification', title: 't:request.forbiddenTitle' }]);
  });

  it('notifies Unauthorized, then logs out and reloads after 1.5 s on HTTP 401', async () => {
    const { request, effects, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, msg: 'no session' }));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ httpStatus: 401 });
    expect(effects).toEqual([
      {
        type: 'notification',
        title: 't:request.unauthorizedTitle',
        description: 't:request.unauthorizedDescription',
      },
      { type: 'logoutAndReload', delayMs: 1500 },
    ]);
  });

  it('treats a 401 on the login request as wrong credentials, not an expired session', async () => {
    const { request, effects, fetchMock } = setup({ getToken: () => null });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, msg: '用户名或密码错误' }));
    await expect(
      request({ method: 'POST', url: '/erp/auth/login', loginFlag: true, silent: true }),
    ).rejects.toMatchObject({ message: '用户名或密码错误' });
    expect(effects).toEqual([]);
  });

  it('carries field errors of a 400 answer', async () => {
    const { request, fetchMock } = setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 400,
        msg: '参数错误',
        data: { fieldErrors: [{ path: 'mobile', message: 'bad' }] },
      }),
    );
    await expect(request({ method: 'POST', url: '/erp/x', data: {} })).rejects.toMatchObject({
      fieldErrors: [{ path: 'mobile', message: 'bad' }],
    });
  });

  it('notifies Timeout when the server does not answer in time, and honours a per-request timeout', async () => {
    vi.useFakeTimers();
    try {
      const { request, effects, fetchMock } = setup();
      fetchMock.mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const pending = request({ url: '/erp/slow', timeout: 5_000 });
      const settled = expect(pending).rejects.toMatchObject({ code: 'timeout' });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(effects).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(effects).toEqual([
        {
          type: 'notification',
          title: 't:request.timeoutTitle',
          description: 't:request.timeoutDescription',
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays quiet when the caller cancels on purpose', async () => {
    const { request, effects, fetchMock } = setup();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = request({ url: '/erp/x', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(effects).toEqual([]);
  });

  it('sends a new Idempotency-Key with every write and none with a read', async () => {
    const keys = ['key-1', 'key-2'];
    const { request, fetchMock } = setup({ newIdempotencyKey: () => keys.shift()! });
    await request({ method: 'POST', url: '/erp/x', data: { a: 1 } });
    await request({ method: 'DELETE', url: '/erp/x/1' });
    await request({ url: '/erp/x' });
    expect(idempotencyKeysSent(fetchMock)).toEqual(['key-1', 'key-2', undefined]);
  });

  it('sends a write that got no answer once more under the same key', async () => {
    const { request, fetchMock, effects } = setup({ newIdempotencyKey: () => 'the-key' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request({ method: 'POST', url: '/erp/x', data: { a: 1 } })).resolves.toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(idempotencyKeysSent(fetchMock)).toEqual(['the-key', 'the-key']);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init?.body);
    expect(second).toBe(first);
    expect(effects).toEqual([]);
  });

  it("keeps the caller's key for a user action sent again, and does not resend a read", async () => {
    const { request, fetchMock } = setup();
    await request({ method: 'PUT', url: '/erp/x', data: {}, idempotencyKey: 'action-7' });
    await request({ method: 'PUT', url: '/erp/x', data: {}, idempotencyKey: 'action-7' });
    expect(idempotencyKeysSent(fetchMock)).toEqual(['action-7', 'action-7']);
    fetchMock.mockClear();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ code: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a read, or a write under its key, once more after the wait a 503 asks for (at most 5 s)', async () => {
    const waits: number[] = [];
    const { request, fetchMock, effects } = setup({
      newIdempotencyKey: () => 'the-key',
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    const unavailable = (retryAfter: string) =>
      new Response(JSON.stringify({ code: 503, msg: '服务正在重启，请稍后重试' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
      });
    fetchMock.mockResolvedValueOnce(unavailable('1'));
    await expect(request({ url: '/erp/x' })).resolves.toBe(1);
    fetchMock.mockResolvedValueOnce(unavailable('30'));
    await expect(request({ method: 'POST', url: '/erp/x', data: { a: 1 } })).resolves.toBe(1);
    expect(waits).toEqual([1_000, 5_000]);
    expect(idempotencyKeysSent(fetchMock)).toEqual([undefined, undefined, 'the-key', 'the-key']);
    expect(effects).toEqual([]);

    // Only once; and not an upload, nor a 503 that asks for no retry.
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => unavailable('1'));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ httpStatus: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    await expect(request({ method: 'POST', url: '/erp/upload', data: new FormData() })).rejects.toMatchObject(
      {
        httpStatus: 503,
      },
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    fetchMock.mockImplementation(async () => jsonResponse(503, { code: 503, msg: 'x' }));
    await expect(request({ url: '/erp/x' })).rejects.toMatchObject({ httpStatus: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
