import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineEndpoint, envelope, errorData, PUBLIC } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bindEndpoint } from '../src/platform/http/bind-endpoint.js';
import { buildTestApp, type TestApp } from './harness.js';

const failing = defineEndpoint({
  method: 'GET',
  path: '/erp/test/failing',
  access: PUBLIC,
  summary: 'Test-only endpoint that crashes.',
  answer: z.null(),
});

const errorAnswer = envelope(errorData);
let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'atrium-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
  t = await buildTestApp({
    demo: false,
    webDist,
    extraRoutes: (app) =>
      bindEndpoint(app, failing, async () => {
        throw new Error('connection string postgres://secret@db leaked?');
      }),
  });
});
afterAll(async () => {
  rmSync(webDist, { recursive: true, force: true });
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

  it('never answers index.html under /erp', async () => {
    const response = await t.app.inject({ url: '/erp/customer/list' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('OpenAPI', () => {
  it('documents every bound endpoint at /erp/docs/json', async () => {
    const response = await t.app.inject({ url: '/erp/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/erp/auth/login', '/erp/admin/user/info', '/erp/common/dict/{type}']),
    );
    expect(
      document.paths['/erp/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    expect((await t.app.inject({ url: '/erp/docs' })).statusCode).toBeLessThan(400);
  });
});
