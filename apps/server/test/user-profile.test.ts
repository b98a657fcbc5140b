import { adminApi, crmApi, MENU_CATALOGUE, walkMenu } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, ROLE_DISABLED, ROLE_ENABLED, roles } from '../src/modules/admin/admin.tables.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from '../src/modules/admin/demo-seed.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

let t: TestApp;
const headersOf: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const { username } of DEMO_ACCOUNTS) headersOf[username] = await loginAs(t.app, username);
});
afterAll(() => t?.app.close());

const get = <S extends Parameters<typeof call>[1]>(answer: S, url: string, headers: Record<string, string>) =>
  call(t.app, answer, { url, headers });

const catalogueSize = [...walkMenu()].reduce((count, { entry }) => count + 1 + (entry.opers?.length ?? 0), 0);

describe('GET /erp/admin/user/info', () => {
  it('matches the contract: user, organizations and roles with permissions (spec §3)', async () => {
    const { status, body } = await get(adminApi.userInfo.answer, '/erp/admin/user/info', headersOf.sales!);
    expect(status).toBe(200);
    const info = body.data;
    expect(info).toMatchObject({
      username: 'sales',
      name: '李销售',
      organizationName: DEMO_ORGANIZATION.name,
    });
    expect(info.organizations.map((org) => org.code)).toEqual(['demo']);
    expect(info.roles).toHaveLength(1);
    const [role] = info.roles;
    expect(role).toMatchObject({ name: '销售员', status: 1 });
    const customerList = role!.permissions.find((permission) => permission.permissionId === 'customerList');
    expect(customerList).toEqual({
      roleId: role!.id,
      permissionId: 'customerList',
      permissionName: '客户列表',
      actions: [
        { action: 'add', describe: '新增' },
        { action: 'query', describe: '查询' },
        { action: 'get', describe: '详情' },
        { action: 'update', describe: '修改' },
        { action: 'edit', describe: '编辑' },
      ],
      actionList: ['add', 'query', 'get', 'update', 'edit'],
    });
    expect(role!.permissionList).toContain('customerList');
    expect(role!.permissionList).not.toContain('adminUserList');
  });

  it('lists every organization of a multi-organization user and acts in the requested one', async () => {
    const own = await get(adminApi.userInfo.answer, '/erp/admin/user/info', headersOf.admin!);
    expect(own.body.data.organizations.map((org) => org.code)).toEqual(['demo', 'demo-branch']);
    const branch = own.body.data.organizations[1]!;
    const there = await get(adminApi.userInfo.answer, '/erp/admin/user/info', {
      ...headersOf.admin!,
      'organization-id': String(branch.id),
    });
    expect(there.body.data).toMatchObject({ organizationId: branch.id, organizationName: '演示分公司' });
  });

  it('titles permissions in English with Accept-Language: en', async () => {
    const { body } = await get(adminApi.userInfo.answer, '/erp/admin/user/info', {
      ...headersOf.sales!,
      'accept-language': 'en-US,en;q=0.9',
    });
    const customerList = body.data.roles[0]!.permissions.find((p) => p.permissionId === 'customerList');
    expect(customerList?.permissionName).toBe('Customer list');
    expect(customerList?.actions[0]).toEqual({ action: 'add', describe: 'Add' });
  });
});

describe('GET /erp/admin/user/auth', () => {
  it('gives the administrator the whole menu, every entry once', async () => {
    const { body } = await get(adminApi.userAuth.answer, '/erp/admin/user/auth', headersOf.admin!);
    expect(body.data.auth).toHaveLength(catalogueSize);
    expect(new Set(body.data.auth.map((entry) => entry.id)).size).toBe(catalogueSize);
    const top = body.data.auth.filter((entry) => entry.parentId === -1).map((entry) => entry.key);
    expect(top).toEqual(MENU_CATALOGUE.map((entry) => entry.key));
  });

  it('gives the salesperson only its grants, with parents, titled in the caller locale', async () => {
    const { body } = await get(adminApi.userAuth.answer, '/erp/admin/user/auth', {
      ...headersOf.sales!,
      'accept-language': 'en',
    });
    const entries = body.data.auth;
    const keys = entries.filter((entry) => entry.type === 'menu').map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['dashboard', 'customerManage', 'customerList', 'myTarget']));
    expect(keys).not.toContain('adminUserList');
    expect(keys).not.toContain('systemManage');
    const customerList = entries.find((entry) => entry.key === 'customerList')!;
    expect(customerList.title).toBe('Customer list');
    const buttons = entries.filter((entry) => entry.parentId === customerList.id).map((entry) => entry.key);
    expect(buttons.sort()).toEqual(['add', 'edit', 'get', 'query', 'update']);
    // Every entry's parent is granted too, so the browser can build the route tree.
    const ids = new Set(entries.map((entry) => entry.id));
    for (const entry of entries)
      if (entry.parentId !== -1) expect(ids.has(entry.parentId), entry.key).toBe(true);
  });

  it('gives the call agent the duty control and the activity analysis', async () => {
    const { body } = await get(
      adminApi.userAppletAuth.answer,
      '/erp/admin/user/applet/auth',
      headersOf.agent!,
    );
    expect(body.data.auth).toEqual(
      expect.arrayContaining(['dutyRecordList', 'dutyRecordStart', 'customerActivityParsing']),
    );
  });
});

describe('GET /erp/admin/user/applet/auth', () => {
  it('answers the salesperson keys: work on customers, but no delete, import or export', async () => {
    const { body } = await get(
      adminApi.userAppletAuth.answer,
      '/erp/admin/user/applet/auth',
      headersOf.sales!,
    );
    const keys = body.data.auth;
    expect(keys).toEqual(
      expect.arrayContaining([
        'customerList:add',
        'customerPoolList:update',
        'saleOrderList:add',
        'customerDetailParsing',
        'downloadCenterManage',
        'personalCenterManage',
        'materialManage:get',
      ]),
    );
    for (const forbidden of [
      'customerList:delete',
      'customerList:import',
      'customerList:export',
      'dutyRecordStart',
    ]) {
      expect(keys).not.toContain(forbidden);
    }
  });

  it('drops the grants of a disabled role', async () => {
    const [salesperson] = await t.db.select().from(roles).where(eq(roles.code, 'salesperson'));
    await t.db.update(roles).set({ status: ROLE_DISABLED }).where(eq(roles.id, salesperson!.id));
    try {
      const { body } = await get(
        adminApi.userAppletAuth.answer,
        '/erp/admin/user/applet/auth',
        headersOf.sales!,
      );
      expect(body.data.auth).toEqual([]);
    } finally {
      await t.db.update(roles).set({ status: ROLE_ENABLED }).where(eq(roles.id, salesperson!.id));
    }
  });
});

describe('seeding', () => {
  it('never duplicates the menu on later starts', async () => {
    const { seedDatabase } = await import('../src/modules/seed.js');
    await seedDatabase(t.database, { demo: true });
    const rows = await t.db.select({ id: menus.id }).from(menus);
    expect(rows).toHaveLength(catalogueSize);
  });
});

describe('GET /erp/crm/customerDistributionObject/userDistribution/show', () => {
  it('is true for a distribution object and false otherwise', async () => {
    const url = '/erp/crm/customerDistributionObject/userDistribution/show';
    expect((await get(crmApi.userDistributionShow.answer, url, headersOf.sales!)).body.data).toBe(true);
    expect((await get(crmApi.userDistributionShow.answer, url, headersOf.manager!)).body.data).toBe(false);
  });
});
