import { crmBusinessApi, crmCustomersApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { customerEvents, customers } from '../src/modules/crm/customers.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { exportCsv } from './export-files.js';
import { auditEntries, buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { roleHolder } from './role-holder-kit.js';

const api = crmBusinessApi;
let t: TestApp;
let branchId: number;
const headers: Record<string, Record<string, string>> = {};
/** A customer 李销售 holds, one 张销售 holds and one in the pool (created by the tests). */
const customer = { sales: 0, sales2: 0, pool: 0 };

const newCustomer = async (username: string, name: string, phone: string, toPool = false) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: headers[username],
    payload: { name, phone, toPool },
  });
  expect(response.statusCode, response.body).toBe(200);
  return crmCustomersApi.customerCreate.answer.parse(response.json().data).id;
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'agent']) {
    headers[username] = await loginAs(t.app, username);
  }
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
  customer.sales = await newCustomer('sales', '商机测试-李销售客户', '17790000001');
  customer.sales2 = await newCustomer('sales2', '商机测试-张销售客户', '17790000002');
  customer.pool = await newCustomer('sales', '商机测试-公海客户', '17790000003', true);
});
afterAll(() => t?.app.close());

const list = async (username: string, query: Record<string, string> = {}) => {
  const { status, body } = await call(t.app, api.businessPage.answer.nullable(), {
    url: '/erp/crm/business/page',
    query,
    headers: headers[username],
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!;
};
const send = (
  username: string,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  extra: Record<string, string> = {},
) =>
  t.app.inject({ method, url, headers: { ...headers[username], ...extra }, ...(payload ? { payload } : {}) });
const create = async (username: string, body: Record<string, unknown>) => {
  const response = await send(username, 'POST', '/erp/crm/business', body);
  expect(response.statusCode, response.body).toBe(200);
  return api.businessCreate.answer.parse(response.json().data);
};

describe('demo opportunities (run first)', () => {
  it('gives 李销售 four, 王经理 his department’s six, 张销售 none', async () => {
    expect((await list('sales')).total).toBe(4);
    expect((await list('manager')).total).toBe(6);
    expect((await list('sales2')).total).toBe(0);
    const all = await list('admin');
    expect(all.total).toBe(6);
    expect(all.totals.won.count).toBe(1);
    expect(all.totals.lost.count).toBe(1);
    const quote = all.totals.stages.find(({ stage }) => stage === 'quote')!;
    // 128,000.00 + 20 × 2,599.00
    expect(quote.amountCents).toBe(12_800_000 + 20 * 259_900);
  });

  it("offers the owners of the caller's scope as the owner filter", async () => {
    const owners = async (username: string) =>
      (await send(username, 'GET', '/erp/crm/business/owners'))
        .json()
        .data.map(({ name }: { name: string }) => name);
    expect((await owners('manager')).sort()).toEqual(['李销售', '王经理'].sort());
    expect(await owners('sales')).toEqual(['李销售']);
    expect(await owners('sales2')).toEqual([]);
  });
});

describe('opportunity data scope', () => {
  let dealId: number;
  beforeAll(async () => {
    dealId = (
      await create('sales', { customerId: customer.sales, name: '范围-李销售的商机', amountCents: 100 })
    ).id;
  });

  it('owns the opportunity by the customer owner and shows it to the manager and admin', async () => {
    const deal = await call(t.app, api.businessDetail.answer, {
      url: `/erp/crm/business/${dealId}`,
      headers: headers.manager,
    });
    expect(deal.status).toBe(200);
    expect(deal.body.data).toMatchObject({
      ownerName: '李销售',
      customerName: '商机测试-李销售客户',
      status: 'open',
    });
    expect((await list('admin', { customerName: '商机测试-李' })).total).toBe(1);
  });

  it("keeps 李销售's deal away from 张销售: not listed, not readable, not editable, not closable", async () => {
    expect((await list('sales2', { customerName: '商机测试' })).total).toBe(0);
    expect((await send('sales2', 'GET', `/erp/crm/business/${dealId}`)).statusCode).toBe(404);
    const update = await send('sales2', 'PUT', `/erp/crm/business/${dealId}`, { version: 1, name: '改名' });
    expect(update.statusCode).toBe(404);
    const win = await send('sales2', 'PUT', `/erp/crm/business/${dealId}/won`, {
      version: 1,
      reason: '抢单',
    });
    expect(win.statusCode).toBe(404);
    expect((await send('sales', 'GET', `/erp/crm/business/${dealId}`)).json().data.name).toBe(
      '范围-李销售的商机',
    );
  });

  it("refuses an opportunity on somebody else's customer or a pool customer", async () => {
    for (const customerId of [customer.sales, customer.pool]) {
      const response = await send('sales2', 'POST', '/erp/crm/business', { customerId, name: '越权商机' });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.fieldErrors).toEqual([
        { path: 'customerId', message: '客户不存在或不在您的客户范围内' },
      ]);
    }
    expect(
      (await create('sales2', { customerId: customer.sales2, name: '张销售自己的商机' })).ownerName,
    ).toBe('张销售');
  });
});

describe('amounts', () => {
  it('computes line and total amounts in exact cents and sums the filtered list', async () => {
    const deal = await create('sales', {
      customerId: customer.sales,
      name: '金额-多行',
      stage: 'quote',
      expectedCloseDate: '2027-03-01',
      amountCents: 999_999,
      products: [
        { productName: '螺丝', quantity: 3, unitPriceCents: 10 },
        { productName: '控制器', quantity: 7, unitPriceCents: 1999 },
        { productName: '大型设备', quantity: 1_000, unitPriceCents: 99_999_999 },
      ],
    });
    const expected = 3 * 10 + 7 * 1999 + 1_000 * 99_999_999;
    expect(deal.amountCents).toBe(expected);
    const detail = api.businessDetail.answer.parse(
      (await send('sales', 'GET', `/erp/crm/business/${deal.id}`)).json().data,
    );
    expect(detail.products.map(({ lineAmountCents }) => lineAmountCents)).toEqual([
      30, 13_993, 99_999_999_000,
    ]);
    await create('sales', {
      customerId: customer.sales,
      name: '金额-无明细',
      stage: 'quote',
      amountCents: 1,
    });
    const page = await list('sales', { customerName: '商机测试-李', stage: 'quote' });
    expect(page.totals.amountCents).toBe(expected + 1);
    expect(page.totals.stages.find(({ stage }) => stage === 'quote')).toEqual({
      stage: 'quote',
      count: 2,
      amountCents: expected + 1,
    });
  });

  it('sorts by amount and filters by the expected close range', async () => {
    const byAmount = await list('sales', {
      customerName: '商机测试-李',
      sortField: 'amountCents',
      sortOrder: 'desc',
    });
    const amounts = byAmount.list.map(({ amountCents }) => amountCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const inMarch = await list('sales', { expectedCloseFrom: '2027-03-01', expectedCloseTo: '2027-03-31' });
    expect(inMarch.list.map(({ name }) => name)).toEqual(['金额-多行']);
  });

  it('refuses a total above the cap and bad input with localized field errors, never 500', async () => {
    const huge = await send('sales', 'POST', '/erp/crm/business', {
      customerId: customer.sales,
      name: '超额',
      products: [
        { productName: 'a', quantity: 1_000_000, unitPriceCents: 10_000_000_000 },
        { productName: 'b', quantity: 1_000_000, unitPriceCents: 10_000_000_000 },
      ],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().data.fieldErrors).toEqual([
      { path: 'products', message: '商机金额不能超过 100 亿元' },
    ]);
    const bad = await send('sales', 'POST', '/erp/crm/business', {
      customerId: customer.sales,
      name: '',
      stage: 'won',
      amountCents: 1.5,
      expectedCloseDate: '2027-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(400);
    const paths = bad.json().data.fieldErrors.map(({ path }: { path: string }) => path);
    expect(paths.sort()).toEqual(['amountCents', 'expectedCloseDate', 'name', 'stage']);
    const en = await send('sales', 'GET', '/erp/crm/business/page?status=maybe', undefined, {
      'accept-language': 'en',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().data.fieldErrors[0].path).toBe('status');
    expect(en.json().data.fieldErrors[0].message).toMatch(/[a-z]/i);
  });
});

describe('closing an opportunity', () => {
  it("won: records the reason, sets the customer's last deal time and adds business_won to its timeline", async () => {
    const deal = await create('sales', { customerId: customer.sales, name: '赢单-测试' });
    const before = new Date();
    const response = await send('sales', 'PUT', `/erp/crm/business/${deal.id}/won`, {
      version: deal.version,
      reason: '客户确认采购',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'won', closeReason: '客户确认采购' });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customer.sales));
    expect(row!.lastDealAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const events = await t.db
      .select()
      .from(customerEvents)
      .where(and(eq(customerEvents.customerId, customer.sales), eq(customerEvents.kind, 'business_won')));
    expect(events.map(({ reason }) => reason)).toEqual(['赢单-测试: 客户确认采购']);
    const audits = await auditEntries(t.db, eq(auditLog.entity, 'business'));
    expect(audits.some((entry) => entry.entityId === String(deal.id) && entry.action === 'update')).toBe(
      true,
    );
    // A closed deal stays as it was.
    const again = await send('sales', 'PUT', `/erp/crm/business/${deal.id}/lost`, {
      version: deal.version + 1,
      reason: '反悔',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该商机已赢单或输单，不能再修改或删除');
    const remove = await send(
      'manager',
      'DELETE',
      `/erp/crm/business/${deal.id}?version=${deal.version + 1}`,
    );
    expect(remove.statusCode).toBe(400);
  });

  it('lost: needs a reason (localized), then adds business_lost', async () => {
    const deal = await create('sales', { customerId: customer.sales, name: '输单-测试' });
    const url = `/erp/crm/business/${deal.id}/lost`;
    const missing = await send('sales', 'PUT', url, { version: deal.version, reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fieldErrors[0]).toMatchObject({ path: 'reason' });
    const missingEn = await send('sales', 'PUT', url, { version: deal.version }, { 'accept-language': 'en' });
    expect(missingEn.statusCode).toBe(400);
    expect(missingEn.json().data.fieldErrors[0].path).toBe('reason');
    expect(missingEn.json().data.fieldErrors[0].message).not.toBe(missing.json().data.fieldErrors[0].message);
    const lost = await send('sales', 'PUT', url, { version: deal.version, reason: '价格没谈拢' });
    expect(lost.json().data).toMatchObject({ status: 'lost', closeReason: '价格没谈拢' });
    const events = await t.db
      .select()
      .from(customerEvents)
      .where(and(eq(customerEvents.customerId, customer.sales), eq(customerEvents.kind, 'business_lost')));
    expect(events.map(({ reason }) => reason)).toEqual(['输单-测试: 价格没谈拢']);
  });
});

describe('updating and deleting', () => {
  it('updates with the version read and answers 409 to a stale one', async () => {
    const deal = await create('sales', {
      customerId: customer.sales,
      name: '更新-测试',
      products: [{ productName: '旧产品', quantity: 1, unitPriceCents: 500 }],
    });
    const url = `/erp/crm/business/${deal.id}`;
    const body = { version: deal.version, name: '更新-测试二', stage: 'negotiation', products: [] };
    const updated = await send('sales', 'PUT', url, { ...body, amountCents: 12_345 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: '更新-测试二',
      stage: 'negotiation',
      amountCents: 12_345,
    });
    expect((await send('sales', 'GET', url)).json().data.products).toEqual([]);
    const stale = await send('sales', 'PUT', url, body);
    expect(stale.statusCode).toBe(409);
  });

  it('deletes an open opportunity after the version check; a salesperson lacks the delete key', async () => {
    const deal = await create('sales', { customerId: customer.sales, name: '删除-测试' });
    const url = `/erp/crm/business/${deal.id}`;
    expect((await send('sales', 'DELETE', `${url}?version=${deal.version}`)).statusCode).toBe(403);
    expect((await send('manager', 'DELETE', `${url}?version=${deal.version + 5}`)).statusCode).toBe(409);
    expect((await send('manager', 'DELETE', `${url}?version=${deal.version}`)).statusCode).toBe(200);
    expect((await send('sales', 'GET', url)).statusCode).toBe(404);
    expect((await list('sales', { customerName: '删除' })).total).toBe(0);
  });
});

describe('tenant isolation', () => {
  it("never shows one organization's opportunities in another", async () => {
    const deal = await create('admin', { customerId: customer.sales, name: '租户-测试' });
    const inBranch = { 'organization-id': String(branchId) };
    const page = await send('admin', 'GET', '/erp/crm/business/page', undefined, inBranch);
    expect(page.json().data.total).toBe(0);
    expect((await send('admin', 'GET', `/erp/crm/business/${deal.id}`, undefined, inBranch)).statusCode).toBe(
      404,
    );
    const win = await send(
      'admin',
      'PUT',
      `/erp/crm/business/${deal.id}/won`,
      { version: 1, reason: 'x' },
      inBranch,
    );
    expect(win.statusCode).toBe(404);
    const onOther = await send(
      'admin',
      'POST',
      '/erp/crm/business',
      { customerId: customer.sales, name: '跨租户' },
      inBranch,
    );
    expect(onOther.statusCode).toBe(400);
  });
});

describe('role data scopes for opportunities', () => {
  const GRANTS = [
    'customerBusinessList',
    'customerBusinessList:query',
    'customerBusinessList:export',
    'customerBusinessList:delete',
    'businessDetail',
    'businessDetail:get',
    'businessDetail:update',
    'downloadCenterManage:query',
    'downloadCenterManage:get',
  ];
  let everyDeal: Record<string, string>;
  let ownOnly: Record<string, string>;
  beforeAll(async () => {
    everyDeal = (
      await roleHolder(t.app, headers.admin!, 'crmAllBusiness', GRANTS, [
        { resource: 'business', scope: 'all' },
      ])
    ).headers;
    ownOnly = (await roleHolder(t.app, headers.admin!, 'crmOwnBusiness', GRANTS)).headers;
  });
  const namesOf = async (who: Record<string, string>) =>
    (
      await call(t.app, api.businessPage.answer, {
        url: '/erp/crm/business/page',
        query: { customerId: String(customer.sales) },
        headers: who,
      })
    ).body.data.list
      .map(({ name }) => name)
      .filter((name) => name.startsWith('角色范围'));
  const as = (who: Record<string, string>, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });

  it('"every record" shows another salesperson\'s opportunity in page, get and export, and lets it be edited and deleted', async () => {
    const deal = await create('sales', { customerId: customer.sales, name: '角色范围-李销售的商机' });
    expect(await namesOf(everyDeal)).toEqual(['角色范围-李销售的商机']);
    expect((await as(everyDeal, 'GET', `/erp/crm/business/${deal.id}`)).statusCode).toBe(200);
    const { records } = await exportCsv(t.app, api.businessExport.path, everyDeal, {
      customerId: customer.sales,
    });
    expect(records.map((record) => record.商机名称)).toContain('角色范围-李销售的商机');
    const edited = await as(everyDeal, 'PUT', `/erp/crm/business/${deal.id}`, {
      version: deal.version,
      name: '角色范围-改名',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const removed = await as(everyDeal, 'DELETE', `/erp/crm/business/${deal.id}?version=${deal.version + 1}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send('sales', 'GET', `/erp/crm/business/${deal.id}`)).statusCode).toBe(404);
  });

  it("keeps the default (own and led departments) for a role without a choice: another's opportunity is 404", async () => {
    const deal = await create('sales', { customerId: customer.sales, name: '角色范围-仍是李销售的' });
    expect(await namesOf(ownOnly)).toEqual([]);
    expect((await as(ownOnly, 'GET', `/erp/crm/business/${deal.id}`)).statusCode).toBe(404);
    const edit = await as(ownOnly, 'PUT', `/erp/crm/business/${deal.id}`, { version: 1, name: '越权' });
    expect(edit.statusCode).toBe(404);
    expect((await as(ownOnly, 'DELETE', `/erp/crm/business/${deal.id}?version=1`)).statusCode).toBe(404);
    const { records } = await exportCsv(t.app, api.businessExport.path, ownOnly, {
      customerId: customer.sales,
    });
    expect(records).toEqual([]);
  });
});
