import { adminApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { DEMO_ACCOUNTS, DEMO_ROLES } from '../src/modules/admin/demo-seed.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

let t: TestApp;
let admin: Record<string, string>;
let branchId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
});
afterAll(() => t?.app.close());

describe('GET /erp/admin/user/page', () => {
  it('pages the members of the current organization with their roles', async () => {
    const { body } = await call(t.app, adminApi.adminUserPage.answer, {
      url: '/erp/admin/user/page?pageNum=1&pageSize=3',
      headers: admin,
    });
    expect(body.data.total).toBe(DEMO_ACCOUNTS.length);
    expect(body.data.totalExact).toBe(true);
    expect(body.data.list).toHaveLength(3);
    const second = await call(t.app, adminApi.adminUserPage.answer, {
      url: '/erp/admin/user/page?pageNum=2&pageSize=3',
      headers: admin,
    });
    const ids = [...body.data.list, ...second.body.data.list].map((row) => row.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('filters by keyword, treating % literally and an empty filter as absent', async () => {
    const found = await call(t.app, adminApi.adminUserPage.answer, {
      url: '/erp/admin/user/page?keyword=sales&status=',
      headers: admin,
    });
    expect(found.body.data.list.map((row) => row.username).sort()).toEqual(['sales', 'sales2']);
    expect(found.body.data.list[0]!.roles.length).toBeGreaterThan(0);
    const literal = await call(t.app, adminApi.adminUserPage.answer, {
      url: `/erp/admin/user/page?keyword=${encodeURIComponent('%')}`,
      headers: admin,
    });
    expect(literal.body.data.total).toBe(0);
  });

  it('shows another organization only its own members', async () => {
    const { body } = await call(t.app, adminApi.adminUserPage.answer, {
      url: '/erp/admin/user/page',
      headers: { ...admin, 'organization-id': String(branchId) },
    });
    expect(body.data.list.map((row) => row.username)).toEqual(['admin']);
  });

  it('refuses a salesperson with 403 and a page size past the cap with 400', async () => {
    const sales = await loginAs(t.app, 'sales');
    const refused = await t.app.inject({ url: '/erp/admin/user/page', headers: sales });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(403);
    const tooBig = await t.app.inject({ url: '/erp/admin/user/page?pageSize=100000', headers: admin });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().data.fieldErrors[0].path).toBe('pageSize');
  });
});

describe('GET /erp/admin/role/page and /erp/admin/menu/list', () => {
  it('lists the roles of the organization with member counts', async () => {
    const { body } = await call(t.app, adminApi.rolePage.answer, {
      url: '/erp/admin/role/page',
      headers: admin,
    });
    expect(body.data.total).toBe(DEMO_ROLES.length);
    expect(body.data.list.every((role) => role.userCount >= 1)).toBe(true);
  });

  it('answers the whole menu tree in the caller locale', async () => {
    const { body } = await call(t.app, adminApi.menuList.answer, {
      url: '/erp/admin/menu/list',
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(body.data.find((entry) => entry.key === 'customerManage')?.title).toBe('Customers');
    expect(body.data.filter((entry) => entry.type === 'oper').length).toBeGreaterThan(100);
  });
});
