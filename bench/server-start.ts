// `npx tsx bench/server-start.ts`: a restart of the server on an embedded data directory already
// seeded with the demo organization, from the sources through tsx and from the compiled build
// (`npm run build:server`) with node: time from spawn to /erp/health answering 200, and the
// resident memory of the server process once it has sat idle (ps -o rss). Targets: ≤ 2 s, ≤ 250 MB.
// BENCH_RUNS (3) restarts each; BENCH_IDLE_SECONDS (30) of idling before reading the memory;
// BENCH_DATA_DIR: a data directory already seeded to restart on (default: a fresh one, seeded first).
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, SERVER_BUILD } from '../scripts/lib/builds.mjs';
import { freePort, spawnServer } from '../scripts/lib/server-process.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const TARGET_SECONDS = 2;
const TARGET_MB = 250;

// The compiled server, rebuilt when its sources are newer: a stale build would be measured.
if (!buildIfStale(SERVER_BUILD)) throw new Error('building the server failed');

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

/** Starts the server on `dataDir`, waits until healthy, idles, reads its memory and stops it. */
async function restart(dataDir: string, compiled: boolean): Promise<{ seconds: number; megabytes: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnServer(
    { ...process.env, PORT: String(port), HOST: '127.0.0.1', ATRIUM_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    'ignore',
    { compiled },
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/erp/health`).catch(() => undefined);
      if (answer?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    return { seconds, megabytes: rssMb(serverPid(child)) };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const ownDataDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'atrium-bench-start-'));
try {
  // The first start creates the database and seeds the demo data (slow on a busy machine, hence
  // no deadline); what is measured is a restart.
  if (ownDataDir) await restart(dataDir, true);
  const rows: string[] = [];
  for (const compiled of [false, true]) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await restart(dataDir, compiled));
    const seconds = runs.map((r) => r.seconds.toFixed(2)).join(' / ');
    const megabytes = runs.map((r) => r.megabytes.toFixed(0)).join(' / ');
    rows.push(
      `  ${(compiled ? 'compiled (node)' : 'sources (tsx)').padEnd(18)}${seconds.padEnd(24)}${megabytes}`,
    );
  }
  console.log(
    `\nServer restart on a seeded embedded database (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  console.log(
    `  ${''.padEnd(18)}${`to healthy, s (≤ ${TARGET_SECONDS})`.padEnd(24)}RSS after ${IDLE_SECONDS} s idle, MB (≤ ${TARGET_MB})`,
  );
  for (const row of rows) console.log(row);
} finally {
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}
