// On PGlite too: every shipment, return and invoice moves an order's figures through this one function, on both databases.
import { quantityOf, quantityUnits } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/admin/admin.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import {
  lockSaleOrder,
  orderLines,
  type ProgressKind,
  recordLineProgress,
} from '../src/modules/sales/orders/order-progress.js';
import { saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { AppError } from '../src/platform/http/app-error.js';
import { translate } from '../src/platform/http/messages.js';
import { buildTestApp, type TestApp } from './harness.js';
import { kitOrder, kitSource } from './sales-kit.js';
import { untouchedItems, warehouseId } from './stock-kit.js';

let t: TestApp;
let orgId: number;
let actor: { orgId: number; userId: number };
let base: Omit<Parameters<typeof kitOrder>[1], 'lines' | 'status'>;

beforeAll(async () => {
  t = await buildTestApp();
  const items = await untouchedItems(t.db);
  orgId = items.orgId;
  const [sales] = await t.db.select().from(users).where(eq(users.username, 'sales'));
  const [customer] = await t.db.select().from(customers).where(eq(customers.orgId, orgId)).limit(1);
  actor = { orgId, userId: sales!.id };
  base = {
    orgId,
    ownerUserId: sales!.id,
    customerId: customer!.id,
    sourceId: await kitSource(t.db, orgId),
    warehouseId: await warehouseId(t.db, 'WH-MAIN'),
  };
});
afterAll(() => t?.app.close());

/** A kit marked confirmed without holding stock (progress alone is under test): a machine ×2 with four fittings and a service. */
const kit = async () => {
  const order = await kitOrder(t.db, {
    ...base,
    status: 'draft',
    lines: [
      { itemKind: 'product', itemId: 1, quantity: '2', unitPrice: 113_000, discountRate: 9000 },
      { itemKind: 'fitting', itemId: 1, quantity: '4', unitPrice: 3_333, parent: 0 },
      { itemKind: 'service', itemId: 1, quantity: '2', unitPrice: 10_001, parent: 0 },
    ],
  });
  await t.db.update(saleOrders).set({ status: 'confirmed' }).where(eq(saleOrders.id, order.id));
  return order;
};

const step = (orderId: number, kind: ProgressKind, changes: { lineId: number; quantity: string }[]) =>
  t.db.transaction(async (tx) => {
    const order = await lockSaleOrder(tx, orgId, orderId);
    return recordLineProgress(tx, actor, order, kind, changes);
  });

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  const app = error as AppError;
  return translate('zh-CN', app.messageKey, app.params);
};

describe('order progress', () => {
  it('refuses what would not add up, explaining the limit', async () => {
    const { id, lineIds } = await kit();
    const [machine, fitting] = lineIds as [number, number, number];
    expect(await refusal(step(id, 'shipped', [{ lineId: machine, quantity: '3' }]))).toBe(
      '第 1 行「product 1」最多还能发货 2：订购 2，已发货 0',
    );
    expect(await refusal(step(id, 'shipped', [{ lineId: fitting, quantity: '1' }]))).toBe(
      '第 2 行「fitting 1」随第 1 行成套发货，不能先于它发出',
    );
    await step(id, 'shipped', [
      { lineId: machine, quantity: '1' },
      { lineId: fitting, quantity: '2' },
    ]);
    expect(await refusal(step(id, 'returned', [{ lineId: fitting, quantity: '3' }]))).toBe(
      '第 2 行「fitting 1」最多还能退货 2：已发货 2，已退货 0',
    );
    await step(id, 'invoiced', [{ lineId: fitting, quantity: '4' }]);
    expect(await refusal(step(id, 'returned', [{ lineId: fitting, quantity: '1' }]))).toContain(
      '第 2 行「fitting 1」已开票 4',
    );
    const [order] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, id));
    expect(order!.status).toBe('partlyShipped');
  });

  it('keeps every line within its limits and every amount exact over random steps', async () => {
    const kinds: ProgressKind[] = ['shipped', 'returned', 'invoiced'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom(...kinds),
            line: fc.integer({ min: 0, max: 2 }),
            quantity: fc.integer({ min: -2, max: 3 }).filter((n) => n !== 0),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (steps) => {
          const { id, lineIds } = await kit();
          for (const { kind, line, quantity } of steps) {
            if (quantity < 0 && kind !== 'invoiced') continue;
            await step(id, kind, [{ lineId: lineIds[line]!, quantity: String(quantity) }]).catch(
              (error: unknown) => {
                if (!(error instanceof AppError)) throw error;
              },
            );
          }
          const [order] = await t.db.select().from(saleOrders).where(eq(saleOrders.id, id));
          const lines = await orderLines(t.db, order!);
          const sum = (pick: (line: (typeof lines)[number]) => number) =>
            lines.reduce((s, l) => s + pick(l), 0);
          expect(order!.shippedFen).toBe(sum((l) => l.shippedAmount));
          expect(order!.returnedFen).toBe(sum((l) => l.returnedAmount));
          expect(order!.invoicedFen).toBe(sum((l) => l.invoicedAmount));
          for (const line of lines) {
            const [q, s, r, i] = [
              line.quantity,
              line.shippedQuantity,
              line.returnedQuantity,
              line.invoicedQuantity,
            ].map(quantityUnits) as [bigint, bigint, bigint, bigint];
            expect(s <= q && r <= s && i <= q - r && i >= 0n).toBe(true);
            // A line wholly shipped carries its amount exactly.
            if (s === q) expect(line.shippedAmount).toBe(line.amount);
          }
          expect(quantityOf(0n)).toBe('0');
        },
      ),
      { numRuns: 15 },
    );
  });
});
