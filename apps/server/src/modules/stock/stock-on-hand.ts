import { type ItemKind, quantityOf, quantityUnits } from '@atrium/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { stockBalances, stockLocations, stockWarehouses } from './stock.tables.js';

/** Some item's stock in one live warehouse, its root and bins summed, in units (1/10^4). */
export interface WarehouseStock {
  itemId: number;
  warehouseId: number;
  warehouseName: string;
  onHand: bigint;
  reserved: bigint;
}

/**
 * The stock of some items per live warehouse (roots and bins; virtual locations have no
 * warehouse): one grouped read by the balances' item index, in warehouse order. An item with no
 * balance in a warehouse has no row for it.
 */
export async function stockByWarehouse(
  db: Db,
  orgId: number,
  itemKind: ItemKind,
  itemIds: readonly number[],
): Promise<WarehouseStock[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      itemId: stockBalances.itemId,
      warehouseId: stockWarehouses.id,
      warehouseName: stockWarehouses.name,
      onHand: sql<string>`sum(${stockBalances.onHand})::text`,
      reserved: sql<string>`sum(${stockBalances.reserved})::text`,
    })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .innerJoin(stockWarehouses, eq(stockWarehouses.id, stockLocations.warehouseId))
    .where(
      and(
        eq(stockBalances.orgId, orgId),
        eq(stockBalances.itemKind, itemKind),
        inArray(stockBalances.itemId, [...itemIds]),
        isNull(stockWarehouses.deletedAt),
      ),
    )
    .groupBy(stockBalances.itemId, stockWarehouses.id, stockWarehouses.name)
    .orderBy(asc(stockWarehouses.id));
  return rows.map((row) => ({
    ...row,
    onHand: quantityUnits(row.onHand),
    reserved: quantityUnits(row.reserved),
  }));
}

/**
 * On-hand stock of some items over all live warehouses, for a list's column (the fitting list,
 * GET /erp/stock/item/on-hand-totals): a decimal string per item; an item with no balance is left out.
 */
export async function onHandTotals(
  db: Db,
  orgId: number,
  query: { itemKind: ItemKind; ids?: readonly number[] },
): Promise<{ itemId: number; onHand: string }[]> {
  const totals = new Map<number, bigint>();
  for (const row of await stockByWarehouse(db, orgId, query.itemKind, query.ids ?? [])) {
    totals.set(row.itemId, (totals.get(row.itemId) ?? 0n) + row.onHand);
  }
  return [...totals].map(([itemId, units]) => ({ itemId, onHand: quantityOf(units) }));
}
