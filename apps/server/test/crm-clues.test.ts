// On PGlite too: the pool allocation's serialization must hold on both databases.
import { crmCluesApi, crmCustomersApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { roundRobinTargets } from '../src/modules/crm/clues/clue-allocation.service.js';
import { crmClues } from '../src/modules/crm/clues.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { crmPersonPoolMembers } from '../src/modules/crm/support.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { auditEntries, buildTestApp, call, newestNotice, signIn, type TestApp } from './harness.js';

const api = crmCluesApi;
let t: TestApp;
let branchId: number;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'agent']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!;
let phoneSeq = 0;
const freshPhone = () => `1780000${String(++phoneSeq).padStart(4, '0')}`;

const inject = (
  username: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...as(username).headers, ...headers },
    ...(payload ? { payload } : {}),
  });

const ok = async <T>(pending: ReturnType<typeof inject>, parse: (data: unknown) => T) => {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.json().data);
};
const createPool = (name: string, members: string[], allocationMode = 'round_robin') =>
  ok(
    inject('admin', 'POST', '/erp/crm/clue/pool', {
      name,
      allocationMode,
      memberUserIds: members.map((username) => as(username).userId),
    }),
    (data) => api.cluePoolCreate.answer.parse(data),
  );
const createClue = (poolId: number, name: string, phone = freshPhone(), username = 'admin') =>
  ok(inject(username, 'POST', '/erp/crm/clue', { poolId, name, company: `${name}公司`, phone }), (data) =>
    api.clueCreate.answer.parse(data),
  );
const allocate = (poolId: number, body: Record<string, unknown>) =>
  inject('admin', 'PUT', `/erp/crm/clue/pool/${poolId}/allocate`, body);
const clues = async (username: string, query: Record<string, string>) =>
  (
    await call(t.app, api.cluePage.answer, {
      url: '/erp/crm/clue/page',
      query,
      headers: as(username).headers,
    })
  ).body.data;
const undealt = async (username: string, query: Record<string, string> = {}) =>
  (
    await call(t.app, api.undealtPage.answer, {
      url: '/erp/crm/customer/undealt/page',
      query: { pageSize: '500', ...query },
      headers: as(username).headers,
    })
  ).body.data;
const setSwitch = (username: string, autoAssignableSelf: boolean) =>
  t.db
    .insert(crmPersonPoolMembers)
    .values({ orgId, userId: as(username).userId, autoAssignableSelf })
    .onConflictDoUpdate({
      target: [crmPersonPoolMembers.orgId, crmPersonPoolMembers.userId],
      set: { autoAssignableSelf },
    });
let orgId = 0;

describe('demo clue pools', () => {
  it('lists both demo pools for the administrator, the manager and their member 李销售; refuses the agent', async () => {
    const names = async (username: string) =>
      (
        await call(t.app, api.cluePoolPage.answer, {
          url: '/erp/crm/clue/pool/page',
          headers: as(username).headers,
        })
      ).body.data;
    const admins = await names('admin');
    expect(admins.list.map(({ name }) => name).sort()).toEqual(['华东线索池', '展会线索池']);
    expect(admins.pageSize).toBe(10);
    const east = admins.list.find(({ name }) => name === '华东线索池')!;
    expect(east).toMatchObject({
      memberCount: 2,
      clueCount: 5,
      unassignedCount: 2,
      allocationMode: 'round_robin',
    });
    expect((await names('manager')).total).toBe(2);
    expect((await names('sales')).total).toBe(2);
    expect((await inject('agent', 'GET', '/erp/crm/clue/pool/page')).statusCode).toBe(403);
    const [clue] = await t.db.select().from(crmClues).limit(1);
    orgId = clue!.orgId;
  });
});

describe('clue pool editing', () => {
  it('renames, changes the mode and the members (round-robin order), with the version', async () => {
    const pool = await createPool('编辑-池', ['sales']);
    const updated = await ok(
      inject('admin', 'PUT', `/erp/crm/clue/pool/${pool.id}`, {
        name: '编辑-池-改',
        allocationMode: 'manual',
        memberUserIds: [as('sales2').userId, as('sales').userId],
        version: pool.version,
      }),
      (data) => api.cluePoolUpdate.answer.parse(data),
    );
    expect(updated).toMatchObject({
      name: '编辑-池-改',
      allocationMode: 'manual',
      version: pool.version + 1,
    });
    expect(updated.members.map(({ name }) => name)).toEqual(['张销售', '李销售']);
    const stale = await inject('admin', 'PUT', `/erp/crm/clue/pool/${pool.id}`, {
      name: 'x',
      allocationMode: 'manual',
      memberUserIds: [],
      version: pool.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('gives a new member the auto-assign switch, on; an existing member keeps their choice', async () => {
    const manager = as('manager').userId;
    await t.db
      .delete(crmPersonPoolMembers)
      .where(and(eq(crmPersonPoolMembers.orgId, orgId), eq(crmPersonPoolMembers.userId, manager)));
    await setSwitch('agent', false);
    await createPool('新成员-池', ['manager', 'agent']);
    const self = (username: string) =>
      inject(username, 'GET', `/erp/crm/customer/person/pool/member/${as(username).userId}/self`);
    expect((await self('manager')).json().data).toEqual({ autoAssignableSelf: true });
    expect((await self('agent')).json().data).toEqual({ autoAssignableSelf: false });
  });

  it('refuses a taken name, a member twice and a user of no organization membership', async () => {
    const taken = await inject('admin', 'POST', '/erp/crm/clue/pool', {
      name: '华东线索池',
      allocationMode: 'manual',
      memberUserIds: [],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().data.fieldErrors).toEqual([{ path: 'name', message: '线索池名称已存在' }]);
    const twice = await inject('admin', 'POST', '/erp/crm/clue/pool', {
      name: '重复成员',
      allocationMode: 'manual',
      memberUserIds: [as('sales').userId, as('sales').userId],
    });
    expect(twice.statusCode).toBe(400);
    const stranger = await inject('admin', 'POST', '/erp/crm/clue/pool', {
      name: '陌生成员',
      allocationMode: 'manual',
      memberUserIds: [2_000_000_000],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().data.fieldErrors[0].path).toBe('memberUserIds');
  });
});

describe('round-robin allocation', () => {
  it('picks only members whose switch is on and goes on from the persisted cursor', async () => {
    expect(roundRobinTargets([{ userId: 1, autoAssignable: false }], null, 2)).toEqual([]);
    await setSwitch('sales', true);
    await setSwitch('agent', false);
    await setSwitch('sales2', true);
    const pool = await createPool('轮询-池', ['sales', 'agent', 'sales2']);
    const batch = await Promise.all([1, 2, 3].map((n) => createClue(pool.id, `轮询-${n}`)));
    const first = await ok(
      allocate(pool.id, { mode: 'round_robin', clueIds: batch.map(({ id }) => id) }),
      (data) => api.clueAllocate.answer.parse(data),
    );
    expect(first.assignments.map(({ name }) => name)).toEqual(['李销售', '张销售', '李销售']);
    // Each receiver is told once, with their own count, opening their pending work.
    const newest = (username: string) => newestNotice(t.app, as(username).headers);
    expect(await newest('sales')).toMatchObject({
      kind: 'clue.assigned',
      title: '2 条线索已分配给您，请及时跟进',
      path: '/customer/undealt/list',
    });
    expect((await newest('sales2'))?.title).toBe('1 条线索已分配给您，请及时跟进');

    const next = await createClue(pool.id, '轮询-4');
    const second = await ok(allocate(pool.id, { mode: 'round_robin', clueIds: [next.id] }), (data) =>
      api.clueAllocate.answer.parse(data),
    );
    expect(second.assignments.map(({ name }) => name)).toEqual(['张销售']);

    await setSwitch('sales', false);
    const more = await Promise.all([5, 6].map((n) => createClue(pool.id, `轮询-${n}`)));
    const third = await ok(
      allocate(pool.id, { mode: 'round_robin', clueIds: more.map(({ id }) => id) }),
      (data) => api.clueAllocate.answer.parse(data),
    );
    expect(third.assignments.map(({ name }) => name)).toEqual(['张销售', '张销售']);

    await setSwitch('sales2', false);
    const none = await allocate(pool.id, { mode: 'round_robin', clueIds: [more[0]!.id] });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe('该线索池没有开启自动分配的成员');
    await setSwitch('sales', true);
    await setSwitch('sales2', true);
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'clue'), eq(auditLog.entityId, String(next.id))),
    );
    expect(audits.map(({ action }) => action)).toEqual(['create', 'update']);
  });

  it('serializes two concurrent allocations of one pool: no member served twice in a row', async () => {
    const pool = await createPool('并发-池', ['sales', 'sales2']);
    const [a, b] = await Promise.all([1, 2].map((n) => createClue(pool.id, `并发-${n}`)));
    const answers = await Promise.all([
      allocate(pool.id, { mode: 'round_robin', clueIds: [a!.id] }),
      allocate(pool.id, { mode: 'round_robin', clueIds: [b!.id] }),
    ]);
    const names = answers.map((response) => response.json().data.assignments[0].name).sort();
    expect(names).toEqual(['张销售', '李销售']);
  });

  it('assigns manually only to a pool member', async () => {
    const pool = await createPool('手动-池', ['sales2'], 'manual');
    const clue = await createClue(pool.id, '手动-1');
    const outsider = await allocate(pool.id, {
      mode: 'manual',
      clueIds: [clue.id],
      toUserId: as('sales').userId,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().data.fieldErrors[0]).toEqual({
      path: 'toUserId',
      message: '接收人不是该线索池的成员',
    });
    const done = await allocate(pool.id, {
      mode: 'manual',
      clueIds: [clue.id],
      toUserId: as('sales2').userId,
    });
    expect(done.statusCode).toBe(200);
    const [row] = await t.db.select().from(crmClues).where(eq(crmClues.id, clue.id));
    expect(row).toMatchObject({ status: 'assigned', assigneeUserId: as('sales2').userId });
    expect(row!.assigneeDepartmentId).not.toBeNull();
  });
});

describe('duplicate phones across customers and clues', () => {
  it('refuses a clue with a customer phone (naming the sn) or an open clue phone (naming the clue)', async () => {
    const [east] = (await clues('admin', { name: '陈先生' })).list;
    const [customer] = await t.db.select().from(customers).where(eq(customers.phone, '13600000101'));
    const customerTaken = await inject('admin', 'POST', '/erp/crm/clue', {
      poolId: east!.poolId,
      name: '重复-客户号码',
      phone: '136 0000 0101',
    });
    expect(customerTaken.statusCode).toBe(400);
    expect(customerTaken.json().data.fieldErrors).toEqual([
      { path: 'phone', message: `该联系电话已属于客户 ${customer!.sn}` },
    ]);
    const clueTaken = await inject('admin', 'POST', '/erp/crm/clue', {
      poolId: east!.poolId,
      name: '重复-线索号码',
      phone: east!.phone,
    });
    expect(clueTaken.json().data.fieldErrors).toEqual([
      { path: 'phone', message: '该联系电话已属于线索 陈先生' },
    ]);
  });

  it('refuses a customer with an open clue phone, and a bad clue phone with 联系电话格式不正确', async () => {
    const [east] = (await clues('admin', { name: '赵女士' })).list;
    const response = await inject('sales', 'POST', '/erp/crm/customer', {
      name: '重复-新客户',
      phone: east!.phone,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([
      { path: 'phone', message: '该联系电话已属于线索 赵女士' },
    ]);
    const bad = await inject('admin', 'POST', '/erp/crm/clue', {
      poolId: east!.poolId,
      name: '坏号码',
      phone: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors).toEqual([{ path: 'phone', message: '联系电话格式不正确' }]);
  });
});

describe('conversion to a customer', () => {
  it("creates the customer owned by the assignee, marks the clue converted and adds 'converted' to the timeline", async () => {
    const pool = await createPool('转化-池', ['sales2'], 'manual');
    const clue = await createClue(pool.id, '转化-甲');
    await allocate(pool.id, { mode: 'manual', clueIds: [clue.id], toUserId: as('sales2').userId });
    const customer = await ok(inject('sales2', 'PUT', `/erp/crm/clue/${clue.id}/convert`), (data) =>
      api.clueConvert.answer.parse(data),
    );
    expect(customer).toMatchObject({
      name: '转化-甲公司',
      phone: clue.phone,
      ownerUserId: as('sales2').userId,
    });
    expect(customer.sn).toMatch(/^KH\d{8}$/);
    const [row] = await t.db.select().from(crmClues).where(eq(crmClues.id, clue.id));
    expect(row).toMatchObject({ status: 'converted', convertedCustomerId: customer.id });
    const detail = await call(t.app, crmCustomersApi.customerDetail.answer, {
      url: `/erp/crm/customer/${customer.id}`,
      headers: as('sales2').headers,
    });
    expect(detail.body.data.events.map(({ kind }) => kind)).toEqual(['converted', 'created']);
    expect(detail.body.data.contacts.map(({ name }) => name)).toEqual(['转化-甲']);
    const again = await inject('sales2', 'PUT', `/erp/crm/clue/${clue.id}/convert`);
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该线索已转化为客户');
  });

  it('refuses an unassigned clue, and a phone a customer got meanwhile (nothing changes)', async () => {
    const pool = await createPool('转化-重复-池', ['sales'], 'manual');
    const unassigned = await createClue(pool.id, '转化-未分配');
    expect((await inject('admin', 'PUT', `/erp/crm/clue/${unassigned.id}/convert`)).json().msg).toBe(
      '线索须先分配负责人才能转化',
    );
    const clue = await createClue(pool.id, '转化-乙');
    await allocate(pool.id, { mode: 'manual', clueIds: [clue.id], toUserId: as('sales').userId });
    // A customer that arrived with the same phone outside the create path (e.g. a bulk load).
    const [other] = await t.db
      .insert(customers)
      .values({ orgId, sn: 'KH-DUP-1', name: '先到的客户', phone: clue.phone })
      .returning();
    const refused = await inject('sales', 'PUT', `/erp/crm/clue/${clue.id}/convert`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fieldErrors).toEqual([
      { path: 'phone', message: `该联系电话已属于客户 ${other!.sn}` },
    ]);
    const [row] = await t.db.select().from(crmClues).where(eq(crmClues.id, clue.id));
    expect(row).toMatchObject({ status: 'assigned', convertedCustomerId: null });
  });
});

describe('clue data scope and the undealt list', () => {
  let teamClue: number;
  let salesCustomer: number;
  beforeAll(async () => {
    const pool = await createPool('范围-池', ['sales2'], 'manual');
    const clue = await createClue(pool.id, '范围-张销售的线索');
    await allocate(pool.id, { mode: 'manual', clueIds: [clue.id], toUserId: as('sales2').userId });
    teamClue = clue.id;
    salesCustomer = (
      await ok(
        inject('sales', 'POST', '/erp/crm/customer', { name: '范围-李销售的新客户', phone: freshPhone() }),
        (data) => crmCustomersApi.customerCreate.answer.parse(data),
      )
    ).id;
  });
  const clueNames = async (username: string) =>
    (await clues(username, { name: '范围-' })).list.map(({ name }) => name);

  it('shows pool clues to members and assignees, the subtree to the manager, all to the administrator', async () => {
    expect(await clueNames('sales2')).toEqual(['范围-张销售的线索']);
    expect(await clueNames('sales')).toEqual([]);
    expect(await clueNames('manager')).toEqual(['范围-张销售的线索']);
    expect(await clueNames('admin')).toEqual(['范围-张销售的线索']);
  });

  it('lists clues and customers nobody followed up, in scope, with their kind', async () => {
    const keys = async (username: string, query: Record<string, string> = {}) =>
      (await undealt(username, query)).list.map(({ kind, id }) => `${kind}:${id}`);
    expect(await keys('sales2')).toContain(`clue:${teamClue}`);
    expect(await keys('sales2')).not.toContain(`customer:${salesCustomer}`);
    expect(await keys('sales')).toContain(`customer:${salesCustomer}`);
    expect(await keys('sales')).not.toContain(`clue:${teamClue}`);
    expect(await keys('manager')).toEqual(
      expect.arrayContaining([`clue:${teamClue}`, `customer:${salesCustomer}`]),
    );
    expect(await keys('admin', { kind: 'customer' })).not.toContain(`clue:${teamClue}`);
    expect((await undealt('admin', { kind: 'clue' })).list.every(({ kind }) => kind === 'clue')).toBe(true);
    const page = await undealt('admin', { pageSize: '' });
    expect(page.pageSize).toBe(10);
    expect(page.total).toBeGreaterThan(10);
    // The demo clue 刘女士 was followed up: never undealt.
    expect((await undealt('admin')).list.some(({ name }) => name === '刘女士')).toBe(false);

    await t.db.update(crmClues).set({ lastFollowUpAt: new Date() }).where(eq(crmClues.id, teamClue));
    expect(await keys('sales2')).not.toContain(`clue:${teamClue}`);
    expect((await inject('agent', 'GET', '/erp/crm/customer/undealt/page')).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another organization's pools and clues, and lists none of them", async () => {
    const branch = { 'organization-id': String(branchId) };
    const [demoClue] = (await clues('admin', { name: '陈先生' })).list;
    const pools = await inject('admin', 'GET', '/erp/crm/clue/pool/page', undefined, branch);
    expect(pools.json().data.total).toBe(0);
    const listed = await inject('admin', 'GET', '/erp/crm/clue/page', undefined, branch);
    expect(listed.json().data.total).toBe(0);
    expect(
      (await inject('admin', 'GET', `/erp/crm/clue/pool/${demoClue!.poolId}`, undefined, branch)).statusCode,
    ).toBe(404);
    const allocated = await inject(
      'admin',
      'PUT',
      `/erp/crm/clue/pool/${demoClue!.poolId}/allocate`,
      { mode: 'round_robin', clueIds: [demoClue!.id] },
      branch,
    );
    expect(allocated.statusCode).toBe(404);
    expect(
      (await inject('admin', 'PUT', `/erp/crm/clue/${demoClue!.id}/convert`, undefined, branch)).statusCode,
    ).toBe(404);
    const created = await inject(
      'admin',
      'POST',
      '/erp/crm/clue',
      { poolId: demoClue!.poolId, name: '跨组织', phone: freshPhone() },
      branch,
    );
    expect(created.statusCode).toBe(404);
    const undealtBranch = await inject('admin', 'GET', '/erp/crm/customer/undealt/page', undefined, branch);
    expect(undealtBranch.json().data.list.some(({ kind }: { kind: string }) => kind === 'clue')).toBe(false);
  });
});
