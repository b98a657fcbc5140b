import { callApi, realtimeApi } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startServer } from '../../scripts/lib/server-process.mjs';
import { startCluster } from '../../scripts/pg-test-cluster.mjs';

/**
 * Two real server processes on one PostgreSQL (how Atrium scales out): an event raised by a request
 * to one process reaches an agent whose socket is connected to the other, both ways. The event is
 * the duty takeover, raised in the takeover's transaction and sent with pg_notify on commit.
 */
type Server = Awaited<ReturnType<typeof startServer>>;
let cluster: Awaited<ReturnType<typeof startCluster>>;
const servers: Server[] = [];

beforeAll(async () => {
  cluster = await startCluster();
  const env = { DATABASE_URL: cluster.url, ATRIUM_SEED_DEMO: 'true' };
  // One after the other: the first migrates and seeds, the second finds it done.
  for (let i = 0; i < 2; i++) servers.push(await startServer({ quiet: true, env }));
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await cluster?.stop();
});

async function signIn(server: Server, username: string): Promise<string> {
  const answer = await fetch(`${server.url}/erp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const body = (await answer.json()) as { code: number; data: { token: string } };
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data.token;
}

async function startDuty(server: Server, token: string, cno: string): Promise<void> {
  const path = callApi.startDuty.path.replace(':cno', cno);
  const answer = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** Opens the realtime socket on a server and answers the first message of `type`. */
async function nextEvent(server: Server, token: string, type: string) {
  const socket = new WebSocket(
    `${server.url.replace('http', 'ws')}${realtimeApi.events.path}`,
    realtimeApi.realtimeProtocols(token),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const event = new Promise<{ type: string; data: { cno: string } }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within 10 s`)), 10_000);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type !== type) return;
      clearTimeout(timer);
      resolve(message);
    });
  });
  return { event, close: () => socket.close() };
}

describe('realtime across two server processes on one PostgreSQL', () => {
  it('delivers an event raised on one process to a socket on the other, both ways', async () => {
    const [first, second] = servers as [Server, Server];
    const agent = await signIn(first, 'agent');
    const admin = await signIn(second, 'admin');

    // 坐席 agent holds 1001; the socket is on the second process, the takeover goes to the first.
    await startDuty(first, agent, '1001');
    const onSecond = await nextEvent(second, agent, 'call.dutyTakenOver');
    await startDuty(first, admin, '1001');
    expect((await onSecond.event).data.cno).toBe('1001');
    onSecond.close();

    // And back: admin's socket is on the first process, agent takes the seat through the second.
    const onFirst = await nextEvent(first, admin, 'call.dutyTakenOver');
    await startDuty(second, agent, '1001');
    expect((await onFirst.event).data.cno).toBe('1001');
    onFirst.close();
  });
});
