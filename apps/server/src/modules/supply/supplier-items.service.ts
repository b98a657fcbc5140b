import type {
  SuppliedItem,
  SuppliedItemKind,
  suppliedItemAdd,
  suppliedItemUpdate,
} from '@atrium/contract/endpoints/supplier-items';
import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { pgErrorOf } from '../../platform/db/pg-error.js';
import { fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import { labelsOf, pickableIds } from '../../platform/references/reference-lookups.js';
import type { ReferenceRegistry, ReferenceSource } from '../../platform/references/reference-source.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { supplierItems } from './supplier-items.tables.js';
import { visibleSupplier } from './suppliers-in-scope.js';

type AddBody = BodyOf<typeof suppliedItemAdd>;
type UpdateBody = BodyOf<typeof suppliedItemUpdate>;
type ItemRow = typeof supplierItems.$inferSelect;

/** The catalogue's records an item kind names, read through their reference sources (labels, checks). */
export type ItemSources = Readonly<Record<SuppliedItemKind, ReferenceSource>>;

/** The product and fitting sources, checked at start-up like a resource's reference fields. */
export function itemSourcesOf(registry: ReferenceRegistry): ItemSources {
  const source = (name: SuppliedItemKind) => {
    const found = registry.get(name);
    if (!found) throw new Error(`supply: no reference source "${name}" is registered`);
    return found;
  };
  return { product: source('product'), fitting: source('fitting') };
}

async function toItems(
  db: Db,
  sources: ItemSources,
  orgId: number,
  rows: ItemRow[],
): Promise<SuppliedItem[]> {
  const idsOf = (kind: SuppliedItemKind) =>
    rows.filter((row) => row.itemKind === kind).map((row) => row.itemId);
  const labels = {
    product: await labelsOf(db, sources.product, orgId, idsOf('product')),
    fitting: await labelsOf(db, sources.fitting, orgId, idsOf('fitting')),
  };
  return rows.map((row) => {
    const itemKind = row.itemKind as SuppliedItemKind;
    return {
      id: row.id,
      supplierId: row.supplierId,
      itemKind,
      itemId: row.itemId,
      itemLabel: labels[itemKind].get(row.itemId) ?? null,
      purchasePrice: row.purchasePrice,
      leadTimeDays: row.leadTimeDays,
      remark: row.remark,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** GET /erp/supply/supplier/:id/items: products first, then fittings, each by label. */
export async function listSuppliedItems(db: Db, sources: ItemSources, caller: Actor, supplierId: number) {
  await visibleSupplier(db, caller, supplierId);
  const rows = await db
    .select()
    .from(supplierItems)
    .where(and(eq(supplierItems.orgId, caller.orgId), eq(supplierItems.supplierId, supplierId)))
    .orderBy(asc(supplierItems.itemKind), asc(supplierItems.id));
  const items = await toItems(db, sources, caller.orgId, rows);
  const kindOrder = (kind: SuppliedItemKind) => (kind === 'product' ? 0 : 1);
  return items.sort(
    (a, b) =>
      kindOrder(a.itemKind) - kindOrder(b.itemKind) || (a.itemLabel ?? '').localeCompare(b.itemLabel ?? ''),
  );
}

/** POST /erp/supply/supplier/:id/items: an item of the catalogue, once per supplier. */
export async function addSuppliedItem(
  db: Db,
  sources: ItemSources,
  actor: Actor,
  supplierId: number,
  body: AddBody,
) {
  try {
    return await db.transaction(async (tx) => {
      await visibleSupplier(tx, actor, supplierId, true);
      const known = await pickableIds(tx, sources[body.itemKind], actor, [body.itemId]);
      if (!known.has(body.itemId)) throw fieldError('itemId', 'supply.itemMissing');
      const [created] = await tx
        .insert(supplierItems)
        .values({ orgId: actor.orgId, supplierId, ...body })
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        entity: 'supplierItem',
        entityId: created!.id,
        after: { supplierId, ...body },
      });
      return (await toItems(tx, sources, actor.orgId, [created!]))[0]!;
    });
  } catch (error) {
    // The unique (supplier, kind, item) index settles two adds of the same item.
    if (pgErrorOf(error)?.code === '23505') throw fieldError('itemId', 'supply.itemSupplied');
    throw error;
  }
}

async function lockedItem(tx: Db, actor: Actor, supplierId: number, itemId: number) {
  await visibleSupplier(tx, actor, supplierId, true);
  const [row] = await tx
    .select()
    .from(supplierItems)
    .where(
      and(
        eq(supplierItems.id, itemId),
        eq(supplierItems.orgId, actor.orgId),
        eq(supplierItems.supplierId, supplierId),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** PUT /erp/supply/supplier/:id/items/:itemId: price, lead time and remark. */
export function updateSuppliedItem(
  db: Db,
  sources: ItemSources,
  actor: Actor,
  supplierId: number,
  itemId: number,
  body: UpdateBody,
) {
  return db.transaction(async (tx) => {
    const before = await lockedItem(tx, actor, supplierId, itemId);
    const [after] = await tx
      .update(supplierItems)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(supplierItems.id, itemId))
      .returning();
    const terms = (row: ItemRow) => ({
      purchasePrice: row.purchasePrice,
      leadTimeDays: row.leadTimeDays,
      remark: row.remark,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'supplierItem',
      entityId: itemId,
      before: terms(before),
      after: terms(after!),
    });
    return (await toItems(tx, sources, actor.orgId, [after!]))[0]!;
  });
}

/** DELETE /erp/supply/supplier/:id/items/:itemId. */
export function removeSuppliedItem(db: Db, actor: Actor, supplierId: number, itemId: number) {
  return db.transaction(async (tx) => {
    const before = await lockedItem(tx, actor, supplierId, itemId);
    await tx.delete(supplierItems).where(eq(supplierItems.id, itemId));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'supplierItem',
      entityId: itemId,
      before: {
        supplierId,
        itemKind: before.itemKind,
        itemId: before.itemId,
        purchasePrice: before.purchasePrice,
        leadTimeDays: before.leadTimeDays,
      },
    });
    return { id: itemId };
  });
}
