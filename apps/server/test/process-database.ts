import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { startCluster } from '../../../scripts/pg-test-cluster.mjs';
import { seedDatabase } from '../src/modules/seed.js';
import { openDatabase } from '../src/platform/db/database.js';
import { templateDatabaseName } from './database-templates.js';
import { TEST_DATABASE_KIND, withAdminClient } from './harness.js';

export interface ProcessDatabase {
  /** The PostgreSQL server's maintenance database (to create, drop, terminate backends). */
  adminUrl: string;
  /** The demo database the server processes are pointed at (DATABASE_URL). */
  url: string;
  /** Drops the database, and stops the cluster if one was started for it. */
  drop(): Promise<void>;
}

/**
 * A seeded demo database that real server processes can share: on the run's PostgreSQL, copied
 * from its demo template. Real processes can't share an embedded database, so in PGlite mode a
 * throwaway PostgreSQL cluster is started for it and the demo seeded there.
 */
export async function demoDatabaseForProcesses(prefix: string): Promise<ProcessDatabase> {
  let adminUrl = inject('pgTestUrl');
  let stopCluster: (() => Promise<void>) | undefined;
  if (TEST_DATABASE_KIND !== 'postgres' || !adminUrl) {
    const cluster = await startCluster();
    adminUrl = cluster.url;
    stopCluster = cluster.stop;
  }
  const server = adminUrl;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  if (stopCluster) {
    await withAdminClient(server, (client) => client.query(`create database ${name}`));
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await seedDatabase(database, { demo: true }).finally(() => database.close());
  } else {
    await withAdminClient(server, (client) =>
      client.query(`create database ${name} template ${templateDatabaseName('demo')}`),
    );
  }
  return {
    adminUrl: server,
    url: url.toString(),
    drop: async () => {
      await withAdminClient(server, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).catch(() => undefined);
      await stopCluster?.();
    },
  };
}
