// On PGlite too: the smoke walk is what runs every module's queries on the embedded database.
import { accessKeys, adminApi, type Endpoint } from '@atrium/contract';
import { ALL_ENDPOINTS } from '@atrium/contract/all-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/**
 * Every module's read endpoints on the demo data, signed in as the administrator: each list,
 * option source and summary that needs no path parameter and accepts an empty query must answer
 * 200. The full suites run on PostgreSQL 15; this walk is how each module's SQL is proven on the
 * embedded database too, and a new module is covered by being in the contract's registry.
 */
let t: TestApp;
let admin: Record<string, string>;
let granted: Set<string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const { body } = await call(t.app, adminApi.userAppletAuth.answer, {
    url: '/erp/admin/user/applet/auth',
    headers: admin,
  });
  granted = new Set(body.data.auth);
});

/** Read endpoints whose refusal to the administrator on the demo data is the expected answer. */
const EXPECTED_REFUSALS: Record<string, { status: number; why: string }> = {
  '/erp/realtime': { status: 426, why: 'the realtime address takes WebSocket upgrades only' },
  '/erp/call/ticket': { status: 404, why: 'a toolbar ticket is for call agents, and admin is none' },
};
afterAll(() => t?.app.close());

const acceptsEmptyQuery = (endpoint: Endpoint) => !endpoint.query || endpoint.query.safeParse({}).success;
const readable = ALL_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.method === 'GET' &&
    !endpoint.path.includes(':') &&
    !('public' in endpoint.access) &&
    acceptsEmptyQuery(endpoint),
);

describe('module smoke walk', () => {
  it('covers the read endpoints of every module', () => {
    const modules = new Set(readable.map((endpoint) => endpoint.path.split('/')[2]));
    expect([...modules]).toEqual(expect.arrayContaining(['admin', 'crm', 'call', 'hrm', 'common']));
  });

  it.each(readable.map((endpoint) => [`${endpoint.path}`, endpoint] as const))(
    'GET %s answers 200 with its contract shape',
    async (_path, endpoint) => {
      const keys = accessKeys(endpoint.access);
      // The administrator holds every key of the menu catalogue; a key outside it guards nothing reachable.
      if (keys.length > 0 && !keys.some((key) => granted.has(key))) return;
      const response = await t.app.inject({ method: 'GET', url: endpoint.path, headers: admin });
      // Downloads and streams answer their own content type; everything else is the envelope.
      if (!response.headers['content-type']?.toString().startsWith('application/json')) {
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        return;
      }
      const body = response.json();
      const refusal = EXPECTED_REFUSALS[endpoint.path];
      if (refusal) {
        expect(response.statusCode, refusal.why).toBe(refusal.status);
        return;
      }
      expect({ status: response.statusCode, code: body.code }, JSON.stringify(body).slice(0, 300)).toEqual({
        status: 200,
        code: 200,
      });
      expect(endpoint.answer.safeParse(body.data).success, JSON.stringify(body.data).slice(0, 300)).toBe(
        true,
      );
    },
  );
});
