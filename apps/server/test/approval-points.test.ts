// On PGlite too: a gated command's request and its one completion must hold on both databases.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { approvalProcesses } from '../src/modules/flw/process.tables.js';
import { stockDocuments } from '../src/modules/stock/stock.tables.js';
import { approvalBindings } from '../src/platform/approvals/approval-bindings.tables.js';
import type { ApprovalRequestedEvent } from '../src/platform/approvals/approval-points.js';
import { transitionRequests } from '../src/platform/transitions/transition-requests.tables.js';
import { buildTestApp, signIn, type TestApp } from './harness.js';
import { itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/**
 * Approval points (platform/approvals): the organization's binding decides whether a receipt's
 * 冲销 or a bulk 客户转移 waits for an approval; the request keeps what was asked and its
 * completion runs it once, as its requester. The approvals engine's side is a test hook here.
 */
let t: TestApp;
let orgId: number;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};
/** What the stand-in engine was asked to start. */
const started: Omit<ApprovalRequestedEvent, 'tx'>[] = [];
const PROCESS_ID = 4242;

beforeAll(async () => {
  t = await buildTestApp({
    extraModules: [
      {
        name: 'test-engine',
        hooks: [
          {
            on: 'approval.requested',
            run: async ({ tx: _tx, ...asked }) => {
              started.push(asked);
            },
          },
        ],
      },
    ],
  });
  for (const username of ['admin', 'sales', 'manager', 'warehouse']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!;
const bind = (point: string, threshold: number, enabled = true) =>
  t.db
    .insert(approvalBindings)
    .values({ orgId, point, enabled, processId: PROCESS_ID, threshold })
    .onConflictDoUpdate({
      target: [approvalBindings.orgId, approvalBindings.point],
      set: { enabled, threshold, processId: PROCESS_ID },
    });

let phoneSeq = 0;
const ownCustomers = async (username: string, count: number) => {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/customer',
      headers: as(username).headers,
      payload: {
        name: `审批点客户-${username}-${++phoneSeq}`,
        phone: `1771100${String(phoneSeq).padStart(4, '0')}`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    ids.push(response.json().data.id);
  }
  return ids;
};
const ownersOf = async (ids: number[]) =>
  (await t.db.select({ id: customers.id, owner: customers.ownerUserId }).from(customers))
    .filter((row) => ids.includes(row.id))
    .map((row) => row.owner);
const bulkTransfer = (username: string, ids: number[], toUserId: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/erp/crm/customer/transfer/bulk',
    headers: as(username).headers,
    payload: { ids, toUserId, reason: '审批点测试' },
  });

describe('approval points', () => {
  it('a bulk transfer above the count waits for its approval, moves once when approved, and not at all when rejected', async () => {
    await bind('customer.bulkTransfer', 2);
    const ids = await ownCustomers('sales', 3);
    const asked = await bulkTransfer('sales', ids, as('manager').userId);
    expect(asked.json()).toMatchObject({ code: 200, data: { count: 0 } });
    const requestId = asked.json().data.pendingRequestId as number;
    expect(requestId).toBeGreaterThan(0);
    expect(await ownersOf(ids)).toEqual([as('sales').userId, as('sales').userId, as('sales').userId]);
    const ask = started.find((entry) => entry.request.requestId === requestId)!;
    expect(ask).toMatchObject({
      processId: PROCESS_ID,
      request: {
        kind: 'customer',
        transition: 'bulkTransfer',
        recordId: null,
        requestedBy: as('sales').userId,
      },
      subject: { formData: { count: 3, toUser: expect.any(String), reason: '审批点测试' } },
    });

    expect(await t.app.transitions.completeTransition(requestId, 'approved', as('manager').userId)).toEqual({
      completed: true,
    });
    expect(await ownersOf(ids)).toEqual(Array(3).fill(as('manager').userId));
    // A repeat finds no pending request and moves nothing again.
    expect(await t.app.transitions.completeTransition(requestId, 'approved', as('manager').userId)).toEqual({
      completed: false,
    });

    const others = await ownCustomers('sales', 3);
    const rejected = (await bulkTransfer('sales', others, as('manager').userId)).json().data.pendingRequestId;
    await t.app.transitions.completeTransition(rejected, 'rejected', as('manager').userId);
    expect(await ownersOf(others)).toEqual(Array(3).fill(as('sales').userId));
    const [row] = await t.db.select().from(transitionRequests).where(eq(transitionRequests.id, rejected));
    expect(row).toMatchObject({ status: 'rejected', payload: { ids: others } });
  });

  it('moves at once up to the count or with the binding off, and refuses out-of-scope ids before asking', async () => {
    await bind('customer.bulkTransfer', 2);
    const two = await ownCustomers('sales', 2);
    expect((await bulkTransfer('sales', two, as('manager').userId)).json()).toMatchObject({
      data: { count: 2, pendingRequestId: null },
    });
    const foreign = await ownCustomers('manager', 2);
    const mine = await ownCustomers('sales', 2);
    const before = started.length;
    expect((await bulkTransfer('sales', [...mine, ...foreign], as('admin').userId)).statusCode).toBe(404);
    expect(started.length).toBe(before);
    await bind('customer.bulkTransfer', 2, false);
    const three = await ownCustomers('sales', 3);
    expect((await bulkTransfer('sales', three, as('manager').userId)).json()).toMatchObject({
      data: { count: 3, pendingRequestId: null },
    });
  });

  it('reversing a receipt worth more than the amount waits for its approval and reverses once when approved', async () => {
    const api = stockClient(t.app, as('warehouse').headers);
    const product = itemPicker((await untouchedItems(t.db)).plain);
    const main = await warehouseId(t.db, 'WH-MAIN');
    const receive = async (unitPrice: number) => {
      const { body } = await api.receipt({
        warehouseId: main,
        lines: [{ itemKind: 'product', itemId: product(unitPrice), quantity: '2', unitPrice }],
      });
      expect(body.code).toBe(200);
      return body.data.id as number;
    };
    await bind('stockReceipt.reverse', 100_000); // 1,000.00 yuan
    const cheap = await receive(50_000); // worth 1,000.00: not above
    expect((await api.reverse(cheap)).body.code).toBe(200);

    const dear = await receive(50_001); // worth 1,000.02
    const asked = await api.reverse(dear);
    expect(asked.body.data).toMatchObject({ pending: true });
    const ask = started.at(-1)!;
    expect(ask).toMatchObject({
      processId: PROCESS_ID,
      request: { kind: 'stockReceipt', transition: 'reverse', recordId: dear },
      subject: { formData: { amount: '1000.02' }, path: `/supply/stock/receipt/list?open=${dear}` },
    });
    const reversals = () =>
      t.db
        .select()
        .from(stockDocuments)
        .where(and(eq(stockDocuments.orgId, orgId), eq(stockDocuments.reversesDocumentId, dear)));
    expect(await reversals()).toHaveLength(0);
    await t.db.transaction(async (tx) => {
      // The approvals engine completes it inside its own action's transaction.
      await t.app.transitions.completeTransition(ask.request.requestId, 'approved', as('admin').userId, tx);
    });
    expect(await reversals()).toHaveLength(1);
    await t.app.transitions.completeTransition(ask.request.requestId, 'approved', as('admin').userId);
    expect(await reversals()).toHaveLength(1);
  });
});

describe('approval point bindings', () => {
  const send = (username: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...as(username).headers, 'accept-language': 'zh-CN' }, payload });
  const processRow = (name: string, enabled: boolean, publishedVersion: number | null) => ({
    orgId,
    name,
    category: '业务',
    starters: { everyone: true, departmentIds: [], roleIds: [], userIds: [] },
    form: { fields: [] },
    flow: { nodes: [] },
    settings: { resubmitFrom: 'first' as const, skipRepeatedApprover: false, initiatorMayCc: true },
    enabled,
    publishedVersion,
  });

  it('lists every declared point and saves one with a published, enabled process; refuses what cannot apply', async () => {
    const [usable, disabled, draft] = await t.db
      .insert(approvalProcesses)
      .values([
        processRow('绑定-可用', true, 1),
        processRow('绑定-停用', false, 1),
        processRow('绑定-草稿', true, null),
      ])
      .returning();
    const listed = (await send('admin', 'GET', '/erp/flw/binding/list')).json().data;
    expect(listed.map((row: { point: string }) => row.point).sort()).toEqual([
      'customer.bulkTransfer',
      'stockReceipt.reverse',
    ]);
    expect(listed.find((row: { point: string }) => row.point === 'stockReceipt.reverse')).toMatchObject({
      measure: 'amount',
      label: '入库单冲销（金额超过阈值时需审批）',
    });
    const save = (body: object) => send('admin', 'PUT', '/erp/flw/binding', body);
    const refusal = async (body: object) => (await save(body)).json().data.fieldErrors[0].path;
    expect(await refusal({ point: 'nobody.knows', enabled: false, processId: null, threshold: 0 })).toBe(
      'point',
    );
    expect(
      await refusal({ point: 'customer.bulkTransfer', enabled: true, processId: null, threshold: 5 }),
    ).toBe('processId');
    for (const unusable of [disabled!, draft!]) {
      expect(
        await refusal({
          point: 'customer.bulkTransfer',
          enabled: true,
          processId: unusable.id,
          threshold: 5,
        }),
      ).toBe('processId');
    }
    const saved = await save({
      point: 'customer.bulkTransfer',
      enabled: true,
      processId: usable!.id,
      threshold: 5,
    });
    expect(saved.json().data).toMatchObject({
      enabled: true,
      processId: usable!.id,
      processName: '绑定-可用',
      threshold: 5,
    });
    // Only holders of processList:update change bindings.
    expect(
      (
        await send('sales', 'PUT', '/erp/flw/binding', {
          point: 'customer.bulkTransfer',
          enabled: false,
          processId: null,
          threshold: 0,
        })
      ).statusCode,
    ).toBe(403);
  });
});
