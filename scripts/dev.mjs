#!/usr/bin/env node
// `npm run dev`: the server with reload on change, and Vite's dev server (which proxies /erp to
// it, and is the only build that shows the settings drawer). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/server-process.mjs';

const children = [
  spawn(join(ROOT, 'node_modules/.bin/tsx'), ['watch', join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    // While developing, /erp/docs opens in the browser without a session header.
    env: { ATRIUM_PUBLISH_API_DOCS: 'true', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@atrium/web'], { cwd: ROOT, stdio: 'inherit' }),
];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
