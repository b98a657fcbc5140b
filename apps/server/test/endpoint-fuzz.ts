import { accessKeys, type Endpoint } from '@atrium/contract';
import { ALL_ENDPOINTS } from '@atrium/contract/all-endpoints';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDataException, pgErrorOf } from '../src/platform/db/pg-error.js';
import { type AdminGuard, guardAdmin } from './fuzz-admin-guard.js';
import {
  ALWAYS_PATH_VALUES,
  ALWAYS_QUERY_VALUES,
  ALWAYS_RAW_BODIES,
  bodyValuesFor,
  fieldPaths,
  NUL_TEXT,
  OTHER_PATH_VALUES,
  OTHER_QUERY_VALUES,
  OTHER_RAW_BODIES,
  objectKeysOf,
  pathParamsOf,
  pick,
  queryPairs,
  queryString,
  sampleOf,
  seededRandom,
  withField,
} from './fuzz-inputs.js';
import { buildTestApp, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

/**
 * Contract-driven fuzz (ARCHITECTURE §3.4: bad input → 400, never a 500, and no 5xx leaks
 * internals). Every endpoint of ALL_ENDPOINTS is called as the admin, so permission checks pass and
 * the inputs reach the handler, with malformed path parameters, queries, bodies and multipart
 * forms, one malformed part at a time next to a plausible sample of the others. A new endpoint is
 * fuzzed just by being in the registry. Cases come from a fixed seed: every run sends the same ones.
 * The registry is fuzzed in two files (endpoint-fuzz-first/-second.test.ts, every other endpoint
 * each) so that both workers share it: alone it was the last minute of the PGlite step on one core.
 */

const SEED = 20_261_125;

/** Texts that only an internal error carries: driver and SQL errors, stack frames, source paths. */
const LEAKS =
  /invalid input syntax|invalid byte sequence|violates|syntax error at|duplicate key value|out of range for type|relation "|column "|Failed query|SQLSTATE|\bat [\w.<>]+ \(|node_modules|apps\/server|\/work\/|\.ts:\d+|DrizzleQueryError|DatabaseError|ZodError|TypeError|RangeError|ReferenceError|"stack"/;

interface FuzzCase {
  what: string;
  request: InjectOptions;
}

type Inputs = { params: Record<string, string>; query: [string, string][]; body: unknown };

const urlOf = (endpoint: Endpoint, params: Record<string, string>, query: [string, string][]) => {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
  return query.length ? `${path}?${queryString(query)}` : path;
};

/** A JSON request of the endpoint with these inputs (raw text when the body is a string of JSON). */
function jsonRequest(endpoint: Endpoint, inputs: Inputs, rawBody?: string): InjectOptions {
  const url = urlOf(endpoint, inputs.params, inputs.query);
  if (endpoint.method === 'GET') return { method: 'GET', url };
  const payload = rawBody ?? (inputs.body === undefined ? undefined : JSON.stringify(inputs.body));
  return {
    method: endpoint.method,
    url,
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
  };
}

function casesOf(endpoint: Endpoint, random: () => number): FuzzCase[] {
  const sampleParams = (endpoint.params ? sampleOf(endpoint.params) : {}) as Record<string, unknown>;
  const params = Object.fromEntries(
    pathParamsOf(endpoint).map((name) => [name, String(sampleParams[name] ?? '1')]),
  );
  const query = endpoint.query ? queryPairs(sampleOf(endpoint.query)) : [];
  const body = endpoint.body ? sampleOf(endpoint.body) : undefined;
  const base: Inputs = { params, query, body };
  const cases: FuzzCase[] = [];

  for (const name of pathParamsOf(endpoint)) {
    for (const value of [...ALWAYS_PATH_VALUES, ...pick(OTHER_PATH_VALUES, 1, random)]) {
      cases.push({
        what: `path ${name}=${value}`,
        request: jsonRequest(endpoint, { ...base, params: { ...params, [name]: value } }),
      });
    }
  }

  const queryKeys = objectKeysOf(endpoint.query);
  for (const key of queryKeys) {
    const others = pick(OTHER_QUERY_VALUES, random() < 0.5 ? 1 : 0, random);
    for (const value of [...ALWAYS_QUERY_VALUES, ...others]) {
      const pairs = [
        ...query.filter(([name]) => name !== key),
        ...(Array.isArray(value) ? value : [value]).map((one) => [key, one] as [string, string]),
      ];
      cases.push({
        what: `query ${key}=${JSON.stringify(value).slice(0, 40)}`,
        request: jsonRequest(endpoint, { ...base, query: pairs }),
      });
    }
  }
  // Stray query keys are ignored by the endpoints that declare none: only reads get them, so a
  // write is never run with inputs that are valid after all.
  if (!endpoint.query && endpoint.method === 'GET') {
    for (const junk of [
      [
        ['id', NUL_TEXT],
        ['pageNum', '1e308'],
      ],
      [['sort', '1e308']],
    ] as [string, string][][]) {
      cases.push({ what: `stray query ${queryString(junk)}`, request: jsonRequest(endpoint, base) });
      cases.at(-1)!.request.url = urlOf(endpoint, params, junk);
    }
  }

  if (endpoint.method !== 'GET') {
    // A body that can't be parsed, or that no endpoint expects, is refused before any handler.
    const rawBodies = [...ALWAYS_RAW_BODIES, ...pick(OTHER_RAW_BODIES, endpoint.body ? 1 : 0, random)];
    for (const raw of rawBodies) {
      cases.push({ what: `raw body ${raw.slice(0, 30)}`, request: jsonRequest(endpoint, base, raw) });
    }
  }
  if (endpoint.body) {
    for (const path of fieldPaths(body)) {
      const sample = path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body);
      for (const value of bodyValuesFor(sample, random)) {
        cases.push({
          what: `body ${path.join('.')}=${String(JSON.stringify(value)).slice(0, 40)}`,
          request: jsonRequest(endpoint, { ...base, body: withField(body, path, value) }),
        });
      }
    }
  } else if (endpoint.method === 'POST') {
    // Uploads and imports read a multipart form: a NUL in the file name or in a field.
    const url = urlOf(endpoint, params, query);
    for (const [fields, name] of [
      [{ token: NUL_TEXT }, 'a.xlsx'],
      [{ token: 'fuzz' }, `${NUL_TEXT}.xlsx`],
    ] as const) {
      cases.push({
        what: `multipart ${JSON.stringify({ fields, name })}`,
        request: { method: 'POST', url, ...multipartForm(fields, { name, bytes: 'name\nfuzz\n' }) },
      });
    }
  }
  return cases;
}

/** The registry in two halves of about equal work: every other endpoint, in registry order. */
export const ENDPOINT_HALVES: Record<'first' | 'second', readonly Endpoint[]> = {
  first: ALL_ENDPOINTS.filter((_, index) => index % 2 === 0),
  second: ALL_ENDPOINTS.filter((_, index) => index % 2 === 1),
};

function problemOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!/json|text/.test(type)) return undefined;
  const leak = response.body.match(LEAKS);
  if (leak) return `leaks "${leak[0]}": ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 400 && /json/.test(type)) {
    const answer = response.json() as { code?: unknown; msg?: unknown };
    if (answer.code !== response.statusCode || typeof answer.msg !== 'string' || answer.msg === '')
      return `HTTP ${response.statusCode} without a localized envelope: ${response.body.slice(0, 300)}`;
  }
  return undefined;
}

/** The fuzz of one half of the registry, as a test file's suite (its own app and admin). */
export function describeEndpointFuzz(part: keyof typeof ENDPOINT_HALVES): void {
  let t: TestApp;
  let admin: AdminGuard;
  /** Each endpoint's own seeded generator: its cases are the same whichever tests run. */
  const randomFor = (label: string) =>
    seededRandom([...label].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), SEED));
  const totals = { endpoints: 0, requests: 0, milliseconds: 0, cpuMs: 0 };
  const requestsByPart: Record<string, number> = {};
  const statusCounts: Record<number, number> = {};

  /**
   * Errors of the database's "data exception" class, and not-null violations (a null the contract let
   * through to a column that can't hold it), met by the case being sent.
   */
  let refusedByDatabase: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      // The error handler turns these into 400s as a last line; the contract must stop them first.
      extraRoutes: (app) =>
        app.addHook('onError', async (_request, _reply, error) => {
          const code = pgErrorOf(error)?.code;
          if (isDataException(error) || code === '23502') refusedByDatabase.push(code ?? '');
        }),
    });
    // Every endpoint's handler must be reached: the admin is granted every key the registry asks for.
    admin = await guardAdmin(
      t.app,
      t.db,
      ALL_ENDPOINTS.flatMap((endpoint) => accessKeys(endpoint.access)),
    );
  });
  afterAll(async () => {
    console.info(
      `endpoint fuzz (${part} half): ${totals.endpoints} operations, ${totals.requests} requests, in ${Math.round(totals.milliseconds / 1000)} s (${Math.round(totals.cpuMs / 1000)} s of CPU); by part ${JSON.stringify(requestsByPart)}, by status ${JSON.stringify(statusCounts)}`,
    );
    await t?.app.close();
  });

  describe(`endpoint fuzz (${part} half of the registry)`, () => {
    it.each(
      ENDPOINT_HALVES[part].map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
    )('%s answers bad input without a 5xx or a leak', async (label, endpoint) => {
      const problems: string[] = [];
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const cases = casesOf(endpoint, randomFor(label));
      expect(cases.length, 'every endpoint gets malformed input').toBeGreaterThan(0);
      for (const { what, request } of cases) {
        const send = () => {
          refusedByDatabase = [];
          return t.app.inject({ ...request, headers: { ...admin.headers(), ...(request.headers ?? {}) } });
        };
        let response = await send();
        // An earlier case may have cost the admin its session or a permission: once back, retry.
        if ((response.statusCode === 401 || response.statusCode === 403) && (await admin.ensure()))
          response = await send();
        totals.requests += 1;
        statusCounts[response.statusCode] = (statusCounts[response.statusCode] ?? 0) + 1;
        const part = what.split(' ')[0]!;
        requestsByPart[part] = (requestsByPart[part] ?? 0) + 1;
        const problem =
          problemOf(response) ??
          (refusedByDatabase.length
            ? `reached SQL, refused there (SQLSTATE ${refusedByDatabase.join(', ')})`
            : undefined);
        if (problem) problems.push(`${what} → ${problem}`);
      }
      totals.endpoints += 1;
      totals.milliseconds += performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      totals.cpuMs += (cpu.user + cpu.system) / 1000;
      await admin.ensure();
      expect(problems).toEqual([]);
    });
  });
}
