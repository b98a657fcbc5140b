import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { labelsOf, pickableIds } from '../../platform/references/reference-lookups.js';
import type { ReferenceRegistry } from '../../platform/references/reference-source.js';

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
  return { supplierId, supplierName: label };
}
