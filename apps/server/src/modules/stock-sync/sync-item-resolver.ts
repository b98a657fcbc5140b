import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fittings, products } from '../catalogue/catalogue.tables.js';
import type { SyncItemRef } from './warehouse-sync-adapter.js';

/** The catalogue's id of an item the sender names by SKU (product) or code (fitting); null when unknown. */
export async function catalogueIdOf(tx: Db, orgId: number, ref: SyncItemRef): Promise<number | null> {
  if (ref.itemKind === 'product') {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.orgId, orgId), eq(products.sku, ref.code), isNull(products.deletedAt)));
    return row?.id ?? null;
  }
  const [row] = await tx
    .select({ id: fittings.id })
    .from(fittings)
    .where(and(eq(fittings.orgId, orgId), eq(fittings.code, ref.code), isNull(fittings.deletedAt)));
  return row?.id ?? null;
}
