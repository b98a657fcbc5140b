import { adminApi, auditApi, rolesApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organizations, roles } from '../src/modules/admin/admin.tables.js';
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

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  call(t.app, z.any(), { method, url, headers, payload: payload as Record<string, unknown> });

async function createRole(code: string, permissionKeys: string[], dataScopes?: rolesApi.RoleDataScope[]) {
  const { status, body } = await send('POST', '/erp/admin/role', {
    name: `角色 ${code}`,
    code,
    permissionKeys,
    dataScopes,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return rolesApi.roleDetail.parse(body.data);
}

async function grantAudit(roleId: number) {
  const { body } = await call(t.app, auditApi.auditPage.answer, {
    url: '/erp/admin/audit/page?entity=role&action=grant&pageSize=50',
    headers: admin,
  });
  return body.data.list.filter((entry) => entry.entityId === String(roleId));
}

/** A user holding only `roleId`, signed in: answers their headers. */
async function holderOf(roleId: number, username: string) {
  const created = await send('POST', '/erp/admin/user', {
    username,
    name: username,
    password: 'holder-pass-1',
    roleIds: [roleId],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { id: created.body.data.id as number, headers: await loginAs(t.app, username, 'holder-pass-1') };
}

const keysOf = async (headers: Record<string, string>) =>
  (await call(t.app, adminApi.userAppletAuth.answer, { url: '/erp/admin/user/applet/auth', headers })).body
    .data.auth;

describe('grant tree', () => {
  it('lists every menu with its opers as children, titled in the caller locale', async () => {
    const { body } = await call(t.app, rolesApi.roleGrantTree.answer, {
      url: '/erp/admin/role/grant/tree',
      headers: { ...admin, 'accept-language': 'en' },
    });
    const source = body.data.find((entry) => entry.key === 'customerSourceList')!;
    expect(source.title).toBe('Customer sources');
    const opers = body.data.filter((entry) => entry.parentId === source.id);
    expect(opers.every((entry) => entry.type === 'oper')).toBe(true);
    expect(opers.map((entry) => entry.permissionKey)).toContain('customerSourceList:delete');
  });
});

describe('creating and reading roles', () => {
  it('creates a role whose grants close upwards, audited as create and grant', async () => {
    const role = await createRole('sourceKeeper', ['customerSourceList:query', 'customerSourceList:add']);
    expect(role.permissionKeys).toEqual(
      ['customerSourceList', 'customerSourceList:add', 'customerSourceList:query', 'systemManage'].sort(),
    );
    expect(role).toMatchObject({ version: 1, locked: false, userCount: 0 });
    const got = await call(t.app, rolesApi.roleDetail, { url: `/erp/admin/role/${role.id}`, headers: admin });
    expect(got.body.data.permissionKeys).toEqual(role.permissionKeys);
    const [grant] = await grantAudit(role.id);
    expect(grant).toMatchObject({
      before: { permissionKeys: [] },
      after: { permissionKeys: role.permissionKeys },
    });
  });

  it('refuses an unknown permission, a taken code and a malformed code with 400', async () => {
    const unknown = await send('POST', '/erp/admin/role', {
      name: 'X',
      code: 'xRole',
      permissionKeys: ['nope:add'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('未知的权限：nope:add');
    const taken = await send('POST', '/erp/admin/role', {
      name: 'X',
      code: 'salesperson',
      permissionKeys: [],
    });
    expect(taken.status).toBe(400);
    expect(taken.body.data.fieldErrors[0]).toMatchObject({ path: 'code', message: '角色编码已存在' });
    const malformed = await send('POST', '/erp/admin/role', { name: 'X', code: '1 bad', permissionKeys: [] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.fieldErrors[0].message).toContain('角色编码须以字母开头');
  });

  it("answers 404 for another organization's role and 403 for a salesperson", async () => {
    const [branchRole] = await t.db.select().from(roles).where(eq(roles.orgId, branchId));
    const role = await createRole('orgScoped', []);
    for (const [method, url, payload] of [
      ['GET', `/erp/admin/role/${branchRole!.id}`, undefined],
      ['PUT', `/erp/admin/role/${branchRole!.id}`, { name: 'X', permissionKeys: [], version: 1 }],
      ['DELETE', `/erp/admin/role/${branchRole!.id}`, undefined],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: admin, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const sales = await loginAs(t.app, 'sales');
    for (const [method, url] of [
      ['GET', `/erp/admin/role/${role.id}`],
      ['GET', '/erp/admin/role/grant/tree'],
      ['POST', '/erp/admin/role'],
      ['PUT', `/erp/admin/role/${role.id}`],
      ['DELETE', `/erp/admin/role/${role.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: sales, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('changing grants', () => {
  it("takes effect on the holder's next request, with a before/after grant audit", async () => {
    const role = await createRole('liveGrant', ['customerSourceList:query']);
    const holder = await holderOf(role.id, 'live.holder');
    const listUrl = '/erp/admin/customerSource/page';
    const canList = async () => (await t.app.inject({ url: listUrl, headers: holder.headers })).statusCode;
    expect(await keysOf(holder.headers)).toContain('customerSourceList:query');
    expect(await canList()).toBe(200);

    const updated = await send('PUT', `/erp/admin/role/${role.id}`, {
      name: role.name,
      permissionKeys: ['paymentChannel:query'],
      version: role.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.version).toBe(2);
    expect(await canList()).toBe(403);
    const keys = await keysOf(holder.headers);
    expect(keys).toContain('paymentChannel:query');
    expect(keys).not.toContain('customerSourceList');

    const [latest] = await grantAudit(role.id);
    expect(latest).toMatchObject({
      action: 'grant',
      before: { permissionKeys: ['customerSourceList', 'customerSourceList:query', 'systemManage'] },
      after: { permissionKeys: ['paymentChannel', 'paymentChannel:query', 'systemManage'] },
    });
  });

  it('refuses a save based on an old version with 409', async () => {
    const role = await createRole('versioned', []);
    const first = await send('PUT', `/erp/admin/role/${role.id}`, {
      name: 'A',
      permissionKeys: [],
      version: 1,
    });
    expect(first.status).toBe(200);
    const stale = await send('PUT', `/erp/admin/role/${role.id}`, {
      name: 'B',
      permissionKeys: [],
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
  });

  it("keeps the administrator role's grants: renaming is fine, narrowing is refused", async () => {
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.code, 'administrator'));
    const current = rolesApi.roleDetail.parse(
      (await call(t.app, z.any(), { url: `/erp/admin/role/${adminRole!.id}`, headers: admin })).body.data,
    );
    expect(current.locked).toBe(true);
    const narrowed = await send('PUT', `/erp/admin/role/${adminRole!.id}`, {
      name: current.name,
      permissionKeys: ['dashboard'],
      version: current.version,
    });
    expect(narrowed.status).toBe(400);
    expect(narrowed.body.msg).toContain('系统管理员角色始终拥有全部权限');
    const renamed = await send('PUT', `/erp/admin/role/${adminRole!.id}`, {
      name: '超级管理员',
      describe: current.describe,
      permissionKeys: current.permissionKeys,
      version: current.version,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('超级管理员');
    expect((await send('DELETE', `/erp/admin/role/${adminRole!.id}`)).status).toBe(400);
  });
});

describe('deleting roles', () => {
  it('refuses a role users still hold, saying how many; deletes it once nobody does', async () => {
    const role = await createRole('shortLived', ['dashboard']);
    const holder = await holderOf(role.id, 'short.holder');
    const refused = await send('DELETE', `/erp/admin/role/${role.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该角色仍有 1 名用户在使用，请先移除这些用户的该角色再删除');
    await send('PUT', `/erp/admin/user/${holder.id}`, { name: 'short.holder', roleIds: [] });
    expect((await send('DELETE', `/erp/admin/role/${role.id}`)).status).toBe(200);
    expect((await t.app.inject({ url: `/erp/admin/role/${role.id}`, headers: admin })).statusCode).toBe(404);
    const { body } = await call(t.app, auditApi.auditPage.answer, {
      url: '/erp/admin/audit/page?entity=role&action=delete',
      headers: admin,
    });
    expect(body.data.list[0]).toMatchObject({
      entityId: String(role.id),
      before: { code: 'shortLived', permissionKeys: ['dashboard'] },
    });
  });
});

describe('data scopes', () => {
  it('lists each kind of record offering a choice, under its menu, titled in the caller locale', async () => {
    const { body } = await call(t.app, rolesApi.roleDataScopeKinds.answer, {
      url: '/erp/admin/role/data-scope/kinds',
      headers: { ...admin, 'accept-language': 'en' },
    });
    const byName = new Map(body.data.map((kind) => [kind.resource, kind]));
    expect(byName.get('warehouse')).toEqual({
      resource: 'warehouse',
      menuKey: 'warehouseList',
      title: 'Warehouses',
      defaultScope: 'all',
      options: [
        { scope: 'all', label: 'Every record' },
        { scope: 'participant', label: 'Records I take part in' },
      ],
    });
    expect(byName.get('supplier')).toMatchObject({
      defaultScope: 'owned',
      options: [{ scope: 'owned' }, { scope: 'all' }],
    });
    expect(byName.get('stockReceipt')!.options.map((option) => option.label)).toEqual([
      'Every record',
      'Records of my warehouses',
    ]);
    // CRM's hand-written documents: own and led departments' by default, or every record.
    const customer = byName.get('customer')!;
    expect(customer).toMatchObject({
      menuKey: 'customerList',
      title: 'Customer list',
      defaultScope: 'owned',
    });
    expect(customer.options.map(({ scope, label }) => `${scope}: ${label}`)).toEqual([
      "owned: Own and led departments' records",
      'all: Every record',
    ]);
    expect(byName.get('business')).toMatchObject({ menuKey: 'customerBusinessList', title: 'Business list' });
    // A resource offering only "every record" has nothing to choose.
    expect(byName.has('customerSource')).toBe(false);
    const zh = await call(t.app, rolesApi.roleDataScopeKinds.answer, {
      url: '/erp/admin/role/data-scope/kinds',
      headers: { ...admin, 'accept-language': 'zh-CN' },
    });
    expect(zh.body.data.find((kind) => kind.resource === 'business')).toMatchObject({
      title: '商机列表',
      options: [
        { scope: 'owned', label: '本人及所领导部门的记录' },
        { scope: 'all', label: '全部记录' },
      ],
    });
  });

  it('saves the scopes with the role (a default is not kept), audited; a save without them keeps them', async () => {
    const role = await createRole(
      'keeperScoped',
      ['warehouseList:query', 'supplierList:query'],
      [
        { resource: 'warehouse', scope: 'participant' },
        { resource: 'supplier', scope: 'owned' },
      ],
    );
    expect(role.dataScopes).toEqual([{ resource: 'warehouse', scope: 'participant' }]);
    const renamed = await send('PUT', `/erp/admin/role/${role.id}`, {
      name: '改名',
      permissionKeys: role.permissionKeys,
      version: role.version,
    });
    expect(renamed.body.data.dataScopes).toEqual([{ resource: 'warehouse', scope: 'participant' }]);
    const widened = await send('PUT', `/erp/admin/role/${role.id}`, {
      name: '改名',
      permissionKeys: role.permissionKeys,
      dataScopes: [{ resource: 'supplier', scope: 'all' }],
      version: renamed.body.data.version,
    });
    expect(widened.body.data.dataScopes).toEqual([{ resource: 'supplier', scope: 'all' }]);
    const [latest] = await grantAudit(role.id);
    expect(latest).toMatchObject({
      before: { dataScopes: [{ resource: 'warehouse', scope: 'participant' }] },
      after: { dataScopes: [{ resource: 'supplier', scope: 'all' }] },
    });
  });

  it('refuses a scope the kind does not offer, or an unknown kind, with 400 on that entry, changing nothing', async () => {
    const role = await createRole('scopeRefused', ['warehouseList:query']);
    const save = (dataScopes: rolesApi.RoleDataScope[]) =>
      send('PUT', `/erp/admin/role/${role.id}`, {
        name: role.name,
        permissionKeys: role.permissionKeys,
        dataScopes,
        version: role.version,
      });
    const notOffered = await save([{ resource: 'warehouse', scope: 'myWarehouses' }]);
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.data.fieldErrors[0]).toMatchObject({
      path: 'dataScopes.0.scope',
      message: '该数据范围不可用，请重新选择',
    });
    const unknown = await save([
      { resource: 'warehouse', scope: 'all' },
      { resource: 'nothingLikeThis', scope: 'all' },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fieldErrors[0].path).toBe('dataScopes.1.resource');
    const after = await call(t.app, rolesApi.roleDetail, {
      url: `/erp/admin/role/${role.id}`,
      headers: admin,
    });
    expect(after.body.data).toMatchObject({ version: 1, dataScopes: [] });
  });
});
