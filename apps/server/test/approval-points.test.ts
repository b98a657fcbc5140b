// On PGlite too: a business request follows its approval once, in the approval's transaction, on both databases.
import { flwApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/modules/crm/customers.tables.js';
import { approvalInstances } from '../src/modules/flw/approval.tables.js';
import { approvalProcesses } from '../src/modules/flw/process.tables.js';
import { stockDocuments } from '../src/modules/stock/stock.tables.js';
import { transitionRequests } from '../src/platform/transitions/transition-requests.tables.js';
import { demoOrgIds, flw, flwClient, type Signed, signInAll } from './flw-kit.js';
import { buildTestApp, type TestApp } from './harness.js';
import { itemPicker, stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/**
 * Bindings (docs/approvals.md): the demo organization's approval points — a receipt's 冲销 above
 * an amount (to finance), a bulk 客户转移 above a count (to the requester's leader) — start their
 * bound process; the instance's end completes the request in the same transaction, once.
 */
let t: TestApp;
let orgId: number;
let as: Record<string, Signed>;
let engine: ReturnType<typeof flwClient>;

beforeAll(async () => {
  t = await buildTestApp();
  orgId = (await demoOrgIds(t.db)).demo;
  as = await signInAll(t.app, ['admin', 'sales', 'manager', 'finance', 'warehouse']);
  engine = flwClient(t.app);
});
afterAll(() => t?.app.close());

const processNamed = async (name: string) =>
  (
    await t.db
      .select({ id: approvalProcesses.id })
      .from(approvalProcesses)
      .where(and(eq(approvalProcesses.orgId, orgId), eq(approvalProcesses.name, name)))
  )[0]!.id;
const bind = async (point: string, process: string, threshold: number, enabled = true) => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/erp/flw/binding',
    headers: as.admin!.headers,
    payload: { point, enabled, processId: await processNamed(process), threshold },
  });
  expect(saved.statusCode, saved.body).toBe(200);
};
const instanceOfRequest = async (requestId: number) =>
  (
    await t.db.select().from(approvalInstances).where(eq(approvalInstances.transitionRequestId, requestId))
  )[0]!;
const requestStatus = async (requestId: number) =>
  (await t.db.select().from(transitionRequests).where(eq(transitionRequests.id, requestId)))[0]!.status;

let phoneSeq = 0;
const ownCustomers = async (username: string, count: number) => {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    phoneSeq += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/customer',
      headers: as[username]!.headers,
      payload: { name: `审批点客户-${phoneSeq}`, phone: `1771100${String(phoneSeq).padStart(4, '0')}` },
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
const bulkTransfer = async (username: string, ids: number[], toUserId: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/erp/crm/customer/transfer/bulk',
    headers: as[username]!.headers,
    payload: { ids, toUserId, reason: '审批点测试' },
  });

describe('business approvals', () => {
  it('a bulk transfer above the count waits for the leader; approving moves the customers once', async () => {
    await bind('customer.bulkTransfer', '客户批量转移审批', 2);
    const ids = await ownCustomers('sales', 3);
    const asked = await bulkTransfer('sales', ids, as.finance!.userId);
    expect(asked.json()).toMatchObject({ code: 200, data: { count: 0 } });
    const requestId = asked.json().data.pendingRequestId as number;
    expect(await ownersOf(ids)).toEqual(Array(3).fill(as.sales!.userId));

    const instance = await instanceOfRequest(requestId);
    expect(instance).toMatchObject({
      processName: '客户批量转移审批',
      initiatorId: as.sales!.userId,
      status: 'running',
    });
    const detail = (await engine.detail(as.sales!, instance.id)).data!;
    expect(detail.formData).toMatchObject({ count: 3, reason: '审批点测试' });
    expect(detail.business).toMatchObject({ kind: 'customer', label: expect.stringContaining('3') });
    expect(detail.canResubmit).toBe(false);

    const task = (await engine.taskOf(as.manager!, instance.id))!;
    expect((await engine.approve(as.manager!, task.taskId, { comment: '同意' })).data).toEqual({
      instanceStatus: 'approved',
    });
    expect(await ownersOf(ids)).toEqual(Array(3).fill(as.finance!.userId));
    expect(await requestStatus(requestId)).toBe('approved');
    // Deciding again is refused and moves nothing again.
    expect((await engine.approve(as.manager!, task.taskId)).status).toBe(409);
    expect(await ownersOf(ids)).toEqual(Array(3).fill(as.finance!.userId));
  });

  it('rejecting or withdrawing ends the request without moving anything, and the record may be asked again', async () => {
    await bind('customer.bulkTransfer', '客户批量转移审批', 2);
    const ids = await ownCustomers('sales', 3);
    const first = (await bulkTransfer('sales', ids, as.finance!.userId)).json().data.pendingRequestId;
    const rejected = await instanceOfRequest(first);
    const task = (await engine.taskOf(as.manager!, rejected.id))!;
    expect((await engine.reject(as.manager!, task.taskId, { comment: '客户太多' })).data).toEqual({
      instanceStatus: 'rejected',
    });
    expect(await requestStatus(first)).toBe('rejected');
    expect(await ownersOf(ids)).toEqual(Array(3).fill(as.sales!.userId));
    const resubmitted = await engine.resubmit(as.sales!, rejected.id, { formData: rejected.formData });
    expect(resubmitted.status).toBe(409);
    expect(resubmitted.json.msg).toBe('业务审批被驳回或撤回后不能重新提交，请在业务单据上重新发起');

    const second = (await bulkTransfer('sales', ids, as.finance!.userId)).json().data.pendingRequestId;
    expect(second).not.toBe(first);
    expect((await engine.withdraw(as.sales!, (await instanceOfRequest(second)).id)).status).toBe(200);
    expect(await requestStatus(second)).toBe('rejected');
    expect(await ownersOf(ids)).toEqual(Array(3).fill(as.sales!.userId));
  });

  it('moves at once up to the count or with the binding off, and refuses out-of-scope ids before asking', async () => {
    await bind('customer.bulkTransfer', '客户批量转移审批', 2);
    const two = await ownCustomers('sales', 2);
    expect((await bulkTransfer('sales', two, as.manager!.userId)).json()).toMatchObject({
      data: { count: 2, pendingRequestId: null },
    });
    const foreign = await ownCustomers('manager', 2);
    const mine = await ownCustomers('sales', 2);
    const instancesBefore = (await t.db.select().from(approvalInstances)).length;
    expect((await bulkTransfer('sales', [...mine, ...foreign], as.admin!.userId)).statusCode).toBe(404);
    expect((await t.db.select().from(approvalInstances)).length).toBe(instancesBefore);
    await bind('customer.bulkTransfer', '客户批量转移审批', 2, false);
    const three = await ownCustomers('sales', 3);
    expect((await bulkTransfer('sales', three, as.manager!.userId)).json()).toMatchObject({
      data: { count: 3, pendingRequestId: null },
    });
  });

  it('reversing a receipt worth more than the amount waits for finance; a refused effect keeps the task open', async () => {
    const api = stockClient(t.app, as.warehouse!.headers);
    const product = itemPicker((await untouchedItems(t.db)).plain);
    const main = await warehouseId(t.db, 'WH-MAIN');
    let next = 0;
    const receive = async (unitPrice: number) => {
      next += 1;
      const itemId = product(next);
      const { body } = await api.receipt({
        warehouseId: main,
        lines: [{ itemKind: 'product', itemId, quantity: '2', unitPrice }],
      });
      expect(body.code).toBe(200);
      return { id: body.data.id as number, itemId };
    };
    const reversals = async (id: number) =>
      (
        await t.db
          .select()
          .from(stockDocuments)
          .where(and(eq(stockDocuments.orgId, orgId), eq(stockDocuments.reversesDocumentId, id)))
      ).length;
    await bind('stockReceipt.reverse', '入库单冲销审批', 100_000); // above 1,000.00 yuan
    const cheap = await receive(50_000); // worth 1,000.00: not above
    expect((await api.reverse(cheap.id)).body.code).toBe(200);

    const dear = await receive(50_001); // worth 1,000.02
    const asked = await api.reverse(dear.id);
    expect(asked.body.data).toMatchObject({ pending: true });
    const instance = await instanceOfRequest(asked.body.data.requestId);
    const detail = (await engine.detail(as.finance!, instance.id)).data!;
    expect(detail.formData).toMatchObject({ amount: '1000.02', documentNo: expect.stringMatching(/^RK/) });
    expect(detail.business).toEqual({
      kind: 'stockReceipt',
      recordId: dear.id,
      label: detail.formData.documentNo,
      path: `/supply/stock/receipt/list?open=${dear.id}`,
    });
    expect(await reversals(dear.id)).toBe(0);
    const task = (await engine.taskOf(as.finance!, instance.id))!;
    expect((await engine.approve(as.finance!, task.taskId)).data).toEqual({ instanceStatus: 'approved' });
    expect(await reversals(dear.id)).toBe(1);
    expect((await engine.approve(as.finance!, task.taskId)).status).toBe(409);
    expect(await reversals(dear.id)).toBe(1);

    // The stock left meanwhile: approving is refused with the effect's reason and decides nothing.
    const gone = await receive(60_000);
    const pending = (await api.reverse(gone.id)).body.data.requestId as number;
    const count = await api.count({
      warehouseId: main,
      lines: [{ itemKind: 'product', itemId: gone.itemId, countedQuantity: '0' }],
    });
    expect(count.body.code).toBe(200);
    const waiting = await instanceOfRequest(pending);
    const open = (await engine.taskOf(as.finance!, waiting.id))!;
    const refused = await engine.approve(as.finance!, open.taskId);
    expect(refused.status).toBe(400);
    expect((await engine.taskOf(as.finance!, waiting.id))?.taskId).toBe(open.taskId);
    expect(await reversals(gone.id)).toBe(0);
    expect((await engine.reject(as.finance!, open.taskId, { comment: '库存已出' })).data).toEqual({
      instanceStatus: 'rejected',
    });
    expect(await requestStatus(pending)).toBe('rejected');
  });
});

describe('approval point bindings', () => {
  const send = (who: Signed, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...who.headers, 'accept-language': 'zh-CN' }, payload });

  it('lists every declared point and saves one with a published, enabled process; refuses what cannot apply', async () => {
    const listed = (await send(as.admin!, 'GET', '/erp/flw/binding/list')).json().data;
    expect(listed.map((row: { point: string }) => row.point).sort()).toEqual([
      'customer.bulkTransfer',
      'returnOrder.receive',
      'saleOrder.submit.amount',
      'saleOrder.submit.discount',
      'stockReceipt.reverse',
    ]);
    expect(listed.find((row: { point: string }) => row.point === 'stockReceipt.reverse')).toMatchObject({
      measure: 'amount',
      label: '入库单冲销（金额超过阈值时需审批）',
      processName: '入库单冲销审批',
    });
    const draft = await flw(t.app, as.admin!, flwApi.processCreate, {
      body: {
        name: '绑定-草稿',
        category: 'business',
        form: { fields: [] },
        flow: {
          nodes: [{ id: 'a', type: 'approver', name: '审批', assignees: { kind: 'leader', levels: 1 } }],
        },
      },
    });
    const save = (body: object) => send(as.admin!, 'PUT', '/erp/flw/binding', body);
    const refusal = async (body: object) => (await save(body)).json().data.fieldErrors[0].path;
    expect(await refusal({ point: 'nobody.knows', enabled: false, processId: null, threshold: 0 })).toBe(
      'point',
    );
    expect(
      await refusal({ point: 'customer.bulkTransfer', enabled: true, processId: null, threshold: 5 }),
    ).toBe('processId');
    expect(
      await refusal({
        point: 'customer.bulkTransfer',
        enabled: true,
        processId: draft.data!.id,
        threshold: 5,
      }),
    ).toBe('processId');
    const usable = await processNamed('客户批量转移审批');
    const saved = await save({
      point: 'customer.bulkTransfer',
      enabled: true,
      processId: usable,
      threshold: 5,
    });
    expect(saved.json().data).toMatchObject({ enabled: true, processId: usable, threshold: 5 });
    // Only holders of processList:update change bindings.
    const denied = await send(as.sales!, 'PUT', '/erp/flw/binding', {
      point: 'customer.bulkTransfer',
      enabled: false,
      processId: null,
      threshold: 0,
    });
    expect(denied.statusCode).toBe(403);
  });
});
