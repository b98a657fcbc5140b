import { crmCustomersApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { exportCsv } from './export-files.js';
import { auditEntries, buildTestApp, call, newestNotice, signIn, type TestApp } from './harness.js';
import { roleHolder } from './role-holder-kit.js';

const api = crmCustomersApi;
let t: TestApp;
let branchId: number;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'agent', 'warehouse']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!;
let phoneSeq = 0;
/** A fresh valid mobile number per call, so tests never collide with each other or the demo data. */
const freshPhone = () => `1770000${String(++phoneSeq).padStart(4, '0')}`;

const create = (username: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: { ...as(username).headers, ...headers },
    payload: body,
  });
const created = async (
  username: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => {
  const response = await create(username, { phone: freshPhone(), ...body }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return api.customerCreate.answer.parse(response.json().data);
};
const list = async (username: string, query: Record<string, string>, url = '/erp/crm/customer/page') =>
  (await call(t.app, api.customerPage.answer, { url, query, headers: as(username).headers })).body.data;
const detail = (username: string, id: number) =>
  call(t.app, api.customerDetail.answer.nullable(), {
    url: `/erp/crm/customer/${id}`,
    headers: as(username).headers,
  });
const newest = (username: string) => newestNotice(t.app, as(username).headers);
const put = (username: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: as(username).headers, ...(payload ? { payload } : {}) });

describe('demo customers (run first: later tests add customers)', () => {
  it('gives 李销售 three customers, 王经理 his two plus his department, and three to the pool', async () => {
    expect((await list('sales', {})).total).toBe(3);
    const managers = await list('manager', {});
    expect(managers.total).toBe(5);
    expect(new Set(managers.list.map(({ ownerName }) => ownerName))).toEqual(new Set(['李销售', '王经理']));
    expect((await list('sales', {}, '/erp/crm/customer/pool/page')).total).toBe(3);
    expect((await list('agent', {})).total).toBe(0);
  });
});

describe('customer data scope', () => {
  let mine: number;
  let agents: number;
  beforeAll(async () => {
    mine = (await created('sales', { name: '范围-李销售的客户' })).id;
    agents = (await created('agent', { name: '范围-坐席的客户' })).id;
  });
  const names = async (username: string) =>
    (await list(username, { name: '范围-' })).list.map(({ name }) => name).sort();

  it('shows a salesperson only the customers they own', async () => {
    expect(await names('sales')).toEqual(['范围-李销售的客户']);
    expect((await detail('sales', agents)).status).toBe(404);
    expect((await detail('sales', mine)).status).toBe(200);
  });

  it("shows the leader of 销售部 the customers of the department's subtree, not others", async () => {
    expect(await names('manager')).toEqual(['范围-李销售的客户']);
    expect((await detail('manager', mine)).status).toBe(200);
    expect((await detail('manager', agents)).status).toBe(404);
  });

  it('shows the administrator every customer of the organization', async () => {
    expect(await names('admin')).toEqual(['范围-坐席的客户', '范围-李销售的客户']);
  });

  it('answers totals, page size 10 and the name filter', async () => {
    const page = await list('admin', { name: '范围-', pageSize: '' });
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 10, totalExact: true });
  });
});

describe('creating a customer', () => {
  it('stores the phone normalized and answers the sn', async () => {
    const customer = await created('sales', { name: '新建-规范化', phone: '+86 177 1111 2222' });
    expect(customer.phone).toBe('17711112222');
    expect(customer.sn).toMatch(/^KH\d{8}$/);
    expect(customer.ownerUserId).toBe(as('sales').userId);
    const found = await list('sales', { phone: '177-1111-2222'.replaceAll('-', ' ') });
    expect(found.list.map(({ id }) => id)).toEqual([customer.id]);
  });

  it('refuses a bad phone with 联系电话格式不正确', async () => {
    const response = await create('sales', { name: '新建-坏号码', phone: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      data: { fieldErrors: [{ path: 'phone', message: '联系电话格式不正确' }] },
    });
  });

  it('refuses a phone another customer holds, naming its sn', async () => {
    const first = await created('agent', { name: '新建-先来的', phone: '0755-7654321' });
    const response = await create('sales', { name: '新建-后到的', phone: '0755 7654321' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([
      { path: 'phone', message: `该联系电话已属于客户 ${first.sn}` },
    ]);
  });

  it('writes a created row on the timeline and an audit entry', async () => {
    const customer = await created('sales', {
      name: '新建-带联系人',
      contacts: [{ name: '张三', phone: '138 0000 9999', role: '采购' }],
    });
    const { body } = await detail('sales', customer.id);
    expect(body.data!.contacts).toEqual([
      { id: expect.any(Number), name: '张三', phone: '13800009999', role: '采购' },
    ]);
    expect(body.data!.events.map(({ kind }) => kind)).toEqual(['created']);
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(customer.id))),
    );
    expect(audits.map(({ action }) => action)).toEqual(['create']);
  });
});

describe('pool, claim, put back and transfer', () => {
  it('claims from the pool and puts back with a reason, both on the timeline', async () => {
    const pooled = await created('manager', { name: '公海-待领取', toPool: true });
    expect(pooled.ownerUserId).toBeNull();
    const pool = await list('sales', { name: '公海-待领取' }, '/erp/crm/customer/pool/page');
    expect(pool.list.map(({ id }) => id)).toEqual([pooled.id]);

    expect((await put('sales', `/erp/crm/customer/${pooled.id}/claim`)).statusCode).toBe(200);
    expect((await list('sales', { name: '公海-待领取' })).total).toBe(1);
    const again = await put('manager', `/erp/crm/customer/${pooled.id}/claim`);
    expect(again.json()).toMatchObject({ code: 400, msg: '该客户已有负责人，不能领取' });

    const noReason = await put('sales', `/erp/crm/customer/${pooled.id}/release`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const released = await put('sales', `/erp/crm/customer/${pooled.id}/release`, { reason: '客户暂无需求' });
    expect(released.statusCode).toBe(200);
    expect(released.json().data.ownerUserId).toBeNull();

    const { body } = await detail('sales', pooled.id);
    expect(body.data!.events.map(({ kind, reason, toOwnerName }) => ({ kind, reason, toOwnerName }))).toEqual(
      [
        { kind: 'released', reason: '客户暂无需求', toOwnerName: '' },
        { kind: 'claimed', reason: '', toOwnerName: '李销售' },
        { kind: 'created', reason: '', toOwnerName: '' },
      ],
    );
  });

  it('transfers one and many customers with a reason, recording each move', async () => {
    const one = await created('sales', { name: '转移-一' });
    const two = await created('sales', { name: '转移-二' });
    const single = await put('manager', `/erp/crm/customer/${one.id}/transfer`, {
      toUserId: as('agent').userId,
      reason: '坐席跟进',
    });
    expect(single.statusCode).toBe(200);
    expect(single.json().data).toMatchObject({ ownerUserId: as('agent').userId, ownerName: '赵坐席' });
    // The receiver finds it in their header inbox, opening the customer.
    expect(await newest('agent')).toMatchObject({
      title: '客户「转移-一」已转交给您',
      recordKind: 'customer',
      recordId: one.id,
      path: `/customer/manage/detail/${one.id}`,
    });
    // Sales lost it: out of scope now.
    expect((await detail('sales', one.id)).status).toBe(404);

    const bulk = await put('admin', '/erp/crm/customer/transfer/bulk', {
      ids: [one.id, two.id],
      toUserId: as('manager').userId,
      reason: '统一由经理跟进',
    });
    expect(bulk.json()).toMatchObject({ code: 200, data: { count: 2 } });
    expect(await newest('manager')).toMatchObject({
      title: '2 位客户已转交给您',
      path: '/customer/manage/list',
    });
    const { body } = await detail('manager', one.id);
    expect(
      body.data!.events.map(({ kind, fromOwnerName, toOwnerName, reason }) => [
        kind,
        fromOwnerName,
        toOwnerName,
        reason,
      ]),
    ).toEqual([
      ['transferred', '赵坐席', '王经理', '统一由经理跟进'],
      ['transferred', '李销售', '赵坐席', '坐席跟进'],
      ['created', '', '李销售', ''],
    ]);
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(two.id))),
    );
    expect(audits.map(({ action }) => action)).toEqual(['create', 'update']);
  });

  it('moves nothing when a bulk transfer names a customer outside the scope', async () => {
    const own = await created('sales', { name: '转移-自己的' });
    const foreign = await created('agent', { name: '转移-别人的' });
    const before = await newest('manager');
    const bulk = await put('sales', '/erp/crm/customer/transfer/bulk', {
      ids: [own.id, foreign.id],
      toUserId: as('manager').userId,
      reason: '越权',
    });
    expect(bulk.statusCode).toBe(404);
    expect((await detail('sales', own.id)).body.data!.ownerUserId).toBe(as('sales').userId);
    // The refused transfer told nobody.
    expect(await newest('manager')).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another organization's customer, and never lists it", async () => {
    const demoCustomer = await created('admin', { name: '隔离-本组织客户' });
    const branchCustomer = await created(
      'admin',
      { name: '隔离-分公司客户' },
      { 'organization-id': String(branchId) },
    );
    expect((await detail('admin', branchCustomer.id)).status).toBe(404);
    const claim = await put('manager', `/erp/crm/customer/${branchCustomer.id}/claim`);
    expect(claim.statusCode).toBe(404);
    expect((await list('admin', { name: '隔离-' })).list.map(({ id }) => id)).toEqual([demoCustomer.id]);
  });
});

describe('query customer (GET /erp/crm/search/customer)', () => {
  const search = async (username: string, query: Record<string, string>) =>
    call(t.app, api.searchCustomer.answer, {
      url: '/erp/crm/search/customer',
      query,
      headers: as(username).headers,
    });

  it('masks the phone unless isShowCustomerInfo is true and the caller may see the customer', async () => {
    const customer = await created('sales', { name: '查询-李销售的', phone: '13912345678' });
    expect((await search('sales', { phone: '139 1234 5678' })).body.data).toMatchObject({
      sn: customer.sn,
      phone: '139****5678',
    });
    const shown = await search('sales', { phone: '13912345678', isShowCustomerInfo: 'true' });
    expect(shown.body.data!.phone).toBe('13912345678');
    expect((await search('manager', { sn: customer.sn, isShowCustomerInfo: 'true' })).body.data!.phone).toBe(
      '13912345678',
    );
    // Outside the agent's scope: not found at all.
    expect(
      (await search('agent', { phone: '13912345678', isShowCustomerInfo: 'true' })).body.data,
    ).toBeNull();
    // By name (contains) and by every term at once, in each kind of scope.
    const byName = async (username: string, query: Record<string, string> = {}) =>
      (await search(username, { name: '李销售的', ...query })).body.data?.sn ?? null;
    expect(await byName('manager')).toBe(customer.sn);
    expect(await byName('admin')).toBe(customer.sn);
    expect(await byName('sales2')).toBeNull();
    expect(await byName('admin', { phone: '13912345678', sn: customer.sn })).toBe(customer.sn);
    expect(await byName('admin', { sn: 'KH99999999' })).toBeNull();
  });

  it('keeps pool customers masked, finds by a contact phone, and needs a search term', async () => {
    await created('manager', {
      name: '查询-公海的',
      toPool: true,
      contacts: [{ name: '联系人', phone: '13687654321' }],
    });
    const found = await search('agent', { phone: '13687654321', isShowCustomerInfo: 'true' });
    expect(found.body.data).toMatchObject({ name: '查询-公海的' });
    expect(found.body.data!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const empty = await t.app.inject({ url: '/erp/crm/search/customer', headers: as('agent').headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fieldErrors).toEqual([
      { path: 'phone', message: '请输入联系电话、客户名称或客户编号' },
    ]);
  });

  it('is refused without the customerQuery grant', async () => {
    const denied = await t.app.inject({
      url: '/erp/crm/search/customer?phone=13912345678',
      headers: as('warehouse').headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('role data scopes for customers', () => {
  const GRANTS = [
    'customerList',
    'customerList:query',
    'customerList:export',
    'customerList:update',
    'customerList:delete',
    'customerDetail',
    'customerDetail:get',
    'downloadCenterManage:query',
    'downloadCenterManage:get',
  ];
  let everyCustomer: { headers: Record<string, string>; userId: number };
  let ownOnly: { headers: Record<string, string>; userId: number };
  let others: number;
  beforeAll(async () => {
    const admin = as('admin').headers;
    everyCustomer = await roleHolder(t.app, admin, 'crmAllCustomers', GRANTS, [
      { resource: 'customer', scope: 'all' },
    ]);
    ownOnly = await roleHolder(t.app, admin, 'crmOwnCustomers', GRANTS);
    others = (await created('sales', { name: '角色范围-李销售的客户' })).id;
  });
  const namesOf = async (headers: Record<string, string>) =>
    (
      await call(t.app, api.customerPage.answer, {
        url: '/erp/crm/customer/page',
        query: { name: '角色范围-' },
        headers,
      })
    ).body.data.list.map(({ name }) => name);
  const editBody = { name: '角色范围-改名', phone: '', version: 1 };

  it('"every record" shows another salesperson\'s customer in page, get and export, and lets it be edited and deleted', async () => {
    expect(await namesOf(everyCustomer.headers)).toEqual(['角色范围-李销售的客户']);
    const got = await t.app.inject({ url: `/erp/crm/customer/${others}`, headers: everyCustomer.headers });
    expect(got.statusCode).toBe(200);
    const { records } = await exportCsv(t.app, api.customerExport.path, everyCustomer.headers, {
      name: '角色范围-',
    });
    expect(records.map((record) => record.客户名称)).toEqual(['角色范围-李销售的客户']);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/erp/crm/customer/${others}`,
      headers: everyCustomer.headers,
      payload: { ...editBody, phone: got.json().data.phone },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: '角色范围-改名', ownerUserId: as('sales').userId });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/erp/crm/customer/${others}`,
      headers: everyCustomer.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await detail('sales', others)).status).toBe(404);
  });

  it("keeps the default (own and led departments) for a role without a choice: another's customer is 404", async () => {
    const theirs = (await created('sales', { name: '角色范围-仍是李销售的' })).id;
    expect(await namesOf(ownOnly.headers)).toEqual([]);
    expect(
      (await t.app.inject({ url: `/erp/crm/customer/${theirs}`, headers: ownOnly.headers })).statusCode,
    ).toBe(404);
    const edit = { method: 'PUT' as const, url: `/erp/crm/customer/${theirs}`, headers: ownOnly.headers };
    expect((await t.app.inject({ ...edit, payload: editBody })).statusCode).toBe(404);
    const remove = {
      method: 'DELETE' as const,
      url: `/erp/crm/customer/${theirs}`,
      headers: ownOnly.headers,
    };
    expect((await t.app.inject(remove)).statusCode).toBe(404);
    const { records } = await exportCsv(t.app, api.customerExport.path, ownOnly.headers, {
      name: '角色范围-',
    });
    expect(records).toEqual([]);
    // A demo salesperson (the salesperson role, no choice made) still sees only their own.
    expect((await detail('sales2', theirs)).status).toBe(404);
    expect(await namesOf(everyCustomer.headers)).toEqual(['角色范围-仍是李销售的']);
  });
});
