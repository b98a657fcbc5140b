import { crmBusinessApi, crmCluesApi, crmSupportCustomersApi } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCsv } from './export-files.js';
import { buildTestApp, grantToRoles, signIn, type TestApp } from './harness.js';

/**
 * Exports of the other hand-built CRM lists (opportunities, clues, undealt, support customers):
 * each runs as a job and holds exactly what the caller's list holds, no more.
 */
let t: TestApp;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};
const as = (username: string) => session[username]!.headers;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 50 } });
  // Demo salespeople may not export; granted here so their own scope's export can be proven.
  await grantToRoles(
    t.db,
    ['salesperson'],
    [
      'customerList:export',
      'customerBusinessList:export',
      'cluePoolList:export',
      'customerUndealtList:export',
    ],
  );
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'service']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
});
afterAll(() => t?.app.close());

/** The names on every page of a list (pageSize 100 is enough for the demo data). */
async function listed(path: string, username: string, query: Record<string, string> = {}, key = 'name') {
  const response = await t.app.inject({
    url: path,
    query: { ...query, pageSize: '100' },
    headers: as(username),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.list as Record<string, string>[]).map((row) => row[key]).sort();
}
const column = (records: Record<string, string>[], title: string) =>
  records.map((record) => record[title] ?? '').sort();

describe('opportunity export', () => {
  const api = crmBusinessApi;
  it("holds the caller's opportunities by owner: the salesperson's own, the manager's subtree", async () => {
    const sales = await exportCsv(t.app, api.businessExport.path, as('sales'));
    expect(sales.entry.fileName).toMatch(/^商机列表_\d{14}\.csv$/);
    expect(column(sales.records, '商机名称')).toEqual(await listed(api.businessPage.path, 'sales'));
    expect(new Set(column(sales.records, '负责人'))).toEqual(new Set(['李销售']));
    const manager = await exportCsv(t.app, api.businessExport.path, as('manager'));
    expect(column(manager.records, '商机名称')).toEqual(await listed(api.businessPage.path, 'manager'));
    expect(manager.records.length).toBeGreaterThan(sales.records.length);
    expect((await exportCsv(t.app, api.businessExport.path, as('sales2'))).records).toEqual([]);
    const won = await exportCsv(t.app, api.businessExport.path, as('manager'), { status: 'won' });
    expect(new Set(column(won.records, '状态'))).toEqual(new Set(['赢单']));
    expect(column(won.records, '商机名称')).toEqual(
      await listed(api.businessPage.path, 'manager', { status: 'won' }),
    );
  });
});

describe('clue export', () => {
  const api = crmCluesApi;
  it("holds the clues of the caller's reach and the list's pool filter", async () => {
    const pool = await t.app.inject({
      method: 'POST',
      url: api.cluePoolCreate.path,
      headers: as('admin'),
      payload: { name: '导出测试线索池', allocationMode: 'manual', memberUserIds: [session.sales2!.userId] },
    });
    expect(pool.statusCode, pool.body).toBe(200);
    const poolId = pool.json().data.id as number;
    const clue = await t.app.inject({
      method: 'POST',
      url: api.clueCreate.path,
      headers: as('admin'),
      payload: { poolId, name: '导出测试线索', phone: '17700006601' },
    });
    expect(clue.statusCode, clue.body).toBe(200);

    const sales = await exportCsv(t.app, api.clueExport.path, as('sales'));
    expect(sales.entry.fileName).toMatch(/^线索池_\d{14}\.csv$/);
    expect(column(sales.records, '联系人')).toEqual(await listed(api.cluePage.path, 'sales'));
    expect(column(sales.records, '联系人')).not.toContain('导出测试线索');
    const inPool = await exportCsv(t.app, api.clueExport.path, as('sales2'), { poolId });
    expect(inPool.records).toHaveLength(1);
    expect(inPool.records[0]).toMatchObject({
      线索池: '导出测试线索池',
      联系人: '导出测试线索',
      联系电话: '17700006601',
      状态: '待分配',
    });
    const admin = await exportCsv(t.app, api.clueExport.path, as('admin'));
    expect(column(admin.records, '联系人')).toEqual(await listed(api.cluePage.path, 'admin'));
    expect(column(admin.records, '联系人')).toContain('导出测试线索');
  });
});

describe('undealt export', () => {
  const api = crmCluesApi;
  it('holds the undealt clues and customers of the caller scope, one kind when asked', async () => {
    const sales = await exportCsv(t.app, api.undealtExport.path, as('sales'));
    expect(sales.entry.fileName).toMatch(/^待处理客户_\d{14}\.csv$/);
    expect(column(sales.records, '名称')).toEqual(await listed(api.undealtPage.path, 'sales'));
    const admin = await exportCsv(t.app, api.undealtExport.path, as('admin'));
    expect(column(admin.records, '名称')).toEqual(await listed(api.undealtPage.path, 'admin'));
    expect(admin.records.length).toBeGreaterThan(sales.records.length);
    const customersOnly = await exportCsv(t.app, api.undealtExport.path, as('admin'), { kind: 'customer' });
    expect(new Set(column(customersOnly.records, '类型'))).toEqual(new Set(['客户']));
    expect(column(customersOnly.records, '名称')).toEqual(
      await listed(api.undealtPage.path, 'admin', { kind: 'customer' }),
    );
  });
});

describe('support customer export', () => {
  const api = crmSupportCustomersApi;
  it('holds the support customers the caller handles; an administrator all', async () => {
    const service = await exportCsv(t.app, api.supportCustomerExport.path, as('service'));
    expect(service.entry.fileName).toMatch(/^售后客户_\d{14}\.csv$/);
    expect(column(service.records, '客户名称')).toEqual(
      await listed(api.supportCustomerPage.path, 'service'),
    );
    expect(new Set(column(service.records, '处理人'))).toEqual(new Set(['钱售后']));
    const admin = await exportCsv(t.app, api.supportCustomerExport.path, as('admin'));
    expect(column(admin.records, '客户名称')).toEqual(await listed(api.supportCustomerPage.path, 'admin'));
    expect(admin.records.length).toBeGreaterThan(service.records.length);
  });
});
