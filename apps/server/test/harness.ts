import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authApi, envelope, notificationsApi } from '@atrium/contract';
import { asc, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { z } from 'zod';
import { type AppOptions, buildApp } from '../src/app.js';
import { menus, roleMenus, roles } from '../src/modules/admin/admin.tables.js';
import { DEMO_PASSWORD } from '../src/modules/admin/demo-seed.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { type Database, type Db, openDatabase } from '../src/platform/db/database.js';
import { localFileStore } from '../src/platform/storage/local-file-store.js';
import type { TemplateState } from './database-templates.js';

/**
 * Test databases: a fresh in-memory PGlite per test file by default; with
 * ATRIUM_TEST_DATABASE=postgres, a fresh database per test file on the server of
 * ATRIUM_TEST_PG_URL=postgres://…/postgres (or on a cluster test/global-setup.ts starts for the
 * run when that is unset), dropped when the app closes. Each is a copy of a template the global
 * setup migrated and seeded once for the run (database-templates.ts).
 */
export const TEST_DATABASE_KIND = process.env.ATRIUM_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and drops the throwaway database. */
  dispose(): Promise<void>;
}

/** A new database in the given state (migrated only by default), private to the caller. */
export async function openTestDatabase(state: TemplateState = 'migrated'): Promise<TestDatabase> {
  const template = inject('databaseTemplates')[state];
  if (TEST_DATABASE_KIND === 'pglite') {
    const loadDataDir = new Blob([await readFile(template)]);
    const database = await openDatabase({ kind: 'pglite-memory', loadDataDir });
    return { database, dispose: () => database.close() };
  }
  // Given by ATRIUM_TEST_PG_URL, or by the cluster test/global-setup.ts started for the run.
  const adminUrl = inject('pgTestUrl');
  if (!adminUrl)
    throw new Error('postgres mode: no PostgreSQL server (set ATRIUM_TEST_PG_URL=postgres://…/postgres)');
  const name = `atrium_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name} template ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    dispose: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The test's own folder of stored files (removed with the app). */
  filesDir: string;
}

/** A migrated, seeded (demo data by default) app on its own database; `app.close()` disposes it. */
export async function buildTestApp(
  options: Partial<Omit<AppOptions, 'database'>> & { demo?: boolean } = {},
): Promise<TestApp> {
  const { demo = true, ...appOptions } = options;
  const { database, dispose: disposeDatabase } = await openTestDatabase(demo ? 'demo' : 'base');
  const filesDir = await mkdtemp(path.join(tmpdir(), 'atrium-test-files-'));
  const dispose = async () => {
    await disposeDatabase();
    await rm(filesDir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp({
      database,
      fileStore: localFileStore(filesDir),
      // ATRIUM_TEST_LOG_LEVEL=warn shows what a failing test's server logged (e.g. a refusal's cause).
      logLevel: (process.env.ATRIUM_TEST_LOG_LEVEL as AppOptions['logLevel']) ?? 'silent',
      loginAttemptsPerMinute: 1000,
      webDist: null,
      ...appOptions,
    });
    app.addHook('onClose', dispose);
    await app.ready();
    return { app, db: database.db, database, filesDir };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Grants permission keys (`customerList:export`) to the roles of these codes, in every organization. */
export async function grantToRoles(db: Db, roleCodes: string[], permissionKeys: string[]): Promise<void> {
  const granted = await db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.permissionKey, permissionKeys));
  const holders = await db.select({ id: roles.id }).from(roles).where(inArray(roles.code, roleCodes));
  await db
    .insert(roleMenus)
    .values(holders.flatMap((role) => granted.map((menu) => ({ roleId: role.id, menuId: menu.id }))))
    .onConflictDoNothing();
}

const loginAnswer = envelope(authApi.login.answer);

/** Signs in through the API and answers the login data (token, ids). */
export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/erp/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
  return loginAnswer.parse(response.json()).data;
}

/** Headers of a signed-in call as `username` (a demo account by default password). */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  const { token } = await signIn(app, username, password);
  return { authorization: `Bearer ${token}` };
}

/** Injects a request and parses the envelope's data with a contract answer schema. */
export async function call<S extends z.ZodType>(app: FastifyInstance, answer: S, request: InjectOptions) {
  const response = await app.inject(request);
  const body = envelope(answer).parse(response.json());
  return { status: response.statusCode, body, response };
}

/**
 * The audit entries `where` picks, oldest first: without ORDER BY, PostgreSQL may answer rows in any
 * order (a test once saw [update, create]).
 */
export function auditEntries(db: Db, where?: SQL) {
  return db.select().from(auditLog).where(where).orderBy(asc(auditLog.id));
}

/** The newest notice in a member's header inbox (platform/notifications), if any. */
export async function newestNotice(app: FastifyInstance, headers: Record<string, string>) {
  const { body } = await call(app, notificationsApi.notificationPage.answer, {
    url: notificationsApi.notificationPage.path,
    query: { pageSize: '1' },
    headers,
  });
  return body.data.list[0];
}
