import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineEndpoint, envelope, errorData, PUBLIC } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdministrator } from '../src/modules/admin/administrator.service.js';
import { bindEndpoint } from '../src/platform/http/bind-endpoint.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';
import { uploadText } from './upload-kit.js';

const failing = defineEndpoint({
  method: 'GET',
  path: '/erp/test/failing',
  access: PUBLIC,
  summary: 'Test-only endpoint that crashes.',
  answer: z.null(),
});

/** A schema that forgets every rule: the input guard and the error handler must still hold. */
const careless = defineEndpoint({
  method: 'POST',
  path: '/erp/test/careless',
  access: PUBLIC,
  summary: 'Test-only endpoint whose schemas bound nothing; it stores its number in an int4.',
  query: z.object({ n: z.coerce.number().optional(), label: z.string().optional() }),
  body: z.unknown(),
  answer: z.object({ n: z.number().nullable() }),
});

/** Breaks one constraint of a scratch table, as a write no rule of ours checked first would. */
const constraintBreaker = defineEndpoint({
  method: 'POST',
  path: '/erp/test/constraint/:kind',
  access: PUBLIC,
  summary: 'Test-only endpoint that writes what a constraint refuses.',
  params: z.object({ kind: z.enum(['notNull', 'check', 'foreignKey', 'unique', 'unnamed']) }),
  answer: z.null(),
});
const BREAKING_WRITES = {
  notNull: sql`insert into careless_things (sort_order) values (null)`,
  check: sql`insert into careless_things (sort_order) values (-1)`,
  foreignKey: sql`insert into careless_things (sort_order, parent_id) values (1, 999999)`,
  unique: sql`insert into careless_things (sort_order, code) values (1, 'taken'), (2, 'taken')`,
  unnamed: sql`insert into careless_things (sort_order) values (100)`,
};

const errorAnswer = envelope(errorData);
let t: TestApp;
/** Behind a trusted proxy, with the API docs published (ATRIUM_TRUST_PROXY, ATRIUM_PUBLISH_API_DOCS). */
let proxied: TestApp;
let webDist: string;
/** The administrator a production install gets from `npm run admin:create` (no demo data here). */
const OPERATOR = { username: 'operator', password: 'Operator-secret-26' };
let operator: Record<string, string>;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'atrium-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  t = await buildTestApp({
    demo: false,
    webDist,
    extraRoutes: (app, db) => {
      bindEndpoint(app, failing, async () => {
        throw new Error('connection string postgres://secret@db leaked?');
      });
      bindEndpoint(app, constraintBreaker, async ({ params }) => {
        await db.execute(BREAKING_WRITES[params.kind]);
        return null;
      });
      bindEndpoint(app, careless, async ({ query }) => {
        const { rows } = (await db.execute(sql`select ${query.n ?? null}::integer as n`)) as {
          rows: { n: number | null }[];
        };
        return { n: rows[0]?.n ?? null };
      });
    },
  });
  await createAdministrator(t.db, OPERATOR);
  operator = await loginAs(t.app, OPERATOR.username, OPERATOR.password);
  // Behind a proxy at 127.0.0.1 (app.inject's address unless told otherwise).
  proxied = await buildTestApp({ demo: false, trustProxy: ['127.0.0.1'], publishApiDocs: true });
});
afterAll(async () => {
  rmSync(webDist, { recursive: true, force: true });
  await proxied?.app.close();
  await t?.app.close();
});

const register = (payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/erp/auth/register',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
const badRegistration = {
  inviteCode: 'DEMO2026',
  username: 'x',
  password: 'short',
  name: '',
  mobile: '12345',
};

describe('validation', () => {
  it('answers 400 with field errors in zh-CN by default', async () => {
    const response = await register(badRegistration);
    expect(response.statusCode).toBe(400);
    const body = errorAnswer.parse(response.json());
    expect(body).toMatchObject({ code: 400, msg: '请求参数不正确' });
    const byPath = Object.fromEntries(body.data!.fieldErrors!.map((error) => [error.path, error.message]));
    expect(Object.keys(byPath).sort()).toEqual(['mobile', 'name', 'password', 'username']);
    expect(byPath.mobile).toBe('联系电话格式不正确');
    expect(byPath.password).toMatch(/[\u4e00-\u9fff]/);
    expect(byPath.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers the same field errors in English with Accept-Language: en', async () => {
    const response = await register(badRegistration, { 'accept-language': 'en' });
    const body = errorAnswer.parse(response.json());
    expect(body.msg).toBe('The request is invalid.');
    const byPath = Object.fromEntries(body.data!.fieldErrors!.map((error) => [error.path, error.message]));
    expect(byPath.mobile).toBe('The phone number format is incorrect.');
    expect(byPath.password).toMatch(/too small/i);
    expect(byPath.username).toBe('A username is 3-32 letters, digits, underscores, dots or hyphens.');
  });

  it('validates path parameters too', async () => {
    const response = await t.app.inject({
      url: `/erp/auth/corp/${'x'.repeat(65)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors[0].path).toBe('corpId');
  });

  it('answers 400 for a missing body, never 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/erp/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
  });
});

describe('malformed requests', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await register('{"username": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求体不是有效的 JSON', data: null });
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await register('a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(415);
  });

  it('answers 413 for an oversized body', async () => {
    const response = await register(JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(413);
  });

  it('answers a 404 envelope for an unknown /erp route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/erp/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
    }
  });

  it('answers 500 without internals', async () => {
    const response = await t.app.inject({ url: '/erp/test/failing', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: 'Internal server error.', data: null });
    expect(response.body).not.toContain('secret');
  });
});

describe('input the database would refuse', () => {
  const careless = (query: string, payload?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/erp/test/careless?${query}`,
      ...(payload === undefined ? {} : { payload }),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const fieldErrorsOf = (response: { json(): unknown }) =>
    errorAnswer.parse(response.json()).data?.fieldErrors ?? [];

  it('refuses a NUL character in a query, a body value or a body key, in the caller locale', async () => {
    const zh = await careless('label=a%00b');
    expect(zh.statusCode).toBe(400);
    expect(fieldErrorsOf(zh)).toEqual([{ path: 'label', message: '不能包含空字符（\\u0000）' }]);
    const en = await careless('', JSON.stringify({ list: [{ note: 'a\u0000' }] }), {
      'accept-language': 'en',
    });
    expect(fieldErrorsOf(en)).toEqual([
      { path: 'list.0.note', message: 'Must not contain the NUL character (\\u0000).' },
    ]);
    expect((await careless('', '{"a\\u0000b":1}')).statusCode).toBe(400);
  });

  it('refuses a register form with a NUL character before it reaches the users table', async () => {
    const response = await register({ ...badRegistration, name: 'Zhang\u0000' }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toContainEqual({
      path: 'name',
      message: 'Must not contain the NUL character (\\u0000).',
    });
  });

  it('refuses numbers beyond the safe-integer range and bodies nested past any form', async () => {
    const huge = await careless('n=1e308', undefined, { 'accept-language': 'en' });
    expect(huge.statusCode).toBe(400);
    expect(fieldErrorsOf(huge)).toEqual([{ path: 'n', message: 'The number is out of range.' }]);
    const deep = await careless('', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(deep.statusCode).toBe(400);
    expect(fieldErrorsOf(deep)[0]?.message).toBe('请求内容嵌套层级过深');
  });

  it('answers 400, not 500, when PostgreSQL refuses a value a schema let through (beyond int4)', async () => {
    expect((await careless('n=7')).json()).toMatchObject({ code: 200, data: { n: 7 } });
    const response = await careless('n=2147483648');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求参数不正确', data: null });
    expect(response.body).not.toMatch(/integer|range/);
  });

  it('answers a constraint no rule caught (not null, check, foreign key, unique) with a 400 naming the field', async () => {
    await t.db.execute(sql`create table careless_things (
      id serial primary key,
      sort_order integer constraint careless_things_sort_order_check check (sort_order >= 0) not null,
      parent_id integer references careless_things (id),
      code text unique,
      constraint careless_limit check (sort_order < 100)
    )`);
    const broken = (kind: string, locale = 'zh-CN') =>
      t.app.inject({
        method: 'POST',
        url: `/erp/test/constraint/${kind}`,
        headers: { 'accept-language': locale },
      });
    const answers = await Promise.all(
      ['notNull', 'check', 'foreignKey', 'unique'].map((kind) => broken(kind)),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json().msg, fieldErrorsOf(answer)])).toEqual([
      [400, '此项不能为空', [{ path: 'sortOrder', message: '此项不能为空' }]],
      [400, '该值不符合要求', [{ path: 'sortOrder', message: '该值不符合要求' }]],
      [400, '所选记录不存在或无权使用', [{ path: 'parentId', message: '所选记录不存在或无权使用' }]],
      [400, '该值已存在，不能重复', [{ path: 'code', message: '该值已存在，不能重复' }]],
    ]);
    // A constraint that names no column: the generic localized 400, nothing internal.
    const unnamed = await broken('unnamed', 'en');
    expect(unnamed.json()).toEqual({ code: 400, msg: 'The request is invalid.', data: null });
    for (const answer of [...answers, unnamed])
      expect(answer.body).not.toMatch(/careless|violates|constraint/);
  });

  it('refuses a NUL character in an uploaded file name or form field', async () => {
    const form = multipartForm({ token: 'fuzz' }, { name: 'a\u0000.png', bytes: 'png' });
    const response = await t.app.inject({ method: 'POST', url: '/erp/common/files/upload', ...form });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toEqual([{ path: 'file', message: '不能包含空字符（\\u0000）' }]);
  });
});

describe('headers', () => {
  it('sends Server-Timing on every answer, errors included', async () => {
    for (const url of ['/erp/health', '/erp/admin/user/info', '/erp/nowhere', '/']) {
      const response = await t.app.inject({ url });
      expect(response.headers['server-timing'], url).toMatch(/^app;dur=\d+\.\d{2}$/);
    }
  });

  it('sends a CSP that lets antd inline styles work and nothing inline run', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob: https:");
  });
  it('sends HSTS only over HTTPS, and takes X-Forwarded-Proto for it only from a trusted proxy', async () => {
    const hsts = async (app: TestApp, headers: Record<string, string> = {}) =>
      (await app.app.inject({ url: '/erp/health', headers })).headers['strict-transport-security'];
    expect(await hsts(t)).toBeUndefined();
    expect(await hsts(t, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hsts(proxied)).toBeUndefined();
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
    // A peer that is not the proxy named in ATRIUM_TRUST_PROXY is not believed.
    const direct = await proxied.app.inject({
      url: '/erp/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.9.9.9',
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps API answers out of every cache, and says so for downloads too', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/erp/auth/login', payload: OPERATOR });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const signedIn = await t.app.inject({ url: '/erp/admin/user/info', headers: operator });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/erp/admin/user/info' })).headers['cache-control']).toBe('no-store');

    const stored = await uploadText(t.app, operator, 'notes.txt', 'kept private');
    const download = await t.app.inject({ url: stored.url, headers: operator });
    expect(download.statusCode).toBe(200);
    expect(download.headers['cache-control']).toBe('private, no-store');
  });
});

describe('web app', () => {
  it('serves index.html for app routes, uncached', async () => {
    for (const url of ['/', '/customer/manage/list', '/user/login?redirect=%2F']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and serves other files', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('never answers index.html under /erp, nor for a built file that is gone', async () => {
    const response = await t.app.inject({ url: '/erp/customer/list' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    // A page open since before a deploy asking for last version's chunk.
    const gone = await t.app.inject({ url: '/assets/index-old999.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('<div id="root">');
    expect(gone.headers['cache-control']).toBe('no-store');
  });
});

describe('OpenAPI', () => {
  it('documents every bound endpoint at /erp/docs/json, to signed-in callers only', async () => {
    for (const url of ['/erp/docs/json', '/erp/docs', '/erp/docs/yaml']) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().msg, url).toBe('登录已失效，请重新登录');
    }
    const response = await t.app.inject({ url: '/erp/docs/json', headers: operator });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/erp/auth/login', '/erp/admin/user/info', '/erp/common/dict/{type}']),
    );
    expect(
      document.paths['/erp/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    expect((await t.app.inject({ url: '/erp/docs', headers: operator })).statusCode).toBeLessThan(400);
  });

  it('opens them to anyone when published', async () => {
    // The UI page, not the document: every /erp/docs route gets the same access, and generating the
    // document costs each app ~3 s.
    const page = await proxied.app.inject({ url: '/erp/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
