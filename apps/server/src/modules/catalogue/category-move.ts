import type { MoveCategoryBody } from '@atrium/contract/endpoints/catalogue-categories';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { fieldError, notFound } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { fittingCategories, productCategories } from './catalogue.tables.js';

type CategoryTable = typeof productCategories | typeof fittingCategories;

/**
 * Moves a category under `parentId` (null: the top) at `index` among its new siblings, renumbering
 * their `sort` 0, 1, 2…, in one transaction. A parent that is gone, or the category itself or one
 * of its descendants (a cycle), is a 400 and nothing moves. The organization's tree rows are locked
 * first, so two drags can't build a cycle between them.
 */
function moveCategoryIn(table: CategoryTable, entity: string) {
  return (db: Db, actor: Actor, id: number, body: MoveCategoryBody) =>
    db.transaction(async (tx) => {
      const live = and(eq(table.orgId, actor.orgId), isNull(table.deletedAt));
      const tree = await tx
        .select({ id: table.id, parentId: table.parentId, sort: table.sort, version: table.version })
        .from(table as PgTable)
        .where(live)
        .orderBy(asc(table.id))
        .for('update');
      const byId = new Map(tree.map((row) => [row.id, row]));
      const moved = byId.get(id);
      if (!moved) throw notFound();
      for (let at = body.parentId; at !== null; at = byId.get(at)!.parentId) {
        if (!byId.has(at)) throw fieldError('parentId', 'validation.parentMissing');
        if (at === id) throw fieldError('parentId', 'validation.treeCycle');
      }
      const siblings = tree
        .filter((row) => row.parentId === body.parentId && row.id !== id)
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
      siblings.splice(Math.min(body.index, siblings.length), 0, moved);
      for (const [sort, sibling] of siblings.entries()) {
        const reparented = sibling.id === id && moved.parentId !== body.parentId;
        if (sibling.sort === sort && !reparented) continue;
        await tx
          .update(table)
          .set({
            sort,
            parentId: sibling.id === id ? body.parentId : sibling.parentId,
            version: sql`${table.version} + 1`,
            updatedAt: new Date(),
            updatedBy: actor.userId,
          })
          .where(eq(table.id, sibling.id));
      }
      const sort = siblings.indexOf(moved);
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity,
        entityId: id,
        before: { parentId: moved.parentId, sort: moved.sort },
        after: { parentId: body.parentId, sort },
      });
      return { id, parentId: body.parentId, sort };
    });
}

export const moveProductCategory = moveCategoryIn(productCategories, 'productCategory');
export const moveFittingCategory = moveCategoryIn(fittingCategories, 'fittingCategory');
