// `npx tsx bench/server-start.ts`: a restart of the server on a database already seeded with the
// demo organization: time from spawn to /erp/health answering 200 (wall, and the CPU the server
// process used until then, which a busy shared machine inflates less), and the resident memory of
// the server process once it has sat idle (ps -o rss). Targets: ≤ 2 s, ≤ 250 MB (issue 26).
// Four ways: the sources through tsx and the compiled build on the embedded database (`npm start`'s
// demo), and the compiled build on PostgreSQL (how production runs, docs/deployment.md) with this
// machine's Node and with the container image's Node 24 (fetched through npm,
// scripts/lib/node-binary.mjs), whose compile cache is filled by a first start not measured.
// BENCH_RUNS (3) restarts each; BENCH_IDLE_SECONDS (30) of idling before reading the memory;
// BENCH_DATA_DIR: an embedded data directory already seeded to restart on (default: a fresh one).
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, SERVER_BUILD } from '../scripts/lib/builds.mjs';
import { fetchNodeLine } from '../scripts/lib/node-binary.mjs';
import { freePort, spawnServer } from '../scripts/lib/server-process.mjs';
import { startCluster } from '../scripts/pg-test-cluster.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const TARGET_SECONDS = 2;
const TARGET_MB = 250;
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

// The compiled server, rebuilt when its sources are newer: a stale build would be measured.
if (!buildIfStale(SERVER_BUILD)) throw new Error('building the server failed');

interface Way {
  label: string;
  compiled: boolean;
  /** Environment naming the database (and files) to restart on. */
  env: NodeJS.ProcessEnv;
  node?: string;
}

/** The process that runs the server: tsx's launcher starts node as its child, the build is node itself. */
function serverPid(child: ChildProcess): number {
  let pid = child.pid!;
  for (;;) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (!children) return pid;
    pid = Number(children.split(' ')[0]);
  }
}

const rssMb = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })) / 1024;

/** User + system CPU seconds the process has used (/proc/<pid>/stat fields 14 and 15). */
function cpuSeconds(pid: number): number {
  // After the command's closing parenthesis (the command may hold spaces): field 3 onwards.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Starts the server the `way` says, waits until healthy, idles, reads its memory and stops it. */
async function restart(way: Way, idleSeconds = IDLE_SECONDS) {
  const port = await freePort();
  const started = performance.now();
  const child = spawnServer(
    { ...process.env, ...way.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    'ignore',
    { compiled: way.compiled, node: way.node },
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/erp/health`).catch(() => undefined);
      if (answer?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(serverPid(child));
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    return { seconds, cpu, megabytes: rssMb(serverPid(child)) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'atrium-bench-start-'));
const cluster = await startCluster();
try {
  const embedded = { ATRIUM_DATA_DIR: process.env.BENCH_DATA_DIR ?? join(scratch, 'data') };
  const onPostgres = {
    DATABASE_URL: cluster.url,
    ATRIUM_FILES_DIR: join(scratch, 'files'),
    ATRIUM_SEED_DEMO: 'true',
    NODE_COMPILE_CACHE: join(scratch, 'compile-cache'),
  };
  const node24 = join(fetchNodeLine('24').binFolder, 'node');
  const compiledEmbedded: Way = { label: 'compiled, embedded', compiled: true, env: embedded };
  const onNode20: Way = {
    label: `compiled, PostgreSQL, Node ${process.version}`,
    compiled: true,
    env: onPostgres,
  };
  const onNode24: Way = {
    label: 'compiled, PostgreSQL, Node 24',
    compiled: true,
    env: onPostgres,
    node: node24,
  };
  const ways = [
    { label: 'sources (tsx), embedded', compiled: false, env: embedded },
    compiledEmbedded,
    onNode20,
    onNode24,
  ];
  // The first starts create and seed the databases (slow on a busy machine, hence no deadline)
  // and fill Node 24's compile cache; what is measured is a restart.
  if (!process.env.BENCH_DATA_DIR) await restart(compiledEmbedded, 0);
  await restart(onNode20, 0);
  await restart(onNode24, 0);
  const rows: string[] = [];
  for (const way of ways) {
    const runs: Awaited<ReturnType<typeof restart>>[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await restart(way));
    const column = (pick: (run: (typeof runs)[number]) => number, digits: number) =>
      runs.map((run) => pick(run).toFixed(digits)).join(' / ');
    rows.push(
      `  ${way.label.padEnd(38)}${column((r) => r.seconds, 2).padEnd(22)}${column((r) => r.cpu, 2).padEnd(22)}${column((r) => r.megabytes, 0)}`,
    );
  }
  console.log(
    `\nServer restart on a seeded database (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `  ${''.padEnd(38)}${`to healthy, s (≤ ${TARGET_SECONDS})`.padEnd(22)}${'CPU until then, s'.padEnd(22)}RSS after ${IDLE_SECONDS} s idle, MB (≤ ${TARGET_MB})`,
  );
  for (const row of rows) console.log(row);
} finally {
  await cluster.stop();
  rmSync(scratch, { recursive: true, force: true });
}
