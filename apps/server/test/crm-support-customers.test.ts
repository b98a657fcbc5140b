import { crmSupportCustomersApi } from '@atrium/contract';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { crmClues } from '../src/modules/crm/clues.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../src/modules/crm/support.tables.js';
import { crmSupportDistributionRules } from '../src/modules/crm/support-customers.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { exportCsv } from './export-files.js';
import { auditEntries, buildTestApp, call, grantToRoles, signIn, type TestApp } from './harness.js';
import { roleHolder } from './role-holder-kit.js';

const api = crmSupportCustomersApi;
const BASE = '/erp/crm/customer/support/customer';
let t: TestApp;
let orgId: number;
let branchId: number;
const groupIds: Record<string, number> = {};
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  // The call agent (售后二组, own scope) and 王经理 (leader of 销售部) may list support customers here.
  await grantToRoles(t.db, ['callAgent', 'salesManager'], ['supportCustomerList:query']);
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'service', 'agent', 'warehouse']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  orgId = demo!.id;
  branchId = branch!.id;
  for (const group of await t.db.select().from(crmSupportGroups).where(eq(crmSupportGroups.orgId, orgId)))
    groupIds[group.name] = group.id;
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!;
let phoneSeq = 0;
const freshPhone = () => `1760000${String(++phoneSeq).padStart(4, '0')}`;

const create = (username: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...as(username).headers, ...headers },
    payload: { phone: freshPhone(), ...body },
  });
const created = async (username: string, body: Record<string, unknown>) => {
  const response = await create(username, body);
  expect(response.statusCode, response.body).toBe(200);
  return api.supportCustomerCreate.answer.parse(response.json().data);
};
const list = async (username: string, query: Record<string, string> = {}) =>
  (
    await call(t.app, api.supportCustomerPage.answer, {
      url: `${BASE}/page`,
      query,
      headers: as(username).headers,
    })
  ).body.data;

describe('demo support customers (run first)', () => {
  it('puts five in 售后一组/售后二组; 售后一组 distributes', async () => {
    expect((await list('admin')).total).toBe(5);
    expect((await list('service')).total).toBe(3);
    expect((await list('agent')).total).toBe(1);
    const overview = await call(t.app, api.supportDistributionList.answer, {
      url: '/erp/crm/customer/support/distribution/list',
      headers: as('admin').headers,
    });
    const first = overview.body.data.find(({ name }) => name === '售后一组')!;
    expect(first.enabled).toBe(true);
    expect(first.members).toEqual([
      { userId: as('service').userId, name: '钱售后', memberEnabled: true, load: 3 },
    ]);
  });
});

describe('round-robin distribution', () => {
  it('skips members switched off and continues from the persisted cursor', async () => {
    const group = groupIds['售后一组']!;
    // 售后一组: service (on, demo), plus sales2 on and warehouse off; the cursor restarts at none.
    await t.db.insert(crmSupportGroupMembers).values([
      { orgId, userId: as('sales2').userId, groupId: group, memberEnabled: true },
      { orgId, userId: as('warehouse').userId, groupId: group, memberEnabled: false },
    ]);
    await t.db
      .update(crmSupportDistributionRules)
      .set({ cursorUserId: null })
      .where(
        and(eq(crmSupportDistributionRules.orgId, orgId), eq(crmSupportDistributionRules.groupId, group)),
      );
    const onDuty = [as('service').userId, as('sales2').userId].sort((a, b) => a - b);
    const handlers: (number | null)[] = [];
    for (const name of ['轮转-1', '轮转-2', '轮转-3']) {
      handlers.push((await created('admin', { name, groupId: group })).handlerUserId);
    }
    expect(handlers).toEqual([onDuty[0], onDuty[1], onDuty[0]]);
    const [rule] = await t.db
      .select()
      .from(crmSupportDistributionRules)
      .where(
        and(eq(crmSupportDistributionRules.orgId, orgId), eq(crmSupportDistributionRules.groupId, group)),
      );
    expect(rule!.cursorUserId).toBe(onDuty[0]);
    // warehouse comes on duty: the next turn continues after the cursor, in user-id order.
    await t.db
      .update(crmSupportGroupMembers)
      .set({ memberEnabled: true })
      .where(
        and(
          eq(crmSupportGroupMembers.orgId, orgId),
          eq(crmSupportGroupMembers.userId, as('warehouse').userId),
        ),
      );
    const all = [...onDuty, as('warehouse').userId].sort((a, b) => a - b);
    const next = all.find((id) => id > onDuty[0]!) ?? all[0];
    expect((await created('admin', { name: '轮转-4', groupId: group })).handlerUserId).toBe(next);
    await t.db
      .delete(crmSupportGroupMembers)
      .where(and(eq(crmSupportGroupMembers.orgId, orgId), eq(crmSupportGroupMembers.groupId, group)))
      .then(() =>
        t.db
          .insert(crmSupportGroupMembers)
          .values({ orgId, userId: as('service').userId, groupId: group, memberEnabled: true }),
      );
  });

  it('leaves a new record unhandled when the rule is off, and the switch is audited', async () => {
    const group = groupIds['售后二组']!;
    expect((await created('admin', { name: '轮转-关闭', groupId: group })).handlerUserId).toBeNull();
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/erp/crm/customer/support/distribution/${group}/enable`,
      headers: as('admin').headers,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    // agent, the only member of 售后二组, is off duty in the demo: still nobody.
    expect((await created('admin', { name: '轮转-无人值班', groupId: group })).handlerUserId).toBeNull();
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'supportDistributionRule'), eq(auditLog.entityId, String(group))),
    );
    expect(audits.length).toBeGreaterThan(0);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/erp/crm/customer/support/distribution/${group}/enable`,
      headers: as('service').headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('support customer data scope', () => {
  it('shows a member what they handle, a leader the department subtree, an administrator all', async () => {
    // sales (销售一组, under 王经理's 销售部) joins 售后二组 to handle one.
    await t.db
      .insert(crmSupportGroupMembers)
      .values({ orgId, userId: as('sales').userId, groupId: groupIds['售后二组']!, memberEnabled: false });
    const mine = await created('admin', { name: '范围-李销售处理', handlerUserId: as('sales').userId });
    expect(mine.groupId).toBe(groupIds['售后二组']);
    const names = async (username: string) =>
      (await list(username, { name: '范围-' })).list.map(({ name }) => name);
    const agents = await created('admin', { name: '范围-坐席处理', handlerUserId: as('agent').userId });
    expect(await names('agent')).toEqual([agents.name]);
    expect(await names('manager')).toEqual(['范围-李销售处理']);
    expect(await names('service')).toEqual([]);
    expect(await names('admin')).toEqual([agents.name, '范围-李销售处理']);
    const other = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${mine.id}`,
      headers: as('service').headers,
    });
    expect(other.statusCode).toBe(404);
    const redistribute = await t.app.inject({
      method: 'PUT',
      url: '/erp/crm/customer/support/distribution/redistribute',
      headers: as('admin').headers,
      payload: { ids: [mine.id], toUserId: as('service').userId },
    });
    expect(redistribute.statusCode, redistribute.body).toBe(200);
    expect(await names('service')).toEqual(['范围-李销售处理']);
    expect(await names('manager')).toEqual([]);
    const moved = (await list('admin', { name: '范围-李' })).list[0]!;
    expect([moved.groupId, moved.handlerName]).toEqual([groupIds['售后一组'], '钱售后']);
  });
});

describe('role data scopes for support customers', () => {
  const GRANTS = [
    'supportCustomerList',
    'supportCustomerList:query',
    'supportCustomerList:get',
    'supportCustomerList:update',
    'supportCustomerList:export',
    'downloadCenterManage:query',
    'downloadCenterManage:get',
  ];

  it('"every record" shows another handler\'s support customer in page, get and export; no choice: 404', async () => {
    const admin = as('admin').headers;
    const every = await roleHolder(t.app, admin, 'crmAllSupport', GRANTS, [
      { resource: 'supportCustomer', scope: 'all' },
    ]);
    const own = await roleHolder(t.app, admin, 'crmOwnSupport', GRANTS);
    const record = await created('admin', { name: '角色范围-坐席处理', handlerUserId: as('agent').userId });
    const namesOf = async (headers: Record<string, string>) =>
      (
        await call(t.app, api.supportCustomerPage.answer, {
          url: `${BASE}/page`,
          query: { name: '角色范围-' },
          headers,
        })
      ).body.data.list.map(({ name }) => name);
    expect(await namesOf(every.headers)).toEqual([record.name]);
    expect((await t.app.inject({ url: `${BASE}/${record.id}`, headers: every.headers })).statusCode).toBe(
      200,
    );
    const { records } = await exportCsv(t.app, api.supportCustomerExport.path, every.headers, {
      name: '角色范围-',
    });
    expect(records.map((row) => row.客户名称)).toEqual([record.name]);

    expect(await namesOf(own.headers)).toEqual([]);
    expect((await t.app.inject({ url: `${BASE}/${record.id}`, headers: own.headers })).statusCode).toBe(404);
    const edit = { name: '越权', phone: record.phone, version: record.version };
    const outside = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${record.id}`,
      headers: own.headers,
      payload: edit,
    });
    expect(outside.statusCode).toBe(404);

    // Every support customer is not every CRM customer: linking one still needs it in the customers' scope.
    const salesCustomer = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/customer',
      headers: as('sales').headers,
      payload: { name: '角色范围-李销售的客户', phone: freshPhone() },
    });
    const link = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${record.id}`,
      headers: every.headers,
      payload: { ...edit, customerId: salesCustomer.json().data.id },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().data.fieldErrors[0].path).toBe('customerId');
  });
});

describe('support customer input', () => {
  it('stores the phone normalized and refuses a bad one with a localized 400', async () => {
    // The browser sends empty choices as '' (spec §5): no group, no handler, no linked customer.
    const row = await created('admin', {
      name: '号码-规范',
      phone: '138 0013 8000',
      groupId: '',
      handlerUserId: '',
      customerId: '',
    });
    expect([row.groupId, row.handlerUserId, row.customerId]).toEqual([null, null, null]);
    expect(row.phone).toBe('13800138000');
    const bad = await create('admin', { name: '号码-错误', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors).toEqual([{ path: 'phone', message: '联系电话格式不正确' }]);
    const english = await create('admin', { name: '' }, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json().data.fieldErrors[0].path).toBe('name');
  });

  it('refuses a handler outside the chosen group', async () => {
    const response = await create('admin', {
      name: '处理人-错组',
      groupId: groupIds['售后二组'],
      handlerUserId: as('service').userId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([
      { path: 'handlerUserId', message: '处理人不是所选售后班组的成员' },
    ]);
  });

  it('edits with the version and deletes after it', async () => {
    const row = await created('admin', { name: '编辑-前' });
    const update = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${row.id}`,
      headers: as('admin').headers,
      payload: { name: '编辑-后', phone: row.phone, status: 'done', version: row.version },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ name: '编辑-后', status: 'done', version: row.version + 1 });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${row.id}`,
      headers: as('admin').headers,
      payload: { name: '编辑-旧', phone: row.phone, version: row.version },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${row.id}`,
      headers: as('admin').headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list('admin', { name: '编辑-' })).total).toBe(0);
  });
});

describe('duplicate phones across customers, clues and support customers', () => {
  it('refuses a phone another record holds, naming it; the linked customer is the same buyer', async () => {
    const held = await create('admin', { name: '重复-客户号码', phone: '13600000101' });
    expect(held.statusCode).toBe(400);
    expect(held.json().data.fieldErrors[0].path).toBe('phone');
    expect(held.json().data.fieldErrors[0].message).toMatch(/KH\d{8}/);
    const [customer] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.phone, '13600000101')));
    const linked = await created('admin', {
      name: '重复-关联客户',
      phone: '13600000101',
      customerId: customer!.id,
    });
    expect(linked.customerName).toBe('上海云帆贸易有限公司');
    const again = await create('admin', { name: '重复-售后', phone: '13700000201' });
    expect(again.json().data.fieldErrors).toEqual([
      { path: 'phone', message: '该联系电话已属于售后客户 陈女士' },
    ]);
    const customerCreate = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/customer',
      headers: as('admin').headers,
      payload: { name: '重复-新客户', phone: '13700000201' },
    });
    expect(customerCreate.statusCode).toBe(400);
    expect(customerCreate.json().data.fieldErrors).toEqual([
      { path: 'phone', message: '该联系电话已属于售后客户 陈女士' },
    ]);
    const [clue] = await t.db
      .select({ phone: crmClues.phone, name: crmClues.name })
      .from(crmClues)
      .where(and(eq(crmClues.orgId, orgId), ne(crmClues.status, 'converted'), ne(crmClues.phone, '')));
    const clash = await create('admin', { name: '重复-线索', phone: clue!.phone });
    expect(clash.json().data.fieldErrors[0].message).toContain(clue!.name);
    // Saving a record with its own unchanged phone is no duplicate.
    const own = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${linked.id}`,
      headers: as('admin').headers,
      payload: {
        name: '重复-关联客户',
        phone: linked.phone,
        customerId: customer!.id,
        version: linked.version,
      },
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('keeps another organization’s support customers out of reach', async () => {
    const response = await create(
      'admin',
      { name: '分公司售后客户' },
      { 'organization-id': String(branchId) },
    );
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data.id as number;
    expect((await list('admin', { name: '分公司' })).total).toBe(0);
    const get = await t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: as('admin').headers });
    expect(get.statusCode).toBe(404);
    const redistribute = await t.app.inject({
      method: 'PUT',
      url: '/erp/crm/customer/support/distribution/redistribute',
      headers: as('admin').headers,
      payload: { ids: [id], toUserId: as('service').userId },
    });
    expect(redistribute.statusCode).toBe(404);
  });
});
