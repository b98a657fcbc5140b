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
type UpdateBody = Body & { version: number };

/** The engine's update, after `check` (which may refuse) in the same transaction. */
const updateChecked =
  (check: (tx: Db, actor: Actor, id: number, body: UpdateBody) => Promise<void>) =>
  <F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, id: number, body: UpdateBody) =>
    db.transaction(async (tx) => {
      await check(tx, actor, id, body);
      return updateOne(tx, store, actor, id, body);
    });

/**
 * Why an item may not name this unit: none live of that name, or disabled (unless the item keeps
 * the unit it has, `kept`); null when it may. The unit's row is share-locked for the transaction.
 */
async function unitProblem(tx: Db, orgId: number, name: string, kept?: string) {
  const [unit] = await tx
    .select({ enabled: catalogueUnits.enabled })
    .from(catalogueUnits)
    .where(
      and(eq(catalogueUnits.orgId, orgId), eq(catalogueUnits.name, name), isNull(catalogueUnits.deletedAt)),
    )
    .for('share');
  if (!unit) return { key: 'catalogue.unitMissing' as const, params: { name } };
  if (!unit.enabled && name !== kept) return { key: 'catalogue.unitDisabled' as const, params: { name } };
  return null;
}

async function assertUnit(tx: Db, orgId: number, name: string, kept?: string): Promise<void> {
  const problem = await unitProblem(tx, orgId, name, kept);
  if (problem) throw fieldError('unit', problem.key, problem.params);
}

/** The create and update of a product or a fitting, with its unit checked in the same transaction. */
export function itemUnitRules(table: ItemTable) {
  return {
    create: <F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, body: Body) =>
      db.transaction(async (tx) => {
        await assertUnit(tx, actor.orgId, String(body.unit));
        return createOne(tx, store, actor, body);
      }),
    update: updateChecked(async (tx, actor, id, body) => {
      if (typeof body.unit !== 'string') return;
      const [current] = await tx
        .select({ unit: table.unit })
        .from(table)
        .where(and(eq(table.id, id), eq(table.orgId, actor.orgId)));
      await assertUnit(tx, actor.orgId, body.unit, current?.unit);
    }),
    checkImportRow: (async (db, actor, values) => {
      const problem = await unitProblem(db, actor.orgId, String(values.unit));
      return problem && { field: 'unit', ...problem };
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
  update: updateChecked(async (tx, actor, id, body) => {
    const unit = await lockedUnit(tx, actor.orgId, id);
    if (!unit || typeof body.name !== 'string' || body.name === unit.name) return;
    const used = await itemsOfUnit(tx, actor.orgId, unit.name);
    if (used > 0) throw fieldError('name', 'catalogue.unitInUseRename', { name: unit.name, count: used });
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
