#!/usr/bin/env node
// Starts the compiled server (`npm run build` first) with the node running this script, on a fresh
// embedded database with the demo data, and checks that it answers as production needs: the web
// app at /, a sign-in as the demo administrator (argon2 password check, a native addon) and a
// signed-in call with the token; on a Node with a compile cache (22.1+), that the entry turned it
// on (the cache folder filled). Exits non-zero with the reason otherwise. Used by
// scripts/node-lines.mjs to try a Node release line; runs on its own as well.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILED_SERVER, startServer } from './lib/server-process.mjs';

if (!existsSync(COMPILED_SERVER)) {
  console.error(`${COMPILED_SERVER} is missing: run \`npm run build\` first`);
  process.exit(1);
}

/** Fetches `path` and answers the parsed body, or throws naming what answered instead. */
async function expectOk(url, path, init, read) {
  const answer = await fetch(`${url}${path}`, init);
  const body = await answer.text();
  if (!answer.ok)
    throw new Error(`${init?.method ?? 'GET'} ${path} answered ${answer.status}: ${body.slice(0, 300)}`);
  return read(body);
}

const compileCache = mkdtempSync(join(tmpdir(), 'atrium-compile-cache-'));
const server = await startServer({ compiled: true, quiet: true, env: { NODE_COMPILE_CACHE: compileCache } });
try {
  const page = await expectOk(server.url, '/', undefined, (body) => body);
  if (!page.includes('<div id="root">')) throw new Error('GET / did not answer the web app');
  const login = await expectOk(
    server.url,
    '/erp/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    },
    JSON.parse,
  );
  const token = login.data?.token;
  if (typeof token !== 'string' || token === '') throw new Error('the sign-in answered no token');
  const info = await expectOk(
    server.url,
    '/erp/admin/user/info',
    { headers: { authorization: `Bearer ${token}` } },
    JSON.parse,
  );
  if (info.data?.username !== 'admin')
    throw new Error(`user/info answered ${JSON.stringify(info).slice(0, 300)}`);
  // Node writes its cache when the process exits.
  await server.stop();
  const cached = readdirSync(compileCache, { recursive: true }).length;
  if (module.enableCompileCache && cached === 0) throw new Error('the compile cache stayed empty');
  console.log(
    `sign-in check: the compiled server on Node ${process.version} signed in ${info.data.username}` +
      (module.enableCompileCache ? `; its compile cache holds ${cached} entries` : ''),
  );
} catch (error) {
  console.error(`sign-in check on Node ${process.version} failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(compileCache, { recursive: true, force: true });
}
