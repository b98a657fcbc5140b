import type { Fields } from '@atrium/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  deleteOne,
  type ImportRowCheck,
  type ResourceStore,
  updateOne,
} from '../../platform/resources/resource-store.js';
import { fittings, products } from './catalogue.tables.js';
import { catalogueUnits } from './units.tables.js';

/**
 * Products and fittings name their unit of measure by its name (docs/stock.md, Units): a write
 * must name a live unit of the organization, enabled unless the item keeps the one it has. The
 * unit's row is share-locked while the item is written, so a rename or delete of the unit (which
 * locks it for update and counts its items) can't slip in between.
 */

type ItemTable = typeof products | typeof fittings;
type Body = Record<string, unknown>;

async function unitNamed(tx: Db, orgId: number, name: string, lock: 'share' | 'update') {
  const [unit] = await tx
    .select({ id: catalogueUnits.id, name: catalogueUnits.name, enabled: catalogueUnits.enabled })
    .from(catalogueUnits)
    .where(
      and(eq(catalogueUnits.orgId, orgId), eq(catalogueUnits.name, name), isNull(catalogueUnits.deletedAt)),
    )
    .for(lock);
  return unit;
}

async function assertUnit(tx: Db, orgId: number, name: string, kept?: string): Promise<void> {
  const unit = await unitNamed(tx, orgId, name, 'share');
  if (!unit) throw fieldError('unit', 'catalogue.unitMissing', { name });
  if (!unit.enabled && name !== kept) throw fieldError('unit', 'catalogue.unitDisabled', { name });
}

/** The create and update of a product or a fitting, with its unit checked in the same transaction. */
export function itemUnitRules(table: ItemTable) {
  return {
    create: <F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, body: Body) =>
      db.transaction(async (tx) => {
        await assertUnit(tx, actor.orgId, String(body.unit));
        return createOne(tx, store, actor, body);
      }),
    update: <F extends Fields>(
      db: Db,
      store: ResourceStore<F>,
      actor: Actor,
      id: number,
      body: Body & { version: number },
    ) =>
      db.transaction(async (tx) => {
        if (typeof body.unit === 'string') {
          const [current] = await tx
            .select({ unit: table.unit })
            .from(table)
            .where(and(eq(table.id, id), eq(table.orgId, actor.orgId)));
          await assertUnit(tx, actor.orgId, body.unit, current?.unit);
        }
        return updateOne(tx, store, actor, id, body);
      }),
    checkImportRow: (async (db, actor, values) => {
      const name = String(values.unit);
      const unit = await unitNamed(db, actor.orgId, name, 'share');
      if (!unit) return { field: 'unit', key: 'catalogue.unitMissing', params: { name } };
      if (!unit.enabled) return { field: 'unit', key: 'catalogue.unitDisabled', params: { name } };
      return null;
    }) satisfies ImportRowCheck,
  };
}

/** How many live products and fittings of the organization name the unit. */
async function itemsOfUnit(tx: Db, orgId: number, name: string): Promise<number> {
  let total = 0;
  for (const table of [products, fittings] as const) {
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.orgId, orgId), eq(table.unit, name), isNull(table.deletedAt)));
    total += row!.n;
  }
  return total;
}

async function lockedUnit(tx: Db, orgId: number, id: number) {
  const [unit] = await tx
    .select({ name: catalogueUnits.name })
    .from(catalogueUnits)
    .where(and(eq(catalogueUnits.id, id), eq(catalogueUnits.orgId, orgId)))
    .for('update');
  return unit;
}

/**
 * A unit's own writes: its name is what items hold, so a unit that items use keeps its name and
 * is not deleted (disable it instead: items keep it, new ones can't pick it). Its decimals may
 * change at any time; the ledger checks them on each later posting.
 */
export const unitWriteRules = {
  update: <F extends Fields>(
    db: Db,
    store: ResourceStore<F>,
    actor: Actor,
    id: number,
    body: Body & { version: number },
  ) =>
    db.transaction(async (tx) => {
      const unit = await lockedUnit(tx, actor.orgId, id);
      if (unit && typeof body.name === 'string' && body.name !== unit.name) {
        const used = await itemsOfUnit(tx, actor.orgId, unit.name);
        if (used > 0) throw fieldError('name', 'catalogue.unitInUseRename', { name: unit.name, count: used });
      }
      return updateOne(tx, store, actor, id, body);
    }),
  delete: <F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, id: number, version: number) =>
    db.transaction(async (tx) => {
      const unit = await lockedUnit(tx, actor.orgId, id);
      if (unit) {
        const used = await itemsOfUnit(tx, actor.orgId, unit.name);
        if (used > 0) throw new AppError(400, 'catalogue.unitInUse', { name: unit.name, count: used });
      }
      return deleteOne(tx, store, actor, id, version);
    }),
};
