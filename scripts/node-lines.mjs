#!/usr/bin/env node
// `npm run test:node-lines`: runs a part of the test suite on other Node release lines than the
// one installed, to check that the versions package.json's engines names really work. For each
// line (by default 22, 24 and 26) it fetches that line's newest binary through npm
// (scripts/lib/node-binary.mjs), puts it first on PATH and runs with it `npm test`'s steps unit,
// server-pglite and build (vitest, its workers, npm, vite and esbuild all run on that node), then
// scripts/sign-in-check.mjs: the compiled server started and signed in to. One line at a time.
//   npm run test:node-lines -- 28                    another line (or a range: 22.12.0)
//   npm run test:node-lines -- 24 --steps=unit,server-postgres,build,e2e
// Not part of `npm test`, which runs on the installed node only (its time is spent).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fetchNodeLine, NODE_BINARIES } from './lib/node-binary.mjs';
import { ROOT } from './lib/server-process.mjs';

const DEFAULT_LINES = ['22', '24', '26'];
const DEFAULT_STEPS = ['unit', 'server-pglite', 'build'];

const args = process.argv.slice(2);
const stepsArg = args.find((arg) => arg.startsWith('--steps='));
const steps = stepsArg ? stepsArg.slice('--steps='.length).split(',').filter(Boolean) : DEFAULT_STEPS;
const lines = args.filter((arg) => !arg.startsWith('--'));

/** PATH with `binFolder` first, so every `node` a child process starts is the fetched one. */
const pathWith = (binFolder) => [binFolder, process.env.PATH].join(delimiter);

/** Runs `script` with the node in `binFolder`, that folder first on PATH; answers its exit status. */
function runWith(binFolder, script, scriptArgs, env = {}) {
  return spawnSync(join(binFolder, 'node'), [join(ROOT, script), ...scriptArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env, PATH: pathWith(binFolder) },
  }).status;
}

/** The `node` a child process finds on PATH: must be the fetched one, or the run proves nothing. */
function nodeOnPath(binFolder) {
  return spawnSync('node', ['--version'], {
    env: { ...process.env, PATH: pathWith(binFolder) },
    encoding: 'utf8',
  }).stdout.trim();
}

function tryLine(line) {
  const started = Date.now();
  const { version, binFolder } = fetchNodeLine(line);
  console.log(`\n■ Node ${version} (line ${line})`);
  const found = nodeOnPath(binFolder);
  if (found !== version) throw new Error(`PATH finds node ${found}, not ${version}`);
  const summaryFile = join(NODE_BINARIES, `summary-${version}.json`);
  rmSync(summaryFile, { force: true });
  const results = [];
  if (steps.length > 0) {
    runWith(binFolder, 'scripts/test.mjs', steps, { ATRIUM_TEST_SUMMARY: summaryFile });
    try {
      results.push(...JSON.parse(readFileSync(summaryFile, 'utf8')).steps);
    } catch {
      results.push({ name: steps.join('+'), ok: false, passed: 0, failed: 0, seconds: 0 });
    }
  }
  // The server check needs the build: run it when the build step ran and passed, or was not asked.
  const build = results.find((step) => step.name === 'build');
  if (results.every((step) => step.ok) && (build || !steps.includes('build'))) {
    const checkStarted = Date.now();
    const ok = runWith(binFolder, 'scripts/sign-in-check.mjs', []) === 0;
    results.push({
      name: 'sign-in-check',
      ok,
      passed: 0,
      failed: 0,
      seconds: (Date.now() - checkStarted) / 1000,
    });
  }
  return { line, version, results, seconds: (Date.now() - started) / 1000 };
}

const outcomes = [];
for (const line of lines.length > 0 ? lines : DEFAULT_LINES) {
  try {
    outcomes.push(tryLine(line));
  } catch (error) {
    console.error(`Node line ${line}: ${error.message}`);
    outcomes.push({
      line,
      version: '?',
      results: [{ name: 'fetch', ok: false, passed: 0, failed: 0, seconds: 0 }],
    });
  }
}

console.log('\nnode          step              result   tests       seconds');
let passed = 0;
let failed = 0;
for (const { version, results, seconds } of outcomes) {
  for (const step of results) {
    const tests = step.passed + step.failed > 0 ? `${step.passed}/${step.passed + step.failed}` : '-';
    console.log(
      `${version.padEnd(14)}${step.name.padEnd(18)}${(step.ok ? 'ok' : 'FAILED').padEnd(9)}${tests.padEnd(12)}${Math.round(step.seconds * 10) / 10}`,
    );
    passed += step.passed;
    failed += step.ok ? step.failed : Math.max(1, step.failed);
  }
  if (seconds !== undefined)
    console.log(`${version.padEnd(14)}${'total (wall)'.padEnd(39)}${Math.round(seconds)}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && outcomes.every(({ results }) => results.every((step) => step.ok)) ? 0 : 1);
