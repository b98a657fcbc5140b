import { and, eq } from 'drizzle-orm';
import { users } from '../src/modules/admin/admin.tables.js';
import { paymentChannels } from '../src/modules/admin/master-data.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { lockSaleOrder, orderLines, recordLineProgress } from '../src/modules/sales/orders/order-progress.js';
import { SALE_ORDER_RESERVATION_KIND } from '../src/modules/sales/orders/sale-order-reservations.js';
import { saleOrders } from '../src/modules/sales/orders/sale-orders.tables.js';
import { consumeStockLines, releaseStockLines } from '../src/modules/stock/stock-reservations.js';
import type { Db } from '../src/platform/db/database.js';
import type { TestApp } from './harness.js';
import { kitOrder, kitSource } from './sales-kit.js';
import { stockClient, untouchedItems, warehouseId } from './stock-kit.js';

/**
 * What the money tests stand on: stock of a machine and two fittings in the main warehouse, and
 * kit orders (a machine ×2 with fittings ×4 and ×2 and a service ×2 as its children) confirmed with
 * real holds, shipped through the stock API and the progress API directly (the send orders are
 * the fulfilment part's).
 */
export interface MoneyWorld {
  orgId: number;
  salesId: number;
  customerId: number;
  otherCustomerId: number;
  channelId: number;
  main: number;
  east: number;
  sourceId: number;
  machine: number;
  fittingA: number;
  fittingB: number;
}

export async function moneyWorld(
  t: TestApp,
  admin: Record<string, string>,
  stock = '500',
): Promise<MoneyWorld> {
  const items = await untouchedItems(t.db);
  const [machine] = items.plain.slice(-1);
  const [fittingA, fittingB] = items.fittings.slice(-2);
  const main = await warehouseId(t.db, 'WH-MAIN');
  const client = stockClient(t.app, admin);
  const stocked = await client.receipt({
    warehouseId: main,
    lines: [
      { itemKind: 'product', itemId: machine, quantity: stock, unitPrice: 60_000 },
      { itemKind: 'fitting', itemId: fittingA, quantity: stock, unitPrice: 1_000 },
      { itemKind: 'fitting', itemId: fittingB, quantity: stock, unitPrice: 2_000 },
    ],
  });
  if (stocked.body.code !== 200) throw new Error(JSON.stringify(stocked.body));
  const [sales] = await t.db.select().from(users).where(eq(users.username, 'sales'));
  const [first, second] = await t.db
    .select()
    .from(customers)
    .where(eq(customers.orgId, items.orgId))
    .orderBy(customers.id)
    .limit(2);
  const [channel] = await t.db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.orgId, items.orgId), eq(paymentChannels.enabled, true)))
    .limit(1);
  return {
    orgId: items.orgId,
    salesId: sales!.id,
    customerId: first!.id,
    otherCustomerId: second!.id,
    channelId: channel!.id,
    main,
    east: await warehouseId(t.db, 'WH-EAST'),
    sourceId: await kitSource(t.db, items.orgId),
    machine: machine!,
    fittingA: fittingA!,
    fittingB: fittingB!,
  };
}

/** A confirmed kit order holding its stock: [machine ×2, fitting A ×4, fitting B ×2, service ×2]. */
export function kitMachineOrder(
  db: Db,
  world: MoneyWorld,
  status: 'confirmed' | 'draft' = 'confirmed',
  customerId = world.customerId,
) {
  return kitOrder(db, {
    orgId: world.orgId,
    ownerUserId: world.salesId,
    customerId,
    customerName: '测试客户',
    sourceId: world.sourceId,
    warehouseId: world.main,
    status,
    lines: [
      { itemKind: 'product', itemId: world.machine, quantity: '2', unitPrice: 113_000, discountRate: 9000 },
      { itemKind: 'fitting', itemId: world.fittingA, quantity: '4', unitPrice: 3_333, parent: 0 },
      { itemKind: 'fitting', itemId: world.fittingB, quantity: '2', unitPrice: 5_000, parent: 0 },
      { itemKind: 'service', itemId: 1, quantity: '2', unitPrice: 10_001, parent: 0 },
    ],
  });
}

/** Ships these quantities of an order's lines: the holds consumed and the progress recorded, in one transaction. */
export function shipLines(
  db: Db,
  actor: { orgId: number; userId: number },
  orderId: number,
  changes: { lineId: number; quantity: string }[],
) {
  return db.transaction(async (tx) => {
    const order = await lockSaleOrder(tx, actor.orgId, orderId);
    const lines = await orderLines(tx, order);
    const goods = changes.filter(
      (change) => lines.find((line) => line.id === change.lineId)?.itemKind !== 'service',
    );
    await recordLineProgress(tx, actor, order, 'shipped', changes);
    if (goods.length > 0)
      await consumeStockLines(
        tx,
        actor,
        goods.map((change) => ({
          documentKind: SALE_ORDER_RESERVATION_KIND,
          documentLineId: change.lineId,
          quantity: change.quantity,
        })),
        { documentId: orderId, documentNo: order.documentNo },
      );
  });
}

/** Cancels an order as the orders part does: its holds released, its state cancelled. */
export function cancelOrder(db: Db, actor: { orgId: number; userId: number }, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockSaleOrder(tx, actor.orgId, orderId);
    const lines = await orderLines(tx, order);
    const held = lines.filter((line) => line.itemKind !== 'service');
    if (held.length > 0)
      await releaseStockLines(
        tx,
        actor,
        held.map((line) => ({ documentKind: SALE_ORDER_RESERVATION_KIND, documentLineId: line.id })),
      );
    await tx.update(saleOrders).set({ status: 'cancelled' }).where(eq(saleOrders.id, orderId));
  });
}
