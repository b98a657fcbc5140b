import { supplierResource } from '@atrium/contract/resources/supplier';
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import { recordScopeCondition } from '../../platform/access/record-scope.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import type { ReferenceCaller } from '../../platform/references/reference-source.js';
import { suppliers } from './suppliers.tables.js';

/**
 * The suppliers of the caller's data scope exactly as the supplier resource keeps to it (the scopes
 * their roles chose, platform/access/record-scope.ts); undefined: all of the organization's.
 */
export function supplierScopeOf(db: Db, caller: ReferenceCaller): Promise<SQL | undefined> {
  return recordScopeCondition(
    db,
    undefined,
    caller,
    supplierResource.recordScopes,
    getTableColumns(suppliers),
  );
}

/** The live suppliers of the caller's data scope: what a supplier's items and activities follow. */
export async function suppliersInScope(db: Db, caller: ReferenceCaller) {
  return and(
    eq(suppliers.orgId, caller.orgId),
    await supplierScopeOf(db, caller),
    isNull(suppliers.deletedAt),
  )!;
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
