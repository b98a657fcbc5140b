// The build outputs `npm start` and the end-to-end tests run, rebuilt when missing or older than
// their sources, so what runs is never behind the code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILED_SERVER, ROOT } from './server-process.mjs';

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export const WEB_BUILD = {
  name: 'the web app',
  output: join(ROOT, 'apps/web/dist/index.html'),
  sources: ['apps/web/src', 'packages/contract/src', 'apps/web/index.html'],
  command: ['npm', 'run', 'build', '-w', '@atrium/web', '--silent'],
};

export const SERVER_BUILD = {
  name: 'the server',
  output: COMPILED_SERVER,
  sources: ['apps/server/src', 'packages/contract/src', 'scripts/build-server.mjs'],
  command: ['npm', 'run', 'build:server', '--silent'],
};

/** Runs the build when its output is missing or older than its newest source; false if it failed. */
export function buildIfStale({ name, output, sources, command }) {
  const stale =
    !existsSync(output) ||
    statSync(output).mtimeMs < Math.max(...sources.map((source) => newestMtime(join(ROOT, source))));
  if (!stale) return true;
  console.log(`[build] building ${name} …`);
  return spawnSync(command[0], command.slice(1), { cwd: ROOT, stdio: 'inherit' }).status === 0;
}
