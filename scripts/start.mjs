#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server, which serves it. Without DATABASE_URL the server uses the embedded database in ./data
// and seeds the demo organization on its first start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, spawnServer } from './lib/server-process.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const builtIndex = join(ROOT, 'apps/web/dist/index.html');
const sources = [
  join(ROOT, 'apps/web/src'),
  join(ROOT, 'packages/contract/src'),
  join(ROOT, 'apps/web/index.html'),
];
const stale =
  !existsSync(builtIndex) ||
  statSync(builtIndex).mtimeMs <
    Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
if (stale) {
  console.log('[start] building the web app …');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let server;
try {
  server = spawnServer(process.env, 'inherit', { detached: true });
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
