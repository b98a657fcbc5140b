import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCluster } from '../../../scripts/pg-test-cluster.mjs';
import { type Database, openDatabase } from '../src/platform/db/database.js';
import { openTestDatabase, TEST_DATABASE_KIND, type TestDatabase } from './harness.js';

/**
 * The embedded database (PGlite, PostgreSQL 18 in WebAssembly) and PostgreSQL 15 get the same
 * schema from the same migrations: tables, columns, defaults, indexes and constraints compared
 * catalog by catalog. This is what lets most server tests run on PostgreSQL alone.
 */
let embedded: Database;
let server: TestDatabase;
let stopCluster: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (TEST_DATABASE_KIND !== 'postgres' || !inject('pgTestUrl')) {
    // Run alone on the default (embedded) mode: bring a PostgreSQL 15 of its own.
    const cluster = await startCluster();
    process.env.ATRIUM_TEST_PG_URL = cluster.url;
    stopCluster = cluster.stop;
  }
  [embedded, server] = await Promise.all([openDatabase({ kind: 'pglite-memory' }), openServerDatabase()]);
}, 120_000);
afterAll(async () => {
  await embedded?.close();
  await server?.dispose();
  if (stopCluster) delete process.env.ATRIUM_TEST_PG_URL;
  await stopCluster?.();
});

/** A migrated PostgreSQL database: the run's template copy, or a fresh one on this file's cluster. */
async function openServerDatabase(): Promise<TestDatabase> {
  if (!stopCluster) return openTestDatabase('migrated');
  const url = process.env.ATRIUM_TEST_PG_URL!;
  const database = await openDatabase({ kind: 'postgres', url });
  return { database, dispose: () => database.close() };
}

const CATALOGS = {
  columns: sql`
    select table_name, column_name, ordinal_position, data_type, udt_name, is_nullable, column_default,
           character_maximum_length, numeric_precision, numeric_scale
    from information_schema.columns where table_schema = 'public'
    order by table_name, ordinal_position`,
  indexes: sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by tablename, indexname`,
  // PostgreSQL 18 also lists NOT NULL as constraints (contype n); the columns catalog covers those.
  constraints: sql`
    select conrelid::regclass::text as table_name, conname, contype, pg_get_constraintdef(oid) as definition
    from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'
    order by 1, 2`,
  migrations: sql`select hash from drizzle.__drizzle_migrations order by id`,
};

async function rowsOf(database: Database, query: (typeof CATALOGS)[keyof typeof CATALOGS]) {
  const result = await database.db.execute(query);
  // PGlite and node-postgres answer `{ rows }`; values are compared as text.
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)]),
    ),
  );
}

describe('schema parity: PGlite and PostgreSQL 15', () => {
  for (const [name, query] of Object.entries(CATALOGS)) {
    it(`has the same ${name}`, async () => {
      const [onEmbedded, onServer] = await Promise.all([
        rowsOf(embedded, query),
        rowsOf(server.database, query),
      ]);
      expect(onServer.length).toBeGreaterThan(0);
      expect(onEmbedded).toEqual(onServer);
    });
  }
});
