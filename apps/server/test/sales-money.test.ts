import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/admin/admin.tables.js';
import { saleCollections, saleInvoices, saleReturns } from '../src/modules/sales/money/money.tables.js';
import { seedDemoMoney } from '../src/modules/sales/money/money-demo-seed.js';
import { orderLines } from '../src/modules/sales/orders/order-progress.js';
import { saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { stockBalances, stockLocations } from '../src/modules/stock/stock.tables.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { approvalBindings } from '../src/platform/approvals/approval-bindings.tables.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';
import { cancelOrder, kitMachineOrder, type MoneyWorld, moneyWorld, shipLines } from './sales-money-kit.js';

/**
 * 收款单, 发票 and 退货单 through their endpoints, as finance and a salesperson would use them:
 * what each refuses (naming the order or line and the limit, changing nothing), what each moves on
 * the order (collected = Σ collections, invoiced and returned through the progress API, stock back
 * on the holds), the kit rule, the refund of a return and its approval point, and the data scope.
 */
let t: TestApp;
let w: MoneyWorld;
let finance: Record<string, string>;
let salesHeaders: Record<string, string>;
let actor: { orgId: number; userId: number };

const send = async (headers: Record<string, string>, method: string, url: string, payload?: object) => {
  const response = await t.app.inject({ method: method as 'GET', url, payload, headers });
  return { status: response.statusCode, body: response.json() };
};
const orderRow = async (id: number) =>
  (await t.db.select().from(saleOrders).where(eq(saleOrders.id, id)))[0]!;
const linesOf = async (id: number) => orderLines(t.db, await orderRow(id));
const collect = (orderId: number, amount: number, extra: object = {}) =>
  send(finance, 'POST', '/erp/sale/collect', {
    paymentChannelId: w.channelId,
    collectedOn: '2026-11-27',
    lines: [{ orderId, amount }],
    ...extra,
  });
const ORDINARY = { invoiceType: 'ordinary', title: '测试客户' };
const requestInvoice = (lines: object[], extra: object = ORDINARY) =>
  send(finance, 'POST', '/erp/sale/invoice', { ...extra, lines });

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAs(t.app, 'admin');
  w = await moneyWorld(t, admin);
  finance = await loginAs(t.app, 'finance');
  salesHeaders = await loginAs(t.app, 'sales');
  const [user] = await t.db.select().from(users).where(eq(users.username, 'finance'));
  actor = { orgId: w.orgId, userId: user!.id };
});
afterAll(() => t?.app.close());

describe('collections', () => {
  it('collects in parts up to what is unpaid, spreads it over the lines, and voids it back', async () => {
    const order = await kitMachineOrder(t.db, w);
    const total = (await orderRow(order.id)).totalFen;
    const first = await collect(order.id, 100_000);
    expect(first.body).toMatchObject({ code: 200 });
    expect(first.body.data).toMatchObject({ status: 'posted', totalFen: 100_000 });
    expect(first.body.data.documentNo).toMatch(/^SK\d{8}-\d{4}$/);
    // Owned by the order's owner: the salesperson sees it.
    expect(first.body.data.ownerUserId).toBe(w.salesId);
    const seen = await send(salesHeaders, 'GET', `/erp/sale/invoice/page?pageSize=5`);
    expect(seen.status).toBe(200);

    const tooMuch = await collect(order.id, total);
    expect(tooMuch.body.msg).toBe(
      `订单 ${order.documentNo} 最多还能收款 ${((total - 100_000) / 100).toFixed(2)} 元：订单金额 ${(total / 100).toFixed(2)}，已退货 0.00，已收款 1000.00`,
    );
    expect(tooMuch.body.data.fieldErrors[0].path).toBe('lines.0.amount');
    const rest = await collect(order.id, total - 100_000);
    expect(rest.body).toMatchObject({ code: 200 });
    let row = await orderRow(order.id);
    expect(row.collectedFen).toBe(total);
    const lines = await linesOf(order.id);
    expect(lines.map((line) => line.collectedAmount)).toEqual(lines.map((line) => line.amount));

    // A refund by hand only of what was collected beyond what is owed: nothing here.
    const refund = await collect(order.id, -1);
    expect(refund.body.msg).toContain('最多可退款 0.00 元');

    const voided = await send(finance, 'POST', `/erp/sale/collect/${first.body.data.id}/void`);
    expect(voided.body.data.status).toBe('void');
    row = await orderRow(order.id);
    expect(row.collectedFen).toBe(total - 100_000);
    // In line order: the first line is paid first, the last ones wait.
    const after = await linesOf(order.id);
    expect(after.reduce((sum, line) => sum + line.collectedAmount, 0)).toBe(total - 100_000);
    expect(after.map((line) => line.collectedAmount)).toEqual([total - 100_000, 0, 0, 0]);
  });

  it('refuses a cancelled or draft order, another customer, and changes nothing', async () => {
    const cancelled = await kitMachineOrder(t.db, w);
    await cancelOrder(t.db, actor, cancelled.id);
    const refused = await collect(cancelled.id, 100);
    expect(refused.body.msg).toBe(`不能对已取消的订单收款：${cancelled.documentNo}`);
    const draft = await kitMachineOrder(t.db, w, 'draft');
    expect((await collect(draft.id, 100)).body.msg).toBe(
      `订单 ${draft.documentNo} 尚未确认，不能收款、开票或退货`,
    );
    const mine = await kitMachineOrder(t.db, w);
    const theirs = await kitMachineOrder(t.db, w, 'confirmed', w.otherCustomerId);
    // The demo data may have collected from that customer already: nothing may be added to it.
    const collectedFromThem = () =>
      t.db
        .select()
        .from(saleCollections)
        .where(and(eq(saleCollections.orgId, w.orgId), eq(saleCollections.customerId, w.otherCustomerId)));
    const before = await collectedFromThem();
    const other = await collect(mine.id, 100, {
      lines: [
        { orderId: mine.id, amount: 100 },
        { orderId: theirs.id, amount: 100 },
      ],
    });
    expect(other.body.msg).toBe(`订单 ${theirs.documentNo} 不是该客户的订单`);
    expect(other.body.data.fieldErrors[0].path).toBe('lines.1.orderId');
    expect((await orderRow(mine.id)).collectedFen).toBe(0);
    expect((await orderRow(cancelled.id)).collectedFen).toBe(0);
    expect(await collectedFromThem()).toEqual(before);
  });
});

describe('invoices', () => {
  it('takes the kit along, names the line it refuses, issues with number, date and file, and voids back', async () => {
    const order = await kitMachineOrder(t.db, w);
    const [machine, fittingA] = order.lineIds as [number, number, number, number];
    const special = await requestInvoice([{ orderId: order.id, orderLineId: machine, quantity: '1' }], {
      invoiceType: 'special',
      title: '测试客户有限公司',
    });
    expect(special.body.data.fieldErrors[0]).toMatchObject({
      path: 'taxNumber',
      message: '增值税专用发票必须填写此项',
    });

    const asked = await requestInvoice([{ orderId: order.id, orderLineId: machine, quantity: '1' }]);
    expect(asked.body).toMatchObject({ code: 200 });
    // The machine's children came along in proportion: half of each.
    expect(
      asked.body.data.lines.map((line: { orderLineId: number; quantity: string }) => [
        line.orderLineId,
        line.quantity,
      ]),
    ).toEqual([
      [machine, '1'],
      [fittingA, '2'],
      [order.lineIds[2], '1'],
      [order.lineIds[3], '1'],
    ]);
    let lines = await linesOf(order.id);
    expect(lines.map((line) => Number(line.invoicedQuantity))).toEqual([1, 2, 1, 1]);
    expect(asked.body.data.totalFen).toBe((await orderRow(order.id)).invoicedFen);
    // Each line carries its amount (its share of the order line), on the answer and when read again.
    const read = await send(finance, 'GET', `/erp/sale/invoice/${asked.body.data.id}`);
    expect(read.body.data.lines.map((line: { amount: number }) => line.amount)).toEqual(
      lines.map((line) => line.invoicedAmount),
    );
    expect(read.body.data.lines[1].itemLabel).toBe(`fitting ${w.fittingA}`);

    const tooMuch = await requestInvoice([{ orderId: order.id, orderLineId: fittingA, quantity: '3' }]);
    expect(tooMuch.body.msg).toBe(
      `第 2 行「fitting ${w.fittingA}」最多还能开票 2：订购 4，已退货 0，已开票 2`,
    );
    expect(tooMuch.body.data.fieldErrors[0].path).toBe('lines.0.quantity');

    const id = asked.body.data.id as number;
    const early = await send(finance, 'POST', `/erp/sale/invoice/${id}/issue`);
    expect(early.body.msg).toBe('开具前请先填写发票号码和开票日期');
    const file = await upload(finance, '发票.pdf', '%PDF-1.7\n1 0 obj\n');
    const edited = await send(finance, 'PUT', `/erp/sale/invoice/${id}`, {
      version: asked.body.data.version,
      invoiceNo: '04400123',
      issuedOn: '2026-11-27',
      fileId: file,
    });
    expect(edited.body).toMatchObject({ code: 200 });
    const issued = await send(finance, 'POST', `/erp/sale/invoice/${id}/issue`);
    expect(issued.body.data).toMatchObject({ status: 'issued', invoiceNo: '04400123' });
    expect((await send(finance, 'GET', `/erp/sale/invoice/${id}`)).body.data.transitions).toEqual(['void']);
    expect((await send(finance, 'DELETE', `/erp/sale/invoice/${id}?version=3`)).body.msg).toBe(
      '请作废而不是删除',
    );
    const voided = await send(finance, 'POST', `/erp/sale/invoice/${id}/void`);
    expect(voided.body.data.status).toBe('void');
    lines = await linesOf(order.id);
    expect(lines.map((line) => line.invoicedQuantity)).toEqual(['0.0000', '0.0000', '0.0000', '0.0000']);
    expect((await orderRow(order.id)).invoicedFen).toBe(0);
  });
});

const upload = async (headers: Record<string, string>, name: string, text: string) => {
  const token = await send(headers, 'GET', '/erp/common/qiniu/token');
  const form = multipartForm({ token: token.body.data.token }, { name, bytes: text });
  const response = await t.app.inject({
    method: 'POST',
    url: '/erp/common/files/upload',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  return response.json().data.id as number;
};

// Before the returns: their approval point, set there, would hold this return for approval.
describe('the order timeline', () => {
  it("shows each document's move on the order, linked to the document, with the amount it moved", async () => {
    const order = await kitMachineOrder(t.db, w);
    const [machine, fittingA] = order.lineIds as [number, number, number, number];
    await shipLines(t.db, actor, order.id, [
      { lineId: machine, quantity: '1' },
      { lineId: fittingA, quantity: '2' },
    ]);
    const collected = (await collect(order.id, 200_000)).body.data;
    const invoice = (await requestInvoice([{ orderId: order.id, orderLineId: machine, quantity: '1' }])).body
      .data;
    const voidedInvoice = await send(finance, 'POST', `/erp/sale/invoice/${invoice.id}/void`);
    expect(voidedInvoice.body).toMatchObject({ code: 200 });
    const returned = (
      await send(finance, 'POST', '/erp/sale/return', {
        orderId: order.id,
        reason: '配件损坏',
        inspection: 'scrap',
        lines: [{ orderLineId: fittingA, quantity: '1' }],
      })
    ).body.data;
    const received = await send(finance, 'POST', `/erp/sale/return/${returned.id}/receive`);
    expect(received.body).toMatchObject({ code: 200 });
    const voidedCollection = await send(finance, 'POST', `/erp/sale/collect/${collected.id}/void`);
    expect(voidedCollection.body).toMatchObject({ code: 200 });

    const timeline = await send(finance, 'GET', `/erp/sale/order/${order.id}/timeline?pageSize=50`);
    const moves = (
      timeline.body.data.list as { type: string; action: string; link: unknown; data: unknown }[]
    )
      .filter((entry) => entry.type === 'event' && entry.action !== 'created')
      .reverse()
      .map((entry) => ({ action: entry.action, link: entry.link, data: entry.data }));
    const amount = invoice.totalFen as number;
    expect(moves).toEqual([
      {
        action: 'collected',
        link: { kind: 'collectOrder', id: collected.id, label: collected.documentNo },
        data: { amountFen: 200_000 },
      },
      {
        action: 'invoiced',
        link: { kind: 'invoice', id: invoice.id, label: invoice.documentNo },
        data: { amountFen: amount },
      },
      {
        action: 'invoiceVoided',
        link: { kind: 'invoice', id: invoice.id, label: invoice.documentNo },
        data: { amountFen: -amount },
      },
      {
        action: 'returned',
        link: { kind: 'returnOrder', id: returned.id, label: returned.documentNo },
        data: { amountFen: received.body.data.totalFen },
      },
      {
        action: 'collectionVoided',
        link: { kind: 'collectOrder', id: collected.id, label: collected.documentNo },
        data: { amountFen: -200_000 },
      },
    ]);
    // The return's own timeline begins with its creation, linked to its order.
    const own = await send(finance, 'GET', `/erp/sale/return/${returned.id}/timeline?pageSize=50`);
    expect(own.body.data.list.at(-1)).toMatchObject({
      type: 'event',
      action: 'created',
      link: { kind: 'saleOrder', id: order.id, label: order.documentNo },
    });
  });
});

describe('returns', () => {
  it('receives a fitting back into stock, refunds what was overpaid, and keeps the ledger whole', async () => {
    const order = await kitMachineOrder(t.db, w);
    const [machine, fittingA, fittingB, service] = order.lineIds as [number, number, number, number];
    await shipLines(t.db, actor, order.id, [
      { lineId: machine, quantity: '2' },
      { lineId: fittingA, quantity: '4' },
      { lineId: fittingB, quantity: '2' },
      { lineId: service, quantity: '2' },
    ]);
    const total = (await orderRow(order.id)).totalFen;
    expect((await collect(order.id, total)).body).toMatchObject({ code: 200 });

    const tooMany = await send(finance, 'POST', '/erp/sale/return', {
      orderId: order.id,
      reason: '配件损坏',
      inspection: 'scrap',
      lines: [{ orderLineId: fittingA, quantity: '5' }],
    });
    expect(tooMany.body.msg).toBe(`第 2 行「fitting ${w.fittingA}」最多还能退货 4：已发货 4，已退货 0`);
    const draft = await send(finance, 'POST', '/erp/sale/return', {
      orderId: order.id,
      reason: '配件损坏',
      inspection: 'repair',
      lines: [{ orderLineId: fittingA, quantity: '1' }],
    });
    expect(draft.body).toMatchObject({ code: 200 });
    expect(draft.body.data).toMatchObject({ status: 'draft', warehouseId: w.main, customerId: w.customerId });
    expect(draft.body.data.documentNo).toMatch(/^TH\d{8}-\d{4}$/);
    const onHand = await balanceOf(w.main, w.fittingA);
    const received = await send(finance, 'POST', `/erp/sale/return/${draft.body.data.id}/receive`);
    expect(received.body.data).toMatchObject({ status: 'received', totalFen: 3_333, refundFen: 3_333 });
    expect(await balanceOf(w.main, w.fittingA)).toBe(onHand + 1);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ returnedFen: 3_333, collectedFen: total - 3_333 });
    const refunds = await t.db
      .select()
      .from(saleCollections)
      .where(eq(saleCollections.returnOrderId, draft.body.data.id));
    expect(refunds).toMatchObject([{ totalFen: -3_333, status: 'posted' }]);

    // Invoiced lines: a return that would leave more invoiced than ordered less returned is refused.
    expect(
      (await requestInvoice([{ orderId: order.id, orderLineId: fittingB, quantity: '2' }])).body,
    ).toMatchObject({ code: 200 });
    const invoiced = await send(finance, 'POST', '/erp/sale/return', {
      orderId: order.id,
      reason: '不需要了',
      inspection: 'qualified',
      warehouseId: w.east,
      lines: [{ orderLineId: fittingB, quantity: '1' }],
    });
    const blocked = await send(finance, 'POST', `/erp/sale/return/${invoiced.body.data.id}/receive`);
    expect(blocked.body.msg).toContain('请先作废发票');
    expect((await orderRow(order.id)).returnedFen).toBe(3_333);

    // Into another warehouse: back on the hold at the main warehouse, then moved on through the ledger.
    const east = await send(finance, 'POST', '/erp/sale/return', {
      orderId: order.id,
      reason: '不需要了',
      inspection: 'qualified',
      warehouseId: w.east,
      lines: [{ orderLineId: fittingA, quantity: '1' }],
    });
    const eastBefore = await balanceOf(w.east, w.fittingA);
    expect((await send(finance, 'POST', `/erp/sale/return/${east.body.data.id}/receive`)).body).toMatchObject(
      { code: 200 },
    );
    expect(await balanceOf(w.east, w.fittingA)).toBe(eastBefore + 1);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('takes a kit back in proportion, and waits for the approval above the threshold', async () => {
    const order = await kitMachineOrder(t.db, w);
    const [machine, fittingA, fittingB, service] = order.lineIds as [number, number, number, number];
    await shipLines(t.db, actor, order.id, [{ lineId: machine, quantity: '1' }]);
    // The machine's fittings were not shipped with it: taking them along is refused, naming the line.
    const bare = await send(finance, 'POST', '/erp/sale/return', {
      orderId: order.id,
      reason: '质量问题',
      inspection: 'repair',
      lines: [{ orderLineId: machine, quantity: '1' }],
    });
    expect(bare.body.msg).toBe(`第 2 行「fitting ${w.fittingA}」最多还能退货 0：已发货 0，已退货 0`);
    await shipLines(t.db, actor, order.id, [
      { lineId: fittingA, quantity: '2' },
      { lineId: fittingB, quantity: '1' },
      { lineId: service, quantity: '1' },
    ]);
    const draft = await send(finance, 'POST', '/erp/sale/return', {
      orderId: order.id,
      reason: '质量问题',
      inspection: 'repair',
      lines: [{ orderLineId: machine, quantity: '1' }],
    });
    expect(draft.body.data.lines.map((line: { quantity: string }) => line.quantity)).toEqual([
      '1',
      '2',
      '1',
      '1',
    ]);
    await t.db
      .update(approvalBindings)
      .set({ threshold: 1000 })
      .where(eq(approvalBindings.point, 'returnOrder.receive'));
    const asked = await send(finance, 'POST', `/erp/sale/return/${draft.body.data.id}/receive`);
    expect(asked.body.data).toMatchObject({ pending: true });
    expect((await orderRow(order.id)).returnedFen).toBe(0);
    const done = await t.app.transitions.completeTransition(
      asked.body.data.requestId,
      'approved',
      actor.userId,
    );
    expect(done).toMatchObject({ completed: true });
    const row = await orderRow(order.id);
    expect(row.returnedFen).toBe(draft.body.data.totalFen);
    expect((await linesOf(order.id)).map((line) => Number(line.returnedQuantity))).toEqual([1, 2, 1, 1]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('demo', () => {
  it('writes collections, invoices in each state and received returns on open orders, all adding up', async () => {
    const shipped = await kitMachineOrder(t.db, w);
    await shipLines(t.db, actor, shipped.id, [
      { lineId: shipped.lineIds[0]!, quantity: '1' },
      { lineId: shipped.lineIds[1]!, quantity: '2' },
    ]);
    for (let n = 0; n < 12; n += 1) await kitMachineOrder(t.db, w);
    const userIds = new Map((await t.db.select().from(users)).map((user) => [user.username, user.id]));
    await t.db.transaction((tx) => seedDemoMoney(tx, w.orgId, userIds));
    const states = async (table: typeof saleInvoices | typeof saleReturns | typeof saleCollections) =>
      new Set((await t.db.select({ status: table.status }).from(table)).map((row) => row.status));
    expect(await states(saleInvoices)).toEqual(new Set(['requested', 'issued', 'void']));
    expect(await states(saleCollections)).toEqual(new Set(['posted', 'void']));
    expect(await states(saleReturns)).toContain('received');
    const drift = await t.db.execute(sql`
      select o.id from sale_orders o where o.collected_fen <> coalesce((select sum(l.amount) from sale_collection_lines l
        join sale_collections c on c.id = l.parent_id and c.status = 'posted' where l.order_id = o.id), 0)
        or o.collected_fen <> (select sum(collected_amount) from sale_order_lines where parent_id = o.id)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

async function balanceOf(warehouse: number, fitting: number): Promise<number> {
  const [row] = await t.db
    .select({ onHand: stockBalances.onHand })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockLocations.warehouseId, warehouse),
        eq(stockBalances.itemKind, 'fitting'),
        eq(stockBalances.itemId, fitting),
      ),
    );
  return Number(row?.onHand ?? 0);
}
