import type { crmCustomerTagsApi } from '@atrium/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type DataScope, isInScope } from '../../../platform/access/data-scope.js';
import { recordAudits } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { insertCustomerEvents } from '../customers/customer-events.js';
import { customers } from '../customers.tables.js';
import { customerTagLinks } from '../tag-links.tables.js';
import { customerTagGroups, customerTags } from '../tags.tables.js';

interface LiveTag {
  id: number;
  name: string;
  groupId: number;
  multiSelect: boolean;
}

/**
 * The live tags (in live groups) of the organization with these ids. An id that is not one
 * (deleted, another organization's) is a 400 on `tagIds`; two tags of one single-select group too.
 */
async function liveTags(tx: Db, orgId: number, ids: number[]): Promise<LiveTag[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const tags = await tx
    .select({
      id: customerTags.id,
      name: customerTags.name,
      groupId: customerTags.groupId,
      multiSelect: customerTagGroups.multiSelect,
    })
    .from(customerTags)
    .innerJoin(customerTagGroups, eq(customerTagGroups.id, customerTags.groupId))
    .where(
      and(
        eq(customerTags.orgId, orgId),
        inArray(customerTags.id, unique),
        isNull(customerTags.deletedAt),
        isNull(customerTagGroups.deletedAt),
      ),
    );
  if (tags.length !== unique.length) throw fieldError('tagIds', 'customerTag.tagMissing');
  const singles = tags.filter((tag) => !tag.multiSelect).map((tag) => tag.groupId);
  if (new Set(singles).size !== singles.length) throw fieldError('tagIds', 'customerTag.singleSelect');
  return tags;
}

/** Customers the scope may open (held in scope, or in the pool), locked; any other id is 404. */
async function lockVisible(tx: Db, scope: DataScope, ids: number[]) {
  const unique = [...new Set(ids)];
  const locked = await tx
    .select({
      id: customers.id,
      ownerUserId: customers.ownerUserId,
      ownerDepartmentId: customers.ownerDepartmentId,
    })
    .from(customers)
    .where(and(eq(customers.orgId, scope.orgId), inArray(customers.id, unique), isNull(customers.deletedAt)))
    .for('update');
  const visible = locked.filter((customer) => customer.ownerUserId === null || isInScope(scope, customer));
  if (visible.length !== unique.length) throw notFound();
  return unique;
}

/** Current links of these customers to any tag. */
function linksOf(tx: Db, orgId: number, customerIds: number[]) {
  return tx
    .select({ customerId: customerTagLinks.customerId, tagId: customerTagLinks.tagId })
    .from(customerTagLinks)
    .where(and(eq(customerTagLinks.orgId, orgId), inArray(customerTagLinks.customerId, customerIds)));
}

interface Change {
  customerId: number;
  added: number[];
  removed: number[];
}

/**
 * Writes link changes: inserts and deletes, one tagged and/or untagged timeline row per customer
 * naming the tags (the reason column), one audit entry per changed customer.
 */
async function applyChanges(tx: Db, actor: Actor, changes: Change[], tagNames: Map<number, string>) {
  const changed = changes.filter(({ added, removed }) => added.length + removed.length > 0);
  const inserts = changed.flatMap(({ customerId, added }) =>
    added.map((tagId) => ({ orgId: actor.orgId, customerId, tagId })),
  );
  if (inserts.length > 0) await tx.insert(customerTagLinks).values(inserts).onConflictDoNothing();
  for (const { customerId, removed } of changed) {
    if (removed.length === 0) continue;
    await tx
      .delete(customerTagLinks)
      .where(and(eq(customerTagLinks.customerId, customerId), inArray(customerTagLinks.tagId, removed)));
  }
  const names = (ids: number[]) => ids.map((id) => tagNames.get(id) ?? String(id)).join(', ');
  const now = new Date();
  const events = changed.flatMap(({ customerId, added, removed }) => [
    ...(added.length ? [{ kind: 'tagged' as const, customerId, reason: names(added) }] : []),
    ...(removed.length ? [{ kind: 'untagged' as const, customerId, reason: names(removed) }] : []),
  ]);
  if (events.length > 0)
    await insertCustomerEvents(
      tx,
      events.map((event) => ({ ...event, orgId: actor.orgId, actorUserId: actor.userId, at: now })),
    );
  await recordAudits(
    tx,
    changed.map(({ customerId, added, removed }) => ({
      ...actor,
      action: 'update' as const,
      entity: 'customerTags',
      entityId: customerId,
      after: { addedTagIds: added, removedTagIds: removed },
    })),
  );
  return changed.length;
}

/** Names of every tag of the organization a change may mention (the removed ones may be deleted tags). */
async function tagNamesOf(tx: Db, orgId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: customerTags.id, name: customerTags.name })
    .from(customerTags)
    .where(and(eq(customerTags.orgId, orgId), inArray(customerTags.id, [...new Set(ids)])));
  return new Map(rows.map(({ id, name }) => [id, name]));
}

/** PUT /erp/crm/customer/:id/tags. */
export function setCustomerTags(
  db: Db,
  actor: Actor,
  scope: DataScope,
  id: number,
  body: BodyOf<typeof crmCustomerTagsApi.customerTagsSet>,
) {
  return db.transaction(async (tx) => {
    await lockVisible(tx, scope, [id]);
    const wanted = new Set((await liveTags(tx, actor.orgId, body.tagIds)).map((tag) => tag.id));
    const current = new Set((await linksOf(tx, actor.orgId, [id])).map((link) => link.tagId));
    const added = [...wanted].filter((tagId) => !current.has(tagId));
    const removed = [...current].filter((tagId) => !wanted.has(tagId));
    await applyChanges(
      tx,
      actor,
      [{ customerId: id, added, removed }],
      await tagNamesOf(tx, actor.orgId, [...added, ...removed]),
    );
    return { tagIds: [...wanted].sort((a, b) => a - b) };
  });
}

/**
 * PUT /erp/crm/customer/tag/bulk and /untag/bulk. Tagging with a tag of a single-select group
 * takes the customer's other tags of that group off (they could not be picked together).
 */
export function bulkTagCustomers(
  db: Db,
  actor: Actor,
  scope: DataScope,
  body: BodyOf<typeof crmCustomerTagsApi.customerBulkTag>,
  mode: 'tag' | 'untag',
) {
  return db.transaction(async (tx) => {
    const ids = await lockVisible(tx, scope, body.ids);
    const tags = await liveTags(tx, actor.orgId, mode === 'tag' ? body.tagIds : []);
    const untagIds = new Set(mode === 'untag' ? body.tagIds : []);
    const singleGroups = new Map(tags.filter((tag) => !tag.multiSelect).map((tag) => [tag.groupId, tag.id]));
    const links = await linksOf(tx, actor.orgId, ids);
    const groupOf = await tagGroupsOf(
      tx,
      actor.orgId,
      links.map((link) => link.tagId),
    );
    const changes = ids.map((customerId) => {
      const current = links.filter((link) => link.customerId === customerId).map((link) => link.tagId);
      const has = new Set(current);
      const added = tags.map((tag) => tag.id).filter((tagId) => !has.has(tagId));
      const removed = current.filter((tagId) => {
        if (untagIds.has(tagId)) return true;
        const keep = singleGroups.get(groupOf.get(tagId) ?? -1);
        return keep !== undefined && keep !== tagId;
      });
      return { customerId, added, removed };
    });
    const mentioned = changes.flatMap(({ added, removed }) => [...added, ...removed]);
    return { count: await applyChanges(tx, actor, changes, await tagNamesOf(tx, actor.orgId, mentioned)) };
  });
}

async function tagGroupsOf(tx: Db, orgId: number, tagIds: number[]) {
  if (tagIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .select({ id: customerTags.id, groupId: customerTags.groupId })
    .from(customerTags)
    .where(and(eq(customerTags.orgId, orgId), inArray(customerTags.id, [...new Set(tagIds)])));
  return new Map(rows.map(({ id, groupId }) => [id, groupId]));
}
