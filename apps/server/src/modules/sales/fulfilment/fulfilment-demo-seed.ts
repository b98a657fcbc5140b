import { quantityOf, quantityUnits } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import { writeStateChange } from '../../../platform/timeline/state-change-entry.js';
import { stockWarehouses } from '../../stock/stock.tables.js';
import { rowsOf } from './fulfilment-rows.js';
import { createPick, pickLines } from './pick-orders.service.js';
import { postSend, type SendInput } from './send-orders.service.js';
import { createTransfer, sendTransfer, transferRow } from './transfer-orders.service.js';

/**
 * Demo fulfilment (docs/sales-fulfilment.md, Demo data): for the organization's confirmed orders,
 * oldest first, a pick each for some and a shipment of part or all of it (a kit parent taking its
 * children along), and one transfer between two warehouses left in transit. An order the stock
 * cannot serve (too little, no serials) keeps its pick open: the demo takes what the data allows.
 * Meant to run after the orders' demo step (`sales.fulfilment`, after `sales.orders`).
 */
export async function seedDemoFulfilment(
  tx: Db,
  orgId: number,
  userIds: ReadonlyMap<string, number>,
  { orders: limit = 12 }: { orders?: number } = {},
): Promise<{ picks: number; sends: number; transfers: number }> {
  const actor = { orgId, userId: userIds.get('warehouse') ?? null };
  const confirmed = await rowsOf<{ id: number; warehouse_id: number }>(
    tx.execute(sql`select id, warehouse_id from sale_orders
      where org_id = ${orgId} and status = 'confirmed' and deleted_at is null order by id limit ${limit}`),
  );
  let picks = 0;
  let sends = 0;
  for (const [index, order] of confirmed.entries()) {
    const pickId = await ignoringRefusal(() =>
      createPick(tx, actor, { warehouseId: order.warehouse_id, saleOrderIds: [order.id] }),
    );
    if (pickId === undefined) continue;
    picks += 1;
    // Every third pick stays open to pack; the others ship, every other one only half of each line.
    if (index % 3 === 2) continue;
    const lines = await pickLines(tx, pickId);
    const halves = index % 2 === 1;
    const shipping: SendInput['lines'] = [];
    for (const line of lines.filter((line) => line.parentLineId === null || !halves)) {
      const units = quantityUnits(line.quantity);
      const part = halves && units >= 2n * quantityUnits('1') ? units / 2n : units;
      const quantity = quantityOf(part - (part % quantityUnits('1')) || units);
      const serials = await serialsFor(tx, orgId, order.warehouse_id, line, quantity);
      if (serials === null) continue;
      shipping.push({
        saleOrderLineId: line.saleOrderLineId,
        quantity,
        ...(serials.length ? { serials } : {}),
      });
    }
    if (shipping.length === 0) continue;
    const sent = await ignoringRefusal(() =>
      postSend(tx, actor, {
        pickOrderId: pickId,
        carrier: ['顺丰速运', '京东物流', '中通快递'][index % 3]!,
        trackingNo: `SF${String(1_000_000_000 + order.id * 7919).slice(0, 12)}`,
        lines: shipping,
      }),
    );
    sends += sent?.length ?? 0;
  }
  const transfers = (await demoTransfer(tx, actor)) ? 1 : 0;
  return { picks, sends, transfers };
}

/** Runs a step in its own savepoint; a refusal (no stock, no serials) leaves nothing and answers undefined. */
async function ignoringRefusal<T>(step: () => Promise<T>): Promise<T | undefined> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** The serials to ship of a serial-tracked product (null when the warehouse has too few), [] otherwise. */
async function serialsFor(
  tx: Db,
  orgId: number,
  warehouseId: number,
  line: { itemKind: string; itemId: number },
  quantity: string,
): Promise<string[] | null> {
  if (line.itemKind !== 'product') return [];
  const [product] = await rowsOf<{ serial_tracked: boolean }>(
    tx.execute(sql`select serial_tracked from catalogue_products where id = ${line.itemId}`),
  );
  if (!product?.serial_tracked) return [];
  const count = Number(quantityUnits(quantity) / quantityUnits('1'));
  const rows = await rowsOf<{ serial_no: string }>(
    tx.execute(sql`select s.serial_no from stock_serials s
      join stock_locations l on l.id = s.location_id and l.parent_id is null
      where s.org_id = ${orgId} and s.item_kind = 'product' and s.item_id = ${line.itemId}
        and l.warehouse_id = ${warehouseId}
      order by s.serial_no limit ${count}`),
  );
  return rows.length === count ? rows.map((row) => row.serial_no) : null;
}

/** One transfer in transit: an item the first warehouse has on hand, not serial-tracked, to the second. */
async function demoTransfer(tx: Db, actor: { orgId: number; userId: number | null }): Promise<boolean> {
  const warehouses = await tx
    .select({ id: stockWarehouses.id })
    .from(stockWarehouses)
    .where(sql`${stockWarehouses.orgId} = ${actor.orgId} and ${stockWarehouses.deletedAt} is null
      and ${stockWarehouses.enabled}`)
    .orderBy(stockWarehouses.id)
    .limit(2);
  if (warehouses.length < 2) return false;
  const [from, to] = warehouses as [{ id: number }, { id: number }];
  const [item] = await rowsOf<{ item_kind: 'product' | 'fitting'; item_id: number }>(
    tx.execute(sql`select b.item_kind, b.item_id from stock_balances b
      join stock_locations l on l.id = b.location_id and l.parent_id is null and l.warehouse_id = ${from.id}
      left join catalogue_products p on b.item_kind = 'product' and p.id = b.item_id
      where b.org_id = ${actor.orgId} and b.on_hand - b.reserved >= 2 and coalesce(p.serial_tracked, false) = false
      order by b.item_kind, b.item_id limit 1`),
  );
  if (!item) return false;
  const id = await ignoringRefusal(() =>
    tx.transaction(async (inner) => {
      const made = await createTransfer(inner, actor, {
        fromWarehouseId: from.id,
        toWarehouseId: to.id,
        remark: '补货调拨（演示）',
        lines: [{ itemKind: item.item_kind, itemId: item.item_id, quantity: '2' }],
      });
      await sendTransfer(inner, actor, (await transferRow(inner, actor.orgId, made, true))!);
      await writeStateChange(inner, 'transferOrder', 'send', {
        actor,
        id: made,
        from: 'draft',
        to: 'inTransit',
      });
      return made;
    }),
  );
  return id !== undefined;
}
