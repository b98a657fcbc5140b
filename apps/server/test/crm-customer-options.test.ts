import { crmCustomersApi } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/** The shared customer picker's endpoint: search and names, only within the caller's data scope. */
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};
const created: Record<'sales' | 'sales2' | 'pool', { id: number; sn: string }> = {
  sales: { id: 0, sn: '' },
  sales2: { id: 0, sn: '' },
  pool: { id: 0, sn: '' },
};

const newCustomer = async (username: string, name: string, phone: string, toPool = false) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: headers[username],
    payload: { name, phone, toPool },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { id, sn } = crmCustomersApi.customerCreate.answer.parse(response.json().data);
  return { id, sn };
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2'])
    headers[username] = await loginAs(t.app, username);
  created.sales = await newCustomer('sales', '选择器测试甲公司', '177 9200 0001');
  created.sales2 = await newCustomer('sales2', '选择器测试乙公司', '17792000002');
  created.pool = await newCustomer('sales', '选择器测试公海公司', '17792000003', true);
});
afterAll(() => t?.app.close());

const options = async (username: string, query: Record<string, string>) => {
  const { status, body } = await call(t.app, crmCustomersApi.customerOptions.answer, {
    url: '/erp/crm/customer/options',
    query,
    headers: headers[username],
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.map(({ id }) => id);
};

describe('customer options', () => {
  it('searches by name, sn or phone within the data scope', async () => {
    expect(await options('sales', { keyword: '选择器测试' })).toEqual([created.sales.id]);
    expect(await options('sales2', { keyword: '选择器测试' })).toEqual([created.sales2.id]);
    expect((await options('admin', { keyword: '选择器测试' })).sort()).toEqual(
      [created.sales.id, created.sales2.id, created.pool.id].sort(),
    );
    expect(await options('sales', { keyword: created.sales.sn })).toEqual([created.sales.id]);
    expect(await options('sales', { keyword: '17792000001' })).toEqual([created.sales.id]);
    expect(await options('sales2', { keyword: '17792000001' })).toEqual([]);
  });

  it('answers names of the ids in scope only', async () => {
    const ids = `${created.sales.id},${created.sales2.id},${created.pool.id}`;
    expect(await options('sales', { ids })).toEqual([created.sales.id]);
    expect((await options('manager', { ids })).sort()).toEqual([created.sales.id, created.sales2.id].sort());
    const { body } = await call(t.app, crmCustomersApi.customerOptions.answer, {
      url: '/erp/crm/customer/options',
      query: { ids: String(created.sales.id) },
      headers: headers.admin,
    });
    expect(body.data).toEqual([{ id: created.sales.id, name: '选择器测试甲公司', sn: created.sales.sn }]);
  });

  it('refuses a malformed id list (400)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/erp/crm/customer/options?ids=1,x',
      headers: headers.sales,
    });
    expect(response.statusCode).toBe(400);
  });
});
