import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale, SERVER_BUILD } from '../../scripts/lib/builds.mjs';
import { ROOT, startServer } from '../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker, each with its own embedded database and demo data. */
    baseUrls: string[];
  }
}

/** As many servers as spec files run at once (vitest's maxWorkers, one per core by default). */
function workerCount(project: TestProject): number {
  const configured = project.vitest.config.maxWorkers;
  return Math.max(1, typeof configured === 'number' ? configured : availableParallelism());
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does it)');
  }
  // The compiled server, as production runs it (npm test's build step has just built it).
  if (!buildIfStale(SERVER_BUILD)) throw new Error('the server build failed');
  // Every spec signs in several times from 127.0.0.1: lift the per-address sign-in limit here only.
  const env = { ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: '10000' };
  const servers = await Promise.all(
    Array.from({ length: workerCount(project) }, () => startServer({ quiet: true, env, compiled: true })),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  return () => Promise.all(servers.map((server) => server.stop()));
}
