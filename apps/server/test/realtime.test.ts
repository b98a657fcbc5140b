// On PGlite too: notifications go through PGlite's own LISTEN, not a PostgreSQL connection.
import { realtimeApi } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app.js';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { publishRealtime } from '../src/platform/realtime/publish-realtime.js';
import { CLOSE_SESSION_ENDED } from '../src/platform/realtime/realtime-hub.js';
import { localFileStore } from '../src/platform/storage/local-file-store.js';
import { buildTestApp, signIn, type TestApp } from './harness.js';
import { connectRealtime, until } from './realtime-kit.js';

/**
 * The realtime socket over real HTTP: credentials as subprotocols, delivery by organization and
 * user, events crossing two app instances on one database (each with its own LISTEN), and a
 * revoked session's socket closed.
 */
let t: TestApp;
let second: FastifyInstance;
const urls: string[] = [];
let demoOrgId: number;
let branchOrgId: number;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  // A second server on the same database, as a second process would be.
  second = await buildApp({
    database: t.database,
    fileStore: localFileStore(t.filesDir),
    logLevel: 'silent',
    webDist: null,
  });
  for (const app of [t.app, second]) {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(address.replace('http', 'ws'));
  }
  const orgs = await t.db.select().from(organizations);
  demoOrgId = orgs.find((org) => org.code === 'demo')!.id;
  branchOrgId = orgs.find((org) => org.code === 'demo-branch')!.id;
  for (const username of ['agent', 'sales', 'admin']) {
    const login = await signIn(t.app, username);
    tokens[username] = login.token;
    userIds[username] = login.userId;
  }
});
afterAll(async () => {
  await second?.close();
  await t?.app.close();
});

const connect = connectRealtime;

describe('realtime socket', () => {
  it('refuses an upgrade without a live token (401) and a plain GET (426)', async () => {
    await expect(connect(urls[0]!, [realtimeApi.REALTIME_PROTOCOL])).rejects.toThrow('HTTP 401');
    await expect(connect(urls[0]!, realtimeApi.realtimeProtocols('not-a-token'))).rejects.toThrow('HTTP 401');
    await expect(connect(urls[0]!, realtimeApi.realtimeProtocols(tokens.agent!, 999_999))).rejects.toThrow(
      'HTTP 404',
    );
    const plain = await t.app.inject({
      url: realtimeApi.events.path,
      headers: { authorization: `Bearer ${tokens.agent}` },
    });
    expect(plain.statusCode).toBe(426);
    expect(plain.json()).toEqual({ code: 426, msg: '此地址只接受 WebSocket 连接', data: null });
  });

  it('delivers an event to the users it names in its organization, from either server', async () => {
    const agent = await connect(urls[1]!, realtimeApi.realtimeProtocols(tokens.agent!));
    expect(agent.socket.protocol).toBe(realtimeApi.REALTIME_PROTOCOL);
    const sales = await connect(urls[0]!, realtimeApi.realtimeProtocols(tokens.sales!));
    // The administrator is also a member of the branch and listens there.
    const branchAdmin = await connect(urls[0]!, realtimeApi.realtimeProtocols(tokens.admin!, branchOrgId));

    // Published through the first server's database handle; the agent is connected to the second.
    await publishRealtime(t.db, {
      orgId: demoOrgId,
      userIds: [userIds.agent!],
      type: 'call.ringing',
      data: { phone: '13800000000' },
    });
    await publishRealtime(t.db, { orgId: demoOrgId, type: 'notice', data: { text: 'everyone' } });
    await until(() => agent.messages.length === 2 && sales.messages.length === 1, 'both events');
    expect(agent.messages).toMatchObject([
      { type: 'call.ringing', data: { phone: '13800000000' } },
      { type: 'notice', data: { text: 'everyone' } },
    ]);
    expect(sales.messages).toMatchObject([{ type: 'notice' }]);
    // Another organization's member saw neither.
    await publishRealtime(t.db, { orgId: branchOrgId, type: 'branch.only', data: null });
    await until(() => branchAdmin.messages.length === 1, 'the branch event');
    expect(branchAdmin.messages).toMatchObject([{ type: 'branch.only' }]);
    expect(agent.messages).toHaveLength(2);
    for (const client of [agent, sales, branchAdmin]) client.socket.close();
  });

  it('sends nothing from a rolled-back transaction', async () => {
    const agent = await connect(urls[0]!, realtimeApi.realtimeProtocols(tokens.agent!));
    await t.db
      .transaction(async (tx) => {
        await publishRealtime(tx, { orgId: demoOrgId, type: 'never', data: null });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await publishRealtime(t.db, { orgId: demoOrgId, type: 'after', data: null });
    await until(() => agent.messages.length >= 1, 'the committed event');
    expect(agent.messages.map((message) => message.type)).toEqual(['after']);
    agent.socket.close();
  });

  it('closes the socket of a session signed out since it connected', async () => {
    const login = await signIn(t.app, 'agent');
    const agent = await connect(urls[0]!, realtimeApi.realtimeProtocols(login.token));
    const otherSession = await connect(urls[0]!, realtimeApi.realtimeProtocols(tokens.agent!));
    const closed = new Promise<number>((resolve) => agent.socket.on('close', (code) => resolve(code)));
    await t.app.inject({
      method: 'POST',
      url: '/erp/auth/logout',
      headers: { authorization: `Bearer ${login.token}` },
    });
    await t.app.realtime.closeEnded(t.db);
    expect(await closed).toBe(CLOSE_SESSION_ENDED);
    // The same user's socket of another session stays open and still receives.
    await publishRealtime(t.db, { orgId: demoOrgId, type: 'still.here', data: null });
    await until(() => otherSession.messages.length === 1, 'the event on the other session');
    expect(otherSession.socket.readyState).toBe(WebSocket.OPEN);
    otherSession.socket.close();
  });
});
