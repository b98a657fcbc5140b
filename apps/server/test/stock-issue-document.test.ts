// On PGlite too: a document's transitions lock its record, post stock once and complete an approval once on both databases.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleDataScopes, roles, users } from '../src/modules/admin/admin.tables.js';
import {
  stockBalances,
  stockLocations,
  stockMoves,
  stockReservations,
} from '../src/modules/stock/stock.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import type { TransitionRequest } from '../src/platform/transitions/transition-gates.js';
import { STOCK_ISSUE_APPROVAL_ABOVE, stockIssueModule } from './fixtures/stock-issue/stock-issue.module.js';
import { stockIssueLines, stockIssues } from './fixtures/stock-issue/stock-issue-tables.js';
import { auditEntries, buildTestApp, loginAs, type TestApp } from './harness.js';
import { itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';
import { createTestTables } from './test-tables.js';

/**
 * The second worked example of docs/adding-a-module.md, end to end: a document resource (领料单,
 * test/fixtures/stock-issue) created with its lines in one request, numbered by the server, moved
 * by named transitions whose effects call the stock API, posting gated above an amount and
 * completed by an approval, seen only by the roles whose scope holds its warehouse.
 */
let t: TestApp;
let warehouse: ReturnType<typeof stockClient>;
let admin: ReturnType<typeof stockClient>;
let main: number;
let repair: number;
let product: (n: number) => number;
/** The approvals the gate started (the approvals engine's side of the interface). */
const approvals: TransitionRequest[] = [];

const BASE = '/erp/test/stock-issue';

beforeAll(async () => {
  t = await buildTestApp({
    extraModules: [stockIssueModule(async (_tx, request) => void approvals.push(request))],
  });
  await createTestTables(t.db, { stockIssues, stockIssueLines });
  warehouse = stockClient(t.app, await loginAs(t.app, 'warehouse'));
  admin = stockClient(t.app, await loginAs(t.app, 'admin'));
  main = await warehouseId(t.db, 'WH-MAIN');
  repair = await warehouseId(t.db, 'WH-REPAIR');
  product = itemPicker((await untouchedItems(t.db)).plain);
  // Ten of products 1-3 in the main warehouse, five of product 4 in the repair warehouse.
  const stocked = await warehouse.receipt({
    warehouseId: main,
    lines: [1, 2, 3].map((n) => ({ itemKind: 'product', itemId: product(n), quantity: '10' })),
  });
  expect(stocked.body.code).toBe(200);
  const repairStocked = await admin.receipt({
    warehouseId: repair,
    lines: [{ itemKind: 'product', itemId: product(4), quantity: '5' }],
  });
  expect(repairStocked.body.code).toBe(200);
});
afterAll(() => t?.app.close());

const issue = (warehouseId: number, lines: { n: number; quantity: string; unitPrice: number }[]) => ({
  warehouseId,
  remark: '生产领料',
  lines: lines.map(({ n, quantity, unitPrice }) => ({ productId: product(n), quantity, unitPrice })),
});
const take = (client: typeof warehouse, id: number, transition: string, payload?: object, extra = {}) =>
  client.send('POST', `${BASE}/${id}/${transition}`, payload, extra);
const get = async (id: number) => (await warehouse.send('GET', `${BASE}/${id}`)).body.data;
/** What the main warehouse (its root location) holds of product n. */
const balance = async (n: number) => {
  const [row] = await t.db
    .select({ onHand: stockBalances.onHand, reserved: stockBalances.reserved })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockLocations.warehouseId, main),
        isNull(stockLocations.parentId),
        eq(stockBalances.itemKind, 'product'),
        eq(stockBalances.itemId, product(n)),
      ),
    );
  return row;
};
const movesOf = (id: number) =>
  t.db
    .select()
    .from(stockMoves)
    .where(and(eq(stockMoves.documentKind, 'stockIssue'), eq(stockMoves.documentId, id)));

/** A new issue of product n worth more than the gate lets through, submitted, then asked to post. */
async function postAboveTheGate(n: number, quantity: string) {
  const created = await warehouse.send(
    'POST',
    BASE,
    issue(main, [{ n, quantity, unitPrice: STOCK_ISSUE_APPROVAL_ABOVE }]),
  );
  const id = created.body.data.id as number;
  await take(warehouse, id, 'submit');
  const asked = (await take(warehouse, id, 'post')).body.data;
  return { id, asked, lines: created.body.data.lines as { id: number }[] };
}

describe('a document resource: lines, number, transitions, gate, stock effect, scope', () => {
  let small: number;

  it('is created with its lines in one request, numbered by the server, offering what its state allows', async () => {
    const created = await warehouse.send(
      'POST',
      BASE,
      issue(main, [
        { n: 1, quantity: '2', unitPrice: 1500 },
        { n: 2, quantity: '1', unitPrice: 2000 },
      ]),
    );
    expect(created.body.code, JSON.stringify(created.body)).toBe(200);
    const row = created.body.data;
    small = row.id;
    expect(row.documentNo).toMatch(/^LL\d{8}-\d{4}$/);
    expect(row).toMatchObject({ status: 'draft', totalFen: 5000, version: 1 });
    expect(row.lines).toHaveLength(2);
    expect(await get(small)).toMatchObject({ transitions: ['submit', 'cancel'], pendingTransition: '' });
    const page = await warehouse.send('GET', `${BASE}/page?documentNo=${row.documentNo}`);
    expect(page.body.data.list).toEqual([
      expect.objectContaining({ id: small, lineCount: 2, transitions: ['submit', 'cancel'] }),
    ]);
    // The next one takes the next number.
    const next = await warehouse.send('POST', BASE, issue(main, [{ n: 3, quantity: '1', unitPrice: 1 }]));
    const sequence = (no: string) => Number(no.split('-')[1]);
    expect(sequence(next.body.data.documentNo)).toBe(sequence(row.documentNo) + 1);
  });

  it("takes a transition's permission: none signed in is a 401, a role without it a 403", async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: `${BASE}/${small}/submit` });
    expect(anonymous.statusCode).toBe(401);
    const sales = stockClient(t.app, await loginAs(t.app, 'sales'));
    expect((await take(sales, small, 'submit')).status).toBe(403);
    expect((await get(small)).status).toBe('draft');
  });

  it('refuses a transition its state does not allow, naming the state and what it needs', async () => {
    const refused = await take(warehouse, small, 'post');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('当前状态为「草稿」，不能过账；过账需要状态为：已提交');
    const english = await take(warehouse, small, 'post', undefined, { 'accept-language': 'en' });
    expect(english.body.msg).toBe('The record is "Draft": "Post" needs it to be "Submitted".');
    expect((await get(small)).status).toBe('draft');
  });

  it('submits (holding the stock), then refuses edits; a stale version is a 409', async () => {
    const stale = await take(warehouse, small, 'submit', { version: 7 });
    expect(stale.status).toBe(409);
    const submitted = await take(warehouse, small, 'submit', { version: 1 });
    expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 'submitted', version: 2 });
    expect(await balance(1)).toEqual({ onHand: '10.0000', reserved: '2.0000' });
    const edit = await warehouse.send('PUT', `${BASE}/${small}`, { remark: '改', version: 2 });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('当前状态为「已提交」，不能修改或删除');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'stockIssue'),
          eq(auditLog.entityId, String(small)),
          eq(auditLog.action, 'transition'),
        ),
      );
    expect(audit).toMatchObject({
      before: { state: 'draft' },
      after: { state: 'submitted', transition: 'submit' },
    });
  });

  it('posts at once below the gate: the stock leaves once, the moves name the number', async () => {
    const posted = await take(warehouse, small, 'post', { version: 2 });
    expect(posted.body.data).toMatchObject({ status: 'posted', version: 3 });
    expect(await balance(1)).toEqual({ onHand: '8.0000', reserved: '0.0000' });
    expect(await balance(2)).toEqual({ onHand: '9.0000', reserved: '0.0000' });
    const moves = await movesOf(small);
    expect(moves).toHaveLength(2);
    expect(new Set(moves.map((move) => move.documentNo))).toEqual(new Set([(await get(small)).documentNo]));
    expect((await get(small)).transitions).toEqual([]);
    expect((await take(warehouse, small, 'cancel')).body.msg).toBe(
      '当前状态为「已过账」，不能作废；作废需要状态为：草稿、已提交',
    );
  });

  it('posts above the gate only when the approval approves, exactly once', async () => {
    const { id, asked } = await postAboveTheGate(3, '3');
    expect(asked).toEqual({ pending: true, requestId: expect.any(Number) });
    const { requestId } = asked;
    expect(approvals.at(-1)).toMatchObject({
      requestId,
      kind: 'stockIssue',
      recordId: id,
      transition: 'post',
    });
    expect(await get(id)).toMatchObject({ status: 'submitted', transitions: [], pendingTransition: 'post' });
    expect(await movesOf(id)).toHaveLength(0);
    expect((await warehouse.send('DELETE', `${BASE}/${id}?version=2`)).body.msg).toBe(
      '该单据有待审批的申请，审批完成前不能再操作',
    );

    const [approver] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    expect(await t.app.transitions.completeTransition(requestId, 'approved', approver!.id)).toEqual({
      completed: true,
    });
    expect(await t.app.transitions.completeTransition(requestId, 'approved', approver!.id)).toEqual({
      completed: false,
    });
    expect(await get(id)).toMatchObject({ status: 'posted', pendingTransition: '' });
    expect(await movesOf(id)).toHaveLength(1);
    expect(await balance(3)).toEqual({ onHand: '7.0000', reserved: '0.0000' });
  });

  it('keeps its state when the approval rejects, and gives the stock back when cancelled', async () => {
    const { id, asked, lines } = await postAboveTheGate(2, '4');
    const { requestId } = asked;
    await t.app.transitions.completeTransition(requestId, 'rejected');
    expect(await get(id)).toMatchObject({ status: 'submitted', transitions: ['post', 'cancel'] });
    expect(await balance(2)).toEqual({ onHand: '9.0000', reserved: '4.0000' });
    const cancelled = await take(warehouse, id, 'cancel');
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await balance(2)).toEqual({ onHand: '9.0000', reserved: '0.0000' });
    const [released] = await t.db
      .select({ status: stockReservations.status })
      .from(stockReservations)
      .where(
        and(
          eq(stockReservations.documentKind, 'stockIssue'),
          eq(stockReservations.documentLineId, lines[0]!.id),
        ),
      );
    expect(released!.status).toBe('released');
  });

  it('refuses submitting more than is on hand, changing nothing', async () => {
    const short = await warehouse.send('POST', BASE, issue(main, [{ n: 1, quantity: '99', unitPrice: 1 }]));
    const refused = await take(warehouse, short.body.data.id, 'submit');
    expect(refused.status).toBe(400);
    expect(await get(short.body.data.id)).toMatchObject({ status: 'draft', version: 1 });
    expect(await balance(1)).toEqual({ onHand: '8.0000', reserved: '0.0000' });
  });

  it("answers 404 for a record outside the role's scope (another warehouse's issue)", async () => {
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'warehouse'));
    await t.db
      .insert(roleDataScopes)
      .values({ roleId: role!.id, resource: 'stockIssue', scope: 'myWarehouses' });
    const elsewhere = await admin.send('POST', BASE, issue(repair, [{ n: 4, quantity: '1', unitPrice: 1 }]));
    const id = elsewhere.body.data.id as number;
    expect((await warehouse.send('GET', `${BASE}/${id}`)).status).toBe(404);
    expect((await take(warehouse, id, 'submit')).status).toBe(404);
    expect((await warehouse.send('PUT', `${BASE}/${id}`, { remark: 'x', version: 1 })).status).toBe(404);
    const page = await warehouse.send('GET', `${BASE}/page?pageSize=100`);
    expect(page.body.data.list.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await get(small)).id).toBe(small); // its own warehouse's issue it still sees
    expect((await take(admin, id, 'submit')).body.data.status).toBe('submitted');
    expect(
      (
        await auditEntries(t.db, and(eq(auditLog.entity, 'stockIssue'), eq(auditLog.entityId, String(id))))
      ).map((entry) => entry.action),
    ).toEqual(['create', 'transition']);
  });
});
