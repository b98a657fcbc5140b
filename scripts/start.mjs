#!/usr/bin/env node
// `npm start`: builds the web app and the server when missing or older than their sources, then
// runs the compiled server with node (no TypeScript loader), which serves the web app. Without
// DATABASE_URL the server uses the embedded database in ./data and seeds the demo organization on
// its first start.
import { buildIfStale, SERVER_BUILD, WEB_BUILD } from './lib/builds.mjs';
import { spawnServer } from './lib/server-process.mjs';

if (!buildIfStale(WEB_BUILD) || !buildIfStale(SERVER_BUILD)) process.exit(1);

let server;
try {
  server = spawnServer(process.env, 'inherit', { compiled: true });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
