import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server the suite runs on (postgres mode only). */
    pgTestUrl: string | undefined;
  }
}

/**
 * In postgres mode without ATRIUM_TEST_PG_URL, starts a throwaway PostgreSQL 15 cluster for the
 * whole run (scripts/pg-test-cluster.mjs) and stops it afterwards.
 */
export default async function setup(project: TestProject) {
  const wantsPostgres = process.env.ATRIUM_TEST_DATABASE === 'postgres';
  if (!wantsPostgres || process.env.ATRIUM_TEST_PG_URL) {
    project.provide('pgTestUrl', process.env.ATRIUM_TEST_PG_URL);
    return;
  }
  const { startCluster } = await import('../../../scripts/pg-test-cluster.mjs');
  const cluster = await startCluster();
  project.provide('pgTestUrl', cluster.url);
  return () => cluster.stop();
}
