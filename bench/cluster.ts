// `npx tsx bench/cluster.ts` (`npm run bench -- cluster`): throughput of 1, 2 and 3 server
// processes (the compiled build) on one PostgreSQL 15 and one file folder, behind the round-robin
// proxy of the process-cluster test (apps/server/test/round-robin-proxy.ts, no sticky sessions).
// BENCH_CLUSTER_USERS (20) virtual users each sign in once through the proxy, then send requests
// one after another for BENCH_CLUSTER_SECONDS (20) per process count, after a 3 s warm-up: 6 in
// 10 a customer list page, 3 a customer's detail, 1 a new customer (a write). Prints requests/s,
// per process, median and p95 latency and the errors (anything but 200; there must be none).
// BENCH_CLUSTER_PROCESSES ("1,2,3") picks the counts. The load generator, the proxy, PostgreSQL
// and the servers share this machine: on 2 cores a third process competes with them for CPU.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRoundRobinProxy } from '../apps/server/test/round-robin-proxy.js';
import { buildIfStale, SERVER_BUILD } from '../scripts/lib/builds.mjs';
import { type RunningServer, startServer } from '../scripts/lib/server-process.mjs';
import { startCluster } from '../scripts/pg-test-cluster.mjs';
import { seededProcessDatabase } from './lib/bench-database.js';
import { percentile } from './lib/latency.js';

const USERS = Number(process.env.BENCH_CLUSTER_USERS ?? 20);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const PROCESS_COUNTS = (process.env.BENCH_CLUSTER_PROCESSES ?? '1,2,3').split(',').map(Number);
const LIST = '/erp/crm/customer/page?pageNum=1&pageSize=10';

// The compiled server, rebuilt when its sources are newer: a stale build would be measured.
if (!buildIfStale(SERVER_BUILD)) throw new Error('building the server failed');

interface Tally {
  latencies: number[];
  errors: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
}

/** Phones no other request of the run uses (the organization's customers have unique phones). */
let phoneSeq = 0;

/** One virtual user: signs in once, then list / detail / write requests until `until`. */
async function virtualUser(base: string, until: () => boolean, tally: () => Tally | undefined) {
  const login = await fetch(`${base}/erp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  let customerIds: number[] = [];
  for (let turn = 0; !until(); turn++) {
    const kind = turn % 10;
    const started = performance.now();
    let answer: Response;
    try {
      if (kind < 6 || customerIds.length === 0) {
        answer = await fetch(`${base}${LIST}`, { headers });
        if (answer.ok) {
          const page = (await answer.clone().json()) as { data: { list: { id: number }[] } };
          customerIds = page.data.list.map((row) => row.id);
        }
      } else if (kind < 9) {
        const id = customerIds[turn % customerIds.length];
        answer = await fetch(`${base}/erp/crm/customer/${id}`, { headers });
      } else {
        const seq = ++phoneSeq;
        answer = await fetch(`${base}/erp/crm/customer`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          // Into the pool: the demo's private-sea rules cap how many customers a member holds.
          body: JSON.stringify({
            name: `压测客户-${seq}`,
            phone: `177${String(seq).padStart(8, '0')}`,
            toPool: true,
          }),
        });
      }
      const body = await answer.text();
      const counted = tally();
      if (!counted) continue;
      counted.latencies.push(performance.now() - started);
      if (answer.status !== 200) {
        counted.errors++;
        if (counted.samples.length < 3) counted.samples.push(`${answer.status} ${body.slice(0, 200)}`);
      }
    } catch (error) {
      const counted = tally();
      if (!counted) continue;
      counted.errors++;
      if (counted.samples.length < 3) counted.samples.push(String(error));
    }
  }
}

async function measure(databaseUrl: string, filesDir: string, processes: number) {
  const env = {
    DATABASE_URL: databaseUrl,
    ATRIUM_SEED_DEMO: 'false',
    ATRIUM_FILES_DIR: filesDir,
    // Every virtual user signs in from this one address.
    ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: '100000',
  };
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < processes; i++) servers.push(await startServer({ quiet: true, env, compiled: true }));
    const proxy = await startRoundRobinProxy(servers.map((server) => server.url));
    try {
      let tally: Tally | undefined;
      let stopAt = Number.POSITIVE_INFINITY;
      const users = Array.from({ length: USERS }, () =>
        virtualUser(
          proxy.url,
          () => performance.now() >= stopAt,
          () => tally,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
      const servedBefore = [...proxy.served];
      const started = performance.now();
      tally = { latencies: [], errors: 0, samples: [] };
      const counted = tally;
      stopAt = started + SECONDS * 1000;
      await Promise.all(users);
      const seconds = (performance.now() - started) / 1000;
      const served = proxy.served.map((count, i) => count - servedBefore[i]!);
      return { processes, seconds, tally: counted, served };
    } finally {
      await proxy.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const cluster = await startCluster();
const filesDir = mkdtempSync(join(tmpdir(), 'atrium-bench-cluster-files-'));
try {
  const databaseUrl = await seededProcessDatabase(cluster.url, 'bench_cluster');

  const rows: string[] = [];
  for (const processes of PROCESS_COUNTS) {
    const { seconds, tally, served } = await measure(databaseUrl, filesDir, processes);
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const perSecond = sorted.length / seconds;
    rows.push(
      `  ${String(processes).padEnd(10)}${perSecond.toFixed(0).padStart(8)}${(perSecond / processes)
        .toFixed(0)
        .padStart(13)}${percentile(sorted, 50).toFixed(1).padStart(12)}${percentile(sorted, 95)
        .toFixed(1)
        .padStart(10)}${String(tally.errors).padStart(8)}   ${served.join(' / ')}`,
    );
    for (const sample of tally.samples) rows.push(`      error: ${sample}`);
  }
  console.log(
    `\nSeveral processes behind a round-robin proxy, PostgreSQL 15: ${USERS} users, ${SECONDS} s each, ` +
      `6 list : 3 detail : 1 create (${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );
  console.log('  processes  req/s  per process  median ms    p95 ms  errors   requests per process');
  for (const row of rows) console.log(row);
} finally {
  rmSync(filesDir, { recursive: true, force: true });
  await cluster.stop();
}
