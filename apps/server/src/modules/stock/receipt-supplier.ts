import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { labelsOf, pickableIds } from '../../platform/references/reference-lookups.js';
import type { ReferenceRegistry } from '../../platform/references/reference-source.js';
import { suppliers } from '../supply/suppliers.tables.js';

/** The reference source a receipt's supplier is picked from (the supply module registers it). */
export const SUPPLIER_SOURCE = 'supplier';

/**
 * A receipt's supplier, checked like any reference field: a live supplier of the organization the
 * poster may pick (within their data scope; a system posting has none to apply). Answers the id
 * and the label the document keeps; a 400 on `supplierId` otherwise.
 */
export async function receiptSupplier(
  tx: Db,
  sources: ReferenceRegistry,
  actor: { orgId: number; userId: number | null },
  supplierId: number | undefined,
): Promise<{ supplierId: number | null; supplierName: string }> {
  if (supplierId === undefined) return { supplierId: null, supplierName: '' };
  const source = sources.get(SUPPLIER_SOURCE);
  const refused = () => fieldError('supplierId', 'validation.referenceMissing');
  if (!source) throw refused();
  if (actor.userId !== null) {
    const pickable = await pickableIds(tx, source, { orgId: actor.orgId, userId: actor.userId }, [
      supplierId,
    ]);
    if (!pickable.has(supplierId)) throw refused();
  }
  const label = (await labelsOf(tx, source, actor.orgId, [supplierId])).get(supplierId);
  if (label === undefined) throw refused();
  if ((await terminatedSupplierIds(tx, actor.orgId, [supplierId])).has(supplierId))
    throw fieldError('supplierId', 'stock.receiptSupplierTerminated', { supplier: label });
  return { supplierId, supplierName: label };
}

/**
 * Of these suppliers, those marked 停止合作 (`terminated`). Nothing is received from them: like a
 * vendor archived or set to "Blocking Message" in Odoo, a supplier the company stopped working
 * with is no one to take goods from, and a receipt posts at once (no draft in which a warning
 * could be weighed later). Taking the supplier up again (停止合作 → 考察中) is the deliberate, audited
 * way to receive a late delivery; 暂停合作 (suspended) still receives what was ordered before.
 */
export async function terminatedSupplierIds(
  tx: Db,
  orgId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(eq(suppliers.orgId, orgId), inArray(suppliers.id, [...ids]), eq(suppliers.status, 'terminated')),
    );
  return new Set(rows.map((row) => row.id));
}
