import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminApi,
  defineAssignmentScope,
  defineEndpoint,
  defineResource,
  type Endpoint,
  permission,
} from '@atrium/contract';
import { ALL_ENDPOINTS } from '@atrium/contract/all-endpoints';
import { warehouseResource } from '@atrium/contract/resources/warehouse';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { menus, organizations, roleMenus, roles } from '../src/modules/admin/admin.tables.js';
import { DEMO_ACCOUNTS } from '../src/modules/admin/demo-seed.js';
import { dictItems } from '../src/modules/common/common.tables.js';
import { stockWarehouses } from '../src/modules/stock/stock.tables.js';
import type { Db } from '../src/platform/db/database.js';
import { bindEndpoint } from '../src/platform/http/bind-endpoint.js';
import { bindResource } from '../src/platform/resources/bind-resource.js';
import { localFileStore } from '../src/platform/storage/local-file-store.js';
import { buildTestApp, call, loginAs, openTestDatabase, type TestApp } from './harness.js';

/**
 * Walks every contract endpoint (plus a probe needing a permission, since the foundation's
 * endpoints are all public or signed-in) and proves the access rules of ARCHITECTURE §3.1/§3.3.
 */
const probe = defineEndpoint({
  method: 'GET',
  path: '/erp/test/probe/:id',
  access: permission('customerList:delete'),
  summary: 'Test-only endpoint guarded by a permission.',
  params: z.object({ id: z.coerce.number().int() }),
  answer: z.object({ id: z.number() }),
});
const ENDPOINTS: readonly Endpoint[] = [...ALL_ENDPOINTS, probe];

const SECRET_LABEL = 'branch-secret-label';
let t: TestApp;
let branchId: number;
const headersOf: Record<string, Record<string, string>> = {};
const keysOf: Record<string, string[]> = {};

beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (app) => bindEndpoint(app, probe, async ({ params }) => ({ id: params.id })),
  });
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
  await t.db
    .insert(dictItems)
    .values({ orgId: branchId, type: 'customerLevel', label: SECRET_LABEL, value: 'S' });
  // Every demo role has the download center and starts, decides and reads its approvals; HR gives
  // those up here so their endpoints' 403 is proven too.
  const [hrRole] = await t.db.select().from(roles).where(eq(roles.code, 'hr'));
  const downloadMenus = t.db
    .select({ id: menus.id })
    .from(menus)
    .where(
      or(
        ...[
          'downloadCenterManage',
          'approvalMyStart',
          'approvalMyApproved',
          'approvalCopyToMe',
          'approvalDetail',
        ].map((key) => like(menus.permissionKey, `${key}%`)),
      ),
    );
  await t.db
    .delete(roleMenus)
    .where(and(eq(roleMenus.roleId, hrRole!.id), inArray(roleMenus.menuId, downloadMenus)));
  // Every demo role may start approvals; HR gives up 我发起的's add so its endpoints' 403 is proven too.
  const startMenus = t.db
    .select({ id: menus.id })
    .from(menus)
    .where(eq(menus.permissionKey, 'approvalMyStart:add'));
  await t.db
    .delete(roleMenus)
    .where(and(eq(roleMenus.roleId, hrRole!.id), inArray(roleMenus.menuId, startMenus)));
  for (const { username } of DEMO_ACCOUNTS) {
    headersOf[username] = await loginAs(t.app, username);
    const { body } = await call(t.app, adminApi.userAppletAuth.answer, {
      url: '/erp/admin/user/applet/auth',
      headers: headersOf[username],
    });
    keysOf[username] = body.data.auth;
  }
});
afterAll(() => t?.app.close());

/** A concrete URL for a contract path: every `:param` becomes a plausible value. */
const urlOf = (endpoint: Endpoint) =>
  endpoint.path.replace(/:(\w+)/g, (_, name: string) => (name === 'type' ? 'customerLevel' : '1'));
const inject = (endpoint: Endpoint, headers: Record<string, string> = {}) =>
  t.app.inject({ method: endpoint.method, url: urlOf(endpoint), headers });
const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const isPublic = (endpoint: Endpoint) => 'public' in endpoint.access;
const guarded = ENDPOINTS.filter((endpoint) => !isPublic(endpoint));
const permissionGuarded = ENDPOINTS.filter((endpoint) => 'permission' in endpoint.access);
const anyPermissionGuarded = ENDPOINTS.filter((endpoint) => 'anyPermission' in endpoint.access);

describe('route registry', () => {
  it('binds every contract endpoint', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), label(endpoint)).toBe(true);
    }
  });

  it.each(guarded.map((endpoint) => [label(endpoint), endpoint] as const))(
    'anonymous %s → 401',
    async (_, endpoint) => {
      const response = await inject(endpoint);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, data: null });
    },
  );

  it.each(permissionGuarded.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s by a role lacking its key → 403 naming it; with the key → allowed',
    async (_, endpoint) => {
      const key = (endpoint.access as { permission: string }).permission;
      const lacking = DEMO_ACCOUNTS.find(({ username }) => !keysOf[username]!.includes(key));
      const holding = DEMO_ACCOUNTS.find(({ username }) => keysOf[username]!.includes(key));
      expect(lacking, `some demo role lacks ${key}`).toBeDefined();
      const denied = await inject(endpoint, headersOf[lacking!.username]);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 403, data: null });
      if (holding) expect((await inject(endpoint, headersOf[holding.username])).statusCode).not.toBe(403);
    },
  );

  it.each(anyPermissionGuarded.map((endpoint) => [label(endpoint), endpoint] as const))(
    '%s by a role lacking every one of its keys → 403; with any one → allowed',
    async (_, endpoint) => {
      const keys = (endpoint.access as { anyPermission: readonly string[] }).anyPermission;
      const holds = (username: string) => keys.some((key) => keysOf[username]!.includes(key));
      const lacking = DEMO_ACCOUNTS.find(({ username }) => !holds(username));
      expect(lacking, `some demo role lacks all of ${keys.join(', ')}`).toBeDefined();
      const denied = await inject(endpoint, headersOf[lacking!.username]);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 403, data: null });
      for (const key of keys) {
        const holding = DEMO_ACCOUNTS.find(({ username }) => keysOf[username]!.includes(key));
        if (holding) expect((await inject(endpoint, headersOf[holding.username])).statusCode).not.toBe(403);
      }
    },
  );

  it('names the missing permission in the caller locale', async () => {
    const zh = await inject(probe, headersOf.sales);
    expect(zh.json().msg).toBe('没有权限：缺少「客户列表 / 删除」权限');
    const en = await inject(probe, { ...headersOf.sales, 'accept-language': 'en' });
    expect(en.json().msg).toBe('Forbidden: the permission "Customer list / Delete" is missing.');
    expect((await inject(probe, headersOf.manager)).json()).toMatchObject({ code: 200, data: { id: 1 } });
  });

  it.each(guarded.map((endpoint) => [label(endpoint), endpoint] as const))(
    "%s with another organization's id → 404, never its data",
    async (_, endpoint) => {
      for (const organizationId of [String(branchId), '999999', 'not-a-number']) {
        const response = await inject(endpoint, { ...headersOf.manager, 'organization-id': organizationId });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, msg: '组织不存在或您不是该组织成员', data: null });
        expect(response.body).not.toContain('演示分公司');
        expect(response.body).not.toContain(SECRET_LABEL);
      }
    },
  );

  it("shows a member the organization's own data and nobody else's", async () => {
    const dict = (headers: Record<string, string>) =>
      t.app.inject({ url: '/erp/common/dict/customerLevel', headers });
    expect((await dict(headersOf.admin!)).body).not.toContain(SECRET_LABEL);
    const inBranch = await dict({ ...headersOf.admin!, 'organization-id': String(branchId) });
    expect(inBranch.statusCode).toBe(200);
    expect(inBranch.body).toContain(SECRET_LABEL);
  });
});

describe('start-up refusal', () => {
  const buildWith = async (extraRoutes: (app: FastifyInstance, db: Db) => void) => {
    const { database, dispose } = await openTestDatabase();
    try {
      // Never writes a file: a store on a folder that is never created is enough.
      const fileStore = localFileStore(path.join(tmpdir(), 'atrium-unused-files'));
      const app = await buildApp({ database, fileStore, logLevel: 'silent', extraRoutes });
      await app.close();
    } finally {
      await dispose();
    }
  };

  it('refuses an /erp route without an access declaration', async () => {
    await expect(
      buildWith((app) => app.get('/erp/undeclared', async () => ({ sneaky: true }))),
    ).rejects.toThrow(/GET \/erp\/undeclared declares no access/);
  });

  it('refuses a resource offering a scope of assignments no module registers', async () => {
    const shelves = defineAssignmentScope({
      name: 'myShelves',
      label: { 'zh-CN': '我的货架', en: 'My shelves' },
    });
    const orphan = defineResource({
      ...warehouseResource,
      name: 'testOrphanScope',
      basePath: '/erp/test/orphanScope',
      scopes: { assignments: [{ scope: shelves, field: 'id' }] },
    });
    await expect(buildWith((app, db) => bindResource(app, db, orphan, stockWarehouses))).rejects.toThrow(
      /no module registers the scope assignment "myShelves"/,
    );
  });

  it('accepts routes outside /erp without one', async () => {
    await expect(buildWith((app) => app.get('/outside', async () => 'ok'))).resolves.toBeUndefined();
  });
});
