import { callApi, callSeatsApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { callAgents, callSeats } from '../src/modules/call/call.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { exportCsv } from './export-files.js';
import { auditEntries, buildTestApp, call, loginAs, type TestApp } from './harness.js';

/**
 * 坐席列表 / 二线坐席列表 management: create (unique number), rename, enable/disable (refused while
 * on duty), delete (refused with agents or history), bind/unbind agents; each list touches only
 * its own line's seats; writes audited; localized errors. 值班记录's export holds what the list holds.
 */
let t: TestApp;
let demoId: number;
let branchId: number;
const headers: Record<string, Record<string, string>> = {};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 50 } });
  for (const username of ['admin', 'agent', 'sales', 'manager'])
    headers[username] = await loginAs(t.app, username);
  const orgs = await t.db.select().from(organizations);
  demoId = orgs.find(({ code }) => code === 'demo')!.id;
  branchId = orgs.find(({ code }) => code === 'demo-branch')!.id;
  for (const row of await t.db.select({ id: users.id, username: users.username }).from(users))
    userIds[row.username] = row.id;
});
afterAll(() => t?.app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...headers.admin, ...extra }, ...(payload ? { payload } : {}) });
const page = async (second = false) =>
  (
    await call(t.app, callApi.seatPage.answer, {
      url: second ? '/erp/call/seat/second/page?pageSize=50' : '/erp/call/seat/page?pageSize=50',
      headers: headers.admin,
    })
  ).body.data;
const rowOf = async (cno: string, second = false) => (await page(second)).list.find((row) => row.cno === cno);

describe('seat management', () => {
  it('creates seats on each list, refuses a duplicate number and a malformed one, in the caller locale', async () => {
    const created = await send('POST', '/erp/call/seat', { cno: '1101', label: '一线新坐席' });
    expect(created.json()).toEqual({ code: 200, msg: expect.any(String), data: { cno: '1101' } });
    expect(await rowOf('1101')).toMatchObject({ label: '一线新坐席', enabled: true, agents: [] });
    expect((await send('POST', '/erp/call/seat/second', { cno: '1102' })).statusCode).toBe(200);
    expect(await rowOf('1102', true)).toMatchObject({ label: '', enabled: true });
    expect(await rowOf('1102')).toBeUndefined();

    // Unique across both lists of the organization.
    const duplicate = await send('POST', '/erp/call/seat/second', { cno: '1101' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      code: 400,
      msg: '坐席号已存在',
      data: { fieldErrors: [{ path: 'cno', message: '坐席号已存在' }] },
    });
    const en = await send('POST', '/erp/call/seat', { cno: '1001' }, { 'accept-language': 'en' });
    expect(en.json().msg).toBe('This seat number is already in use.');
    const malformed = await send('POST', '/erp/call/seat', { cno: 'A-1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.fieldErrors).toEqual([{ path: 'cno', message: '坐席号须为 2-16 位数字' }]);

    // The same number may exist in another organization.
    const branch = await send(
      'POST',
      '/erp/call/seat',
      { cno: '1101' },
      { 'organization-id': String(branchId) },
    );
    expect(branch.statusCode).toBe(200);
    const audit = await auditEntries(
      t.db,
      and(eq(auditLog.orgId, demoId), eq(auditLog.entity, 'callSeat'), eq(auditLog.action, 'create')),
    );
    expect(audit.map((row) => row.after)).toContainEqual(
      expect.objectContaining({ cno: '1101', label: '一线新坐席', secondLine: false }),
    );
  });

  it('renames a seat of its own list only', async () => {
    expect((await send('PUT', '/erp/call/seat/1101', { label: '改名坐席' })).statusCode).toBe(200);
    expect((await rowOf('1101'))?.label).toBe('改名坐席');
    // 1102 is second-line: not reachable through the first list.
    const wrongLine = await send('PUT', '/erp/call/seat/1102', { label: 'x' });
    expect(wrongLine.statusCode).toBe(404);
    expect(wrongLine.json().msg).toBe('坐席不存在或已删除');
    expect((await send('PUT', '/erp/call/seat/second/1102', { label: '二线改名' })).statusCode).toBe(200);
    expect((await rowOf('1102', true))?.label).toBe('二线改名');
    const tooLong = await send('PUT', '/erp/call/seat/1101', { label: 'x'.repeat(51) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('binds, moves, rebinds and unbinds agents with the phone rule', async () => {
    const candidates = await call(t.app, callSeatsApi.seatAgentCandidates.answer, {
      url: '/erp/call/seat/agent/candidates',
      headers: headers.admin,
    });
    expect(candidates.body.data).toContainEqual(
      expect.objectContaining({ userId: userIds.agent, name: '赵坐席', cno: '1001', mobile: '13800000004' }),
    );
    expect(candidates.body.data).toContainEqual(
      expect.objectContaining({ userId: userIds.sales, cno: null }),
    );

    const bind = (cno: string, body: object, extra: Record<string, string> = {}) =>
      send('POST', `/erp/call/seat/${cno}/agent`, body, extra);
    // Ordinary phone needs a phone; a phone must follow the shared rule.
    const noPhone = await bind('1101', { userId: userIds.sales, bindType: 1, boundMobile: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().data.fieldErrors).toEqual([
      { path: 'boundMobile', message: '普通电话须填写绑定手机号' },
    ]);
    const badPhone = await bind('1101', { userId: userIds.sales, bindType: 1, boundMobile: '12345' });
    expect(badPhone.json().data.fieldErrors).toEqual([
      { path: 'boundMobile', message: '联系电话格式不正确' },
    ]);
    expect((await bind('1101', { userId: userIds.sales, bindType: 2, boundMobile: '' })).statusCode).toBe(
      400,
    );

    const first = await bind('1101', { userId: userIds.sales, bindType: 1, boundMobile: '13800000003' });
    expect(first.json().data).toEqual({ moved: false });
    expect((await rowOf('1101'))?.agents).toEqual([
      { userId: userIds.sales, userName: '李销售', bindType: 1, boundMobile: '13800000003' },
    ]);
    // Changing the binding on the same seat, then moving to another seat.
    expect((await bind('1101', { userId: userIds.sales, bindType: 3 })).json().data).toEqual({
      moved: false,
    });
    expect((await rowOf('1101'))?.agents[0]).toMatchObject({ bindType: 3, boundMobile: '' });
    const moved = await send('POST', '/erp/call/seat/second/1102/agent', {
      userId: userIds.sales,
      bindType: 3,
    });
    expect(moved.json().data).toEqual({ moved: true });
    expect((await rowOf('1101'))?.agents).toEqual([]);
    expect((await rowOf('1102', true))?.agentNames).toEqual(['李销售']);

    // Someone outside the organization is a 404; so is a seat of the other list.
    const [outsider] = await t.db
      .insert(users)
      .values({ username: 'seat-outsider', passwordHash: 'x', name: '外人', status: 'enabled' })
      .returning({ id: users.id });
    expect((await bind('1101', { userId: outsider!.id, bindType: 3 })).statusCode).toBe(404);
    expect((await bind('1102', { userId: userIds.manager, bindType: 3 })).statusCode).toBe(404);

    expect((await send('DELETE', `/erp/call/seat/1101/agent/${userIds.sales}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/erp/call/seat/second/1102/agent/${userIds.sales}`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(callAgents).where(eq(callAgents.userId, userIds.sales!));
    expect(row).toBeUndefined();
  });

  it('refuses to disable a seat someone is on duty on, and disabled seats cannot be taken', async () => {
    expect((await send('POST', '/erp/call/cno/duty/record/start/1101/duty')).statusCode).toBe(200);
    const refused = await send('PUT', '/erp/call/seat/1101/disable');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('系统管理员 正在该坐席值班，请等其结束值班后再停用');
    expect((await send('POST', '/erp/call/cno/duty/record/end/1101/duty')).statusCode).toBe(200);
    expect((await send('PUT', '/erp/call/seat/1101/disable')).statusCode).toBe(200);
    expect((await rowOf('1101'))?.enabled).toBe(false);
    const start = await send('POST', '/erp/call/cno/duty/record/start/1101/duty');
    expect(start.statusCode).toBe(400);
    expect((await send('PUT', '/erp/call/seat/1101/enable')).statusCode).toBe(200);
    expect((await rowOf('1101'))?.enabled).toBe(true);
    expect((await send('PUT', '/erp/call/seat/second/1101/enable')).statusCode).toBe(404);
  });

  it('deletes only a seat without agents and without history', async () => {
    // 1001 has the demo agent bound.
    const bound = await send('DELETE', '/erp/call/seat/1001');
    expect(bound.statusCode).toBe(400);
    expect(bound.json().msg).toBe('该坐席还绑定了 1 名坐席人员，请先解除绑定再删除');
    // 1101 has a duty record from the previous test.
    const history = await send('DELETE', '/erp/call/seat/1101', undefined, { 'accept-language': 'en' });
    expect(history.statusCode).toBe(400);
    expect(history.json().msg).toBe(
      'This seat has duty or call history, so it cannot be deleted; disable it instead.',
    );
    // 1102 has neither any more, but it is second-line.
    expect((await send('DELETE', '/erp/call/seat/1102')).statusCode).toBe(404);
    expect((await send('DELETE', '/erp/call/seat/second/1102')).statusCode).toBe(200);
    expect(await rowOf('1102', true)).toBeUndefined();
    const [gone] = await t.db
      .select()
      .from(callSeats)
      .where(and(eq(callSeats.orgId, demoId), eq(callSeats.cno, '1102')));
    expect(gone).toBeUndefined();
    const [audit] = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'callSeat'), eq(auditLog.action, 'delete')),
    );
    expect(audit?.before).toMatchObject({ cno: '1102', secondLine: true });
  });

  it('keeps the keys apart: an agent may neither manage seats nor read the candidates', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/erp/call/seat',
          headers: headers.agent,
          payload: { cno: '77' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/erp/call/seat/second/agent/candidates', headers: headers.agent }))
        .statusCode,
    ).toBe(403);
  });
});

describe('duty record export', () => {
  it('exports what 值班记录 lists with its filters, as a download-center job', async () => {
    const listed = async (query: string) =>
      (await send('GET', `/erp/call/cno/duty/record/page?pageSize=100${query}`)).json().data.list as {
        cno: string;
        userName: string;
      }[];
    const all = await exportCsv(t.app, '/erp/call/cno/duty/record/export', headers.admin!);
    expect(all.records.length).toBe((await listed('')).length);
    expect(all.records[0]).toEqual({
      坐席号: '1101',
      坐席人员: '系统管理员',
      开始时间: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      结束时间: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      结束原因: '正常结束',
      接管人: '',
    });
    const bySeat = await exportCsv(t.app, '/erp/call/cno/duty/record/export', headers.admin!, {
      cno: '1101',
    });
    expect(bySeat.records.map((record) => record.坐席号)).toEqual(
      (await listed('&cno=1101')).map((row) => row.cno),
    );
    expect(bySeat.records).toHaveLength(1);
    const byName = await exportCsv(t.app, '/erp/call/cno/duty/record/export', headers.admin!, {
      userName: '赵',
    });
    expect(byName.records).toEqual([]);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/erp/call/cno/duty/record/export',
      headers: headers.agent,
      payload: {},
    });
    expect(denied.statusCode).toBe(403);
  });
});
