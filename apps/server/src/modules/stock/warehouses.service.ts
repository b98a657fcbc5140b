import type { Fields } from '@atrium/contract';
import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  deleteOne,
  type ResourceStore,
} from '../../platform/resources/resource-store.js';
import { stockBalances, stockLocations, stockWarehouses } from './stock.tables.js';
import { createRootLocation } from './stock-locations.js';

type Body = Record<string, unknown>;

/**
 * A new warehouse comes with its root stock location, in the same transaction. (The manager, a
 * `user` reference, is checked by the engine: a member of the organization.)
 */
export function createWarehouse<F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, body: Body) {
  return db.transaction(async (tx) => {
    const row = await createOne(tx, store, actor, body);
    await createRootLocation(tx, actor.orgId, row.id, String(body.name ?? ''));
    return row;
  });
}

/**
 * A warehouse that still holds or has reserved stock in any of its locations is not deleted: its
 * balances would be out of every screen's reach. Move or count the stock out first. Checked under
 * the warehouse's row lock, which every posting's share lock (stock-locations.ts) conflicts with.
 */
export function deleteWarehouse<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  version: number,
) {
  return db.transaction(async (tx) => {
    // The lock a posting's share lock waits for (and waits on): a receipt in flight commits
    // first and its stock is seen here, a later one finds the warehouse deleted.
    await tx
      .select({ id: stockWarehouses.id })
      .from(stockWarehouses)
      .where(and(eq(stockWarehouses.id, id), eq(stockWarehouses.orgId, actor.orgId)))
      .for('update');
    const [holding] = await tx
      .select({ id: stockBalances.id })
      .from(stockBalances)
      .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
      .where(
        and(
          eq(stockBalances.orgId, actor.orgId),
          eq(stockLocations.warehouseId, id),
          isNotNull(stockLocations.warehouseId),
          or(ne(stockBalances.onHand, '0'), ne(stockBalances.reserved, '0')),
        ),
      )
      .limit(1);
    if (holding) throw new AppError(400, 'stock.warehouseHoldsStock');
    return deleteOne(tx, store, actor, id, version);
  });
}
