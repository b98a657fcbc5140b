// On PGlite too: every generic list and form of the coming modules runs on this engine.
import {
  customerSourceResource,
  defineResource,
  importReport,
  PAGE_SIZE_MAX,
  PAGE_TOTAL_SEARCH_EXACT_LIMIT,
  paymentChannelResource,
  rolesApi,
} from '@atrium/contract';
import { countPage, receiptPage } from '@atrium/contract/endpoints/stock-documents';
import { productCategoryResource } from '@atrium/contract/resources/product-category';
import { supplierResource } from '@atrium/contract/resources/supplier';
import { MY_WAREHOUSES_SCOPE, warehouseResource } from '@atrium/contract/resources/warehouse';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, roles, userRoles, users } from '../src/modules/admin/admin.tables.js';
import { DEMO_CUSTOMER_SOURCES } from '../src/modules/admin/demo-seed.js';
import { customerSources, paymentChannels } from '../src/modules/admin/master-data.tables.js';
import { productCategories } from '../src/modules/catalogue/catalogue.tables.js';
import { stockDocuments, stockWarehouses } from '../src/modules/stock/stock.tables.js';
import { suppliers } from '../src/modules/supply/suppliers.tables.js';
import { bindResource } from '../src/platform/resources/bind-resource.js';
import { resourceStore } from '../src/platform/resources/resource-store.js';
import { exportCsv } from './export-files.js';
import { buildTestApp, call, grantToRoles, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

/**
 * The generic resource engine through HTTP, on the customer source and payment channel
 * resources; a copy of the customer source resource with a tiny exact-count limit reaches the
 * estimated-total path. Data scopes chosen per role: on the warehouse, supplier and stock
 * document lists a keeper uses.
 */
const estimated = defineResource({ ...customerSourceResource, basePath: '/erp/test/customerSource' });
/** The customer source resource as a tree, its number field `sort` standing for the parent id. */
const tree = defineResource({
  ...customerSourceResource,
  basePath: '/erp/test/customerSourceTree',
  fields: {
    ...customerSourceResource.fields,
    sort: { ...customerSourceResource.fields.sort, max: undefined },
  },
  parentField: 'sort',
});
/** The payment channel resource with its kind as a status: bank → cash only, cash → nothing. */
const withStatus = defineResource({
  ...paymentChannelResource,
  basePath: '/erp/test/paymentChannel',
  fields: {
    ...paymentChannelResource.fields,
    kind: { ...paymentChannelResource.fields.kind, transitions: { bank: ['cash'], cash: [] } },
  },
});
/**
 * The warehouse resource again, offering the stock module's "records of my warehouses" on its own
 * id, under a menu with import and export (the warehouse list has neither): the engine's
 * assignment scope on every operation.
 */
const byAssignment = defineResource({
  ...warehouseResource,
  name: 'testWarehouseByAssignment',
  basePath: '/erp/test/warehouseByAssignment',
  menuKey: 'supplierList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'id' }] },
});
const sources = customerSourceResource.endpoints;
const channels = paymentChannelResource.endpoints;
const BASE = customerSourceResource.basePath;

let t: TestApp;
let admin: Record<string, string>;
let branchId: number;
beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (app, db) => {
      bindResource(app, db, estimated, customerSources, { exactCountLimit: 3 });
      bindResource(app, db, withStatus, paymentChannels);
      bindResource(app, db, tree, customerSources);
      bindResource(app, db, byAssignment, stockWarehouses);
    },
  });
  admin = await loginAs(t.app, 'admin');
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  branchId = branch!.id;
});
afterAll(() => t?.app.close());

const page = (query = '', headers = admin) =>
  call(t.app, sources.page.answer, { url: `${BASE}/page?${query}`, headers });
const create = (payload: Record<string, unknown>, headers = admin) =>
  call(t.app, sources.create.answer, { method: 'POST', url: BASE, payload, headers });
/** For refusals: the error envelope has no answer to parse. */
const refused = (url: string, headers = admin) => t.app.inject({ url, headers });
const namesOf = (list: { name: string }[]) => list.map((row) => row.name).sort();

describe('fields and columns', () => {
  it('refuses at start-up a field a body may clear to null on a not-null column, and the reverse', () => {
    const { sort } = productCategoryResource.fields;
    const clearableSort = defineResource({
      ...productCategoryResource,
      fields: { ...productCategoryResource.fields, sort: { ...sort, nullable: true } },
    });
    expect(() => resourceStore(clearableSort, productCategories)).toThrow(
      /productCategory: fields and columns disagree: sort \(takes null, column is not null\)/,
    );
    const unclearable = defineResource({
      ...customerSourceResource,
      fields: {
        ...customerSourceResource.fields,
        sort: { ...customerSourceResource.fields.sort, nullable: false },
      },
    });
    expect(() => resourceStore(unclearable, customerSources)).toThrow(
      /sort \(never null, column is nullable\)/,
    );
    expect(() =>
      defineResource({
        ...customerSourceResource,
        fields: {
          ...customerSourceResource.fields,
          name: { ...customerSourceResource.fields.name, nullable: true },
        },
      }),
    ).toThrow(/customerSource.name: only an optional .* field can be nullable/);
  });
});

describe('customer sources: page', () => {
  it('answers the demo rows, newest first, 10 per page by default, with an exact total', async () => {
    const { status, body } = await page();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: DEMO_CUSTOMER_SOURCES.length, totalExact: true, pageNum: 1 });
    expect(body.data.pageSize).toBe(10);
    const ids = body.data.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('filters: contains (with % taken literally), eq, range and in; empty values are absent', async () => {
    await create({ name: '100% 满意', code: 'pct', sort: 50 });
    const percent = await page(`name=${encodeURIComponent('%')}`);
    expect(namesOf(percent.body.data.list)).toEqual(['100% 满意']);
    expect(
      namesOf((await page(`name=${encodeURIComponent('官网')}&code=&sortFrom=`)).body.data.list),
    ).toEqual(['官网咨询']);
    expect(namesOf((await page('enabled=false')).body.data.list)).toEqual(['展会']);
    expect(namesOf((await page('sortFrom=2&sortTo=3')).body.data.list)).toEqual(['客户转介绍', '电话呼入']);
    expect(namesOf((await page('code=website,referral')).body.data.list)).toEqual(['官网咨询', '客户转介绍']);
    expect((await refused(`${BASE}/page?enabled=maybe`)).statusCode).toBe(400);
  });

  it.each(customerSourceResource.sortFields)('sorts by %s both ways', async (field) => {
    const values = async (order: string) =>
      (await page(`sortField=${field}&sortOrder=${order}&pageSize=${PAGE_SIZE_MAX}`)).body.data.list.map(
        (row) => (row as unknown as Record<string, unknown>)[field],
      );
    const ascending = await values('asc');
    expect(ascending.length).toBeGreaterThan(1);
    expect(await values('desc')).toEqual([...ascending].reverse());
  });

  it('refuses a field that is not sortable, and page sizes past the cap', async () => {
    const unsortable = await refused(`${BASE}/page?sortField=remark`);
    expect(unsortable.statusCode).toBe(400);
    expect(unsortable.json().data).toMatchObject({ fieldErrors: [{ path: 'sortField' }] });
    expect((await refused(`${BASE}/page?pageSize=${PAGE_SIZE_MAX + 1}`)).statusCode).toBe(400);
    expect((await refused(`${BASE}/page?pageSize=0`)).statusCode).toBe(400);
    expect((await page(`pageSize=${PAGE_SIZE_MAX}`)).status).toBe(200);
  });

  it('pages without overlap', async () => {
    const first = await page('pageNum=1&pageSize=2');
    const second = await page('pageNum=2&pageSize=2');
    const ids = [...first.body.data.list, ...second.body.data.list].map((row) => row.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('estimates the total past the exact-count limit, and counts exactly below it', async () => {
    const [{ id: orgId } = { id: 0 }] = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.code, 'demo'));
    await t.db
      .insert(customerSources)
      .values(Array.from({ length: 20 }, (_, i) => ({ orgId, name: `批量 ${i}`, code: `bulk-${i}` })));
    await t.db.execute(sql`analyze customer_sources`);
    const { body } = await call(t.app, estimated.endpoints.page.answer, {
      url: '/erp/test/customerSource/page',
      headers: admin,
    });
    expect(body.data.totalExact).toBe(false);
    expect(body.data.total).toBeGreaterThan(3);
    const narrow = await call(t.app, estimated.endpoints.page.answer, {
      url: '/erp/test/customerSource/page?code=website,referral',
      headers: admin,
    });
    expect(narrow.body.data).toMatchObject({ total: 2, totalExact: true });
  });

  it('counts a "contains" search exactly only up to PAGE_TOTAL_SEARCH_EXACT_LIMIT, then estimates', async () => {
    const [{ id: orgId } = { id: 0 }] = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.code, 'demo'));
    const many = PAGE_TOTAL_SEARCH_EXACT_LIMIT + 1;
    await t.db
      .insert(customerSources)
      .values(
        Array.from({ length: many }, (_, i) => ({ orgId, name: `搜索来源 ${i}`, code: `search-${i}` })),
      );
    const searched = await call(t.app, sources.page.answer, {
      url: `${BASE}/page?name=${encodeURIComponent('搜索来源')}`,
      headers: admin,
    });
    expect(searched.body.data.totalExact).toBe(false);
    expect(searched.body.data.total).toBeGreaterThan(PAGE_TOTAL_SEARCH_EXACT_LIMIT);
    // Unsearched, the same rows are counted exactly (up to PAGE_TOTAL_EXACT_LIMIT).
    const listed = await call(t.app, sources.page.answer, { url: `${BASE}/page`, headers: admin });
    expect(listed.body.data).toMatchObject({ totalExact: true });
    expect(listed.body.data.total).toBeGreaterThan(many);
  });
});

describe('customer sources: writes', () => {
  it('creates with defaults and the creator, and refuses bad input with field errors', async () => {
    const { status, body } = await create({ name: '地推', code: 'street' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: '地推', enabled: true, remark: '', sort: null, version: 1 });
    expect(body.data.createdBy).toBeGreaterThan(0);
    const missing = await t.app.inject({ method: 'POST', url: BASE, payload: { code: 'x' }, headers: admin });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fieldErrors[0].path).toBe('name');
    const badCode = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: { name: 'a', code: 'a b' },
      headers: admin,
    });
    expect(badCode.statusCode).toBe(400);
  });

  it('answers a clash on a unique field as a 400 on that field', async () => {
    const clash = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: { name: '重复', code: 'website' },
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().data.fieldErrors).toEqual([
      { path: 'code', message: 'This value is already in use.' },
    ]);
  });

  it('refuses a stale update with 409 and overwrites nothing', async () => {
    const { body: created } = await create({ name: '旧名', code: 'stale' });
    const id = created.data.id;
    const first = await call(t.app, sources.update.answer, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { name: '新名', version: 1 },
      headers: admin,
    });
    expect(first.body.data).toMatchObject({ name: '新名', version: 2, code: 'stale' });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { name: '覆盖', version: 1 },
      headers: admin,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 409, msg: '数据已被他人修改，请刷新后重试', data: null });
    const staleDelete = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${id}?version=1`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(staleDelete.statusCode).toBe(409);
    expect(staleDelete.json().msg).toBe('Someone else saved this record first; reload and try again.');
    const after = await call(t.app, sources.get.answer, { url: `${BASE}/${id}`, headers: admin });
    expect(after.body.data).toMatchObject({ name: '新名', version: 2 });
  });

  it('soft-deletes (hidden from page and get) and restores', async () => {
    const { body: created } = await create({ name: '临时', code: 'temporary' });
    const id = created.data.id;
    const deleted = await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}?version=1`, headers: admin });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${BASE}/${id}`, headers: admin })).statusCode).toBe(404);
    expect((await page('code=temporary')).body.data.total).toBe(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}?version=2`, headers: admin })).statusCode,
    ).toBe(404);
    const restored = await call(t.app, sources.restore.answer, {
      method: 'POST',
      url: `${BASE}/${id}/restore`,
      headers: admin,
    });
    expect(restored.body.data).toMatchObject({ id, version: 3 });
    expect((await page('code=temporary')).body.data.total).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: `${BASE}/${id}/restore`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it('lets a deleted code be reused, and then refuses to restore the clashing row', async () => {
    const { body: old } = await create({ name: '旧渠道', code: 'reused' });
    await t.app.inject({ method: 'DELETE', url: `${BASE}/${old.data.id}?version=1`, headers: admin });
    expect((await create({ name: '新渠道', code: 'reused' })).status).toBe(200);
    const restore = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${old.data.id}/restore`,
      headers: admin,
    });
    expect(restore.statusCode).toBe(400);
    expect(restore.json().data.fieldErrors[0].path).toBe('code');
  });

  it('answers 400, never 500, for ids and versions that cannot exist', async () => {
    for (const url of [`${BASE}/abc`, `${BASE}/99999999999`, `${BASE}/0`])
      expect((await t.app.inject({ url, headers: admin })).statusCode, url).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/1`, headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${BASE}/2147483647`, headers: admin })).statusCode).toBe(404);
  });
});

describe('tenant isolation and permissions', () => {
  it("never shows or changes another organization's rows", async () => {
    const inBranch = { ...admin, 'organization-id': String(branchId) };
    const { body } = await create({ name: '分公司来源', code: 'branch-only' }, inBranch);
    const id = body.data.id;
    expect((await t.app.inject({ url: `${BASE}/${id}`, headers: admin })).statusCode).toBe(404);
    const update = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { name: '越权', version: 1 },
      headers: admin,
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}?version=1`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await page(`pageSize=${PAGE_SIZE_MAX}`)).body.data.list.map((row) => row.code)).not.toContain(
      'branch-only',
    );
    const branchPage = await page('', inBranch);
    expect(branchPage.body.data.list.map((row) => row.name)).toEqual(['分公司来源']);
    // The same code is free in another organization.
    expect((await create({ name: '分公司官网', code: 'website' }, inBranch)).status).toBe(200);
  });

  it('refuses a role lacking the oper key with 403', async () => {
    const sales = await loginAs(t.app, 'sales');
    const add = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: { name: '销售自建', code: 'by-sales' },
      headers: sales,
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().msg).toBe('没有权限：缺少「客户来源 / 新增」权限');
    expect((await refused(`${BASE}/page`, sales)).statusCode).toBe(403);
  });
});

describe('payment channels', () => {
  it('serves the second resource the same way: enum kind, in-filter, validation', async () => {
    const list = await call(t.app, channels.page.answer, {
      url: `${paymentChannelResource.basePath}/page?kind=wechat,alipay&sortField=kind&sortOrder=asc`,
      headers: admin,
    });
    expect(list.body.data.list.map((row) => row.kind)).toEqual(['alipay', 'wechat']);
    const bad = await t.app.inject({
      method: 'POST',
      url: paymentChannelResource.basePath,
      payload: { name: '加密货币', code: 'crypto', kind: 'bitcoin' },
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fieldErrors[0].path).toBe('kind');
    const created = await call(t.app, channels.create.answer, {
      method: 'POST',
      url: paymentChannelResource.basePath,
      payload: { name: '银联', code: 'unionpay', kind: 'bank', enabled: false },
      headers: admin,
    });
    expect(created.body.data).toMatchObject({ kind: 'bank', enabled: false, version: 1 });
  });
});

describe('status fields', () => {
  const url = withStatus.basePath;
  const update = (id: number, payload: Record<string, unknown>, lang = 'zh-CN') =>
    t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      payload,
      headers: { ...admin, 'Accept-Language': lang },
    });

  it('moves only along the declared transitions; another move is a localized 400 that changes nothing', async () => {
    const created = await call(t.app, withStatus.endpoints.create.answer, {
      method: 'POST',
      url,
      payload: { name: '状态渠道', code: 'status-flow', kind: 'bank' },
      headers: admin,
    });
    const id = created.body.data.id;
    const refused = await update(id, { kind: 'wechat', version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fieldErrors[0]).toMatchObject({
      path: 'kind',
      message: '状态不能从“bank”变更为“wechat”',
    });
    const english = await update(id, { kind: 'alipay', version: 1 }, 'en');
    expect(english.json().data.fieldErrors[0].message).toBe(
      'The status cannot change from "bank" to "alipay".',
    );
    // Other fields, and the same status, still save.
    const renamed = await update(id, { name: '状态渠道二', kind: 'bank', version: 1 });
    expect(renamed.statusCode).toBe(200);
    const moved = await update(id, { kind: 'cash', version: 2 });
    expect(moved.json().data).toMatchObject({ kind: 'cash', version: 3 });
    // A final state allows no move at all.
    expect((await update(id, { kind: 'bank', version: 3 })).statusCode).toBe(400);
  });
});

describe('tree resources', () => {
  const url = tree.basePath;
  const add = (name: string, parent: number | null) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { name, code: `tree-${name}`, sort: parent },
      headers: admin,
    });
  const move = (id: number, parent: number | null, version: number) =>
    t.app.inject({ method: 'PUT', url: `${url}/${id}`, payload: { sort: parent, version }, headers: admin });

  it('takes a live parent of the organization and refuses a cycle or a missing parent', async () => {
    const root = (await add('root', null)).json().data;
    const child = (await add('child', root.id)).json().data;
    const grandchild = (await add('grandchild', child.id)).json().data;
    expect(grandchild.sort).toBe(child.id);

    const cycle = await move(root.id, grandchild.id, root.version);
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().data.fieldErrors[0]).toMatchObject({
      path: 'sort',
      message: '上级不能是自身或其下级',
    });
    expect((await move(root.id, root.id, root.version)).statusCode).toBe(400);

    const missing = await add('orphan', 2_000_000_000);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fieldErrors[0].message).toBe('上级记录不存在');

    // Moving a branch under a record outside it is fine; so is making it a root again.
    const moved = await move(grandchild.id, root.id, grandchild.version);
    expect(moved.json().data).toMatchObject({ sort: root.id });
    expect((await move(child.id, null, child.version)).statusCode).toBe(200);
  });
});

describe('data scopes chosen per role', () => {
  let keeper: Record<string, string>;
  let keeperId: number;
  const warehouseId: Record<string, number> = {};
  const roleId: Record<string, number> = {};
  /** The role editor's choices so far per role (a save replaces them all). */
  const chosen: Record<string, { resource: string; scope: string }[]> = {};

  beforeAll(async () => {
    keeper = await loginAs(t.app, 'warehouse');
    const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
    for (const row of await t.db.select().from(stockWarehouses).where(eq(stockWarehouses.orgId, demo!.id))) {
      warehouseId[row.code] = row.id;
    }
    for (const row of await t.db.select().from(roles).where(eq(roles.orgId, demo!.id)))
      roleId[row.code] = row.id;
    const [keeperUser] = await t.db.select().from(users).where(eq(users.username, 'warehouse'));
    keeperId = keeperUser!.id;
  });

  /** Chooses a role's scope for one kind of record through the role editor's save, as an administrator does. */
  async function choose(roleCode: string, resource: string, scope: string) {
    chosen[roleCode] = [
      ...(chosen[roleCode] ?? []).filter((entry) => entry.resource !== resource),
      { resource, scope },
    ];
    const id = roleId[roleCode]!;
    const { body } = await call(t.app, rolesApi.roleDetail, { url: `/erp/admin/role/${id}`, headers: admin });
    const { name, describe, permissionKeys, version } = body.data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/erp/admin/role/${id}`,
      headers: admin,
      payload: { name, describe, permissionKeys, version, dataScopes: chosen[roleCode] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const codesOf = async (base: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ url: `${base}/page?pageSize=100`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.list as { code: string }[]).map((row) => row.code).sort();
  };
  /** Get, update and delete of a record outside the caller's scope: each 404, as a record that does not exist. */
  async function expectAbsent(base: string, id: number, headers: Record<string, string>) {
    expect((await t.app.inject({ url: `${base}/${id}`, headers })).statusCode).toBe(404);
    const update = {
      method: 'PUT' as const,
      url: `${base}/${id}`,
      headers,
      payload: { name: '改名', version: 1 },
    };
    expect((await t.app.inject(update)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${id}?version=1`, headers })).statusCode,
    ).toBe(404);
  }

  it('keeps what a role saw by default; "records I take part in" narrows warehouses to those its holder manages', async () => {
    const WAREHOUSES = warehouseResource.basePath;
    expect(await codesOf(WAREHOUSES, keeper)).toEqual(['WH-EAST', 'WH-MAIN', 'WH-REPAIR']);
    await choose('warehouse', 'warehouse', 'participant');
    expect(await codesOf(WAREHOUSES, keeper)).toEqual(['WH-EAST', 'WH-MAIN']);
    // The warehouse's own delete rule (it holds stock) would say it exists: the scope answers first.
    await expectAbsent(WAREHOUSES, warehouseId['WH-REPAIR']!, keeper);
    expect(await codesOf(WAREHOUSES, admin)).toEqual(['WH-EAST', 'WH-MAIN', 'WH-REPAIR']);
  });

  it("sees the union of the user's roles; a role not granting the list adds nothing", async () => {
    const WAREHOUSES = warehouseResource.basePath;
    await t.db.insert(userRoles).values({ userId: keeperId, roleId: roleId.finance! });
    expect(await codesOf(WAREHOUSES, keeper)).toEqual(['WH-EAST', 'WH-MAIN']);
    // Granted the list with no choice made, finance sees every warehouse, and so does its holder.
    await grantToRoles(t.db, ['finance'], ['warehouseList', 'warehouseList:query']);
    expect(await codesOf(WAREHOUSES, keeper)).toEqual(['WH-EAST', 'WH-MAIN', 'WH-REPAIR']);
    await t.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, keeperId), eq(userRoles.roleId, roleId.finance!)));
    expect(await codesOf(WAREHOUSES, keeper)).toEqual(['WH-EAST', 'WH-MAIN']);
  });

  it('"records of my warehouses", a module\'s scope, holds on page, get, update, delete, export and import', async () => {
    const BY_ASSIGNMENT = byAssignment.basePath;
    expect(await codesOf(BY_ASSIGNMENT, keeper)).toEqual(['WH-EAST', 'WH-MAIN', 'WH-REPAIR']);
    await choose('warehouse', byAssignment.name, 'myWarehouses');
    expect(await codesOf(BY_ASSIGNMENT, keeper)).toEqual(['WH-EAST', 'WH-MAIN']);
    await expectAbsent(BY_ASSIGNMENT, warehouseId['WH-REPAIR']!, keeper);
    const { records } = await exportCsv(t.app, `${BY_ASSIGNMENT}/export`, keeper);
    expect(records.map((record) => record.仓库编码).sort()).toEqual(['WH-EAST', 'WH-MAIN']);

    const form = multipartForm(
      {},
      { name: 'warehouses.csv', bytes: 'code,name\nWH-REPAIR,改名仓\nWH-EAST,华东仓' },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: `${BY_ASSIGNMENT}/import?mode=goodRowsOnly`,
      payload: form.payload,
      headers: { ...keeper, ...form.headers },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const report = importReport.parse(imported.json().data);
    expect(report).toMatchObject({ total: 2, bad: 1, created: 0 });
    expect(report.errors).toMatchObject([{ row: 2, field: 'code' }]);
    const [repair] = await t.db
      .select()
      .from(stockWarehouses)
      .where(eq(stockWarehouses.id, warehouseId['WH-REPAIR']!));
    expect(repair!.name).toBe('维修仓');
  });

  it('"every record" of an owned resource without being administrator: suppliers beyond their own', async () => {
    const SUPPLIERS = supplierResource.basePath;
    const everyone = await codesOf(SUPPLIERS, admin);
    const own = await codesOf(SUPPLIERS, keeper);
    expect(own.length).toBeLessThan(everyone.length);
    const [other] = await t.db.select().from(suppliers).where(ne(suppliers.ownerUserId, keeperId)).limit(1);
    expect((await t.app.inject({ url: `${SUPPLIERS}/${other!.id}`, headers: keeper })).statusCode).toBe(404);
    await choose('warehouse', 'supplier', 'all');
    expect(await codesOf(SUPPLIERS, keeper)).toEqual(everyone);
    expect((await t.app.inject({ url: `${SUPPLIERS}/${other!.id}`, headers: keeper })).statusCode).toBe(200);
    // The supplier's activities follow the same scope.
    const activities = await t.app.inject({
      url: `/erp/supply/supplier/${other!.id}/activity/page`,
      headers: keeper,
    });
    expect(activities.statusCode, activities.body).toBe(200);
  });

  it('stock receipts and counts, hand-written documents, keep to "records of my warehouses" too', async () => {
    const warehousesOf = async (path: string, headers: Record<string, string>) => {
      const response = await t.app.inject({ url: `${path}?pageSize=100`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return new Set((response.json().data.list as { warehouseId: number }[]).map((row) => row.warehouseId));
    };
    const repair = warehouseId['WH-REPAIR']!;
    const mine = new Set([warehouseId['WH-MAIN']!, warehouseId['WH-EAST']!]);
    expect((await warehousesOf(receiptPage.path, keeper)).has(repair)).toBe(true);
    await choose('warehouse', 'stockReceipt', 'myWarehouses');
    await choose('warehouse', 'stockCount', 'myWarehouses');
    expect(await warehousesOf(receiptPage.path, keeper)).toEqual(mine);
    for (const id of await warehousesOf(countPage.path, keeper)) expect(mine.has(id)).toBe(true);
    const [repairReceipt] = await t.db
      .select()
      .from(stockDocuments)
      .where(and(eq(stockDocuments.warehouseId, repair), eq(stockDocuments.kind, 'receipt')))
      .limit(1);
    const id = repairReceipt!.id;
    expect((await t.app.inject({ url: `/erp/stock/receipt/${id}`, headers: keeper })).statusCode).toBe(404);
    const reverse = { method: 'POST' as const, url: `/erp/stock/receipt/${id}/reverse`, headers: keeper };
    expect((await t.app.inject(reverse)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/erp/stock/receipt/${id}`, headers: admin })).statusCode).toBe(200);
  });
});
