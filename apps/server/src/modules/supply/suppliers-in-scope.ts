import { and, eq, isNull } from 'drizzle-orm';
import { dataScopeOf, ownedInScopeOf } from '../../platform/access/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import type { ReferenceCaller } from '../../platform/references/reference-source.js';
import { suppliers } from './suppliers.tables.js';

/**
 * The live suppliers of the caller's data scope, as the supplier resource keeps to it (scope `all`
 * holds ownerless ones too): what a supplier's items and activities follow.
 */
export async function suppliersInScope(db: Db, caller: ReferenceCaller) {
  const scope = await dataScopeOf(db, caller);
  return and(ownedInScopeOf(scope, suppliers, true), isNull(suppliers.deletedAt))!;
}

/** One supplier of the caller's scope (locked when writing under it), else 404 like one that does not exist. */
export async function visibleSupplier(db: Db, caller: ReferenceCaller, supplierId: number, lock = false) {
  const select = db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), await suppliersInScope(db, caller)))
    .$dynamic();
  const [supplier] = await (lock ? select.for('share') : select);
  if (!supplier) throw notFound();
  return supplier;
}
