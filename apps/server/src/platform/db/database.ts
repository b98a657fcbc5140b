import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { SERVER_DIR } from '../../server-dir.js';
import { lockDataDir } from './data-dir-lock.js';

/** One Drizzle handle type for both drivers (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseTarget =
  /** `sharedBuffersMb`: PGlite's page cache (DEFAULT_PGLITE_SHARED_BUFFERS_MB unless given). */
  | { kind: 'pglite'; dataDir: string; sharedBuffersMb?: number }
  /** A throwaway in-memory PGlite (tests), empty or loaded from a `dumpDataDir` tar. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** True when this open created the embedded database (its first start). */
  created: boolean;
  /** Runs `work` while no other server process starting on the same database can. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`, sent by any process using this
   * database (`select pg_notify(…)`; inside a transaction it is sent on commit). Resolves to a
   * function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Embedded only: the whole data directory as an uncompressed tar (test templates, copies). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PGlite's shared_buffers, in MB. PostgreSQL's initdb writes 128MB into the data directory's
 * postgresql.conf, and the buffers live in the WebAssembly memory, which never shrinks: an idle
 * server held ~420 MB, ~290 MB with 16MB (issue 26). A page not in the cache is read from the
 * operating system's file cache, not the disk: queries on 200,000 customers ran a few per cent
 * slower at most (docs/architecture.md §3k). ATRIUM_PGLITE_SHARED_BUFFERS_MB overrides it.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('drizzle', SERVER_DIR));

// Any fixed number: the advisory lock that serializes migrations and seeding across processes.
const STARTUP_LOCK_KEY = 7_405_126_301;

/** Connects (locking an embedded data directory) and applies the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(target);
  try {
    await database.exclusive(() => database.migrate());
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(
  target: Extract<DatabaseTarget, { kind: 'pglite' | 'pglite-memory' }>,
): Promise<Database & { migrate(): Promise<void> }> {
  const dataDir = target.kind === 'pglite' ? path.join(target.dataDir, 'pglite') : undefined;
  const lock = target.kind === 'pglite' ? lockDataDir(target.dataDir) : undefined;
  try {
    const created = dataDir === undefined || !existsSync(path.join(dataDir, 'PG_VERSION'));
    const loadDataDir = target.kind === 'pglite-memory' ? target.loadDataDir : undefined;
    const sharedBuffersMb =
      (target.kind === 'pglite' ? target.sharedBuffersMb : undefined) ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB;
    const client = new PGlite({
      dataDir,
      loadDataDir,
      // Start options win over postgresql.conf (which PGlite would rewrite whole, given `postgresqlconf`).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
    });
    await client.waitReady;
    const db = drizzlePglite({ client });
    return {
      db,
      kind: 'pglite',
      created,
      // One process, one connection: nothing else can interleave.
      exclusive: (work) => work(),
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, onNotify);
        return () => unlisten();
      },
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * node-postgres and its Drizzle driver, loaded only for PostgreSQL: an embedded database's start
 * skips loading them (about 0.3 s on the 2-core machine).
 */
async function loadPostgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzle, migrate };
}

async function openPostgres(url: string): Promise<Database & { migrate(): Promise<void> }> {
  const { pg, drizzle: drizzleNodePg, migrate: migrateNodePg } = await loadPostgresDriver();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzleNodePg({ client: pool });
  return {
    db,
    kind: 'postgres',
    created: false,
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onNotify) => listenPostgres(pg, url, channel, onNotify),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN holds a connection for as long as it listens, so it gets its own client, not a pooled
 * one. A lost connection is replaced after a second (notifications sent meanwhile are missed:
 * listeners must treat them as hints and keep the database as the record).
 */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    setTimeout(function retry() {
      if (stopped) return;
      connect().catch(() => setTimeout(retry, RELISTEN_DELAY_MS));
    }, RELISTEN_DELAY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** Round-trips to the database; used by the health check. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
