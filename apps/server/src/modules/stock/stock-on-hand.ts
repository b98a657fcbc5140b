import { type ItemKind, quantityOf, quantityUnits } from '@atrium/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { stockBalances, stockLocations, stockWarehouses } from './stock.tables.js';

/**
 * On-hand stock of some items over all live warehouses (their roots and bins), for other modules'
 * lists (the fitting list): one grouped query for the whole page, a decimal string per item id;
 * an item with no balance is missing from the map (it has none).
 */
export async function onHandOfItems(
  db: Db,
  orgId: number,
  itemKind: ItemKind,
  itemIds: readonly number[],
): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: stockBalances.itemId,
      onHand: sql<string>`sum(${stockBalances.onHand})::text`,
    })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .innerJoin(stockWarehouses, eq(stockWarehouses.id, stockLocations.warehouseId))
    .where(
      and(
        eq(stockBalances.orgId, orgId),
        eq(stockBalances.itemKind, itemKind),
        inArray(stockBalances.itemId, [...itemIds]),
        eq(stockLocations.kind, 'internal'),
        isNull(stockWarehouses.deletedAt),
      ),
    )
    .groupBy(stockBalances.itemId);
  // numeric's text keeps trailing zeros (`12.0000`): answer the exact value the way balances do.
  return new Map(rows.map((row) => [row.itemId, quantityOf(quantityUnits(row.onHand))]));
}
