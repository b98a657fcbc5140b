import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, startServer } from '../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does it)');
  }
  // Every spec signs in several times from 127.0.0.1: lift the per-address sign-in limit here only.
  const server = await startServer({ quiet: true, env: { ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: '10000' } });
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
