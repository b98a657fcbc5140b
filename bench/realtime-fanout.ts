// `npx tsx bench/realtime-fanout.ts` (part of npm run bench): realtime fan-out of one server
// process on PostgreSQL to BENCH_AGENTS (500) connected agent sockets. Events are published with
// pg_notify from this process, as another server process would (the way call events travel), and
// the sockets are this process's clients too (the machine's other core). Figures:
//  - latency: BENCH_EVENTS events 20 ms apart, each to every socket: publish → last socket got it;
//  - throughput: BENCH_BURST events published back to back: events and deliveries per second.
// Printed, not asserted (wall-clock).
import { realtimeApi } from '@atrium/contract';
import pg from 'pg';
import { WebSocket } from 'ws';
import { REALTIME_CHANNEL } from '../apps/server/src/platform/realtime/publish-realtime.js';
import { startServer } from '../scripts/lib/server-process.mjs';
import { startCluster } from '../scripts/pg-test-cluster.mjs';
import { loginBody } from './lib/latency.js';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 500);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200);
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const cluster = await startCluster();
const server = await startServer({
  quiet: true,
  env: { DATABASE_URL: cluster.url, ATRIUM_SEED_DEMO: 'true', ATRIUM_LOGIN_ATTEMPTS_PER_MINUTE: '100000' },
});
// A few connections, as several server processes publishing would use.
const publisher = new pg.Pool({ connectionString: cluster.url, max: 4 });
const sockets: WebSocket[] = [];
try {
  const login = await fetch(`${server.url}/erp/auth/login`, loginBody('agent'));
  const { token, userId } = ((await login.json()) as { data: { token: string; userId: number } }).data;
  const { rows } = await publisher.query(
    `select org_id from user_organizations join organizations on organizations.id = org_id
     where user_id = $1 and organizations.code = 'demo'`,
    [userId],
  );
  const orgId = rows[0].org_id as number;

  // Each event carries its number; every socket reports when it saw each one.
  const seenBy = new Map<number, { publishedAt: number; count: number; lastAt: number }>();
  let deliveries = 0;
  const wsUrl = `${server.url.replace('http', 'ws')}${realtimeApi.events.path}`;
  let opened = performance.now();
  for (let i = 0; i < AGENTS; i++) {
    const socket = new WebSocket(wsUrl, realtimeApi.realtimeProtocols(token));
    socket.on('message', (data) => {
      deliveries++;
      const { n } = (JSON.parse(String(data)) as { data: { n: number } }).data;
      const event = seenBy.get(n);
      if (!event) return;
      event.count++;
      event.lastAt = now();
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
  }
  console.log(
    `\nRealtime fan-out: ${AGENTS} agent sockets connected in ${(performance.now() - opened).toFixed(0)} ms`,
  );

  const publish = (n: number) => {
    seenBy.set(n, { publishedAt: now(), count: 0, lastAt: 0 });
    const payload = JSON.stringify({
      orgId,
      userIds: [userId],
      type: 'bench',
      data: { n },
      at: new Date().toISOString(),
    });
    return publisher.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
  };
  const allDelivered = async (from: number, to: number) => {
    while (![...Array(to - from).keys()].every((k) => seenBy.get(from + k)!.count === AGENTS)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  for (let n = 0; n < EVENTS; n++) {
    await publish(n);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await allDelivered(0, EVENTS);
  const latencies = [...Array(EVENTS).keys()]
    .map((n) => seenBy.get(n)!)
    .map(({ publishedAt, lastAt }) => lastAt - publishedAt)
    .sort((a, b) => a - b);
  console.log(
    `  latency, publish → last of ${AGENTS} sockets (${EVENTS} events, 20 ms apart): median ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (target p95 ≤ 100 ms for the screen pop)`,
  );

  deliveries = 0;
  opened = performance.now();
  await Promise.all([...Array(BURST).keys()].map((k) => publish(EVENTS + k)));
  await allDelivered(EVENTS, EVENTS + BURST);
  const seconds = (performance.now() - opened) / 1000;
  console.log(
    `  throughput: ${BURST} events to ${AGENTS} sockets in ${seconds.toFixed(2)} s: ${(BURST / seconds).toFixed(0)} events/s, ${(deliveries / seconds).toFixed(0)} deliveries/s`,
  );
} finally {
  for (const socket of sockets) socket.terminate();
  await publisher.end().catch(() => undefined);
  await server.stop();
  await cluster.stop();
}
