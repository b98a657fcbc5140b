import { crmAssignmentApi, crmCustomersApi } from '@atrium/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { customerEvents, customers } from '../src/modules/crm/customers.tables.js';
import { buildTestApp, call, signIn, type TestApp } from './harness.js';

const api = crmAssignmentApi;
const BASE = '/erp/crm/customerDistributionObject';
let t: TestApp;
let orgId: number;
let branchId: number;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'hr']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  orgId = demo!.id;
  branchId = branch!.id;
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
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const objects = async (username = 'admin') =>
  (
    await call(t.app, api.distributionObjectList.answer, {
      url: `${BASE}/list`,
      headers: as(username).headers,
    })
  ).body.data;
const poolIds = async () =>
  (
    await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.orgId, orgId), isNull(customers.ownerUserId), isNull(customers.deletedAt)))
      .orderBy(customers.id)
  ).map(({ id }) => id);

let phoneSeq = 0;
/** A new customer in the demo organization's public pool. */
const pooled = async () => {
  const response = await inject('admin', 'POST', '/erp/crm/customer', {
    name: `分配-公海客户${++phoneSeq}`,
    phone: `1780000${String(phoneSeq).padStart(4, '0')}`,
    toPool: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
};

describe('distribution objects', () => {
  it('lists the demo distribution objects and adds and removes members', async () => {
    expect((await objects()).map(({ username }) => username)).toEqual(['admin', 'sales']);
    const added = await inject('admin', 'POST', BASE, {
      userIds: [as('manager').userId, as('sales').userId],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ count: 1 });
    expect((await objects()).map(({ username }) => username)).toEqual(['admin', 'manager', 'sales']);
    const removed = await inject('admin', 'DELETE', `${BASE}/${as('manager').userId}`);
    expect(removed.statusCode).toBe(200);
    expect((await objects()).map(({ username }) => username)).toEqual(['admin', 'sales']);
    expect((await inject('admin', 'DELETE', `${BASE}/${as('manager').userId}`)).statusCode).toBe(404);
  });

  it('refuses a user of another organization and bad input with a localized 400', async () => {
    const bad = await inject('admin', 'POST', BASE, { userIds: [999_999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors[0].path).toBe('userIds');
    const empty = await inject('admin', 'POST', BASE, { userIds: [] }, { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fieldErrors[0].path).toBe('userIds');
  });

  it('needs the customerAssignment permission', async () => {
    expect((await inject('hr', 'GET', `${BASE}/list`)).statusCode).toBe(403);
  });
});

describe('assigning pool customers', () => {
  it('refuses a user who is not a distribution object (403, localized)', async () => {
    const [id] = await poolIds();
    const refused = await inject('manager', 'PUT', `${BASE}/assign`, {
      ids: [id],
      toUserIds: [as('sales').userId],
      reason: '分配',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('您不是客户分配对象，不能分配客户');
    const english = await inject(
      'manager',
      'PUT',
      `${BASE}/assign`,
      { ids: [id], toUserIds: [as('sales').userId], reason: 'x' },
      { 'accept-language': 'en' },
    );
    expect(english.json().msg).toBe('You are not a distribution object and may not assign customers.');
    expect((await poolIds()).includes(id!)).toBe(true);
  });

  it('deals pool customers round-robin to the chosen salespeople, on each timeline', async () => {
    const ids = (await poolIds()).slice(0, 3);
    expect(ids).toHaveLength(3);
    const response = await inject('admin', 'PUT', `${BASE}/assign`, {
      ids,
      toUserIds: [as('sales').userId, as('sales2').userId],
      reason: '客户分配',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ count: 3 });
    const owners = await t.db
      .select({ id: customers.id, ownerUserId: customers.ownerUserId })
      .from(customers)
      .where(inArray(customers.id, ids))
      .orderBy(customers.id);
    expect(owners.map(({ ownerUserId }) => ownerUserId)).toEqual([
      as('sales').userId,
      as('sales2').userId,
      as('sales').userId,
    ]);
    const events = await t.db
      .select()
      .from(customerEvents)
      .where(and(inArray(customerEvents.customerId, ids), eq(customerEvents.kind, 'transferred')));
    expect(events).toHaveLength(3);
    expect(
      events.every((event) => event.actorUserId === as('admin').userId && event.reason === '客户分配'),
    ).toBe(true);
    const detail = await call(t.app, crmCustomersApi.customerDetail.answer, {
      url: `/erp/crm/customer/${ids[1]}`,
      headers: as('sales2').headers,
    });
    expect(detail.body.data.events[0]).toMatchObject({ kind: 'transferred', toOwnerName: '张销售' });
  });

  it('refuses customers no longer in the pool, and moves nothing', async () => {
    const free = await pooled();
    const [held] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.ownerUserId, as('sales').userId)))
      .limit(1);
    const response = await inject('admin', 'PUT', `${BASE}/assign`, {
      ids: [free, held!.id],
      toUserIds: [as('sales2').userId],
      reason: '客户分配',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([
      { path: 'ids', message: '所选客户中有客户已不在公海中，请刷新后重试' },
    ]);
    expect((await poolIds()).includes(free)).toBe(true);
  });

  it('keeps other organizations out: their pool customers and members', async () => {
    const created = await inject(
      'admin',
      'POST',
      '/erp/crm/customer',
      { name: '分公司公海客户', phone: '17900000001', toPool: true },
      { 'organization-id': String(branchId) },
    );
    expect(created.statusCode, created.body).toBe(200);
    const response = await inject('admin', 'PUT', `${BASE}/assign`, {
      ids: [created.json().data.id],
      toUserIds: [as('sales').userId],
      reason: '客户分配',
    });
    expect(response.statusCode).toBe(400);
    const free = await pooled();
    const foreignTarget = await inject('admin', 'PUT', `${BASE}/assign`, {
      ids: [free],
      toUserIds: [999_999],
      reason: '客户分配',
    });
    expect(foreignTarget.statusCode).toBe(400);
    expect(foreignTarget.json().data.fieldErrors[0].path).toBe('toUserId');
    // The branch's distribution objects are its own (admin is none there).
    const branchList = await inject('admin', 'GET', `${BASE}/list`, undefined, {
      'organization-id': String(branchId),
    });
    expect(branchList.json().data).toEqual([]);
  });
});
