#!/usr/bin/env node
// `npm test`: every check the project has, in order, on real parts. Lint, format and type-check;
// unit tests; the whole server suite on a throwaway PostgreSQL 15 cluster, and on embedded PGlite
// the files marked `// On PGlite too:` (apps/server/vitest.config.ts); then the production build
// and the end-to-end suite in Debian's Chromium against the real server. Each step's time is
// printed as it ends and in the closing table. Pick steps by name: `npm test -- unit server-pglite`.
// With ATRIUM_TEST_SUMMARY=<file>, the table is also written there as JSON (scripts/node-lines.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';
import { ROOT } from './lib/server-process.mjs';
import { startCluster } from './pg-test-cluster.mjs';

const RESULTS = join(ROOT, '.tmp/test-results');
const bin = (name) => join(ROOT, 'node_modules/.bin', name);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

// One test file per core: vitest's default leaves one of this machine's two cores idle.
const WORKERS = String(Math.max(1, availableParallelism()));

/** Runs vitest projects (test files spread over the cores) and reads the counts from the JSON report. */
function vitest(projects, env = {}) {
  const names = [projects].flat();
  const report = join(RESULTS, `${names.join('+')}-${env.ATRIUM_TEST_DATABASE ?? 'default'}.json`);
  rmSync(report, { force: true });
  const ok = run(
    bin('vitest'),
    [
      'run',
      ...names.flatMap((name) => ['--project', name]),
      `--maxWorkers=${WORKERS}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return { ok: ok && json.numFailedTests === 0, passed: json.numPassedTests, failed: json.numFailedTests };
  } catch {
    return { ok: false, passed: 0, failed: 1 };
  }
}

const check = (ok) => ({ ok, passed: 0, failed: 0 });

/** Runs commands side by side; resolves whether all of them succeeded. */
function runTogether(commands) {
  return Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
          child.on('error', () => resolve(false));
          child.on('exit', (code) => resolve(code === 0));
        }),
    ),
  ).then((results) => results.every(Boolean));
}

/**
 * `tsc -b` checks its projects one after the other, and the server and the web app (most of the
 * time, neither needing the other) left a core idle: the contract first, then those two side by
 * side, then `tsc -b` for the rest (what is already built is skipped).
 */
async function typecheck() {
  const tsc = (project) => [bin('tsc'), ['-b', ...project]];
  if (!run(...tsc(['packages/contract']))) return false;
  if (!(await runTogether([tsc(['apps/server']), tsc(['apps/web'])]))) return false;
  return run(...tsc([]));
}

const STEPS = {
  browser: () => {
    ensureBrowser();
    return check(true);
  },
  lint: () => check(run(bin('biome'), ['check', '.'])),
  typecheck: async () => check(await typecheck()),
  unit: () => vitest(['contract', 'web', 'web-isolated']),
  // The embedded database gets the files about it, the schema parity and smoke walks, and the races.
  'server-pglite': () =>
    vitest('server', { ATRIUM_TEST_DATABASE: 'pglite', ATRIUM_TEST_SELECTION: 'embedded' }),
  'server-postgres': async () => {
    const cluster = await startCluster();
    try {
      return vitest('server', { ATRIUM_TEST_DATABASE: 'postgres', ATRIUM_TEST_PG_URL: cluster.url });
    } finally {
      await cluster.stop();
    }
  },
  build: () => check(run('npm', ['run', 'build', '--silent'])),
  e2e: () => vitest('e2e'),
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !(name in STEPS));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${Object.keys(STEPS).join(', ')}`);
  process.exit(2);
}
mkdirSync(RESULTS, { recursive: true });

const summary = [];
const runStarted = Date.now();
for (const name of wanted.length > 0 ? wanted : Object.keys(STEPS)) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  let outcome;
  try {
    outcome = await STEPS[name]();
  } catch (error) {
    console.error(error);
    outcome = { ok: false, passed: 0, failed: 1 };
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  summary.push({ name, ...outcome, seconds });
  console.log(`◀ ${name}: ${outcome.ok ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (!outcome.ok) break; // later steps build on earlier ones; stop at the first failure
}

console.log('\nstep              result   tests     seconds');
for (const step of summary) {
  const tests = step.passed + step.failed > 0 ? `${step.passed}/${step.passed + step.failed}` : '-';
  console.log(
    `${step.name.padEnd(18)}${(step.ok ? 'ok' : 'FAILED').padEnd(9)}${tests.padEnd(10)}${step.seconds}`,
  );
}
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed =
  summary.reduce((n, s) => n + s.failed, 0) + summary.filter((s) => !s.ok && s.failed === 0).length;
console.log(`${'total'.padEnd(37)}${Math.round((Date.now() - runStarted) / 1000)}`);
console.log(`\n${passed} passed, ${failed} failed`);
if (process.env.ATRIUM_TEST_SUMMARY) {
  writeFileSync(process.env.ATRIUM_TEST_SUMMARY, JSON.stringify({ node: process.version, steps: summary }));
}
process.exit(summary.every((s) => s.ok) && summary.length > 0 ? 0 : 1);
