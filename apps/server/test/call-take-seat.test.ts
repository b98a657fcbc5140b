import { callApi, callSeatsApi } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { sessions } from '../src/modules/auth/auth.tables.js';
import { callAgents, callDutyRecords } from '../src/modules/call/call.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/**
 * /take/seat: sign in and go on duty in one public call; the login's messages and brakes; only an
 * agent with dutyRecordStart; the seat is taken over from its holder; a refusal signs nobody in.
 */
let t: TestApp;
let demoId: number;
const userIds: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  demoId = (await t.db.select().from(organizations).where(eq(organizations.code, 'demo')))[0]!.id;
  for (const row of await t.db.select({ id: users.id, username: users.username }).from(users))
    userIds[row.username] = row.id;
});
afterAll(() => t?.app.close());

const take = (payload: object, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: '/erp/call/take-seat',
    payload,
    headers: { 'accept-language': locale },
  });
const liveSessions = (username: string) =>
  t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userIds[username]!), isNull(sessions.revokedAt)));
const latestWith = async (headers: Record<string, string>) =>
  (
    await call(t.app, callApi.latestDutyRecord.answer, {
      url: '/erp/call/cno/duty/record/latest',
      headers,
    })
  ).body.data;

describe('take seat', () => {
  it('signs the agent in and starts their duty, answering a working session token', async () => {
    const response = await take({ username: 'agent', password: 'demo1234', cno: '1001' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: '已开始值班' });
    const data = callSeatsApi.takeSeat.answer.parse(body.data);
    expect(data).toMatchObject({
      userId: userIds.agent,
      organizationId: demoId,
      duty: { cno: '1001', userName: '赵坐席' },
      takenOverFrom: null,
    });
    expect(await latestWith({ authorization: `Bearer ${data.token}` })).toMatchObject({ cno: '1001' });
  });

  it("answers the login's error for a wrong password, in the caller locale", async () => {
    const wrong = await take({ username: 'agent', password: 'nope', cno: '1002' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    expect((await take({ username: 'agent', password: 'nope', cno: '1002' }, 'en')).json().msg).toBe(
      'Incorrect username or password.',
    );
    expect((await take({ username: 'agent', cno: '1002' })).statusCode).toBe(400);
  });

  it('refuses someone who is no agent or lacks dutyRecordStart, leaving them signed out', async () => {
    // 李销售 neither is an agent nor holds the key; bound to a seat, still lacks the key.
    const sales = await take({ username: 'sales', password: 'demo1234', cno: '1002' });
    expect(sales.statusCode).toBe(403);
    expect(sales.json()).toEqual({
      code: 403,
      msg: '该账号不是可以值班的呼叫坐席，不能接管坐席',
      data: null,
    });
    await t.db.insert(callAgents).values({ orgId: demoId, userId: userIds.sales!, cno: '1002' });
    const en = await take({ username: 'sales', password: 'demo1234', cno: '1002' }, 'en');
    expect(en.statusCode).toBe(403);
    expect(en.json().msg).toBe(
      'This account is not a call agent allowed to go on duty, so it cannot take a seat.',
    );
    // The administrator holds the key but is no agent.
    expect((await take({ username: 'admin', password: 'demo1234', cno: '1002' })).statusCode).toBe(403);
    expect(await liveSessions('sales')).toEqual([]);
    expect(await liveSessions('admin')).toEqual([]);
    const open = await t.db.select().from(callDutyRecords).where(eq(callDutyRecords.cno, '1002'));
    expect(open).toEqual([]);
  });

  it('takes the seat over from its holder and names them; an unknown seat is a 404 that signs nobody in', async () => {
    await t.db.insert(callAgents).values({ orgId: demoId, userId: userIds.admin!, cno: '1002' });
    const taken = await take({ username: 'admin', password: 'demo1234', cno: '1001' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({
      duty: { cno: '1001', userName: '系统管理员' },
      takenOverFrom: '赵坐席',
    });
    expect(await latestWith(await loginAs(t.app, 'agent'))).toBeNull();
    const [record] = await t.db
      .select()
      .from(callDutyRecords)
      .where(and(eq(callDutyRecords.userId, userIds.agent!), eq(callDutyRecords.endReason, 'taken_over')));
    expect(record?.takenOverByUserId).toBe(userIds.admin);

    const before = (await liveSessions('admin')).length;
    const missing = await take({ username: 'admin', password: 'demo1234', cno: '4040' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('坐席不存在或已删除');
    expect((await liveSessions('admin')).length).toBe(before);
  });

  it('is braked per client address like the login', async () => {
    const limited = await buildTestApp({ loginAttemptsPerMinute: 2, demo: false });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/erp/call/take-seat',
          payload: { username: 'a', password: 'b', cno: '1001' },
        });
      await attempt();
      await attempt();
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试', data: null });
    } finally {
      await limited.app.close();
    }
  });
});
