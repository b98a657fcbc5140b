import type { Fields } from '@atrium/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { type Actor, deleteOne, type ResourceStore } from '../../platform/resources/resource-store.js';
import { fittingCategories, fittings, productCategories, products } from './catalogue.tables.js';

type CategoryTable = typeof productCategories | typeof fittingCategories;
type ItemTable = typeof products | typeof fittings;

/**
 * A category is deleted only when empty: no live sub-category and no live product (or fitting)
 * in it, so nothing is left pointing at a deleted category. The category row is locked first, so
 * a move into it that commits meanwhile is counted (a write naming it checks it is live).
 */
function deleteEmptyCategory(
  categories: CategoryTable,
  items: ItemTable,
  itemsKey: 'catalogue.categoryHasProducts' | 'catalogue.categoryHasFittings',
) {
  return <F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, id: number, version: number) =>
    db.transaction(async (tx) => {
      await tx
        .select({ id: categories.id })
        .from(categories as PgTable)
        .where(and(eq(categories.id, id), eq(categories.orgId, actor.orgId)))
        .for('update');
      const [children] = await tx
        .select({ n: count() })
        .from(categories as PgTable)
        .where(
          and(eq(categories.orgId, actor.orgId), eq(categories.parentId, id), isNull(categories.deletedAt)),
        );
      if (children!.n > 0) throw new AppError(400, 'catalogue.categoryHasChildren');
      const [held] = await tx
        .select({ n: count() })
        .from(items as PgTable)
        .where(and(eq(items.orgId, actor.orgId), eq(items.categoryId, id), isNull(items.deletedAt)));
      if (held!.n > 0) throw new AppError(400, itemsKey, { count: held!.n });
      return deleteOne(tx, store, actor, id, version);
    });
}

export const deleteProductCategory = deleteEmptyCategory(
  productCategories,
  products,
  'catalogue.categoryHasProducts',
);
export const deleteFittingCategory = deleteEmptyCategory(
  fittingCategories,
  fittings,
  'catalogue.categoryHasFittings',
);
