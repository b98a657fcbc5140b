import { adminApi, adminUsersApi, auditApi } from '@atrium/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organizations, roles } from '../src/modules/admin/admin.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

let t: TestApp;
let admin: Record<string, string>;
let demoId: number;
let branchId: number;
let salespersonRoleId: number;
let branchRoleId: number;

const detail = adminUsersApi.adminUserDetail;
const PASSWORD = 'first-pass-1';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const orgs = await t.db.select().from(organizations);
  demoId = orgs.find((org) => org.code === 'demo')!.id;
  branchId = orgs.find((org) => org.code === 'demo-branch')!.id;
  const roleRows = await t.db.select().from(roles);
  salespersonRoleId = roleRows.find((role) => role.code === 'salesperson' && role.orgId === demoId)!.id;
  branchRoleId = roleRows.find((role) => role.orgId === branchId)!.id;
});
afterAll(() => t?.app.close());

const create = (payload: Record<string, unknown>, headers = admin) =>
  call(t.app, z.any(), { method: 'POST', url: '/erp/admin/user', headers, payload });

const post = (url: string, payload: unknown, headers = admin, method: 'PUT' | 'POST' = 'PUT') =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });

async function newUser(username: string, extra: Record<string, unknown> = {}) {
  const { status, body } = await create({
    username,
    name: `Name ${username}`,
    password: PASSWORD,
    roleIds: [salespersonRoleId],
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return detail.parse(body.data);
}

const auditOf = async (entityId: number) => {
  const { body } = await call(t.app, auditApi.auditPage.answer, {
    url: `/erp/admin/audit/page?entity=adminUser&pageSize=50`,
    headers: admin,
  });
  return body.data.list.filter((entry) => entry.entityId === String(entityId));
};

describe('creating admin users', () => {
  it('creates an enabled member with roles who can sign in, audited without the password', async () => {
    const user = await newUser('ann.lee', { mobile: '13900000001', email: 'ann@example.com' });
    expect(user).toMatchObject({
      username: 'ann.lee',
      status: 'enabled',
      mobile: '13900000001',
      email: 'ann@example.com',
      roleIds: [salespersonRoleId],
      organizationIds: [demoId],
    });
    const headers = await loginAs(t.app, 'ann.lee', PASSWORD);
    const keys = await call(t.app, adminApi.userAppletAuth.answer, {
      url: '/erp/admin/user/applet/auth',
      headers,
    });
    expect(keys.body.data.auth).toContain('customerList');
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      action: 'create',
      after: { username: 'ann.lee', roleIds: [salespersonRoleId] },
    });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it('adds the user to another organization the caller manages, with roles only from the current one', async () => {
    const user = await newUser('bo.branch', { organizationIds: [branchId] });
    expect(user.organizationIds).toEqual([demoId, branchId].sort((a, b) => a - b));
    const inBranch = await call(t.app, adminApi.adminUserPage.answer, {
      url: '/erp/admin/user/page?keyword=bo.branch',
      headers: { ...admin, 'organization-id': String(branchId) },
    });
    expect(inBranch.body.data.list.map((row) => row.username)).toEqual(['bo.branch']);
    const foreignRole = await create({
      username: 'cy.foreign',
      name: 'Cy',
      password: PASSWORD,
      roleIds: [branchRoleId],
    });
    expect(foreignRole.status).toBe(400);
    expect(foreignRole.body.msg).toBe('所选角色不存在或不属于当前组织');
  });

  it('refuses an organization the caller does not manage, a taken username and bad fields with 400', async () => {
    const manager = await loginAs(t.app, 'manager');
    // manager has no admin rights: 403 before anything else
    expect((await create({ username: 'xavier1', name: 'X', password: PASSWORD }, manager)).status).toBe(403);
    const notManaged = await create({
      username: 'xavier2',
      name: 'X',
      password: PASSWORD,
      organizationIds: [999999],
    });
    expect(notManaged.status).toBe(400);
    expect(notManaged.response.json().data.fieldErrors[0].path).toBe('organizationIds');
    const taken = await create({ username: 'ADMIN', name: 'X', password: PASSWORD });
    expect(taken.status).toBe(400);
    expect(taken.response.json().data.fieldErrors[0]).toMatchObject({
      path: 'username',
      message: '用户名已存在',
    });
    const bad = await create({
      username: 'xavier3',
      name: 'X',
      password: 'short',
      mobile: '123',
      email: 'no',
    });
    expect(bad.status).toBe(400);
    const paths = bad.response.json().data.fieldErrors.map((error: { path: string }) => error.path);
    expect(paths.sort()).toEqual(['email', 'mobile', 'password']);
    expect(
      bad.response.json().data.fieldErrors.find((e: { path: string }) => e.path === 'mobile').message,
    ).toBe('联系电话格式不正确');
  });
});

describe('reading and editing admin users', () => {
  it('gets and updates a member; roles and memberships follow, audited before/after', async () => {
    const user = await newUser('dee.edit', { organizationIds: [branchId] });
    const managerRole = (await t.db.select().from(roles)).find((role) => role.code === 'salesManager')!;
    const updated = await call(t.app, detail, {
      method: 'PUT',
      url: `/erp/admin/user/${user.id}`,
      headers: admin,
      payload: {
        name: 'Dee Edited',
        mobile: '010-12345678',
        email: '',
        roleIds: [managerRole.id],
        organizationIds: [],
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'Dee Edited',
      mobile: '010-12345678',
      roleIds: [managerRole.id],
      organizationIds: [demoId],
    });
    const got = await call(t.app, detail, { url: `/erp/admin/user/${user.id}`, headers: admin });
    expect(got.body.data.name).toBe('Dee Edited');
    const entries = await auditOf(user.id);
    expect(entries[0]).toMatchObject({
      action: 'update',
      before: { name: 'Name dee.edit', roleIds: [salespersonRoleId], organizationIds: [demoId, branchId] },
      after: { name: 'Dee Edited', roleIds: [managerRole.id], organizationIds: [demoId] },
    });
  });

  it('leaves memberships alone when an update names no organizations', async () => {
    const user = await newUser('dan.keeps', { organizationIds: [branchId] });
    const updated = await call(t.app, detail, {
      method: 'PUT',
      url: `/erp/admin/user/${user.id}`,
      headers: admin,
      payload: { name: 'Dan', roleIds: [salespersonRoleId] },
    });
    expect(updated.body.data.organizationIds).toEqual(user.organizationIds);
    expect(user.organizationIds).toContain(branchId);
  });

  it('filters the page by role and status', async () => {
    await newUser('eve.filter', { roleIds: [] });
    const byRole = await call(t.app, adminApi.adminUserPage.answer, {
      url: `/erp/admin/user/page?roleId=${salespersonRoleId}&pageSize=50`,
      headers: admin,
    });
    const names = byRole.body.data.list.map((row) => row.username);
    expect(names).toContain('sales');
    expect(names).not.toContain('eve.filter');
    expect(names).not.toContain('admin');
    const foreign = await call(t.app, adminApi.adminUserPage.answer, {
      url: `/erp/admin/user/page?roleId=${branchRoleId}`,
      headers: admin,
    });
    expect(foreign.body.data.total).toBe(0);
  });

  it("answers 404 for a user who is not a member of the caller's organization", async () => {
    const user = await newUser('fay.other');
    const inBranch = { ...admin, 'organization-id': String(branchId) };
    for (const [method, url, payload] of [
      ['GET', `/erp/admin/user/${user.id}`, undefined],
      ['PUT', `/erp/admin/user/${user.id}`, { name: 'X', roleIds: [] }],
      ['PUT', `/erp/admin/user/${user.id}/disable`, undefined],
      ['PUT', `/erp/admin/user/${user.id}/password`, { password: 'another-pass-1' }],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: inBranch, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses a salesperson every write with 403', async () => {
    const sales = await loginAs(t.app, 'sales');
    const user = await newUser('gus.target');
    expect((await post(`/erp/admin/user/${user.id}`, { name: 'X', roleIds: [] }, sales)).statusCode).toBe(
      403,
    );
    expect((await post(`/erp/admin/user/${user.id}/disable`, undefined, sales)).statusCode).toBe(403);
    expect(
      (await post(`/erp/admin/user/${user.id}/password`, { password: 'x-pass-123' }, sales)).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/erp/admin/user/${user.id}`, headers: sales })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/erp/admin/user/options', headers: sales })).statusCode).toBe(403);
  });
});

describe('disabling, enabling and resetting passwords', () => {
  it('disabling stops the token at once and sign-in; enabling lets the user back in', async () => {
    const user = await newUser('hal.disable');
    const headers = await loginAs(t.app, 'hal.disable', PASSWORD);
    const disabled = await call(t.app, detail, {
      method: 'PUT',
      url: `/erp/admin/user/${user.id}/disable`,
      headers: admin,
    });
    expect(disabled.body.data.status).toBe('disabled');
    expect((await t.app.inject({ url: '/erp/admin/user/info', headers })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/erp/auth/login',
      payload: { username: 'hal.disable', password: PASSWORD },
    });
    expect(login.json().code).not.toBe(200);
    expect(login.json().msg).toBe('账号已被停用，请联系管理员');
    await post(`/erp/admin/user/${user.id}/enable`, undefined);
    const again = await loginAs(t.app, 'hal.disable', PASSWORD);
    expect((await t.app.inject({ url: '/erp/admin/user/info', headers: again })).statusCode).toBe(200);
    const actions = (await auditOf(user.id)).map((entry) => entry.after);
    expect(actions).toContainEqual({ status: 'disabled' });
    expect(actions).toContainEqual({ status: 'enabled' });
  });

  it('refuses to let administrators disable themselves', async () => {
    const me = await call(t.app, adminApi.userInfo.answer, { url: '/erp/admin/user/info', headers: admin });
    const refused = await post(`/erp/admin/user/${me.body.data.userId}/disable`, undefined);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('不能停用自己的账号');
    const en = await post(`/erp/admin/user/${me.body.data.userId}/disable`, undefined, {
      ...admin,
      'accept-language': 'en',
    });
    expect(en.json().msg).toBe('You cannot disable your own account.');
  });

  it('refuses to let administrators change their own roles; the current organization always stays', async () => {
    const me = await call(t.app, adminApi.userInfo.answer, { url: '/erp/admin/user/info', headers: admin });
    const mine = await call(t.app, detail, { url: `/erp/admin/user/${me.body.data.userId}`, headers: admin });
    const { name, roleIds, organizationIds } = mine.body.data;
    const url = `/erp/admin/user/${me.body.data.userId}`;

    const dropped = await post(url, { name, roleIds: [] });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().msg).toBe('不能修改自己的角色，请由其他管理员修改');
    const added = await post(
      url,
      { name, roleIds: [...roleIds, salespersonRoleId] },
      { ...admin, 'accept-language': 'en' },
    );
    expect(added.json().msg).toBe('You cannot change your own roles; ask another administrator.');
    // Nothing changed, and the same roles in another order still save the rest of the form.
    const after = await call(t.app, detail, { url, headers: admin });
    expect(after.body.data.roleIds).toEqual(roleIds);
    const saved = await post(url, {
      name,
      roleIds: [...roleIds].reverse(),
      organizationIds: organizationIds.filter((id) => id !== demoId),
    });
    expect(saved.statusCode).toBe(200);
    expect((await call(t.app, detail, { url, headers: admin })).body.data.organizationIds).toContain(demoId);
  });

  it('resetting a password revokes the sessions; the new password signs in, the old one not', async () => {
    const user = await newUser('ivy.reset');
    const headers = await loginAs(t.app, 'ivy.reset', PASSWORD);
    const reset = await post(`/erp/admin/user/${user.id}/password`, { password: 'second-pass-2' });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/erp/admin/user/info', headers })).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'POST',
      url: '/erp/auth/login',
      payload: { username: 'ivy.reset', password: PASSWORD },
    });
    expect(old.json().code).not.toBe(200);
    await expect(loginAs(t.app, 'ivy.reset', 'second-pass-2')).resolves.toBeDefined();
    expect(await auditOf(user.id)).toContainEqual(expect.objectContaining({ after: { password: 'reset' } }));
  });
});

describe('form options', () => {
  it('answers the roles of the organization and the organizations the caller manages', async () => {
    const { body } = await call(t.app, adminUsersApi.adminUserOptions.answer, {
      url: '/erp/admin/user/options',
      headers: admin,
    });
    expect(body.data.roles.map((role) => role.code)).toContain('salesperson');
    expect(body.data.roles.every((role) => role.id !== branchRoleId)).toBe(true);
    expect(body.data.organizations.map((org) => org.code)).toEqual(['demo', 'demo-branch']);
  });
});
