import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { localFileStore } from '../../apps/server/src/platform/storage/local-file-store.js';
import { loginBody } from './latency.js';

/**
 * The real app on a benchmark's database, listening on a loopback port (no web build, no logs,
 * the sign-in limit lifted for the run), and the headers of a demo account signed in through it.
 */
export async function startBenchApp(database: Database, scratch: string, loginAttemptsPerMinute = 1000) {
  const app = await buildApp({
    database,
    fileStore: localFileStore(path.join(scratch, 'files')),
    logLevel: 'silent',
    webDist: null,
    loginAttemptsPerMinute,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const headersOf = async (username: string): Promise<Record<string, string>> => {
    const answer = await fetch(`${url}/erp/auth/login`, loginBody(username));
    const body = (await answer.json()) as { data?: { token: string } };
    if (!body.data) throw new Error(`${username} could not sign in (${answer.status})`);
    return { authorization: `Bearer ${body.data.token}` };
  };
  return { app, url, headersOf };
}
