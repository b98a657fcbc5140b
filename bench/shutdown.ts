/**
 * Restarts and shutdowns under load (issue 26), measured rather than asserted:
 *
 *   npx tsx bench/shutdown.ts [runs=3]
 *
 * On a throwaway PostgreSQL 15 cluster seeded once, each run starts the server, keeps 64 clients
 * (keep-alive) requesting a signed-in page, and then does one of:
 * - `npm-group`: SIGTERM to `npm start`'s whole process group (as a terminal's Ctrl-C or a
 *   supervisor's `kill -TERM -pgid` would);
 * - `npm-pid`: SIGTERM to npm's pid alone;
 * - `server`: SIGTERM to the server process;
 * - `pg-restart`: `pg_ctl restart -m fast` of the cluster under the server (which keeps running).
 * It prints, per run, what the requests got: requests sent before the signal that did not get 200
 * (a 503 there is a request that reached the server only after the signal; a reset or a 500 would
 * be an in-flight failure), later ones answered 503 or refused (clean) or reset, any 500, how long
 * the server took to exit (or that it was left running: an orphan) and the largest accept queue
 * sampled before the signal; then, for each reset, when (ms from the signal) its request was sent,
 * its connection opened (or that it was a kept-alive one) and the reset came.
 */
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort, ROOT, startServer } from '../scripts/lib/server-process.mjs';
import { startCluster } from '../scripts/pg-test-cluster.mjs';
import { seededProcessDatabase } from './lib/bench-database.js';

const CLIENTS = 64;
const PATH = '/erp/admin/profile';
const runs = Number(process.argv[2] ?? 3);
/** Only these modes (all by default), e.g. `npx tsx bench/shutdown.ts 1 npm-pid pg-restart`. */
const only = process.argv.slice(3);
const wanted = (mode: string) => only.length === 0 || only.includes(mode);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `reset:<code>`: the connection failed after it was accepted (ECONNRESET, a hang-up…). */
type Outcome = '200' | '503' | '500' | 'other status' | 'refused' | `reset:${string}`;

/** When a request was sent and how its connection fared, to tell which requests a reset hit. */
interface Trace {
  sentAt: number;
  /** When its connection was opened (a new one), or undefined when it reused a kept-alive one. */
  connectedAt?: number;
  failedAt?: number;
}

function request(agent: http.Agent, url: string, token: string, trace?: Trace): Promise<Outcome> {
  return new Promise((resolve) => {
    const fail = (outcome: Outcome) => {
      if (trace) trace.failedAt = Date.now();
      resolve(outcome);
    };
    const req = http.get(`${url}${PATH}`, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => {
        const status = String(res.statusCode);
        resolve(status === '200' || status === '503' || status === '500' ? status : 'other status');
      });
      res.on('error', (error: NodeJS.ErrnoException) => fail(`reset:${error.code ?? error.message}`));
    });
    req.on('socket', (socket) => {
      if (trace && !req.reusedSocket) socket.once('connect', () => (trace.connectedAt = Date.now()));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ECONNREFUSED' ? 'refused' : `reset:${error.code ?? error.message}`),
    );
  });
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/erp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function waitForHealth(url: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const ok = await fetch(`${url}/erp/health`).then(
      (a) => a.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error('server did not start');
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The node process running the server (its sources or its build) below `pid`. */
function serverBelow(pid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/)!)
    .map(([, p, pp, args]) => ({ pid: Number(p), ppid: Number(pp), args: args! }));
  const below = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows)
      if (below.has(row.ppid) && !below.has(row.pid)) {
        below.add(row.pid);
        grew = true;
      }
  }
  const server = rows.find(
    (row) => below.has(row.pid) && /apps\/server\/(src\/main\.ts|dist\/main\.js)/.test(row.args),
  );
  if (!server) throw new Error('no server process found');
  return server.pid;
}

/** Keeps CLIENTS clients requesting until `stop` resolves; tells outcomes before and after `mark()`. */
function load(url: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const before: Outcome[] = [];
  const after: Outcome[] = [];
  const resets: Trace[] = [];
  let markedAt: number | undefined;
  let stopped = false;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (!stopped) {
      const trace: Trace = { sentAt: Date.now() };
      const sentAfter = markedAt !== undefined;
      const outcome = await request(agent, url, token, trace);
      (sentAfter ? after : before).push(outcome);
      if (outcome.startsWith('reset:')) resets.push(trace);
      // Refused: nothing listens any more; don't spin.
      if (outcome === 'refused') await sleep(50);
    }
  });
  return {
    mark: () => {
      markedAt = Date.now();
    },
    stop: async () => {
      stopped = true;
      await Promise.all(clients);
      agent.destroy();
      return { before, after, resets: resets.map((trace) => describeReset(trace, markedAt!)) };
    },
  };
}

/**
 * Samples the listening socket's accept queue (connections the kernel completed that the server has
 * not accepted yet: `ss` Recv-Q) every few ms; `stop` answers its largest value before `at`. Under
 * load the samples are sparse (a fork each): a lower bound.
 */
function sampleAcceptQueue(port: number) {
  const sampler = spawn(
    'sh',
    ['-c', `while :; do echo "$(date +%s%3N) $(ss -ltnH 'sport = :${port}')"; sleep 0.005; done`],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let output = '';
  sampler.stdout.on('data', (chunk) => (output += chunk));
  return {
    stop: (at: number) => {
      sampler.kill();
      return Math.max(
        0,
        ...output
          .split('\n')
          .map((line) => line.match(/^(\d+) LISTEN\s+(\d+)/))
          .filter((match) => match && Number(match[1]) <= at)
          .map((match) => Number(match![2])),
      );
    },
  };
}

/** A reset, in ms from the signal: when the request was sent, its connection opened, the reset came. */
const describeReset = ({ sentAt, connectedAt, failedAt }: Trace, signalAt: number) =>
  `sent ${sentAt - signalAt}, ${connectedAt === undefined ? 'kept-alive connection' : `new connection ${connectedAt - signalAt}`}, reset ${failedAt! - signalAt}`;

const count = (outcomes: Outcome[], kind: Outcome | 'reset') =>
  outcomes.filter((o) => o === kind || (kind === 'reset' && o.startsWith('reset:'))).length;

async function main() {
  const cluster = await startCluster();
  const dbUrl = await seededProcessDatabase(cluster.url, 'bench_shutdown');
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl,
    ATRIUM_SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };

  try {
    for (let run = 1; run <= runs; run++) {
      for (const mode of (['npm-group', 'npm-pid', 'server'] as const).filter(wanted)) {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        // Its own process group, as a terminal gives `npm start`.
        const npm = spawn('npm', ['start', '--silent'], {
          cwd: ROOT,
          env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
          stdio: 'ignore',
          detached: true,
        });
        await waitForHealth(url);
        const serverPid = serverBelow(npm.pid!);
        const traffic = load(url, await signIn(url));
        const acceptQueue = sampleAcceptQueue(port);
        await sleep(1500);
        const signalledAt = Date.now();
        traffic.mark();
        if (mode === 'npm-group') process.kill(-npm.pid!, 'SIGTERM');
        else if (mode === 'npm-pid') process.kill(npm.pid!, 'SIGTERM');
        else process.kill(serverPid, 'SIGTERM');
        while (alive(serverPid) && Date.now() - signalledAt < 20_000) await sleep(20);
        const exitMs = Date.now() - signalledAt;
        const orphan = alive(serverPid);
        if (orphan) process.kill(serverPid, 'SIGKILL');
        const { before, after, resets } = await traffic.stop();
        const queued = acceptQueue.stop(signalledAt);
        console.log(
          `run ${run} ${mode.padEnd(9)} sent before: ${before.length}, not 200: ${before.filter((o) => o !== '200').join(' ') || 0}` +
            ` | after: 200 ${count(after, '200')}, 503 ${count(after, '503')}, refused ${count(after, 'refused')},` +
            ` reset ${count(after, 'reset')}, 500 ${count(after, '500')}` +
            ` | ${orphan ? 'ORPHAN: still serving after 20 s' : `server exited in ${exitMs} ms`}` +
            ` | accept queue before the signal: up to ${queued}`,
        );
        for (const reset of resets) console.log(`    reset: ${reset}`);
      }

      if (!wanted('pg-restart')) continue;
      const server = await startServer({
        quiet: true,
        env: { DATABASE_URL: dbUrl, ATRIUM_SEED_DEMO: 'false' },
      });
      const traffic = load(server.url, await signIn(server.url));
      await sleep(1500);
      traffic.mark();
      const isRoot = process.getuid?.() === 0;
      const pgCtl = [
        path.join('/usr/lib/postgresql/15/bin', 'pg_ctl'),
        '-D',
        cluster.dataDir,
        '-m',
        'fast',
        '-w',
        'restart',
      ];
      // Not execFileSync: the clients must keep requesting while PostgreSQL restarts. Output ignored:
      // the new postmaster keeps pg_ctl's pipes open, so waiting for them would never end.
      const restart = spawn(
        isRoot ? 'runuser' : pgCtl[0]!,
        isRoot ? ['-u', 'postgres', '--', ...pgCtl] : pgCtl.slice(1),
        { stdio: 'ignore' },
      );
      await new Promise((resolve) => restart.once('exit', resolve));
      await sleep(1500);
      const { after } = await traffic.stop();
      const recovered = await request(new http.Agent(), server.url, await signIn(server.url));
      console.log(
        `run ${run} pg-restart requests around the restart: ${after.length}: 200 ${count(after, '200')}, 503 ${count(after, '503')},` +
          ` 500 ${count(after, '500')}, reset ${count(after, 'reset')} | afterwards: ${recovered}`,
      );
      await server.stop();
    }
  } finally {
    await cluster.stop();
  }
}

await main();
