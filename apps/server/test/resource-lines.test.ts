// On PGlite too: the embedded database must keep a document's lines, amounts and version checks as exactly as PostgreSQL.
import { defineResource } from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { employees } from '../src/modules/hrm/hrm.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { fieldError } from '../src/platform/http/app-error.js';
import { bindResource } from '../src/platform/resources/bind-resource.js';
import type { ChildPrepare } from '../src/platform/resources/child-store.js';
import { lineColumns } from '../src/platform/resources/line-columns.js';
import { resourceColumns } from '../src/platform/resources/resource-columns.js';
import { resourceStore } from '../src/platform/resources/resource-store.js';
import { bodyValuesFor, fieldPaths, seededRandom, withField } from './fuzz-inputs.js';
import { auditEntries, buildTestApp, call, loginAs, type TestApp } from './harness.js';

/**
 * Child lines through HTTP on a test order resource over tables this file creates: lines written
 * with their record, replaced under the record's version check, amounts and totals computed by the
 * server exactly, audited with the record, and bad lines refused as 400s naming the line.
 */
const orders = defineResource({
  name: 'testOrder',
  basePath: '/erp/test/order',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: {
    title: { kind: 'text', labelKey: 'testOrder.title', required: true },
    total: { kind: 'money', labelKey: 'testOrder.total', required: true },
  },
  lines: {
    fields: {
      product: { kind: 'text', labelKey: 'testOrder.product', required: true },
      quantity: { kind: 'quantity', labelKey: 'testOrder.quantity', required: true, min: 0 },
      unitPrice: { kind: 'money', labelKey: 'testOrder.unitPrice', required: true, min: 0 },
      amount: { kind: 'money', labelKey: 'testOrder.amount', required: true },
      remark: { kind: 'text', labelKey: 'testOrder.remark' },
    },
    min: 1,
    max: 5,
    amount: { quantity: 'quantity', unitPrice: 'unitPrice', amount: 'amount', total: 'total' },
  },
});
const testOrders = pgTable('test_orders', {
  ...resourceColumns(),
  title: text('title').notNull(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});
const testOrderLines = pgTable(
  'test_order_lines',
  {
    ...lineColumns(() => testOrders.id),
    product: text('product').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('test_order_lines_parent_idx').on(t.parentId, t.lineNo)],
);
const CREATE_TABLES = [
  sql`create table test_orders (
    id serial primary key,
    org_id integer not null references organizations(id) on delete cascade,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    created_by integer, updated_by integer, deleted_at timestamptz,
    title text not null,
    total bigint not null default 0)`,
  sql`create table test_order_lines (
    id serial primary key,
    org_id integer not null references organizations(id) on delete cascade,
    parent_id integer not null references test_orders(id) on delete cascade,
    line_no integer not null,
    product text not null,
    quantity numeric(18, 4) not null,
    unit_price bigint not null,
    amount bigint not null,
    remark text not null default '')`,
  sql`create index test_order_lines_parent_idx on test_order_lines (parent_id, line_no)`,
];
/**
 * A visit plan whose lines name an employee each (line references answer labels and are checked),
 * with a second child collection, its followers: written with the plan in one request.
 */
const visits = defineResource({
  name: 'testVisit',
  basePath: '/erp/test/visit',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: { title: { kind: 'text', labelKey: 'testVisit.title', required: true } },
  lines: {
    fields: {
      employeeId: { kind: 'reference', ref: 'employee', labelKey: 'testVisit.employee', required: true },
    },
  },
  children: {
    followers: {
      max: 3,
      fields: {
        employeeId: { kind: 'reference', ref: 'employee', labelKey: 'testVisit.follower', required: true },
        note: { kind: 'text', labelKey: 'testVisit.note', maxLength: 20 },
        // Set by the module's step (in upper case), never by a body.
        shout: { kind: 'text', labelKey: 'testVisit.shout', readOnly: true },
      },
    },
  },
});
const testVisits = pgTable('test_visits', { ...resourceColumns(), title: text('title').notNull() });
const testVisitLines = pgTable('test_visit_lines', {
  ...lineColumns(() => testVisits.id),
  employeeId: integer('employee_id').notNull(),
});
const testVisitFollowers = pgTable('test_visit_followers', {
  ...lineColumns(() => testVisits.id),
  employeeId: integer('employee_id').notNull(),
  note: text('note').notNull().default(''),
  shout: text('shout').notNull().default(''),
});
/** The followers' module step: a note "veto" is refused on its cell; `shout` is filled in. */
const prepareFollowers: ChildPrepare = async (_tx, _actor, _parentId, { values }) => {
  values.forEach((follower, index) => {
    if (follower.note === 'veto') throw fieldError(`followers.${index}.note`, 'validation.constraint');
    follower.shout = String(follower.note ?? '').toUpperCase();
  });
  return undefined;
};
CREATE_TABLES.push(
  sql`create table test_visits (
    id serial primary key,
    org_id integer not null references organizations(id) on delete cascade,
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    created_by integer, updated_by integer, deleted_at timestamptz,
    title text not null)`,
  sql`create table test_visit_lines (
    id serial primary key,
    org_id integer not null references organizations(id) on delete cascade,
    parent_id integer not null references test_visits(id) on delete cascade,
    line_no integer not null,
    employee_id integer not null)`,
  sql`create table test_visit_followers (
    id serial primary key,
    org_id integer not null references organizations(id) on delete cascade,
    parent_id integer not null references test_visits(id) on delete cascade,
    line_no integer not null,
    employee_id integer not null,
    note text not null default '',
    shout text not null default '')`,
);
const BASE = orders.basePath;
const { endpoints } = orders;

let t: TestApp;
let admin: Record<string, string>;
let inBranch: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({
    extraRoutes: (app, db) => {
      bindResource(app, db, orders, testOrders, { lineTable: testOrderLines });
      bindResource(app, db, visits, testVisits, {
        lineTable: testVisitLines,
        children: { followers: { table: testVisitFollowers, prepare: prepareFollowers } },
      });
    },
  });
  for (const statement of CREATE_TABLES) await t.db.execute(statement);
  admin = await loginAs(t.app, 'admin');
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  inBranch = { ...admin, 'organization-id': String(branch!.id) };
});
afterAll(() => t?.app.close());

type Line = { id?: number; product: string; quantity: string; unitPrice: number; remark?: string };
const line = (product: string, quantity: string, unitPrice: number): Line => ({
  product,
  quantity,
  unitPrice,
});

const create = (payload: Record<string, unknown>, headers = admin) =>
  call(t.app, endpoints.create.answer, { method: 'POST', url: BASE, payload, headers });
const get = (id: number) => call(t.app, endpoints.get.answer, { url: `${BASE}/${id}`, headers: admin });
const update = (id: number, payload: Record<string, unknown>, lang = 'zh-CN') =>
  t.app.inject({
    method: 'PUT',
    url: `${BASE}/${id}`,
    payload,
    headers: { ...admin, 'accept-language': lang },
  });
const linesOf = (row: { lines: { product: string; quantity: string; amount: number }[] }) =>
  row.lines.map(({ product, quantity, amount }) => [product, quantity, amount]);

describe('creating a record with lines', () => {
  it('writes the lines in order, computes each amount and the total, and ignores client figures', async () => {
    const { status, body } = await create({
      title: '订单一',
      total: 1,
      lines: [{ ...line('笔', '3', 150), amount: 999 }, line('纸', '2.5', 333), line('尺', '0.0001', 4999)],
    });
    expect(status).toBe(200);
    const order = body.data;
    // 2.5 × 333 = 832.5 → 833 fen (half up); 0.0001 × 4999 = 0.4999 → 0.
    expect(linesOf(order)).toEqual([
      ['笔', '3', 450],
      ['纸', '2.5', 833],
      ['尺', '0.0001', 0],
    ]);
    expect(order.lines.map((one) => one.lineNo)).toEqual([1, 2, 3]);
    expect(order).toMatchObject({ title: '订单一', total: 1283, version: 1 });
    expect((await get(order.id)).body.data).toEqual(order);
  });

  it('lists records with their line count and without their lines', async () => {
    const { body } = await create({ title: '计数', lines: [line('a', '1', 1), line('b', '1', 1)] });
    const page = await call(t.app, endpoints.page.answer, {
      url: `${BASE}/page?pageSize=50`,
      headers: admin,
    });
    const listed = page.body.data.list.find((row) => row.id === body.data.id)!;
    expect(listed.lineCount).toBe(2);
    expect(listed).not.toHaveProperty('lines');
  });

  it('refuses too few or too many lines and a negative quantity, naming the line, and writes nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(testOrders);
    const none = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: { title: 'x', lines: [] },
      headers: admin,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.fieldErrors[0].path).toBe('lines');
    const six = Array.from({ length: 6 }, (_, i) => line(`p${i}`, '1', 1));
    expect(
      (await t.app.inject({ method: 'POST', url: BASE, payload: { title: 'x', lines: six }, headers: admin }))
        .statusCode,
    ).toBe(400);
    const negative = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: { title: 'x', lines: [line('a', '1', 1), line('b', '2', 1), line('c', '-1', 1)] },
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(negative.statusCode).toBe(400);
    const [problem] = negative.json().data.fieldErrors;
    expect(problem.path).toBe('lines.2.quantity');
    expect(problem.message).toMatch(/0/);
    const huge = await t.app.inject({
      method: 'POST',
      url: BASE,
      payload: { title: 'x', lines: [line('a', '1', 1), line('b', '99999999999999', 9_000_000_000)] },
      headers: admin,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().data.fieldErrors[0]).toEqual({
      path: 'lines.1.quantity',
      message: '数值超出允许范围',
    });
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(testOrders)).toEqual(before);
  });
});

describe('updating the lines', () => {
  it('replaces the set: named lines keep their id, new ones are added, missing ones deleted', async () => {
    const { body } = await create({
      title: '替换',
      lines: [line('a', '1', 100), line('b', '2', 100), line('c', '3', 100)],
    });
    const [a, , c] = body.data.lines;
    const response = await update(body.data.id, {
      version: 1,
      lines: [
        { ...line('c', '4', 100), id: c!.id },
        line('d', '1', 5),
        { ...line('a', '1', 100), id: a!.id },
      ],
    });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order.lines.map((one: { id: number }) => one.id).slice(0, 1)).toEqual([c!.id]);
    expect(order.lines[2].id).toBe(a!.id);
    expect(linesOf(order)).toEqual([
      ['c', '4', 400],
      ['d', '1', 5],
      ['a', '1', 100],
    ]);
    expect(order).toMatchObject({ total: 505, version: 2 });
    const stored = await t.db.select().from(testOrderLines).where(eq(testOrderLines.parentId, body.data.id));
    expect(stored).toHaveLength(3);

    // Fields alone leave the lines as they are; lines alone still bump the version.
    const renamed = await update(body.data.id, { version: 2, title: '改名' });
    expect(renamed.json().data).toMatchObject({ title: '改名', version: 3, total: 505 });
    expect(linesOf(renamed.json().data)).toEqual(linesOf(order));
    const repriced = await update(body.data.id, { version: 3, lines: [{ ...line('a', '1', 7), id: a!.id }] });
    expect(repriced.json().data).toMatchObject({ version: 4, total: 7 });
  });

  it('refuses a stale version with 409 and leaves the lines untouched', async () => {
    const { body } = await create({ title: '冲突', lines: [line('a', '1', 1)] });
    expect((await update(body.data.id, { version: 1, title: '先到' })).statusCode).toBe(200);
    const stale = await update(body.data.id, { version: 1, lines: [line('z', '9', 9)] });
    expect(stale.statusCode).toBe(409);
    expect(linesOf((await get(body.data.id)).body.data)).toEqual([['a', '1', 1]]);
  });

  it("refuses another record's or organization's line id, and a repeated id, naming the line", async () => {
    const mine = (await create({ title: '本单', lines: [line('a', '1', 1), line('b', '1', 1)] })).body.data;
    const other = (await create({ title: '他单', lines: [line('x', '1', 1)] })).body.data;
    const branch = (await create({ title: '分公司', lines: [line('y', '1', 1)] }, inBranch)).body.data;
    const [a] = mine.lines;
    for (const foreign of [other.lines[0]!.id, branch.lines[0]!.id, 2_000_000_000]) {
      const refused = await update(
        mine.id,
        {
          version: 1,
          lines: [
            { ...line('a', '1', 1), id: a!.id },
            { ...line('x', '1', 1), id: foreign },
          ],
        },
        'en',
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fieldErrors).toEqual([
        { path: 'lines.1.id', message: 'Line 2 does not exist or belongs to another record.' },
      ]);
    }
    const twice = await update(mine.id, {
      version: 1,
      lines: [
        { ...line('a', '1', 1), id: a!.id },
        { ...line('a', '2', 1), id: a!.id },
      ],
    });
    expect(twice.json().data.fieldErrors).toEqual([
      { path: 'lines.1.id', message: '第 2 行明细与前面的行重复' },
    ]);
    const unchanged = (await get(mine.id)).body.data;
    expect(unchanged).toEqual(mine);
    expect(linesOf((await get(other.id)).body.data)).toEqual([['x', '1', 1]]);
  });

  it('lets one of two concurrent saves of the same document win; the other answers 409', async () => {
    const { body } = await create({ title: '并发', lines: [line('a', '1', 1)] });
    const saves = await Promise.all([
      update(body.data.id, { version: 1, lines: [line('first', '1', 10)] }),
      update(body.data.id, { version: 1, lines: [line('second', '1', 20), line('more', '1', 1)] }),
    ]);
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409]);
    const winner = saves.find((save) => save.statusCode === 200)!.json().data;
    const stored = (await get(body.data.id)).body.data;
    expect(stored).toEqual(winner);
    expect(stored.total).toBe(stored.lines.reduce((sum, one) => sum + one.amount, 0));
  });

  it('audits a line change with the record: before and after hold the lines', async () => {
    const { body } = await create({ title: '审计', lines: [line('a', '1', 1)] });
    await update(body.data.id, { version: 1, lines: [line('b', '2', 3)] });
    const entries = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'testOrder'), eq(auditLog.entityId, String(body.data.id))),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    const change = entries[1]!;
    expect(change.before).toMatchObject({ total: 1, lines: [{ product: 'a', amount: 1 }] });
    expect(change.after).toMatchObject({
      total: 6,
      version: 2,
      lines: [{ product: 'b', quantity: '2', amount: 6 }],
    });
  });
});

describe('amounts are exact', () => {
  /** A quantity of up to 4 decimals as its 1/10000 units and as text (trailing zeros kept). */
  const quantity = fc
    .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 9999 }))
    .map(([whole, fraction]) => ({
      units: BigInt(whole) * 10_000n + BigInt(fraction),
      text:
        fraction === 0 && whole % 2 === 0 ? String(whole) : `${whole}.${String(fraction).padStart(4, '0')}`,
    }));
  const price = fc.integer({ min: 0, max: 500_000_000 });

  it('every amount is quantity × price rounded half up to a fen, and the total is their sum', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(quantity, price), { minLength: 1, maxLength: 5 }), async (items) => {
        const { status, body } = await create({
          title: '性质',
          lines: items.map(([q, p], i) => line(`p${i}`, q.text, p)),
        });
        expect(status).toBe(200);
        // Non-negative: half up is floor((q × p + 5000) / 10000), computed here independently.
        const expected = items.map(([q, p]) => Number((q.units * BigInt(p) + 5_000n) / 10_000n));
        const stored = (await get(body.data.id)).body.data;
        expect(stored.lines.map((one) => one.amount)).toEqual(expected);
        expect(stored.total).toBe(expected.reduce((sum, amount) => sum + amount, 0));
        expect(stored.lines.map((one) => Number(one.quantity))).toEqual(items.map(([q]) => Number(q.text)));
      }),
      { numRuns: 40, seed: 20_261_125 },
    );
  });
});

describe('engine rules for lines', () => {
  it('refuses at start-up a resource with lines bound without a fitting line table', () => {
    expect(() => resourceStore(orders, testOrders)).toThrow(/lineTable/);
    expect(() => resourceStore(orders, testOrders, { lineTable: testOrders })).toThrow(
      /lacks columns parentId, lineNo/,
    );
  });

  it("refuses to import a resource with lines, in the caller's language", async () => {
    const template = await t.app.inject({
      url: `${BASE}/import/template?format=csv`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(template.statusCode).toBe(400);
    expect(template.json().msg).toBe('Records with lines cannot be imported yet.');
  });

  it('answers malformed line values with a 400, never a 5xx', async () => {
    const sample = { title: 't', lines: [{ ...line('a', '1', 1), remark: 'r' }] };
    const random = seededRandom(7);
    const target = (await create(sample)).body.data;
    const problems: string[] = [];
    for (const path of fieldPaths(sample).filter((one) => one[0] === 'lines')) {
      for (const value of [
        ...bodyValuesFor(
          path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], sample),
          random,
        ),
        -1,
        '1e308',
        2 ** 53,
      ]) {
        const payload = withField(sample, path, value) as Record<string, unknown>;
        const requests: [method: 'POST' | 'PUT', url: string, body: Record<string, unknown>][] = [
          ['POST', BASE, payload],
          ['PUT', `${BASE}/${target.id}`, { ...payload, version: 1 }],
        ];
        for (const [method, url, body] of requests) {
          const response = await t.app.inject({ method, url, payload: body, headers: admin });
          if (response.statusCode >= 500)
            problems.push(
              `${method} ${path.join('.')}=${String(value).slice(0, 20)} → ${response.statusCode}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('lines that reference other records', () => {
  it('answer each line with its label and refuse a record of another organization, naming the cell', async () => {
    const staff = await t.db.select().from(employees);
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const ours = staff.filter((employee) => employee.orgId !== branch!.id && employee.deletedAt === null);
    const theirs = staff.find((employee) => employee.orgId === branch!.id)!;
    const payload = { title: '拜访计划', lines: [{ employeeId: ours[0]!.id }, { employeeId: ours[1]!.id }] };
    const created = await call(t.app, visits.endpoints.create.answer, {
      method: 'POST',
      url: visits.basePath,
      payload,
      headers: admin,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.lines.map((one) => one.labels.employeeId)).toEqual([
      ours[0]!.name,
      ours[1]!.name,
    ]);

    const refused = await t.app.inject({
      method: 'POST',
      url: visits.basePath,
      payload: { title: '越界', lines: [{ employeeId: ours[0]!.id }, { employeeId: theirs.id }] },
      headers: admin,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fieldErrors).toEqual([
      expect.objectContaining({ path: 'lines.1.employeeId' }),
    ]);
    expect(await t.db.select().from(testVisits)).toHaveLength(1);
  });
});

describe('named child collections besides lines', () => {
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: admin });
  const ourStaff = async () => {
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const staff = await t.db.select().from(employees);
    return {
      ours: staff.filter((employee) => employee.orgId !== branch!.id && employee.deletedAt === null),
      theirs: staff.find((employee) => employee.orgId === branch!.id)!,
    };
  };

  it('writes a record, its lines and its followers in one request, one transaction and one version', async () => {
    const { ours } = await ourStaff();
    const created = await send('POST', visits.basePath, {
      title: '回访',
      lines: [{ employeeId: ours[0]!.id }],
      followers: [{ employeeId: ours[1]!.id, note: 'ann', shout: 'ignored' }, { employeeId: ours[2]!.id }],
    });
    expect(created.statusCode).toBe(200);
    const plan = created.json().data;
    expect(plan.version).toBe(1);
    expect(plan.followers).toEqual([
      {
        id: expect.any(Number),
        lineNo: 1,
        employeeId: ours[1]!.id,
        note: 'ann',
        shout: 'ANN',
        labels: { employeeId: ours[1]!.name },
      },
      {
        id: expect.any(Number),
        lineNo: 2,
        employeeId: ours[2]!.id,
        note: '',
        shout: '',
        labels: { employeeId: ours[2]!.name },
      },
    ]);

    // Sending only the followers replaces them and leaves the lines; one version step, audited with both.
    const changed = await send('PUT', `${visits.basePath}/${plan.id}`, {
      version: 1,
      followers: [{ id: plan.followers[1].id, employeeId: ours[2]!.id, note: 'kept' }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      version: 2,
      lines: [{ employeeId: ours[0]!.id }],
      followers: [
        { id: plan.followers[1].id, lineNo: 1, employeeId: ours[2]!.id, note: 'kept', shout: 'KEPT' },
      ],
    });
    const entries = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'testVisit'), eq(auditLog.entityId, String(plan.id))),
    );
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]!.before).toMatchObject({ followers: [{ note: 'ann' }, { note: '' }] });
    expect(entries[1]!.after).toMatchObject({ followers: [{ note: 'kept' }] });
  });

  it('refuses a bad follower on its cell and changes nothing: not the record, its lines nor its version', async () => {
    const { ours, theirs } = await ourStaff();
    const plan = (
      await send('POST', visits.basePath, {
        title: '原样',
        lines: [{ employeeId: ours[0]!.id }],
        followers: [{ employeeId: ours[1]!.id }],
      })
    ).json().data;
    const attempts: [object, string][] = [
      [{ followers: [{ employeeId: ours[1]!.id }, { employeeId: theirs.id }] }, 'followers.1.employeeId'],
      [
        { followers: [{ employeeId: ours[1]!.id }, { employeeId: ours[2]!.id, note: 'veto' }] },
        'followers.1.note',
      ],
      [{ followers: [{ employeeId: ours[1]!.id, note: 'x'.repeat(21) }] }, 'followers.0.note'],
      [{ followers: [{ id: 999_999, employeeId: ours[1]!.id }] }, 'followers.0.id'],
      [{ followers: Array.from({ length: 4 }, () => ({ employeeId: ours[1]!.id })) }, 'followers'],
    ];
    for (const [body, path] of attempts) {
      const refused = await send('PUT', `${visits.basePath}/${plan.id}`, {
        version: 1,
        title: '不该改',
        lines: [],
        ...body,
      });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().data.fieldErrors[0].path, path).toBe(path);
    }
    const after = (await send('GET', `${visits.basePath}/${plan.id}`)).json().data;
    expect(after).toEqual(plan);
  });

  it('refuses at start-up a collection without its table, a table for no collection, and a clash', () => {
    const referenceSources = t.app.referenceSources;
    expect(() => resourceStore(visits, testVisits, { lineTable: testVisitLines, referenceSources })).toThrow(
      /children\.followers/,
    );
    expect(() =>
      resourceStore(orders, testOrders, {
        lineTable: testOrderLines,
        children: { extra: { table: testVisitFollowers } },
      }),
    ).toThrow(/undeclared children "extra"/);
    const clash = () =>
      defineResource({
        name: 'testClash',
        basePath: '/erp/test/clash',
        menuKey: 'customerSourceList',
        recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
        fields: { title: { kind: 'text', labelKey: 'x.title' } },
        children: { title: { fields: { note: { kind: 'text', labelKey: 'x.note' } } } },
      });
    expect(clash).toThrow(/testClash: title clashes/);
  });
});
