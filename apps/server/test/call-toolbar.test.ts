// On PGlite too: the seat login race must keep one login on both databases.
import { CALL_EVENT_TYPES, callApi, callToolbarApi, realtimeApi } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { callAgents, callDutyRecords, callSeats } from '../src/modules/call/call.tables.js';
import { KICKOUT_REPLACED } from '../src/modules/call/toolbar/seat-logins.js';
import { callToolbarLogins } from '../src/modules/call/toolbar.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, call, signIn, type TestApp } from './harness.js';

/**
 * The built-in call toolbar's login (spec §4 Call tool, §5 Call login): the checks 令牌为空 /
 * 登录坐席工号为空 / 登录手机号为空, one login per seat and per agent with call.kickout to the older
 * one, call.agentStatus to the agent's toolbars, and the seat status that follows the login.
 */
const LOGIN_URL = callToolbarApi.toolbarLogin.path;
const LOGOUT_URL = callToolbarApi.toolbarLogout.path;
const STATE_URL = callToolbarApi.toolbarState.path;
const statusUrl = (cno: string) => `/erp/call/cno/${cno}/status`;

let t: TestApp;
let wsBase: string;
let demoId: number;
const session: Record<string, { headers: Record<string, string>; userId: number; token: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  wsBase = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  for (const username of ['agent', 'admin', 'sales', 'service']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId, token };
  }
  const orgs = await t.db.select().from(organizations);
  demoId = orgs.find(({ code }) => code === 'demo')!.id;
  // A second agent whose usual seat is the agent's (1001), and one bound to a seat without a number.
  await t.db.insert(callAgents).values({ orgId: demoId, userId: session.admin!.userId, cno: '1001' });
  await t.db.insert(callSeats).values({ orgId: demoId, cno: '', label: 'unnumbered' });
  await t.db
    .insert(callAgents)
    .values({ orgId: demoId, userId: session.service!.userId, cno: '', boundMobile: '' });
});
afterAll(() => t?.app.close());

const as = (username: string, locale = 'zh-CN') => ({
  ...session[username]!.headers,
  'accept-language': locale,
});
const ticketOf = async (username: string) =>
  (await call(t.app, callApi.ticket.answer, { url: '/erp/call/ticket', headers: as(username) })).body.data;
const login = (username: string, payload: Record<string, unknown>, locale = 'zh-CN') =>
  t.app.inject({ method: 'POST', url: LOGIN_URL, headers: as(username, locale), payload });
const logout = (username: string) => t.app.inject({ method: 'POST', url: LOGOUT_URL, headers: as(username) });
const seatState = async (cno: string) =>
  (await call(t.app, callApi.seatStatus.answer, { url: statusUrl(cno), headers: as('agent') })).body.data
    .agentStatusDetail.status;
const stateOf = async (username: string) =>
  (await call(t.app, callToolbarApi.toolbarState.answer, { url: STATE_URL, headers: as(username) })).body
    .data;

interface Listener {
  socket: WebSocket;
  messages: { type: string; data: Record<string, unknown> }[];
}
async function listen(username: string): Promise<Listener> {
  const socket = new WebSocket(
    `${wsBase}${realtimeApi.events.path}`,
    realtimeApi.realtimeProtocols(session[username]!.token),
  );
  const listener: Listener = { socket, messages: [] };
  socket.on('message', (data) => listener.messages.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  return listener;
}
// Generous: a loaded CI machine once took more than 5 s to deliver a kick-out to both tabs.
const until = async (check: () => boolean, what: string) => {
  for (let waited = 0; waited < 15_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};
const logoutAll = () => t.db.delete(callToolbarLogins);

describe('toolbar login checks (spec §5)', () => {
  it('refuses an empty agent token with 令牌为空 and a stale or foreign one', async () => {
    const empty = await login('agent', { agentToken: '', bindType: 3 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      msg: '令牌为空',
      data: { fieldErrors: [{ path: 'agentToken', message: '令牌为空' }] },
    });
    expect((await login('agent', { agentToken: '  ', bindType: 3 }, 'en')).json().msg).toBe(
      'The agent token is empty.',
    );
    const first = await ticketOf('agent');
    await ticketOf('agent');
    const stale = await login('agent', { agentToken: first.agentToken, bindType: 3 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe('令牌已失效，请重新登录工具条');
    // Somebody else's valid token does not log the caller in either.
    const adminToken = (await ticketOf('admin')).agentToken;
    expect((await login('agent', { agentToken: adminToken, bindType: 3 })).statusCode).toBe(400);
    // Not an agent at all: no ticket, and no token works.
    expect((await t.app.inject({ url: '/erp/call/ticket', headers: as('sales') })).statusCode).toBe(404);
    expect((await login('sales', { agentToken: adminToken, bindType: 3 })).statusCode).toBe(400);
    expect(await t.db.select().from(callToolbarLogins)).toHaveLength(0);
  });

  it('refuses a soft phone without a seat number with 登录坐席工号为空', async () => {
    const { agentToken, cno } = await ticketOf('service');
    expect(cno).toBe('');
    const response = await login('service', { agentToken, bindType: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      msg: '登录坐席工号为空',
      data: { fieldErrors: [{ path: 'cno', message: '登录坐席工号为空' }] },
    });
  });

  it('refuses an ordinary phone without a bound phone with 登录手机号为空, and a malformed one', async () => {
    const { agentToken } = await ticketOf('agent');
    for (const bindTel of [undefined, '', '   ']) {
      const response = await login('agent', { agentToken, bindType: 1, bindTel });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        msg: '登录手机号为空',
        data: { fieldErrors: [{ path: 'bindTel', message: '登录手机号为空' }] },
      });
    }
    const malformed = await login('agent', { agentToken, bindType: 1, bindTel: '12345' });
    expect(malformed.json()).toMatchObject({ msg: '联系电话格式不正确' });
    // Binding types are 3 and 1 only (spec §9).
    expect((await login('agent', { agentToken, bindType: 2 })).statusCode).toBe(400);
    expect(await seatState('1001')).toBe('OFFLINE');
  });
});

describe('toolbar login and logout', () => {
  it('logs a soft phone in on the ticket seat: ONLINE, call.agentStatus 1; logout: OFFLINE, status 0', async () => {
    const tab = await listen('agent');
    expect(await stateOf('agent')).toBeNull();
    const { agentToken, cno } = await ticketOf('agent');
    const response = await login('agent', {
      agentToken,
      bindType: 3,
      bindTel: '13900000000',
      loginId: 'tab-a',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ cno, bindType: 3, bindTel: '' });
    expect(response.json().data.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await seatState('1001')).toBe('ONLINE');
    expect(await seatState('1002')).toBe('OFFLINE');
    expect(await stateOf('agent')).toMatchObject({ cno: '1001', bindType: 3 });
    await until(() => tab.messages.length === 1, 'the login status');
    expect(tab.messages[0]).toMatchObject({
      type: CALL_EVENT_TYPES.agentStatus,
      data: { cno: '1001', loginStatus: 1, deviceStatus: 0, callRecordId: null },
    });

    const out = await logout('agent');
    expect(out.json()).toMatchObject({ code: 200, data: null });
    expect(await seatState('1001')).toBe('OFFLINE');
    expect(await stateOf('agent')).toBeNull();
    await until(() => tab.messages.length === 2, 'the logout status');
    expect(tab.messages[1]).toMatchObject({
      type: CALL_EVENT_TYPES.agentStatus,
      data: { cno: '1001', loginStatus: 0, deviceStatus: 0 },
    });
    // Logging out again is harmless and says nothing.
    expect((await logout('agent')).statusCode).toBe(200);
    const audits = await auditEntries(t.db, eq(auditLog.entity, 'callToolbarLogin'));
    expect(audits.map(({ action }) => action)).toEqual(['create', 'delete']);
    tab.socket.close();
  });

  it('ends the toolbar login with the sign-in session: after a logout the seat is OFFLINE', async () => {
    const device = await signIn(t.app, 'agent');
    const headers = { authorization: `Bearer ${device.token}` };
    const ticket = await call(t.app, callApi.ticket.answer, { url: '/erp/call/ticket', headers });
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL,
      headers,
      payload: { agentToken: ticket.body.data.agentToken, bindType: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(await seatState('1001')).toBe('ONLINE');
    // The same agent's other session sees the login too.
    expect(await stateOf('agent')).toMatchObject({ cno: '1001' });
    await t.app.inject({ method: 'POST', url: '/erp/auth/logout', headers });
    expect(await seatState('1001')).toBe('OFFLINE');
    expect(await stateOf('agent')).toBeNull();
    await logoutAll();
  });

  it('logs an ordinary phone in with its bound phone', async () => {
    const { agentToken } = await ticketOf('agent');
    const response = await login('agent', { agentToken, bindType: 1, bindTel: '13800000004' });
    expect(response.json().data).toMatchObject({ cno: '1001', bindType: 1, bindTel: '13800000004' });
    await logoutAll();
  });

  it('kicks the older login of the same agent out (call.kickout naming the newer login), status first', async () => {
    const tabs = [await listen('agent'), await listen('agent')];
    await login('agent', { agentToken: (await ticketOf('agent')).agentToken, bindType: 3, loginId: 'tab-a' });
    await until(() => tabs.every(({ messages }) => messages.length >= 1), 'the first login status');
    await login('agent', { agentToken: (await ticketOf('agent')).agentToken, bindType: 3, loginId: 'tab-b' });
    await until(() => tabs.every(({ messages }) => messages.length >= 3), 'the kick-out');
    for (const { messages } of tabs) {
      expect(messages.slice(1)).toMatchObject([
        { type: CALL_EVENT_TYPES.agentStatus, data: { loginStatus: 1 } },
        {
          type: CALL_EVENT_TYPES.kickout,
          data: { cno: '1001', reason: KICKOUT_REPLACED, byLoginId: 'tab-b' },
        },
      ]);
    }
    const rows = await t.db.select().from(callToolbarLogins);
    expect(rows.map(({ loginId }) => loginId)).toEqual(['tab-b']);
    for (const { socket } of tabs) socket.close();
    await logoutAll();
  });

  it('takes the seat from another agent logged in on it, who is told so; the seat stays ONLINE', async () => {
    const agentTab = await listen('agent');
    const adminTab = await listen('admin');
    await login('agent', { agentToken: (await ticketOf('agent')).agentToken, bindType: 3 });
    const taken = await login('admin', { agentToken: (await ticketOf('admin')).agentToken, bindType: 3 });
    expect(taken.json().data.cno).toBe('1001');
    await until(
      () => agentTab.messages.some(({ type }) => type === CALL_EVENT_TYPES.kickout),
      'the kick-out',
    );
    expect(agentTab.messages.at(-1)).toMatchObject({ type: CALL_EVENT_TYPES.kickout, data: { cno: '1001' } });
    expect(await stateOf('agent')).toBeNull();
    expect(await stateOf('admin')).toMatchObject({ cno: '1001' });
    expect(await seatState('1001')).toBe('ONLINE');
    await until(() => adminTab.messages.length === 1, "the admin's status");
    expect(adminTab.messages.map(({ type }) => type)).toEqual([CALL_EVENT_TYPES.agentStatus]);
    for (const { socket } of [agentTab, adminTab]) socket.close();
    await logoutAll();
  });

  it('logs in on the seat the agent is on duty on, leaving the usual one', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/erp/call/cno/duty/record/start/1002/duty',
      headers: as('agent'),
    });
    const { agentToken, cno } = await ticketOf('agent');
    expect(cno).toBe('1002');
    expect((await login('agent', { agentToken, bindType: 3 })).json().data.cno).toBe('1002');
    expect(await seatState('1002')).toBe('ONLINE');
    expect(await seatState('1001')).toBe('OFFLINE');
    await t.db
      .update(callDutyRecords)
      .set({ endedAt: new Date(), endReason: 'ended' })
      .where(isNull(callDutyRecords.endedAt));
    await logoutAll();
  });

  it('moves the login to the seat a duty starts on (a seat taken at /take/seat or in the header)', async () => {
    const tab = await listen('agent');
    const adminTab = await listen('admin');
    // The administrator is on duty and logged in on 1002; the agent logs in on 1001, then takes 1002 over.
    const duty = (username: string, action: 'start' | 'end', cno: string) =>
      t.app.inject({
        method: 'POST',
        url: `/erp/call/cno/duty/record/${action}/${cno}/duty`,
        headers: as(username),
      });
    await duty('admin', 'start', '1002');
    await login('admin', { agentToken: (await ticketOf('admin')).agentToken, bindType: 3 });
    expect(await stateOf('admin')).toMatchObject({ cno: '1002' });
    await login('agent', { agentToken: (await ticketOf('agent')).agentToken, bindType: 3 });
    await until(() => tab.messages.length === 1, 'the login status');
    adminTab.messages.length = 0;
    const started = await duty('agent', 'start', '1002');
    expect(started.statusCode, started.body).toBe(200);
    expect(await stateOf('agent')).toMatchObject({ cno: '1002', bindType: 3 });
    expect(await seatState('1002')).toBe('ONLINE');
    expect(await seatState('1001')).toBe('OFFLINE');
    await until(() => tab.messages.length === 2, 'the moved login status');
    expect(tab.messages[1]).toMatchObject({
      type: CALL_EVENT_TYPES.agentStatus,
      data: { cno: '1002', loginStatus: 1, deviceStatus: 0 },
    });
    // Whoever was logged in on 1002 is told, as a newer login there would tell them.
    expect(await stateOf('admin')).toBeNull();
    await until(
      () => adminTab.messages.some(({ type }) => type === CALL_EVENT_TYPES.kickout),
      "the administrator's kick-out",
    );
    // Ending the duty leaves the login where it is.
    await duty('agent', 'end', '1002');
    expect(await stateOf('agent')).toMatchObject({ cno: '1002' });
    for (const { socket } of [tab, adminTab]) socket.close();
    await logoutAll();
  });

  it('refuses a disabled seat, and the database keeps one login per seat', async () => {
    await t.db.update(callSeats).set({ enabled: false }).where(eq(callSeats.cno, '1001'));
    const refused = await login('agent', { agentToken: (await ticketOf('agent')).agentToken, bindType: 3 });
    expect(refused.json()).toMatchObject({ msg: '该坐席已停用，不能值班' });
    await t.db.update(callSeats).set({ enabled: true }).where(eq(callSeats.cno, '1001'));
    await login('agent', { agentToken: (await ticketOf('agent')).agentToken, bindType: 3 });
    const [held] = await t.db.select().from(callToolbarLogins);
    expect(held).toMatchObject({ cno: '1001', userId: session.agent!.userId });
    await expect(
      t.db.insert(callToolbarLogins).values({
        orgId: demoId,
        userId: session.admin!.userId,
        sessionId: held!.sessionId,
        cno: '1001',
        bindType: 3,
      }),
    ).rejects.toThrow();
    await logoutAll();
  });

  it('keeps one login when two agents race for a seat', async () => {
    for (let round = 0; round < 5; round++) {
      const [agentToken, adminToken] = [
        (await ticketOf('agent')).agentToken,
        (await ticketOf('admin')).agentToken,
      ];
      const answers = await Promise.all([
        login('agent', { agentToken, bindType: 3 }),
        login('admin', { agentToken: adminToken, bindType: 3 }),
      ]);
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const rows = await t.db
        .select()
        .from(callToolbarLogins)
        .where(and(eq(callToolbarLogins.orgId, demoId), eq(callToolbarLogins.cno, '1001')));
      expect(rows).toHaveLength(1);
      await logoutAll();
    }
  });
});
