import { businessDayStart, crmSalesViewingApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, userOrganizations, users } from '../src/modules/admin/admin.tables.js';
import { salesViewingPage } from '../src/modules/crm/sales-viewing/sales-viewing.service.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';
import { roleHolder } from './role-holder-kit.js';

const api = crmSalesViewingApi;
let t: TestApp;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'warehouse']) {
    headers[username] = await loginAs(t.app, username);
  }
});
afterAll(() => t?.app.close());

/** A period wide enough to hold everything the demo seed did today. */
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const view = (username: string, query = '') =>
  call(t.app, api.salesViewingPage.answer, {
    url: `/erp/crm/sales/viewing/page?startDate=2020-01-01&endDate=${today}${query}`,
    headers: headers[username]!,
  });
async function memberOf(username: string) {
  const [member] = await t.db
    .select({ orgId: userOrganizations.orgId, userId: users.id })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, userOrganizations.orgId))
    .where(and(eq(users.username, username), eq(organizations.code, 'demo')));
  return member!;
}
const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe('GET /erp/crm/sales/viewing/page', () => {
  it('shows a salesperson only themselves, a manager their subtree, an administrator every salesperson', async () => {
    // Salespeople don't hold 销售查看 in the demo roles; the scope still limits one who is granted it.
    expect(
      (await t.app.inject({ url: '/erp/crm/sales/viewing/page', headers: headers.sales! })).statusCode,
    ).toBe(403);
    for (const [username, name] of [
      ['sales', '李销售'],
      ['sales2', '张销售'],
    ] as const) {
      const own = await salesViewingPage(t.db, await memberOf(username), {
        pageNum: 1,
        pageSize: 10,
        startDate: '2020-01-01',
        endDate: today,
      });
      expect(names(own.list)).toEqual([name]);
    }
    expect(names((await view('manager')).body.data.list)).toEqual(['张销售', '李销售', '王经理'].sort());
    const everyone = names((await view('admin')).body.data.list);
    expect(everyone).toEqual(expect.arrayContaining(['张销售', '李销售', '王经理']));
    // People whose roles don't grant the customer list are not salespeople.
    expect(everyone).not.toContain('孙仓管');
  });

  it('counts each person from the records: customers held equal the customer list total', async () => {
    const page = await view('manager');
    for (const row of page.body.data.list) {
      const held = await t.app.inject({
        url: '/erp/crm/customer/page?pageSize=1',
        headers: headers[row.name === '李销售' ? 'sales' : row.name === '张销售' ? 'sales2' : 'manager']!,
      });
      // The manager's own list also holds his subtree; compare only the salespeople's own lists.
      if (row.name !== '王经理') expect(row.customerCount).toBe(held.json().data.total);
    }
    const totals = page.body.data.totals;
    const list = page.body.data.list;
    expect(totals.customerCount).toBe(list.reduce((sum, row) => sum + row.customerCount, 0));
    expect(totals.openAmountCents).toBe(list.reduce((sum, row) => sum + row.openAmountCents, 0));
  });

  it("opens one salesperson's customers through the customer list's owner filter, within the scope", async () => {
    const li = (await view('manager')).body.data.list.find((row) => row.name === '李销售')!;
    const theirs = await t.app.inject({
      url: `/erp/crm/customer/page?ownerUserId=${li.userId}`,
      headers: headers.manager!,
    });
    expect(theirs.json().data.total).toBe(li.customerCount);
    expect(theirs.json().data.list.every((row: { ownerName: string }) => row.ownerName === '李销售')).toBe(
      true,
    );
    // Another salesperson asking for 李销售's customers still sees only their own scope: none.
    const outside = await t.app.inject({
      url: `/erp/crm/customer/page?ownerUserId=${li.userId}`,
      headers: headers.sales2!,
    });
    expect(outside.json().data.total).toBe(0);
  });

  it("follows the customers' role data scope: a role seeing every customer views every salesperson", async () => {
    const viewer = await roleHolder(
      t.app,
      headers.admin!,
      'crmAllViewer',
      ['customerList', 'customerList:query', 'saleViewing', 'saleViewing:query'],
      [{ resource: 'customer', scope: 'all' }],
    );
    const { list } = (
      await call(t.app, api.salesViewingPage.answer, {
        url: `/erp/crm/sales/viewing/page?startDate=2020-01-01&endDate=${today}&pageSize=100`,
        headers: viewer.headers,
      })
    ).body.data;
    expect(names(list)).toEqual(expect.arrayContaining(['张销售', '李销售', '王经理']));
    const li = list.find((row) => row.name === '李销售')!;
    const theirs = await t.app.inject({
      url: `/erp/crm/customer/page?ownerUserId=${li.userId}`,
      headers: viewer.headers,
    });
    expect(theirs.json().data.total).toBe(li.customerCount);
  });

  it('counts only what falls inside the period', async () => {
    const future = await call(t.app, api.salesViewingPage.answer, {
      url: '/erp/crm/sales/viewing/page?startDate=2099-01-01&endDate=2099-01-31',
      headers: headers.admin!,
    });
    const totals = future.body.data.totals;
    expect([totals.gainedCount, totals.followUpCount, totals.wonCount, totals.lostCount]).toEqual([
      0, 0, 0, 0,
    ]);
    // What is held now does not depend on the period.
    expect(totals.customerCount).toBe((await view('admin')).body.data.totals.customerCount);
  });

  it('filters by name, pages, and refuses a reversed period (localized 400)', async () => {
    const found = await view('admin', '&name=销售&pageSize=1');
    expect(found.body.data.list).toHaveLength(1);
    expect(found.body.data.total).toBeGreaterThanOrEqual(2);
    const reversed = await t.app.inject({
      url: '/erp/crm/sales/viewing/page?startDate=2026-02-01&endDate=2026-01-01',
      headers: headers.admin!,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fieldErrors[0].path).toBe('endDate');
  });

  it('reads days on the office clock (UTC+8), whatever the server zone', () => {
    expect(businessDayStart('2026-11-21').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(businessDayStart('2026-11-21', 1).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('keeps each organization to its own salespeople', async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const inBranch = await call(t.app, api.salesViewingPage.answer, {
      url: `/erp/crm/sales/viewing/page?startDate=2020-01-01&endDate=${today}`,
      headers: { ...headers.admin!, 'organization-id': String(branch!.id) },
    });
    expect(names(inBranch.body.data.list)).not.toContain('李销售');
  });
});
