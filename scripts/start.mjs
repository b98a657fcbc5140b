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
  server = spawnServer(process.env, 'inherit', { compiled: true, detached: true });
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
// The server runs in a process group of its own (detached), so a signal to ours (Ctrl-C, or
// `kill -TERM -<pgid>`) reaches it once: from here. Should this process die without forwarding,
// the server's IPC channel closes and it stops all the same (apps/server/src/main.ts).
let forwarded = false;
const stopServer = (signal) => {
  if (forwarded) return;
  forwarded = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => stopServer(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// `npm start` runs this under `sh -c`; sent SIGTERM, npm kills that shell and exits, and the shell
// passes nothing on, so no signal comes here: the only sign is a new parent. Checked each second.
const launcher = process.ppid;
setInterval(() => {
  if (process.ppid !== launcher) stopServer('SIGTERM');
}, 1000).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
