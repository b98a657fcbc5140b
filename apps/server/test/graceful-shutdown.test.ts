import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../scripts/lib/server-process.mjs';
import { connectRealtime, until } from './call-telephony-kit.js';
import { withAdminClient } from './harness.js';
import { demoDatabaseForProcesses, type ProcessDatabase } from './process-database.js';

/**
 * The real server process on PostgreSQL, stopped with SIGTERM under load, and its database
 * connections cut under it (pg_terminate_backend: the same 57P01 a PostgreSQL restart sends).
 * Requests are held in flight deterministically: the test locks the `sessions` table, which every
 * signed-in request reads first, so they all wait inside the server until it lets go.
 */
const IN_FLIGHT = 300;
let db: ProcessDatabase;
let server: RunningServer;
let serverLog = '';
let token: string;

beforeAll(async () => {
  db = await demoDatabaseForProcesses('atrium_shutdown');
  server = await startServer({
    env: { DATABASE_URL: db.url, ATRIUM_SEED_DEMO: 'false', LOG_LEVEL: 'info' },
    onOutput: (text) => (serverLog += text),
  });
  const login = await send(keepAlive(), 'POST', '/erp/auth/login', {
    body: { username: 'admin', password: 'demo1234' },
  });
  token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
}, 60_000);

const keepAlive = (maxSockets = Number.POSITIVE_INFINITY) => new http.Agent({ keepAlive: true, maxSockets });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on `agent`; a failure to connect or a cut connection rejects with the socket error. */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
  onWritten?: () => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (onWritten) {
      // Connected (the handshake done: in the server's accept queue if it has not accepted it)
      // and the request handed to the connection; a turn later, past Node's write on connect.
      let pending = 2;
      const done = () => --pending === 0 && setImmediate(onWritten);
      request.once('finish', done);
      request.once('socket', (socket) => socket.once('connect', done));
    }
    request.end(options.body ? JSON.stringify(options.body) : undefined);
  });
}

/** `send`, and when its connection is made and the request sent on it (accepted or not). */
function sendOnceWritten(
  agent: http.Agent,
  method: string,
  path: string,
  options: { headers?: Record<string, string> },
): { written: Promise<void>; answer: Promise<Answer> } {
  let written!: () => void;
  const writtenPromise = new Promise<void>((resolve) => (written = resolve));
  return { written: writtenPromise, answer: send(agent, method, path, options, written) };
}

/** The drain's answer: a localized 503 that tells the client to go away and come back. */
function expectGoAway(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe('5');
  expect(answer.headers.connection).toBe('close');
  expect(JSON.parse(answer.body).msg).toBe(
    'The service is temporarily unavailable; please try again in a moment.',
  );
}

/** Holds an ACCESS EXCLUSIVE lock on `sessions` until the returned function lets go. */
async function lockSessions(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('begin');
  await client.query('lock table sessions in access exclusive mode');
  return async () => {
    await client.query('commit');
    await client.end();
  };
}

/** The server's backends waiting for that lock. */
async function backendsWaitingForLock(): Promise<number[]> {
  const { rows } = await withAdminClient(db.adminUrl, (c) =>
    c.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
      [new URL(db.url).pathname.slice(1)],
    ),
  );
  return rows.map((row) => row.pid);
}

const PROFILE = '/erp/admin/profile';
/** How many requests for `path` the server has logged as received. */
const received = (path: string) =>
  serverLog
    .split('\n')
    .filter((line) => line.includes(`"url":"${path}"`) && line.includes('incoming request')).length;

describe('the database going away under requests', () => {
  it('answers 503 with Retry-After (localized), never 500, and recovers on fresh connections', async () => {
    const release = await lockSessions();
    const agent = keepAlive();
    const answers = Promise.all(
      Array.from({ length: 5 }, () => send(agent, 'GET', PROFILE, { headers: { 'accept-language': 'en' } })),
    );
    try {
      await until(async () => (await backendsWaitingForLock()).length === 5, 'five waiting queries');
      const waiting = await backendsWaitingForLock();
      await withAdminClient(db.adminUrl, (c) =>
        c.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [waiting]),
      );
    } finally {
      await release();
    }
    for (const answer of await answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 503,
        msg: 'The service is temporarily unavailable; please try again in a moment.',
      });
    }
    expect((await send(agent, 'GET', PROFILE)).status).toBe(200);
    agent.destroy();
  });
});

describe('SIGTERM under load', () => {
  it('finishes every request in flight, answers those queued at the signal 503 and refuses new ones, closes sockets 1012 and exits 0', async () => {
    const socket = await connectRealtime(server.url.replace('http', 'ws'), token);
    const closeCode = new Promise<number>((resolve) => socket.socket.once('close', (code) => resolve(code)));
    // One idle keep-alive connection, to send a request on after the signal.
    const idle = keepAlive(1);
    expect((await send(idle, 'GET', '/erp/health')).status).toBe(200);

    const release = await lockSessions();
    const busy = keepAlive();
    const before = received(PROFILE);
    const inFlight = Array.from({ length: IN_FLIGHT }, () =>
      send(busy, 'GET', PROFILE).then(
        (answer) => answer.status,
        (error: NodeJS.ErrnoException) => error.code ?? String(error),
      ),
    );
    try {
      await until(() => received(PROFILE) - before === IN_FLIGHT, 'every request received', 20_000);
      // Connections the kernel has completed but the server not yet accepted (its accept queue),
      // requests sent, when the signal comes: the server, stopped, cannot accept them meanwhile.
      // Several: Node accepts one connection per turn of its event loop.
      process.kill(server.pid, 'SIGSTOP');
      const queued = Array.from({ length: 3 }, () =>
        sendOnceWritten(keepAlive(), 'GET', '/erp/health', { headers: { 'accept-language': 'en' } }),
      );
      await Promise.all(queued.map((request) => request.written));
      process.kill(server.pid, 'SIGTERM');
      // Both the group and the launcher may signal: a second signal must not start a second shutdown.
      process.kill(server.pid, 'SIGTERM');
      process.kill(server.pid, 'SIGCONT');
      await until(() => serverLog.includes('"msg":"draining"'), 'the drain to begin');

      // They get an answer, not a reset: the listener closes only once they are accepted. The 503
      // as a rule; a 200 if the resumed server happened to read one before it saw the signal.
      for (const answer of await Promise.all(queued.map((request) => request.answer))) {
        if (answer.status !== 200) expectGoAway(answer);
      }
      // So does a request on an open connection: a localized 503 that tells the client to come back.
      expectGoAway(await send(idle, 'GET', '/erp/health', { headers: { 'accept-language': 'en' } }));
      // A new connection: refused, not accepted and then reset.
      await until(() => serverLog.includes('"msg":"listener closed"'), 'the listener to close');
      await expect(send(keepAlive(), 'GET', '/erp/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await release();
    }

    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await closeCode).toBe(1012);
    expect(await server.exited).toBe(0);
    expect(serverLog.match(/"msg":"shutting down"/g)).toHaveLength(1);
    busy.destroy();
    idle.destroy();
  }, 30_000);
});
