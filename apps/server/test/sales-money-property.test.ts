// On PGlite too: the money documents' invariants must hold on both databases under random sequences and races.
import { childShare, quantityUnits } from '@atrium/contract';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/admin/admin.tables.js';
import {
  saleCollectionLines,
  saleCollections,
  saleInvoiceLines,
  saleInvoices,
} from '../src/modules/sales/money/money.tables.js';
import { orderLines } from '../src/modules/sales/orders/order-progress.js';
import { saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { stockBalances } from '../src/modules/stock/stock.tables.js';
import { checkLedger } from '../src/modules/stock/stock-ledger-check.js';
import { AppError } from '../src/platform/http/app-error.js';
import { buildTestApp, loginAs, type TestApp } from './harness.js';
import { cancelOrder, kitMachineOrder, type MoneyWorld, moneyWorld, shipLines } from './sales-money-kit.js';

/**
 * THE property of the money documents (docs/sales-money.md, "What always adds up"): whatever
 * sequence of shipping, returning, invoicing, voiding, collecting, refunding and cancelling a kit
 * order goes through, each line stays within shipped ≤ ordered, returned ≤ shipped and
 * invoiced ≤ ordered − returned (quantity and amount), the order's totals are the sums of its
 * lines, its collected amount is the sum of its collections and is spread over its lines, the
 * stock ledger agrees with its balances and holds, and a refused step changes nothing.
 */
let t: TestApp;
let w: MoneyWorld;
let finance: Record<string, string>;
let actor: { orgId: number; userId: number };

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAs(t.app, 'admin');
  w = await moneyWorld(t, admin, '5000');
  finance = await loginAs(t.app, 'finance');
  const [user] = await t.db.select().from(users).where(eq(users.username, 'finance'));
  actor = { orgId: w.orgId, userId: user!.id };
});
afterAll(() => t?.app.close());

const post = async (url: string, payload?: object) => {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: finance });
  if (response.statusCode >= 500) throw new Error(`${url}: ${response.body}`);
  return { ok: response.statusCode === 200, body: response.json() };
};

/** Everything a step could change on an order: its row, its lines, its collections and invoices, the stock. */
async function snapshot(orderId: number) {
  const [order] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, orderId));
  const { version: _v, updatedAt: _u, ...kept } = order!;
  return {
    order: kept,
    lines: await orderLines(t.db, order!),
    collections: await t.db
      .select({ id: saleCollections.id, status: saleCollections.status })
      .from(saleCollections)
      .innerJoin(saleCollectionLines, eq(saleCollectionLines.parentId, saleCollections.id))
      .where(eq(saleCollectionLines.orderId, orderId))
      .orderBy(saleCollections.id),
    invoices: await t.db
      .select({ id: saleInvoices.id, status: saleInvoices.status })
      .from(saleInvoices)
      .innerJoin(saleInvoiceLines, eq(saleInvoiceLines.parentId, saleInvoices.id))
      .where(eq(saleInvoiceLines.orderId, orderId))
      .orderBy(saleInvoices.id),
    stock: await t.db
      .select({
        onHand: sql<string>`sum(${stockBalances.onHand})`,
        reserved: sql<string>`sum(${stockBalances.reserved})`,
      })
      .from(stockBalances)
      .where(eq(stockBalances.orgId, w.orgId)),
  };
}

type Step =
  | { kind: 'ship' | 'return' | 'invoice'; line: number; quantity: number }
  | { kind: 'voidInvoice'; pick: number }
  | { kind: 'collect' | 'refund'; share: number }
  | { kind: 'cancel' };

// Mostly goods and invoices moving (so returns and voids find something to act on), now and then
// money, rarely a cancel (which ends what can happen next).
const goods = (kind: 'ship' | 'return' | 'invoice', weight: number) => ({
  weight,
  arbitrary: fc.record({
    kind: fc.constant(kind),
    line: fc.integer({ min: 0, max: 3 }),
    quantity: fc.integer({ min: 1, max: 2 }),
  }),
});
const step: fc.Arbitrary<Step> = fc.oneof(
  goods('ship', 8),
  goods('return', 4),
  goods('invoice', 4),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voidInvoice' as const), pick: fc.nat(5) }) },
  {
    // A share (per cent) of what is unpaid or overpaid, sometimes beyond it (refused).
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constantFrom('collect' as const, 'refund' as const),
      share: fc.integer({ min: 1, max: 130 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const) }) },
);

/** Takes one step; answers whether it was taken (false: refused). */
async function take(orderId: number, lineIds: readonly number[], s: Step): Promise<boolean> {
  const [order] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, orderId));
  switch (s.kind) {
    case 'ship':
      return shipLines(t.db, actor, orderId, [
        { lineId: lineIds[s.line]!, quantity: String(s.quantity) },
      ]).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError) return false;
          throw error;
        },
      );
    case 'return': {
      const draft = await post('/erp/sale/return', {
        orderId,
        reason: '随机退货',
        inspection: 'qualified',
        lines: [{ orderLineId: lineIds[s.line]!, quantity: String(s.quantity) }],
      });
      if (!draft.ok) return false;
      return (await post(`/erp/sale/return/${draft.body.data.id}/receive`)).ok;
    }
    case 'invoice':
      return (
        await post('/erp/sale/invoice', {
          invoiceType: 'ordinary',
          title: '随机客户',
          lines: [{ orderId, orderLineId: lineIds[s.line]!, quantity: String(s.quantity) }],
        })
      ).ok;
    case 'voidInvoice': {
      const open = await t.db
        .selectDistinct({ id: saleInvoices.id })
        .from(saleInvoices)
        .innerJoin(saleInvoiceLines, eq(saleInvoiceLines.parentId, saleInvoices.id))
        .where(and(eq(saleInvoiceLines.orderId, orderId), sql`${saleInvoices.status} <> 'void'`))
        .orderBy(saleInvoices.id);
      if (open.length === 0) return false;
      return (await post(`/erp/sale/invoice/${open[s.pick % open.length]!.id}/void`)).ok;
    }
    case 'collect':
    case 'refund': {
      const owed = order!.status === 'cancelled' ? 0 : order!.totalFen - order!.returnedFen;
      const room = s.kind === 'collect' ? owed - order!.collectedFen : order!.collectedFen - owed;
      const amount = Math.max(1, Math.round((Math.max(room, 0) * s.share) / 100));
      return (
        await post('/erp/sale/collect', {
          paymentChannelId: w.channelId,
          collectedOn: '2026-11-27',
          lines: [{ orderId, amount: s.kind === 'collect' ? amount : -amount }],
        })
      ).ok;
    }
    case 'cancel':
      // As the orders part cancels: only an order nothing of which has shipped.
      if (order!.shippedFen > 0 || order!.status === 'cancelled') return false;
      await cancelOrder(t.db, actor, orderId);
      return true;
  }
}

/** The kit's lines: machine ×2 with fittings ×4, ×2 and a service ×2 (kitMachineOrder). */
const KIT_QUANTITIES = ['2', '4', '2', '2'];

function kitShipment(lineIds: readonly number[], line: number, quantity: number) {
  const parent = { lineId: lineIds[line]!, quantity: String(quantity) };
  if (line !== 0) return [parent];
  const children = [1, 2, 3].map((child) => ({
    lineId: lineIds[child]!,
    quantity: childShare(KIT_QUANTITIES[child]!, KIT_QUANTITIES[0]!, String(quantity)) ?? '0',
  }));
  return [parent, ...children];
}

async function assertAddsUp(orderId: number): Promise<void> {
  const [order] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, orderId));
  const lines = await orderLines(t.db, order!);
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  expect(order!.totalFen).toBe(sum((l) => l.amount));
  expect(order!.shippedFen).toBe(sum((l) => l.shippedAmount));
  expect(order!.returnedFen).toBe(sum((l) => l.returnedAmount));
  expect(order!.invoicedFen).toBe(sum((l) => l.invoicedAmount));
  expect(sum((l) => l.collectedAmount)).toBe(order!.collectedFen);
  const [collected] = await t.db
    .select({ total: sql<string>`coalesce(sum(${saleCollectionLines.amount}), 0)` })
    .from(saleCollectionLines)
    .innerJoin(saleCollections, eq(saleCollections.id, saleCollectionLines.parentId))
    .where(and(eq(saleCollectionLines.orderId, orderId), eq(saleCollections.status, 'posted')));
  expect(order!.collectedFen).toBe(Number(collected!.total));
  expect(order!.collectedFen).toBeGreaterThanOrEqual(0);
  const invoicedRows = await t.db
    .select({
      lineId: saleInvoiceLines.orderLineId,
      quantity: sql<string>`sum(${saleInvoiceLines.quantity})`,
    })
    .from(saleInvoiceLines)
    .innerJoin(saleInvoices, eq(saleInvoices.id, saleInvoiceLines.parentId))
    .where(and(eq(saleInvoiceLines.orderId, orderId), sql`${saleInvoices.status} <> 'void'`))
    .groupBy(saleInvoiceLines.orderLineId);
  for (const line of lines) {
    const [q, s, r, i] = [
      line.quantity,
      line.shippedQuantity,
      line.returnedQuantity,
      line.invoicedQuantity,
    ].map(quantityUnits) as [bigint, bigint, bigint, bigint];
    expect(s <= q && r <= s && i <= q - r && i >= 0n && r >= 0n).toBe(true);
    expect(
      line.returnedAmount <= line.shippedAmount && line.invoicedAmount <= line.amount - line.returnedAmount,
    ).toBe(true);
    // The invoices on the line are what its progress says.
    const onInvoices = invoicedRows.find((row) => row.lineId === line.id)?.quantity ?? '0';
    expect(quantityUnits(onInvoices)).toBe(i);
  }
}

describe('money documents over random sequences', () => {
  it('keep every figure within its limits and in agreement, and refused steps change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 6, maxLength: 16 }),
        async (shipFirst, steps) => {
          const { id, lineIds } = await kitMachineOrder(t.db, w);
          // Half the orders start with one machine kit out, so returns find something to take back.
          if (shipFirst) await shipLines(t.db, actor, id, kitShipment(lineIds, 0, 1));
          for (const s of steps) {
            const before = await snapshot(id);
            const taken = await take(id, lineIds, s);
            if (!taken) expect(await snapshot(id)).toEqual(before);
          }
          await assertAddsUp(id);
        },
      ),
      { numRuns: 15 },
    );
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('lets one of two racing collections or invoice requests take the last of it', async () => {
    const { id, lineIds } = await kitMachineOrder(t.db, w);
    const [order] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, id));
    const collect = () =>
      post('/erp/sale/collect', {
        paymentChannelId: w.channelId,
        collectedOn: '2026-11-27',
        lines: [{ orderId: id, amount: order!.totalFen }],
      });
    const collections = await Promise.all([collect(), collect()]);
    expect(collections.map((answer) => answer.ok).sort()).toEqual([false, true]);
    const invoice = () =>
      post('/erp/sale/invoice', {
        invoiceType: 'ordinary',
        title: '并发客户',
        lines: [{ orderId: id, orderLineId: lineIds[1]!, quantity: '4' }],
      });
    const invoices = await Promise.all([invoice(), invoice()]);
    expect(invoices.map((answer) => answer.ok).sort()).toEqual([false, true]);
    expect(invoices.find((answer) => !answer.ok)!.body.msg).toContain('最多还能开票 0');
    await assertAddsUp(id);
  });
});
