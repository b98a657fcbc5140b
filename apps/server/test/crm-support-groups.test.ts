import { crmSupportApi, crmSupportGroupsApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, userOrganizations, users } from '../src/modules/admin/admin.tables.js';
import {
  groupsLedBy,
  supportGroupLeader,
  supportGroupRoster,
} from '../src/modules/crm/support/support-group-staff.js';
import { crmSupportGroupMembers } from '../src/modules/crm/support.tables.js';
import { crmSupportCustomers } from '../src/modules/crm/support-customers.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, call, signIn, type TestApp } from './harness.js';

const BASE = '/erp/crm/customer/support/group';
const ENABLED_URL = `${BASE}/enabled/list`;

let t: TestApp;
let orgId: number;
let branchId: number;
let branchOnlyUserId: number;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'service', 'agent', 'sales']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  orgId = demo!.id;
  branchId = branch!.id;
  const [outsider] = await t.db
    .insert(users)
    .values({ username: 'branch-only', passwordHash: 'x', name: '分公司员工', status: 'enabled' })
    .returning();
  branchOnlyUserId = outsider!.id;
  await t.db.insert(userOrganizations).values({ userId: outsider!.id, orgId: branchId, isDefault: true });
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!;
const inject = (
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...as(username).headers, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const page = async (name = '') =>
  (
    await call(t.app, crmSupportGroupsApi.supportGroupPage.answer, {
      url: `${BASE}/page?pageNum=1&pageSize=10&name=${encodeURIComponent(name)}`,
      headers: as('admin').headers,
    })
  ).body.data;
const create = async (name: string, sort = 0) => {
  const response = await inject('admin', 'POST', BASE, { name, sort });
  expect(response.statusCode, response.body).toBe(200);
  return crmSupportGroupsApi.supportGroupRow.parse(response.json().data);
};
const members = async (groupId: number) =>
  (
    await call(t.app, crmSupportGroupsApi.supportGroupMembers.answer, {
      url: `${BASE}/${groupId}/members`,
      headers: as('admin').headers,
    })
  ).body.data;
const enabledNames = async () =>
  (
    await call(t.app, crmSupportApi.enabledSupportGroups.answer, {
      url: ENABLED_URL,
      headers: as('sales').headers,
    })
  ).body.data.map(({ name }) => name);

describe('support groups', () => {
  it('lists the demo groups with their member counts', async () => {
    const { list, total } = await page();
    expect(total).toBe(2);
    expect(list.map(({ name, enabled, memberCount }) => ({ name, enabled, memberCount }))).toEqual([
      { name: '售后一组', enabled: true, memberCount: 1 },
      { name: '售后二组', enabled: true, memberCount: 1 },
    ]);
    expect((await page('二组')).list.map(({ name }) => name)).toEqual(['售后二组']);
  });

  it('creates, renames (stale edit 409) and audits a group', async () => {
    const group = await create('售后三组', 5);
    expect(group).toMatchObject({
      name: '售后三组',
      enabled: true,
      sort: 5,
      memberCount: 0,
      customerCount: 0,
    });
    const renamed = await inject('admin', 'PUT', `${BASE}/${group.id}`, {
      name: '  售后三组（夜班）  ',
      sort: 6,
      updatedAt: group.updatedAt,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: '售后三组（夜班）', sort: 6 });
    const stale = await inject('admin', 'PUT', `${BASE}/${group.id}`, {
      name: '售后三组',
      sort: 6,
      updatedAt: group.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'supportGroup'), eq(auditLog.entityId, String(group.id))),
    );
    expect(audits.map(({ action }) => action)).toEqual(['create', 'update']);
    expect(await enabledNames()).toContain('售后三组（夜班）');
  });

  it('each demo group is led by one of its members; other modules read leaders and rosters', async () => {
    const { list } = await page('售后');
    expect(list.slice(0, 2).map(({ name, leaderName }) => ({ name, leaderName }))).toEqual([
      { name: '售后一组', leaderName: '钱售后' },
      { name: '售后二组', leaderName: '赵坐席' },
    ]);
    const [first, second] = list;
    expect(first!.leaderUserId).toBe(as('service').userId);
    expect(await supportGroupLeader(t.db, orgId, first!.id)).toBe(as('service').userId);
    expect(await supportGroupLeader(t.db, branchId, first!.id)).toBeNull();
    expect(await groupsLedBy(t.db, orgId, as('agent').userId)).toEqual([second!.id]);
    expect(await groupsLedBy(t.db, orgId, as('sales').userId)).toEqual([]);
    expect(await supportGroupRoster(t.db, orgId, first!.id)).toEqual([
      { userId: as('service').userId, available: true },
    ]);
    expect(await supportGroupRoster(t.db, branchId, first!.id)).toEqual([]);
  });

  it('sets, keeps and clears a leader (anyone enabled in the organization); refuses others on the field', async () => {
    const group = await create('组长组');
    expect(group).toMatchObject({ leaderUserId: null, leaderName: '' });
    // Not a member of the group: a supervisor may lead without taking work in turn.
    const led = await inject('admin', 'PUT', `${BASE}/${group.id}`, {
      name: '组长组',
      sort: 0,
      leaderUserId: as('sales').userId,
      updatedAt: group.updatedAt,
    });
    expect(led.statusCode, led.body).toBe(200);
    expect(led.json().data).toMatchObject({ leaderUserId: as('sales').userId, leaderName: '李销售' });
    const kept = await inject('admin', 'PUT', `${BASE}/${group.id}`, {
      name: '组长组（改）',
      sort: 0,
      updatedAt: led.json().data.updatedAt,
    });
    expect(kept.json().data).toMatchObject({ name: '组长组（改）', leaderUserId: as('sales').userId });
    expect(await groupsLedBy(t.db, orgId, as('sales').userId)).toEqual([group.id]);

    const [disabled] = await t.db
      .insert(users)
      .values({ username: 'left-staff', passwordHash: 'x', name: '已离职', status: 'disabled' })
      .returning();
    await t.db.insert(userOrganizations).values({ userId: disabled!.id, orgId, isDefault: true });
    const before = kept.json().data;
    for (const leaderUserId of [branchOnlyUserId, disabled!.id, 2_000_000_000]) {
      const refused = await inject(
        'admin',
        'PUT',
        `${BASE}/${group.id}`,
        { name: '组长组（改）', sort: 0, leaderUserId, updatedAt: before.updatedAt },
        { 'accept-language': 'en' },
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().data.fieldErrors).toEqual([
        { path: 'leaderUserId', message: 'The team leader must be an enabled member of this organization.' },
      ]);
    }
    const created = await inject('admin', 'POST', BASE, { name: '外人组', leaderUserId: branchOnlyUserId });
    expect(created.statusCode).toBe(400);
    expect(created.json().data.fieldErrors).toEqual([
      { path: 'leaderUserId', message: '组长须为本组织在职（已启用）的成员' },
    ]);
    expect((await page('外人组')).total).toBe(0);
    expect((await page('组长组')).list[0]).toMatchObject({ leaderUserId: as('sales').userId });

    const cleared = await inject('admin', 'PUT', `${BASE}/${group.id}`, {
      name: '组长组（改）',
      sort: 0,
      // What the browser sends for none (spec §5).
      leaderUserId: '',
      updatedAt: before.updatedAt,
    });
    expect(cleared.json().data).toMatchObject({ leaderUserId: null, leaderName: '' });
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'supportGroup'), eq(auditLog.entityId, String(group.id))),
    );
    expect(audits.map(({ after }) => (after as { leaderUserId: number | null }).leaderUserId)).toEqual([
      null,
      as('sales').userId,
      as('sales').userId,
      null,
    ]);
    await inject('admin', 'DELETE', `${BASE}/${group.id}`);
  });

  it('refuses a duplicate or empty name with a localized field error', async () => {
    const duplicate = await inject('admin', 'POST', BASE, { name: '售后一组' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      msg: '班组名称已存在',
      data: { fieldErrors: [{ path: 'name', message: '班组名称已存在' }] },
    });
    const [, second] = (await page()).list;
    const rename = await inject(
      'admin',
      'PUT',
      `${BASE}/${second!.id}`,
      { name: '售后一组', sort: 0, updatedAt: second!.updatedAt },
      { 'accept-language': 'en' },
    );
    expect(rename.statusCode).toBe(400);
    expect(rename.json().data.fieldErrors).toEqual([
      { path: 'name', message: 'A team with this name already exists.' },
    ]);
    const empty = await inject('admin', 'POST', BASE, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fieldErrors[0].path).toBe('name');
  });

  it('a disabled group is no longer offered by the enabled list', async () => {
    const group = await create('临时组');
    expect(await enabledNames()).toContain('临时组');
    const off = await inject('admin', 'PUT', `${BASE}/${group.id}/enabled`, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect(await enabledNames()).not.toContain('临时组');
    await inject('admin', 'PUT', `${BASE}/${group.id}/enabled`, { enabled: true });
    expect(await enabledNames()).toContain('临时组');
  });

  it('adds members, moves one from another group keeping the work status, removes one', async () => {
    const { list } = await page('售后');
    const first = list.find(({ name }) => name === '售后一组');
    const second = list.find(({ name }) => name === '售后二组');
    const target = await create('调配组');
    // service is in 售后一组 and on duty; sales is in no group.
    const added = await inject('admin', 'POST', `${BASE}/${target.id}/members`, {
      userIds: [as('service').userId, as('sales').userId, as('sales').userId],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ added: 1, moved: 1 });
    expect((await members(target.id)).map(({ name, memberEnabled }) => ({ name, memberEnabled }))).toEqual(
      expect.arrayContaining([
        { name: '李销售', memberEnabled: false },
        expect.objectContaining({ memberEnabled: true }),
      ]),
    );
    expect(await members(first!.id)).toEqual([]);
    expect((await page()).list.find(({ id }) => id === target.id)!.memberCount).toBe(2);
    const candidates = (
      await call(t.app, crmSupportGroupsApi.supportGroupCandidates.answer, {
        url: `${BASE}/member/candidates`,
        headers: as('admin').headers,
      })
    ).body.data;
    expect(candidates.find(({ userId }) => userId === as('service').userId)).toMatchObject({
      groupId: target.id,
      groupName: '调配组',
    });
    expect(candidates.some(({ userId }) => userId === branchOnlyUserId)).toBe(false);

    const removed = await inject('admin', 'DELETE', `${BASE}/${target.id}/members/${as('sales').userId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await inject('admin', 'DELETE', `${BASE}/${target.id}/members/${as('sales').userId}`);
    expect(again.statusCode).toBe(404);
    // Back to where the demo had them.
    await inject('admin', 'POST', `${BASE}/${first!.id}/members`, { userIds: [as('service').userId] });
    expect((await members(first!.id)).map(({ memberEnabled }) => memberEnabled)).toEqual([true]);
    expect((await members(second!.id)).length).toBe(1);
  });

  it("refuses another organization's users and groups (404)", async () => {
    const [first] = (await page('售后一组')).list;
    const outsider = await inject('admin', 'POST', `${BASE}/${first!.id}/members`, {
      userIds: [branchOnlyUserId],
    });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ code: 404, msg: '所选用户不是本组织成员', data: null });
    const branchGroup = await inject(
      'admin',
      'POST',
      BASE,
      { name: '分公司班组' },
      {
        'organization-id': String(branchId),
      },
    );
    expect(branchGroup.statusCode, branchGroup.body).toBe(200);
    const id = branchGroup.json().data.id as number;
    expect((await page('分公司')).total).toBe(0);
    const attempts = [
      inject('admin', 'GET', `${BASE}/${id}/members`),
      inject('admin', 'PUT', `${BASE}/${id}`, { name: 'x', sort: 0, updatedAt: new Date().toISOString() }),
      inject('admin', 'PUT', `${BASE}/${id}/enabled`, { enabled: false }),
      inject('admin', 'POST', `${BASE}/${id}/members`, { userIds: [as('service').userId] }),
      inject('admin', 'DELETE', `${BASE}/${id}/members/${as('service').userId}`),
      inject('admin', 'DELETE', `${BASE}/${id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    // The same name is free in another organization.
    const sameName = await inject(
      'admin',
      'POST',
      BASE,
      { name: '售后一组' },
      { 'organization-id': String(branchId) },
    );
    expect(sameName.statusCode, sameName.body).toBe(200);
  });

  it('refuses to delete a group that still handles support customers, deletes an idle one with its members', async () => {
    const busy = await create('忙碌组');
    const [customer] = await t.db
      .insert(crmSupportCustomers)
      .values({ orgId, name: '忙碌组客户', groupId: busy.id })
      .returning();
    const refused = await inject('admin', 'DELETE', `${BASE}/${busy.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('该班组下还有 1 个售后客户，请先将他们分配到其他班组再删除');
    await t.db.delete(crmSupportCustomers).where(eq(crmSupportCustomers.id, customer!.id));

    await inject('admin', 'POST', `${BASE}/${busy.id}/members`, { userIds: [as('sales').userId] });
    const deleted = await inject('admin', 'DELETE', `${BASE}/${busy.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await page('忙碌')).total).toBe(0);
    const left = await t.db
      .select()
      .from(crmSupportGroupMembers)
      .where(
        and(eq(crmSupportGroupMembers.orgId, orgId), eq(crmSupportGroupMembers.userId, as('sales').userId)),
      );
    expect(left).toEqual([]);
  });

  it('needs the support distribution opers (after-sales staff may only look)', async () => {
    const [first] = (await page()).list;
    expect((await inject('service', 'GET', `${BASE}/page`)).statusCode).toBe(200);
    const writes = [
      inject('service', 'POST', BASE, { name: '无权创建' }),
      inject('service', 'PUT', `${BASE}/${first!.id}/enabled`, { enabled: false }),
      inject('service', 'POST', `${BASE}/${first!.id}/members`, { userIds: [as('sales').userId] }),
      inject('service', 'DELETE', `${BASE}/${first!.id}`),
      inject('sales', 'GET', `${BASE}/page`),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
  });
});
