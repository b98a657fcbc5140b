import { crmSupportApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { crmSupportGroups } from '../src/modules/crm/support.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, call, signIn, type TestApp } from './harness.js';

const STATUS_URL = '/erp/crm/customer/support/group/member/current/status';
const GROUPS_URL = '/erp/crm/customer/support/group/enabled/list';
const SWITCH_URL = '/erp/crm/customer/support/group/member/switch/status';
const CHANGE_URL = '/erp/crm/customer/support/group/member/change/group';
const poolUrl = (userId: number) => `/erp/crm/customer/person/pool/member/${userId}/self`;

let t: TestApp;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['service', 'agent', 'sales', 'manager']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!;
const groups = async (username: string) =>
  (
    await call(t.app, crmSupportApi.enabledSupportGroups.answer, {
      url: GROUPS_URL,
      headers: as(username).headers,
    })
  ).body.data;
const status = async (username: string) =>
  (
    await call(t.app, crmSupportApi.currentMemberStatus.answer, {
      url: STATUS_URL,
      headers: as(username).headers,
    })
  ).body.data;
const audits = (entity: string, userId: number) =>
  auditEntries(t.db, and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(userId))));

describe('support groups and work status', () => {
  it('lists the enabled groups of the organization in their order', async () => {
    expect((await groups('service')).map(({ name }) => name)).toEqual(['售后一组', '售后二组']);
    const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    await t.db.insert(crmSupportGroups).values({ orgId: demo!.id, name: '停用组', enabled: false, sort: 0 });
    expect((await groups('sales')).map(({ name }) => name)).not.toContain('停用组');
  });

  it("answers a member's status, and null data for someone in no group", async () => {
    const [first, second] = await groups('service');
    expect(await status('service')).toEqual({ memberEnabled: true, groupId: first!.id });
    expect(await status('agent')).toEqual({ memberEnabled: false, groupId: second!.id });
    const { status: code, body } = await call(t.app, crmSupportApi.currentMemberStatus.answer, {
      url: STATUS_URL,
      headers: as('sales').headers,
    });
    expect(code).toBe(200);
    expect(body.data).toBeNull();
  });

  it('switches the work status with 工作状态切换成功 (English on request) and audits it', async () => {
    const off = await t.app.inject({
      method: 'PUT',
      url: `${SWITCH_URL}?enabled=false`,
      headers: as('service').headers,
    });
    expect(off.json()).toMatchObject({ code: 200, msg: '工作状态切换成功', data: { memberEnabled: false } });
    expect((await status('service'))!.memberEnabled).toBe(false);
    const on = await t.app.inject({
      method: 'PUT',
      url: `${SWITCH_URL}?enabled=true`,
      headers: { ...as('service').headers, 'accept-language': 'en' },
    });
    expect(on.json()).toMatchObject({
      code: 200,
      msg: 'Work status switched.',
      data: { memberEnabled: true },
    });
    const entries = await audits('supportGroupMember', as('service').userId);
    expect(entries.map(({ after }) => after)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memberEnabled: false }),
        expect.objectContaining({ memberEnabled: true }),
      ]),
    );
  });

  it('refuses a missing or malformed enabled flag (400) and a non-member (404)', async () => {
    for (const url of [SWITCH_URL, `${SWITCH_URL}?enabled=maybe`]) {
      const response = await t.app.inject({ method: 'PUT', url, headers: as('service').headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fieldErrors[0].path).toBe('enabled');
    }
    const stranger = await t.app.inject({
      method: 'PUT',
      url: `${SWITCH_URL}?enabled=true`,
      headers: as('sales').headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 404, msg: '您不是售后班组成员', data: null });
  });

  it('changes the team with 班组修改成功 and audits it', async () => {
    const [, second] = await groups('service');
    const response = await t.app.inject({
      method: 'PUT',
      url: `${CHANGE_URL}?groupId=${second!.id}`,
      headers: as('service').headers,
    });
    expect(response.json()).toMatchObject({ code: 200, msg: '班组修改成功', data: { groupId: second!.id } });
    expect((await status('service'))!.groupId).toBe(second!.id);
    const entries = await audits('supportGroupMember', as('service').userId);
    expect(entries.some(({ after }) => (after as { groupId?: number }).groupId === second!.id)).toBe(true);
  });

  it("refuses an unknown, disabled or other organization's team with a clear 400", async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const [other] = await t.db
      .insert(crmSupportGroups)
      .values({ orgId: branch!.id, name: '分公司售后组' })
      .returning({ id: crmSupportGroups.id });
    const [disabled] = await t.db
      .select({ id: crmSupportGroups.id })
      .from(crmSupportGroups)
      .where(eq(crmSupportGroups.name, '停用组'));
    const before = await status('service');
    for (const groupId of [999_999, disabled!.id, other!.id]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `${CHANGE_URL}?groupId=${groupId}`,
        headers: as('service').headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        data: { fieldErrors: [{ path: 'groupId', message: '班组不存在或已停用' }] },
      });
    }
    const missing = await t.app.inject({ method: 'PUT', url: CHANGE_URL, headers: as('service').headers });
    expect(missing.statusCode).toBe(400);
    expect(await status('service')).toEqual(before);
  });
});

describe('person pool auto-assign switch', () => {
  const setting = z.object({ autoAssignableSelf: z.boolean() });

  it("reads and changes the caller's own switch with 操作成功, audited", async () => {
    const { userId, headers } = as('agent');
    const read = await call(t.app, setting, { url: poolUrl(userId), headers });
    expect(read.body).toMatchObject({ code: 200, data: { autoAssignableSelf: false } });
    const put = await t.app.inject({
      method: 'PUT',
      url: poolUrl(userId),
      headers,
      payload: { autoAssignableSelf: true },
    });
    expect(put.json()).toEqual({ code: 200, msg: '操作成功', data: { autoAssignableSelf: true } });
    expect((await call(t.app, setting, { url: poolUrl(userId), headers })).body.data).toEqual({
      autoAssignableSelf: true,
    });
    const [entry] = await audits('personPoolMember', userId);
    expect(entry).toMatchObject({
      action: 'update',
      before: { autoAssignableSelf: false },
      after: { autoAssignableSelf: true },
    });
  });

  it("refuses someone else's switch (403) and answers 404 to a non-member", async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await t.app.inject({
        method,
        url: poolUrl(as('sales').userId),
        headers: as('agent').headers,
        ...(method === 'PUT' ? { payload: { autoAssignableSelf: false } } : {}),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 403,
        msg: '只能查看或修改自己的自动分配设置',
        data: null,
      });
    }
    const { userId, headers } = as('manager');
    expect((await t.app.inject({ url: poolUrl(userId), headers })).statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: poolUrl(userId),
      headers,
      payload: { autoAssignableSelf: true },
    });
    expect(put.statusCode).toBe(404);
  });

  it('refuses a body without a boolean (400)', async () => {
    const { userId, headers } = as('sales');
    const response = await t.app.inject({
      method: 'PUT',
      url: poolUrl(userId),
      headers,
      payload: { autoAssignableSelf: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors[0].path).toBe('autoAssignableSelf');
  });
});
