#!/usr/bin/env node
// `npm test`: every check the project has, in order, on real parts. Lint, format and type-check;
// unit tests; the server suite on embedded PGlite and again on a throwaway PostgreSQL 15 cluster;
// then the production build and the end-to-end suite in Debian's Chromium against the real server.
// Pick steps by name: `npm test -- unit server-pglite`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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

/** Runs one vitest project and reads its counts from the JSON report. */
function vitest(project, env = {}) {
  const report = join(RESULTS, `${project}-${env.ATRIUM_TEST_DATABASE ?? 'default'}.json`);
  rmSync(report, { force: true });
  const ok = run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
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

const STEPS = {
  browser: () => {
    ensureBrowser();
    return check(true);
  },
  lint: () => check(run(bin('biome'), ['check', '.'])),
  typecheck: () => check(run(bin('tsc'), ['-b'])),
  unit: () => {
    const contract = vitest('contract');
    const web = vitest('web');
    return {
      ok: contract.ok && web.ok,
      passed: contract.passed + web.passed,
      failed: contract.failed + web.failed,
    };
  },
  'server-pglite': () => vitest('server', { ATRIUM_TEST_DATABASE: 'pglite' }),
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
  summary.push({ name, ...outcome, seconds: Math.round((Date.now() - started) / 100) / 10 });
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
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(summary.every((s) => s.ok) && summary.length > 0 ? 0 : 1);
