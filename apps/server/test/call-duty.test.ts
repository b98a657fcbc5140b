// On PGlite too: the seat takeover's locks and partial unique indexes must hold on both databases.
import { callApi, realtimeApi } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { agentOfToken } from '../src/modules/call/agents/ticket.service.js';
import { callAgents, callDutyRecords, callSeats } from '../src/modules/call/call.tables.js';
import { DUTY_TAKEN_OVER_EVENT } from '../src/modules/call/duty/duty.service.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, call, signIn, type TestApp } from './harness.js';

const LATEST_URL = '/erp/call/cno/duty/record/latest';
const checkUrl = (cno: string) => `/erp/call/cno/duty/record/check/${cno}/duty`;
const startUrl = (cno: string) => `/erp/call/cno/duty/record/start/${cno}/duty`;
const endUrl = (cno: string) => `/erp/call/cno/duty/record/end/${cno}/duty`;
const statusUrl = (cno: string) => `/erp/call/cno/${cno}/status`;

let t: TestApp;
let demoId: number;
let branchId: number;
const session: Record<string, { headers: Record<string, string>; userId: number; token: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['agent', 'admin', 'sales']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId, token };
  }
  const orgs = await t.db.select().from(organizations);
  demoId = orgs.find(({ code }) => code === 'demo')!.id;
  branchId = orgs.find(({ code }) => code === 'demo-branch')!.id;
  await t.db.insert(callSeats).values({ orgId: branchId, cno: '2001', label: '分公司坐席' });
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!.headers;
const idOf = (username: string) => session[username]!.userId;
const post = (username: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...as(username), ...headers } });
const latest = async (username: string) =>
  (await call(t.app, callApi.latestDutyRecord.answer, { url: LATEST_URL, headers: as(username) })).body.data;
const holder = async (cno: string) =>
  (await call(t.app, callApi.dutyHolder.answer, { url: checkUrl(cno), headers: as('agent') })).body.data;
const seatState = async (cno: string) =>
  (await call(t.app, callApi.seatStatus.answer, { url: statusUrl(cno), headers: as('agent') })).body.data
    .agentStatusDetail.status;
const openRecords = (cno?: string) =>
  t.db
    .select()
    .from(callDutyRecords)
    .where(
      and(
        eq(callDutyRecords.orgId, demoId),
        isNull(callDutyRecords.endedAt),
        cno ? eq(callDutyRecords.cno, cno) : undefined,
      ),
    );
const endAll = () =>
  t.db
    .update(callDutyRecords)
    .set({ endedAt: new Date(), endReason: 'ended' })
    .where(isNull(callDutyRecords.endedAt));

describe('seats', () => {
  it('lists the enabled seat numbers of the organization', async () => {
    const { body } = await call(t.app, callApi.seatNumbers.answer, {
      url: '/erp/call/cno/all',
      headers: as('agent'),
    });
    expect(body.data).toEqual(['1001', '1002', '1003']);
    await t.db.insert(callSeats).values({ orgId: demoId, cno: '1009', enabled: false });
    const again = await call(t.app, callApi.seatNumbers.answer, {
      url: '/erp/call/cno/all',
      headers: as('agent'),
    });
    expect(again.body.data).not.toContain('1009');
  });

  it('answers the call ticket of an agent, a fresh token each time, and 404 for someone who is no agent', async () => {
    const first = await call(t.app, callApi.ticket.answer, { url: '/erp/call/ticket', headers: as('agent') });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userMobile: '13800000004', cno: '1001' });
    expect(first.body.data.agentToken.length).toBeGreaterThanOrEqual(32);
    const second = await call(t.app, callApi.ticket.answer, {
      url: '/erp/call/ticket',
      headers: as('agent'),
    });
    expect(second.body.data.agentToken).not.toBe(first.body.data.agentToken);
    const [stored] = await t.db
      .select()
      .from(callAgents)
      .where(eq(callAgents.userId, idOf('agent')));
    expect(stored!.agentTokenHash).not.toContain(second.body.data.agentToken);
    // The telephony side finds the agent by the latest token only.
    expect(await agentOfToken(t.db, second.body.data.agentToken)).toEqual({
      orgId: demoId,
      userId: idOf('agent'),
      cno: '1001',
    });
    expect(await agentOfToken(t.db, first.body.data.agentToken)).toBeUndefined();
    const none = await t.app.inject({
      url: '/erp/call/ticket',
      headers: { ...as('sales'), 'accept-language': 'en' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe('You are not a call agent yet; ask an administrator to bind you to a seat.');
  });
});

describe('duty', () => {
  it('starts, reports and ends a duty with the spec messages', async () => {
    expect(await latest('agent')).toBeNull();
    expect(await holder('1001')).toBeNull();
    expect(await seatState('1001')).toBe('OFFLINE');

    const before = Date.now();
    const started = await post('agent', startUrl('1001'));
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ code: 200, msg: '已开始值班' });
    const record = await latest('agent');
    expect(record).toMatchObject({ cno: '1001', userName: '赵坐席' });
    expect(record!.startDutyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // China time: eight hours ahead of UTC.
    const shown = Date.parse(`${record!.startDutyTime.replace(' ', 'T')}+08:00`);
    expect(Math.abs(shown - before)).toBeLessThan(5_000);
    expect(await holder('1001')).toEqual({ userName: '赵坐席' });
    // On duty is not logged in: the seat answers ONLINE only with a toolbar login (call-toolbar.test.ts).
    expect(await seatState('1001')).toBe('OFFLINE');
    const ticket = await call(t.app, callApi.ticket.answer, {
      url: '/erp/call/ticket',
      headers: as('agent'),
    });
    expect(ticket.body.data.cno).toBe('1001');

    // Starting again on one's own seat changes nothing.
    expect((await post('agent', startUrl('1001'))).statusCode).toBe(200);
    expect(await openRecords()).toHaveLength(1);

    const ended = await post('agent', endUrl('1001'));
    expect(ended.json()).toMatchObject({ code: 200, msg: '已结束值班', data: null });
    expect(await latest('agent')).toBeNull();
    expect(await seatState('1001')).toBe('OFFLINE');
    const [row] = await t.db
      .select()
      .from(callDutyRecords)
      .where(eq(callDutyRecords.userId, idOf('agent')));
    expect(row).toMatchObject({ endReason: 'ended', takenOverByUserId: null });
    const audits = await auditEntries(t.db, eq(auditLog.entity, 'callDutyRecord'));
    expect(audits.map(({ action }) => action)).toEqual(['create', 'update']);
  });

  it('lets only the holder end a duty', async () => {
    await post('agent', startUrl('1002'));
    const denied = await post('admin', endUrl('1002'));
    expect(denied.statusCode).toBe(400);
    expect(denied.json()).toMatchObject({
      msg: '您不在该坐席值班，不能结束值班',
      data: { fieldErrors: [{ path: 'cno', message: '您不在该坐席值班，不能结束值班' }] },
    });
    expect(await holder('1002')).toEqual({ userName: '赵坐席' });
    await endAll();
  });

  it("takes a seat over: the holder's record ends as taken over, by whom", async () => {
    await post('agent', startUrl('1001'));
    const takeover = await post('admin', startUrl('1001'));
    expect(takeover.json()).toMatchObject({ code: 200, msg: '已开始值班' });
    expect(await latest('agent')).toBeNull();
    expect((await latest('admin'))?.cno).toBe('1001');
    const [previous] = await t.db
      .select()
      .from(callDutyRecords)
      .where(and(eq(callDutyRecords.userId, idOf('agent')), eq(callDutyRecords.endReason, 'taken_over')));
    expect(previous).toMatchObject({ cno: '1001', takenOverByUserId: idOf('admin') });
    expect(previous!.endedAt).not.toBeNull();
    await endAll();
  });

  it('tells the agent whose seat was taken over, over the realtime socket', async () => {
    const url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const messages: { type: string; data: unknown }[] = [];
    const socket = new WebSocket(
      `${url}${realtimeApi.events.path}`,
      realtimeApi.realtimeProtocols(session.agent!.token),
    );
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    await post('agent', startUrl('1001'));
    await post('admin', startUrl('1001'));
    for (let waited = 0; waited < 5000 && messages.length === 0; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.close();
    expect(messages).toEqual([
      expect.objectContaining({ type: DUTY_TAKEN_OVER_EVENT, data: { cno: '1001' } }),
    ]);
    await endAll();
  });

  it("ends the caller's own duty on another seat when they start on a new one", async () => {
    await post('agent', startUrl('1001'));
    await post('agent', startUrl('1002'));
    expect((await latest('agent'))?.cno).toBe('1002');
    expect(await holder('1001')).toBeNull();
    const open = await openRecords();
    expect(open.map(({ cno, userId }) => [cno, userId])).toEqual([['1002', idOf('agent')]]);
    await endAll();
  });

  it('keeps exactly one holder when two agents race for one seat', async () => {
    for (let round = 0; round < 10; round++) {
      const [first, second] = await Promise.all([
        post('agent', startUrl('1003')),
        post('admin', startUrl('1003')),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const open = await openRecords('1003');
      expect(open).toHaveLength(1);
      expect(await openRecords()).toHaveLength(1);
      const loser = open[0]!.userId === idOf('agent') ? 'admin' : 'agent';
      expect(await latest(loser)).toBeNull();
      await endAll();
    }
    // The database itself refuses a second open record on a seat.
    await t.db.insert(callDutyRecords).values({ orgId: demoId, cno: '1003', userId: idOf('agent') });
    await expect(
      t.db.insert(callDutyRecords).values({ orgId: demoId, cno: '1003', userId: idOf('admin') }),
    ).rejects.toThrow();
    await endAll();
  });

  it('lets one user starting on two seats at once end up on exactly one of them', async () => {
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all([post('agent', startUrl('1001')), post('agent', startUrl('1002'))]);
      expect(responses.map(({ statusCode }) => statusCode)).toEqual([200, 200]);
      const open = await openRecords();
      expect(open).toHaveLength(1);
      expect((await latest('agent'))?.cno).toBe(open[0]!.cno);
      await endAll();
    }
  });

  it('refuses a disabled seat with a field error, in the caller locale', async () => {
    const response = await post('agent', startUrl('1009'), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      msg: 'This seat is disabled; no one can be on duty on it.',
      data: {
        fieldErrors: [{ path: 'cno', message: 'This seat is disabled; no one can be on duty on it.' }],
      },
    });
  });

  it("answers 404 for another organization's seat and an unknown one", async () => {
    for (const url of [startUrl('2001'), endUrl('2001'), startUrl('9999')]) {
      const response = await post('agent', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, msg: '坐席不存在或已删除', data: null });
    }
    expect((await t.app.inject({ url: checkUrl('2001'), headers: as('agent') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: statusUrl('2001'), headers: as('agent') })).statusCode).toBe(404);
    // The administrator, acting in the branch, does not reach the demo organization's seats.
    const inBranch = await post('admin', startUrl('1001'), { 'organization-id': String(branchId) });
    expect(inBranch.statusCode).toBe(404);
    expect(await openRecords()).toHaveLength(0);
  });

  it('lists duty records newest first with who took a seat over, and the seats with their holders', async () => {
    await post('agent', startUrl('1002'));
    await post('admin', startUrl('1002'));
    const records = await call(t.app, callApi.dutyRecordPage.answer, {
      url: '/erp/call/cno/duty/record/page?cno=1002&userName=坐席&pageSize=1',
      headers: as('agent'),
    });
    expect(records.body.data.list).toHaveLength(1);
    expect(records.body.data.list[0]).toMatchObject({
      cno: '1002',
      userName: '赵坐席',
      endReason: 'taken_over',
      takenOverByName: expect.any(String),
    });
    expect(records.body.data.list[0]!.endDutyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(records.body.data.total).toBeGreaterThan(1);
    const newest = await call(t.app, callApi.dutyRecordPage.answer, {
      url: '/erp/call/cno/duty/record/page',
      headers: as('admin'),
    });
    expect(newest.body.data.list[0]).toMatchObject({ cno: '1002', endReason: null, endDutyTime: null });

    const seats = await call(t.app, callApi.seatPage.answer, {
      url: '/erp/call/seat/page',
      headers: as('admin'),
    });
    expect(seats.body.data.list.map(({ cno }) => cno)).toEqual(['1001', '1002', '1009']);
    expect(seats.body.data.list[0]).toMatchObject({ agentNames: ['赵坐席'], onDutyUserName: null });
    expect(seats.body.data.list[1]!.onDutySince).not.toBeNull();
    const second = await call(t.app, callApi.secondLineSeatPage.answer, {
      url: '/erp/call/seat/second/page',
      headers: as('admin'),
    });
    expect(second.body.data).toMatchObject({ total: 1, list: [{ cno: '1003', agentNames: [] }] });
    await endAll();
  });

  it('refuses the duty calls to a role without dutyRecordStart', async () => {
    for (const response of [
      await post('sales', startUrl('1001')),
      await post('sales', endUrl('1001')),
      await t.app.inject({ url: LATEST_URL, headers: as('sales') }),
      await t.app.inject({ url: checkUrl('1001'), headers: as('sales') }),
      await t.app.inject({ url: '/erp/call/cno/all', headers: as('sales') }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
  });
});
