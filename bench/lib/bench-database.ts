import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDatabase } from '../../apps/server/src/modules/seed.js';
import { type Database, openDatabase } from '../../apps/server/src/platform/db/database.js';
import { startCluster } from '../../scripts/pg-test-cluster.mjs';

export interface BenchDatabase {
  database: Database;
  /** A folder of the run's own (uploads, exports, the embedded database), removed after it. */
  scratch: string;
  /** The kept cluster was found with its data (--keep): nothing was seeded, the bench reuses it. */
  reused: boolean;
  /** The cluster's URL, for a raw client beside the app's pool (PostgreSQL only). */
  url?: string;
}

/**
 * Runs a bench on a database of its own, seeded with the demo data: a throwaway PostgreSQL 15
 * cluster (kept in `keepDir` when given, and reused by a later run with the same folder), or
 * embedded PGlite in the scratch folder; closed, stopped and removed after `run`, however it ends.
 */
export async function withBenchDatabase<T>(
  options: { name: string; kind?: 'postgres' | 'pglite'; keepDir?: string },
  run: (bench: BenchDatabase) => Promise<T>,
): Promise<T> {
  const scratch = await mkdtemp(path.join(tmpdir(), `atrium-bench-${options.name}-`));
  let stopCluster: (() => Promise<void>) | undefined;
  let database: Database | undefined;
  try {
    let reused = false;
    let url: string | undefined;
    if ((options.kind ?? 'postgres') === 'postgres') {
      const cluster = await startCluster({ keepDir: options.keepDir });
      stopCluster = cluster.stop;
      reused = cluster.reused;
      url = cluster.url;
      database = await openDatabase({ kind: 'postgres', url });
    } else {
      database = await openDatabase({ kind: 'pglite', dataDir: path.join(scratch, 'data') });
    }
    if (!reused) await seedDatabase(database, { demo: true });
    return await run({ database, scratch, reused, url });
  } finally {
    await database?.close();
    await stopCluster?.();
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * A database `name` on a running cluster, seeded with the demo data, for benches that start real
 * server processes on it (they can't share an embedded one); answers its URL.
 */
export async function seededProcessDatabase(clusterUrl: string, name: string): Promise<string> {
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedDatabase(database, { demo: true }).finally(() => database.close());
  return url.toString();
}
