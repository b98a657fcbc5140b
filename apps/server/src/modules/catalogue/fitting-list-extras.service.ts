import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fittings, products } from './catalogue.tables.js';
import { fittingFits } from './fitting-fits.tables.js';

/**
 * What the fitting list shows beside each row of a page: how many live products it fits. One
 * grouped query per page, never one per row; ids that are not live fittings of the organization are
 * left out. (Its on-hand column is the stock module's: GET /erp/stock/item/on-hand-totals.)
 */
export async function fittingListExtras(db: Db, orgId: number, ids: readonly number[]) {
  const own = await db
    .select({ id: fittings.id })
    .from(fittings)
    .where(and(eq(fittings.orgId, orgId), inArray(fittings.id, [...ids]), isNull(fittings.deletedAt)));
  const fittingIds = own.map((row) => row.id);
  if (fittingIds.length === 0) return [];
  const counts = await db
    .select({ id: fittingFits.fittingId, n: count() })
    .from(fittingFits)
    .innerJoin(products, eq(products.id, fittingFits.productId))
    .where(
      and(
        eq(fittingFits.orgId, orgId),
        inArray(fittingFits.fittingId, fittingIds),
        isNull(products.deletedAt),
      ),
    )
    .groupBy(fittingFits.fittingId);
  const fitsById = new Map(counts.map((row) => [row.id, row.n]));
  return fittingIds.map((id) => ({ id, fitsCount: fitsById.get(id) ?? 0 }));
}
