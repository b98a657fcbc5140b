import type { TestProject } from 'vitest/node';
import {
  buildPgliteTemplates,
  buildPostgresTemplates,
  dropPostgresTemplates,
  type TemplateSources,
} from './database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server the suite runs on (postgres mode only). */
    pgTestUrl: string | undefined;
    /** Template database names (postgres) or tar files (PGlite) of each starting state. */
    databaseTemplates: TemplateSources;
  }
}

/**
 * Once per run: in postgres mode without ATRIUM_TEST_PG_URL, starts a throwaway PostgreSQL 15
 * cluster (scripts/pg-test-cluster.mjs); then migrates and seeds each starting state once, so that
 * every test file gets a copy instead of migrating and seeding its own database.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const cleanups: (() => Promise<void>)[] = [];
  if (process.env.ATRIUM_TEST_DATABASE === 'postgres') {
    let url = process.env.ATRIUM_TEST_PG_URL;
    if (!url) {
      const { startCluster } = await import('../../../scripts/pg-test-cluster.mjs');
      const cluster = await startCluster();
      cleanups.push(() => cluster.stop());
      url = cluster.url;
    }
    const adminUrl = url;
    project.provide('pgTestUrl', adminUrl);
    project.provide('databaseTemplates', await buildPostgresTemplates(adminUrl));
    cleanups.unshift(() => dropPostgresTemplates(adminUrl));
  } else {
    project.provide('pgTestUrl', undefined);
    const templates = await buildPgliteTemplates();
    project.provide('databaseTemplates', templates.files);
    cleanups.push(templates.remove);
  }
  console.log(`test database templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
