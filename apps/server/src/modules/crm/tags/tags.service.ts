import type { CustomerTagPickerGroup, Fields } from '@atrium/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  deleteOne,
  type ResourceStore,
  restoreOne,
  updateOne,
} from '../../../platform/resources/resource-store.js';
import { customerTagGroups, customerTags } from '../tags.tables.js';

type Body = Record<string, unknown>;

/**
 * Locks a live group of the organization against deletion for the rest of the transaction;
 * a missing, deleted or foreign group is a field error on `groupId`, never another org's data.
 */
async function lockLiveGroup(tx: Db, orgId: number, groupId: number): Promise<void> {
  const [group] = await tx
    .select({ id: customerTagGroups.id })
    .from(customerTagGroups)
    .where(
      and(
        eq(customerTagGroups.id, groupId),
        eq(customerTagGroups.orgId, orgId),
        isNull(customerTagGroups.deletedAt),
      ),
    )
    .for('share');
  if (!group) throw fieldError('groupId', 'customerTag.groupMissing');
}

export function createTag<F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, body: Body) {
  return db.transaction(async (tx) => {
    await lockLiveGroup(tx, actor.orgId, body.groupId as number);
    return createOne(tx, store, actor, body);
  });
}

export function updateTag<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  body: Body & { version: number },
) {
  return db.transaction(async (tx) => {
    if (body.groupId !== undefined) await lockLiveGroup(tx, actor.orgId, body.groupId as number);
    return updateOne(tx, store, actor, id, body);
  });
}

/** A deleted tag comes back only into a live group. */
export function restoreTag<F extends Fields>(db: Db, store: ResourceStore<F>, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [tag] = await tx
      .select({ groupId: customerTags.groupId })
      .from(customerTags)
      .where(and(eq(customerTags.id, id), eq(customerTags.orgId, actor.orgId)));
    if (tag) await lockLiveGroup(tx, actor.orgId, tag.groupId);
    return restoreOne(tx, store, actor, id);
  });
}

/** A group goes only once it is empty: deleting it would orphan its tags on customers. */
export function deleteGroup<F extends Fields>(
  db: Db,
  store: ResourceStore<F>,
  actor: Actor,
  id: number,
  version: number,
) {
  return db.transaction(async (tx) => {
    // Locking the group first makes a concurrent tag create (which shares the lock) wait or see it gone.
    await tx
      .select({ id: customerTagGroups.id })
      .from(customerTagGroups)
      .where(and(eq(customerTagGroups.id, id), eq(customerTagGroups.orgId, actor.orgId)))
      .for('update');
    const [live] = await tx
      .select({ count: count() })
      .from(customerTags)
      .where(
        and(
          eq(customerTags.orgId, actor.orgId),
          eq(customerTags.groupId, id),
          isNull(customerTags.deletedAt),
        ),
      );
    if (live && live.count > 0) throw new AppError(400, 'customerTag.groupHasTags', { count: live.count });
    return deleteOne(tx, store, actor, id, version);
  });
}

const bySort = (column: typeof customerTags.sort | typeof customerTagGroups.sort) =>
  sql`${column} asc nulls last`;

/** Every enabled group of the organization with its live tags, each in sort order (then oldest first). */
export async function groupsWithTags(db: Db, orgId: number): Promise<CustomerTagPickerGroup[]> {
  const groups = await db
    .select({
      id: customerTagGroups.id,
      name: customerTagGroups.name,
      multiSelect: customerTagGroups.multiSelect,
    })
    .from(customerTagGroups)
    .where(
      and(
        eq(customerTagGroups.orgId, orgId),
        eq(customerTagGroups.enabled, true),
        isNull(customerTagGroups.deletedAt),
      ),
    )
    .orderBy(bySort(customerTagGroups.sort), asc(customerTagGroups.id));
  const tags = await db
    .select({
      id: customerTags.id,
      name: customerTags.name,
      color: customerTags.color,
      groupId: customerTags.groupId,
    })
    .from(customerTags)
    .where(and(eq(customerTags.orgId, orgId), isNull(customerTags.deletedAt)))
    .orderBy(bySort(customerTags.sort), asc(customerTags.id));
  return groups.map((group) => ({
    ...group,
    tags: tags.filter((tag) => tag.groupId === group.id).map(({ id, name, color }) => ({ id, name, color })),
  }));
}
