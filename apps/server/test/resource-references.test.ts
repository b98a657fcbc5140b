// On PGlite too: every generic list with a picker or an owner (the coming modules' orders, stock, work orders) runs on this engine.
import { defineResource, importReport, PAGE_SIZE_MAX } from '@atrium/contract';
import { referenceOptions, referenceTree } from '@atrium/contract/endpoints/reference';
import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, organizations, users } from '../src/modules/admin/admin.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { employees } from '../src/modules/hrm/hrm.tables.js';
import type { Db } from '../src/platform/db/database.js';
import { bindResource } from '../src/platform/resources/bind-resource.js';
import { ownedColumns, resourceColumns } from '../src/platform/resources/resource-columns.js';
import { resourceStore } from '../src/platform/resources/resource-store.js';
import { exportCsv } from './export-files.js';
import { buildTestApp, call, grantToRoles, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

/**
 * Reference fields and owned records through HTTP, on a test table created here: a task names a
 * customer and an employee, and is owned (owner + department, CRM's data scope).
 */
const tasks = pgTable('test_ref_tasks', {
  ...resourceColumns(),
  ...ownedColumns(),
  title: text('title').notNull(),
  customerId: integer('customer_id'),
  assigneeId: integer('assignee_id'),
});
const taskResource = defineResource({
  name: 'testRefTask',
  basePath: '/erp/test/refTask',
  menuKey: 'customerCasebook',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  ownership: true,
  fields: {
    title: { kind: 'text', labelKey: 'task.title', required: true, filter: 'contains', sortable: true },
    customerId: {
      kind: 'reference',
      ref: 'customer',
      labelKey: 'task.customer',
      filter: 'eq',
      nullable: true,
    },
    assigneeId: {
      kind: 'reference',
      ref: 'employee',
      labelKey: 'task.assignee',
      filter: 'in',
      nullable: true,
    },
  },
});
const BASE = taskResource.basePath;
const api = taskResource.endpoints;

/** Counts the selects a handle starts, to prove labels cost one query per source, not one per row. */
const counting = { selects: 0 };
const countingDb = (db: Db): Db =>
  new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'select')
        return (...args: unknown[]) => {
          counting.selects++;
          return value.apply(target, args);
        };
      return value.bind(target);
    },
  });

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const userId: Record<string, number> = {};
let orgId: number;
let branchId: number;
const dept: Record<string, number> = {};
/** Customers owned by 李销售 and by 张销售, one deleted, one in the branch organization. */
const customer = { ofSales: 0, ofSales2: 0, deleted: 0, branch: 0 };
let employeeId: number;
let branchEmployeeId: number;

beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (app, db) => bindResource(app, countingDb(db), taskResource, tasks),
  });
  await t.db.execute(sql`create table test_ref_tasks (
    id serial primary key, org_id integer not null, version integer not null default 1,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    created_by integer, updated_by integer, deleted_at timestamptz,
    owner_user_id integer, owner_department_id integer,
    title text not null, customer_id integer, assignee_id integer)`);
  await grantToRoles(
    t.db,
    ['salesperson', 'salesManager', 'callAgent'],
    ['query', 'get', 'add', 'update', 'delete', 'export', 'import'].map(
      (action) => `customerCasebook:${action}`,
    ),
  );
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'agent']) {
    as[username] = await loginAs(t.app, username);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    userId[username] = user!.id;
  }
  const orgs = await t.db.select().from(organizations);
  orgId = orgs.find((org) => org.code === 'demo')!.id;
  branchId = orgs.find((org) => org.code === 'demo-branch')!.id;
  for (const row of await t.db.select().from(departments).where(eq(departments.orgId, orgId)))
    dept[row.name] = row.id;
  const ownedBy = async (username: string, department: string) => {
    const [row] = await t.db
      .insert(customers)
      .values({
        orgId,
        sn: `KHTEST-${username}`,
        name: `${username}的客户`,
        ownerUserId: userId[username],
        ownerDepartmentId: dept[department],
      })
      .returning({ id: customers.id });
    return row!.id;
  };
  customer.ofSales = await ownedBy('sales', '销售一组');
  customer.ofSales2 = await ownedBy('sales2', '销售二组');
  const [gone] = await t.db
    .insert(customers)
    .values({ orgId, sn: 'KHTEST0001', name: '已删除客户', ownerUserId: userId.sales, deletedAt: new Date() })
    .returning({ id: customers.id });
  customer.deleted = gone!.id;
  const [branch] = await t.db
    .insert(customers)
    .values({ orgId: branchId, sn: 'KHTEST0002', name: '分公司客户', ownerUserId: userId.admin })
    .returning({ id: customers.id });
  customer.branch = branch!.id;
  const [employee] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), eq(employees.jobNumber, 'E0003')));
  employeeId = employee!.id;
  const [branchEmployee] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.orgId, branchId));
  branchEmployeeId = branchEmployee!.id;
});
afterAll(() => t?.app.close());

const create = (username: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: BASE, payload, headers: as[username] });
const page = (username: string, query = '') =>
  call(t.app, api.page.answer, {
    url: `${BASE}/page?pageSize=${PAGE_SIZE_MAX}&${query}`,
    headers: as[username],
  });
const titles = (list: { title: string }[]) => list.map((row) => row.title).sort();

describe('reference fields', () => {
  it('answers each reference with its label on create, get and page; a gone record labels null', async () => {
    const created = await call(t.app, api.create.answer, {
      method: 'POST',
      url: BASE,
      payload: { title: '回访', customerId: customer.ofSales, assigneeId: employeeId },
      headers: as.sales,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.labels).toEqual({
      customerId: 'sales的客户',
      assigneeId: '李销售',
      ownerUserId: '李销售',
      ownerDepartmentId: '销售一组',
    });
    const got = await call(t.app, api.get.answer, {
      url: `${BASE}/${created.body.data.id}`,
      headers: as.sales,
    });
    expect(got.body.data.labels.customerId).toBe('sales的客户');
    // The customer is deleted afterwards: the task keeps its id, its label is gone.
    await t.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, customer.ofSales));
    const after = await call(t.app, api.get.answer, {
      url: `${BASE}/${created.body.data.id}`,
      headers: as.sales,
    });
    expect(after.body.data).toMatchObject({ customerId: customer.ofSales, labels: { customerId: null } });
    await t.db.update(customers).set({ deletedAt: null }).where(eq(customers.id, customer.ofSales));
  });

  it('resolves the labels of a whole page with one query per referenced source', async () => {
    for (let i = 0; i < 6; i++) {
      const payload = { title: `批量${i}`, customerId: customer.ofSales, assigneeId: employeeId };
      expect((await create('sales', payload)).statusCode).toBe(200);
    }
    const selectsOf = async (pageSize: number) => {
      counting.selects = 0;
      const { body } = await call(t.app, api.page.answer, {
        url: `${BASE}/page?pageSize=${pageSize}`,
        headers: as.sales,
      });
      expect(body.data.list).toHaveLength(pageSize);
      expect(body.data.list.every((row) => row.labels.assigneeId === '李销售')).toBe(true);
      return counting.selects;
    };
    const one = await selectsOf(1);
    expect(await selectsOf(6)).toBe(one);
    // The roles' data scopes, the owner scope, total, ids, rows, then customer, employee, user and
    // department labels: nothing per row.
    expect(one).toBeLessThanOrEqual(9);
  });

  it("refuses another organization's, a deleted or an out-of-scope record with a 400 naming the field", async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ customerId: customer.branch }, 'customerId'],
      [{ customerId: customer.deleted }, 'customerId'],
      // 张销售's customer is outside 李销售's data scope.
      [{ customerId: customer.ofSales2 }, 'customerId'],
      [{ assigneeId: branchEmployeeId }, 'assigneeId'],
      [{ customerId: 2_000_000_000 }, 'customerId'],
    ];
    for (const [payload, field] of refusals) {
      const refused = await t.app.inject({
        method: 'POST',
        url: BASE,
        payload: { title: '越权引用', ...payload },
        headers: { ...as.sales, 'accept-language': 'en' },
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().data.fieldErrors).toEqual([
        { path: field, message: 'The chosen record does not exist or is not available to you.' },
      ]);
    }
    expect((await page('sales', 'title=越权')).body.data.total).toBe(0);
    // The manager's scope holds 张销售's customers.
    expect((await create('manager', { title: '经理任务', customerId: customer.ofSales2 })).statusCode).toBe(
      200,
    );
  });

  it('filters on reference ids (eq, in)', async () => {
    const byCustomer = await page('manager', `customerId=${customer.ofSales2}`);
    expect(titles(byCustomer.body.data.list)).toEqual(['经理任务']);
    const byAssignee = await page('sales', `assigneeId=${employeeId},1`);
    expect(byAssignee.body.data.total).toBe(7);
    expect((await t.app.inject({ url: `${BASE}/page?customerId=abc`, headers: as.sales })).statusCode).toBe(
      400,
    );
  });

  it('refuses at start-up a reference field whose source nobody registered', () => {
    const broken = defineResource({
      name: taskResource.name,
      basePath: BASE,
      menuKey: taskResource.menuKey,
      recordLabel: taskResource.recordLabel,
      fields: {
        customerId: { kind: 'reference', ref: 'noSuchSource', labelKey: 'task.product', nullable: true },
      },
    });
    expect(() => resourceStore(broken, tasks, { referenceSources: t.app.referenceSources })).toThrow(
      /testRefTask\.customerId: no reference source "noSuchSource"/,
    );
  });
});

describe('reference options', () => {
  const options = (username: string, query: string, lang = 'zh-CN') =>
    t.app.inject({
      url: `/erp/common/reference/${query}`,
      headers: { ...as[username], 'accept-language': lang },
    });
  const parsed = (body: string) => referenceOptions.answer.parse(JSON.parse(body).data);

  it('searches by keyword, answers ids, keeps to the limit', async () => {
    const byName = parsed((await options('sales', 'employee/options?keyword=李销')).body);
    expect(byName).toEqual([{ id: employeeId, label: '李销售' }]);
    const byJobNumber = parsed((await options('sales', 'employee/options?keyword=E000&limit=3')).body);
    expect(byJobNumber).toHaveLength(3);
    const byIds = parsed(
      (await options('sales', `department/options?ids=${dept.销售一组},${dept.销售部}`)).body,
    );
    expect(byIds.map((option) => option.label).sort()).toEqual(['销售一组', '销售部'].sort());
    const members = parsed((await options('sales', 'user/options?keyword=销售')).body);
    expect(members.map((option) => option.label).sort()).toEqual(['张销售', '李销售']);
    expect((await options('sales', 'user/options?limit=51')).statusCode).toBe(400);
  });

  it("keeps to the organization and to the source's scope", async () => {
    const branchIds = parsed((await options('admin', `employee/options?ids=${branchEmployeeId}`)).body);
    expect(branchIds).toEqual([]);
    const salesView = parsed(
      (await options('sales', `customer/options?ids=${customer.ofSales},${customer.ofSales2}`)).body,
    );
    expect(salesView.map((option) => option.id)).toEqual([customer.ofSales]);
    const managerView = parsed(
      (await options('manager', `customer/options?ids=${customer.ofSales},${customer.ofSales2}`)).body,
    );
    expect(managerView.map((option) => option.id).sort()).toEqual(
      [customer.ofSales, customer.ofSales2].sort(),
    );
  });

  it("answers a tree source whole, each record with its parent, to any member (a list's filter needs no other screen's right)", async () => {
    const answer = await options('agent', 'department/tree');
    expect(answer.statusCode).toBe(200);
    const nodes = referenceTree.answer.parse(answer.json().data);
    expect(nodes).toContainEqual({ id: dept.销售一组, label: '销售一组', parentId: dept.销售部 });
    // 商品分类 for a member whose roles hold no 商品分类 right at all.
    const categories = await options('agent', 'productCategory/tree');
    expect(categories.statusCode).toBe(200);
    expect(referenceTree.answer.parse(categories.json().data).length).toBeGreaterThan(0);
    // A source that is no tree has none; an unknown one is a 404 as for options.
    expect((await options('agent', 'employee/tree')).statusCode).toBe(404);
    expect((await options('agent', 'noSuchSource/tree')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/erp/common/reference/department/tree' })).statusCode).toBe(401);
  });

  it('answers an unknown source with a localized 404, and anonymous callers with 401', async () => {
    const unknown = await options('sales', 'noSuchSource/options', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('Unknown reference source: noSuchSource.');
    expect((await options('sales', 'noSuchSource/options')).json().msg).toBe(
      '未知的引用数据源：noSuchSource',
    );
    expect((await t.app.inject({ url: '/erp/common/reference/user/options' })).statusCode).toBe(401);
  });
});

describe('owned records', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const username of ['admin', 'manager', 'sales', 'sales2', 'agent']) {
      const created = await create(username, { title: `${username}的任务` });
      expect(created.statusCode).toBe(200);
      ids[username] = created.json().data.id;
    }
    // A record nobody owns (e.g. written before ownership): only scope `all` sees it.
    await t.db.execute(sql`insert into test_ref_tasks (org_id, title) values (${orgId}, '无人负责')`);
  });
  const own = (username: string) => `${username}的任务`;

  it('create sets the owner to the caller and the department to theirs', async () => {
    const got = await call(t.app, api.get.answer, { url: `${BASE}/${ids.sales2}`, headers: as.sales2 });
    expect(got.body.data).toMatchObject({
      ownerUserId: userId.sales2,
      ownerDepartmentId: dept.销售二组,
      labels: { ownerUserId: '张销售', ownerDepartmentId: '销售二组' },
    });
  });

  it('an administrator sees every record; a leader their subtree and their own; a member their own', async () => {
    const everyone = titles(
      (await page('admin', 'title=任务')).body.data.list.filter((row) => row.title.endsWith('的任务')),
    );
    expect(everyone).toEqual(['admin', 'agent', 'manager', 'sales', 'sales2'].map(own).sort());
    expect(titles((await page('admin', 'title=无人')).body.data.list)).toEqual(['无人负责']);
    const leader = titles((await page('manager', 'title=的任务')).body.data.list);
    expect(leader).toEqual(['manager', 'sales', 'sales2'].map(own).sort());
    expect(titles((await page('sales2', 'title=的任务')).body.data.list)).toEqual([own('sales2')]);
    expect((await page('sales', 'title=无人')).body.data.total).toBe(0);
  });

  it('answers 404 for get, update, delete and restore of a record outside the scope', async () => {
    const outside = ids.manager;
    expect((await t.app.inject({ url: `${BASE}/${outside}`, headers: as.sales })).statusCode).toBe(404);
    const update = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${outside}`,
      payload: { title: '越权', version: 1 },
      headers: as.sales,
    });
    expect(update.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${BASE}/${outside}?version=1`,
      headers: as.sales,
    });
    expect(remove.statusCode).toBe(404);
    // The owner deletes it; the member can't restore it either.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${BASE}/${outside}?version=1`, headers: as.manager }))
        .statusCode,
    ).toBe(200);
    const restore = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${outside}/restore`,
      headers: as.sales,
    });
    expect(restore.statusCode).toBe(404);
    const restored = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${outside}/restore`,
      headers: as.manager,
    });
    expect(restored.statusCode).toBe(200);
  });

  it('changes the owner only to a member the scope holds; the department follows the owner', async () => {
    const moved = await call(t.app, api.update.answer, {
      method: 'PUT',
      url: `${BASE}/${ids.sales}`,
      payload: { ownerUserId: userId.sales2, version: 1 },
      headers: as.manager,
    });
    expect(moved.body.data).toMatchObject({
      ownerUserId: userId.sales2,
      ownerDepartmentId: dept.销售二组,
      labels: { ownerUserId: '张销售' },
    });
    // Now 张销售's: 李销售 no longer sees it.
    expect((await t.app.inject({ url: `${BASE}/${ids.sales}`, headers: as.sales })).statusCode).toBe(404);
    const outOfScope = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${ids.sales2}`,
      payload: { ownerUserId: userId.agent, version: 1 },
      headers: { ...as.sales2, 'accept-language': 'en' },
    });
    expect(outOfScope.statusCode).toBe(400);
    expect(outOfScope.json().data.fieldErrors).toEqual([
      { path: 'ownerUserId', message: 'The owner must be a member within your data scope.' },
    ]);
    // The department is the server's: a body naming one changes nothing.
    const sneaky = await call(t.app, api.update.answer, {
      method: 'PUT',
      url: `${BASE}/${ids.sales2}`,
      payload: { title: '张销售的任务', ownerDepartmentId: dept.总经办, version: 1 } as never,
      headers: as.sales2,
    });
    expect(sneaky.body.data.ownerDepartmentId).toBe(dept.销售二组);
    // Someone outside the organization is no owner at all.
    const [outsider] = await t.db
      .insert(users)
      .values({ username: 'outsider', passwordHash: 'x', name: '外人' })
      .returning({ id: users.id });
    const stranger = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/${ids.admin}`,
      payload: { ownerUserId: outsider!.id, version: 1 },
      headers: as.admin,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().data.fieldErrors[0].path).toBe('ownerUserId');
  });
});

describe('export and import of owned records', () => {
  it("exports only the caller's scope, reference cells as labels", async () => {
    const { records } = await exportCsv(t.app, `${BASE}/export`, as.sales!);
    const listed = await page('sales');
    expect(records.map((record) => record.title).sort()).toEqual(titles(listed.body.data.list));
    expect(new Set(records.map((record) => record.负责人))).toEqual(new Set(['李销售']));
    expect(new Set(records.map((record) => record.所属部门))).toEqual(new Set(['销售一组']));
    const batch = records.filter((record) => record.title?.startsWith('批量'));
    expect(batch).toHaveLength(6);
    expect(
      batch.every((record) => record.assigneeId === '李销售' && record.customerId === 'sales的客户'),
    ).toBe(true);
  });

  it('imports rows owned by the importer; a reference outside their reach refuses its row', async () => {
    const csv = [
      'title,customerId,assigneeId',
      `导入一,${customer.ofSales},${employeeId}`,
      `导入二,${customer.ofSales2},`,
      `导入三,,${branchEmployeeId}`,
    ].join('\n');
    const form = multipartForm({}, { name: 'tasks.csv', bytes: csv });
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/import?mode=goodRowsOnly`,
      payload: form.payload,
      headers: { ...as.sales, ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = importReport.parse(response.json().data);
    expect(report).toMatchObject({ total: 3, good: 1, bad: 2, created: 1 });
    expect(report.errors.map((error) => [error.row, error.field])).toEqual([
      [3, 'customerId'],
      [4, 'assigneeId'],
    ]);
    const imported = await page('sales', `title=${encodeURIComponent('导入一')}`);
    expect(imported.body.data.list[0]).toMatchObject({
      ownerUserId: userId.sales,
      ownerDepartmentId: dept.销售一组,
      labels: { customerId: 'sales的客户', assigneeId: '李销售' },
    });
  });
});
