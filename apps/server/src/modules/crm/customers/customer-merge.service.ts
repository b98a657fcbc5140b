import type { CustomerMergeRow } from '@atrium/contract';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../../platform/access/data-scope.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { users } from '../../admin/admin.tables.js';
import { moveActivityEntries } from '../activities/activity-timeline.js';
import { customerActivities } from '../activities.tables.js';
import { opportunities } from '../business.tables.js';
import { crmClues } from '../clues.tables.js';
import { customerAttachments } from '../customer-attachments.tables.js';
import { type CustomerMergeMoves, customerMerges } from '../customer-merges.tables.js';
import { customerContacts, customers } from '../customers.tables.js';
import { phoneHolderOf, phoneTakenMessage } from '../phone-holders.js';
import { crmSupportCustomers } from '../support-customers.tables.js';
import { customerTagLinks } from '../tag-links.tables.js';
import { insertCustomerEvents } from './customer-events.js';
import { visibleCustomer } from './customer-queries.service.js';
import { lockChangeable } from './customer-update.service.js';

type CustomerRecord = typeof customers.$inferSelect;
type MergeRecord = typeof customerMerges.$inferSelect;

/** Target fields a merge fills from the source when the target's is empty. */
const FILLABLE = ['phone', 'address', 'remark', 'level', 'stage', 'source'] as const;

/** The records pointing at a customer that follow it through a merge: table, id, and the pointing field. */
const MOVABLE = {
  contactIds: { table: customerContacts, id: customerContacts.id, field: 'customerId' },
  activityIds: { table: customerActivities, id: customerActivities.id, field: 'customerId' },
  opportunityIds: { table: opportunities, id: opportunities.id, field: 'customerId' },
  clueIds: { table: crmClues, id: crmClues.id, field: 'convertedCustomerId' },
  supportCustomerIds: { table: crmSupportCustomers, id: crmSupportCustomers.id, field: 'customerId' },
} as const;
type MovableKey = keyof typeof MOVABLE;

/** Points the records of `from` (all, or only `ids`) at `to`; answers the ids moved. */
async function repoint(tx: Db, orgId: number, key: MovableKey, from: number, to: number, ids?: number[]) {
  if (ids?.length === 0) return [];
  const { table, id, field } = MOVABLE[key];
  const columns = table as unknown as Record<'orgId' | typeof field, PgColumn>;
  const moved = await tx
    .update(table as PgTable)
    .set({ [field]: to })
    .where(and(eq(columns.orgId, orgId), eq(columns[field], from), ids ? inArray(id, ids) : undefined))
    .returning({ id });
  return moved.map((row) => row.id as number);
}

/**
 * Points the attachments of `from` (all, or only the files `fileIds`) at `to`, except files `to`
 * already carries (one row per file per customer: those stay where they are); answers the files moved.
 */
async function moveAttachments(tx: Db, orgId: number, from: number, to: number, fileIds?: number[]) {
  if (fileIds?.length === 0) return [];
  const onTarget = await tx
    .select({ fileId: customerAttachments.fileId })
    .from(customerAttachments)
    .where(and(eq(customerAttachments.orgId, orgId), eq(customerAttachments.customerId, to)));
  const moved = await tx
    .update(customerAttachments)
    .set({ customerId: to })
    .where(
      and(
        eq(customerAttachments.orgId, orgId),
        eq(customerAttachments.customerId, from),
        fileIds ? inArray(customerAttachments.fileId, fileIds) : undefined,
        onTarget.length > 0
          ? notInArray(
              customerAttachments.fileId,
              onTarget.map((row) => row.fileId),
            )
          : undefined,
      ),
    )
    .returning({ fileId: customerAttachments.fileId });
  return moved.map((row) => row.fileId);
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Both customers, changeable by the caller, locked in id order (two merges can't deadlock). */
async function lockPair(tx: Db, scope: DataScope, targetId: number, sourceId: number) {
  const [first, second] = targetId < sourceId ? [targetId, sourceId] : [sourceId, targetId];
  const locked = new Map<number, CustomerRecord>();
  for (const id of [first, second]) locked.set(id, await lockChangeable(tx, scope, id));
  return { target: locked.get(targetId)!, source: locked.get(sourceId)! };
}

async function tagIdsOf(tx: Db, orgId: number, customerId: number) {
  const links = await tx
    .select({ tagId: customerTagLinks.tagId })
    .from(customerTagLinks)
    .where(and(eq(customerTagLinks.orgId, orgId), eq(customerTagLinks.customerId, customerId)));
  return links.map((link) => link.tagId);
}

async function setTags(tx: Db, orgId: number, customerId: number, add: number[], remove: number[]) {
  if (remove.length > 0)
    await tx
      .delete(customerTagLinks)
      .where(
        and(
          eq(customerTagLinks.orgId, orgId),
          eq(customerTagLinks.customerId, customerId),
          inArray(customerTagLinks.tagId, remove),
        ),
      );
  if (add.length > 0)
    await tx
      .insert(customerTagLinks)
      .values(add.map((tagId) => ({ orgId, customerId, tagId })))
      .onConflictDoNothing();
}

async function addEvent(
  tx: Db,
  actor: Actor,
  customer: CustomerRecord,
  kind: 'merged' | 'merge_undone',
  reason: string,
) {
  await insertCustomerEvents(tx, {
    orgId: actor.orgId,
    customerId: customer.id,
    kind,
    actorUserId: actor.userId,
    fromOwnerUserId: customer.ownerUserId,
    toOwnerUserId: customer.ownerUserId,
    reason,
  });
}

const label = (customer: CustomerRecord) => `${customer.sn} ${customer.name}`;

/** POST /erp/crm/customer/{id}/merge: `sourceId` goes into `targetId`. */
export async function mergeCustomers(
  db: Db,
  actor: Actor,
  scope: DataScope,
  targetId: number,
  sourceId: number,
) {
  if (targetId === sourceId) throw fieldError('sourceId', 'customerMerge.sameCustomer');
  return db.transaction(async (tx) => {
    const { target, source } = await lockPair(tx, scope, targetId, sourceId);
    const { orgId } = actor;
    const moved = {} as Record<MovableKey, number[]>;
    for (const key of Object.keys(MOVABLE) as MovableKey[]) {
      moved[key] = await repoint(tx, orgId, key, source.id, target.id);
    }
    await moveActivityEntries(tx, orgId, moved.activityIds ?? [], target.id);
    const attachmentFileIds = await moveAttachments(tx, orgId, source.id, target.id);
    const sourceTagIds = await tagIdsOf(tx, orgId, source.id);
    const targetTagIds = new Set(await tagIdsOf(tx, orgId, target.id));
    const addedTagIds = sourceTagIds.filter((tagId) => !targetTagIds.has(tagId));
    await setTags(tx, orgId, source.id, [], sourceTagIds);
    await setTags(tx, orgId, target.id, addedTagIds, []);
    const filled = Object.fromEntries(
      FILLABLE.filter((field) => target[field] === '' && source[field] !== '').map((field) => [
        field,
        source[field],
      ]),
    );
    const moves: CustomerMergeMoves = {
      ...moved,
      attachmentFileIds,
      sourceTagIds,
      addedTagIds,
      filled,
      targetTimes: {
        lastFollowUpAt: target.lastFollowUpAt?.toISOString() ?? null,
        lastDealAt: target.lastDealAt?.toISOString() ?? null,
      },
    };
    const now = new Date();
    // The source goes first: its phone must be free before the target may take it.
    await tx
      .update(customers)
      .set({
        deletedAt: now,
        version: sql`${customers.version} + 1`,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(eq(customers.id, source.id));
    await tx
      .update(customers)
      .set({
        ...filled,
        lastFollowUpAt: later(target.lastFollowUpAt, source.lastFollowUpAt),
        lastDealAt: later(target.lastDealAt, source.lastDealAt),
        version: sql`${customers.version} + 1`,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(eq(customers.id, target.id));
    await addEvent(tx, actor, target, 'merged', label(source));
    await addEvent(tx, actor, source, 'merged', label(target));
    const [merge] = await tx
      .insert(customerMerges)
      .values({
        orgId,
        targetId: target.id,
        sourceId: source.id,
        moves,
        mergedBy: actor.userId,
        mergedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'customerMerge',
      entityId: merge!.id,
      after: { targetId, sourceId, moves },
    });
    return mergeRow(tx, merge!);
  });
}

/** POST /erp/crm/customer/merge/{id}/undo. */
export async function undoMerge(db: Db, actor: Actor, scope: DataScope, mergeId: number) {
  return db.transaction(async (tx) => {
    const [merge] = await tx
      .select()
      .from(customerMerges)
      .where(and(eq(customerMerges.orgId, actor.orgId), eq(customerMerges.id, mergeId)))
      .for('update');
    if (!merge) throw notFound();
    // The caller must be able to change the target; the source is deleted, so only its org counts.
    const target = await lockChangeable(tx, scope, merge.targetId);
    if (merge.undoneAt) throw new AppError(409, 'customerMerge.alreadyUndone');
    const [source] = await tx.select().from(customers).where(eq(customers.id, merge.sourceId)).for('update');
    if (!source || source.deletedAt === null) throw new AppError(409, 'customerMerge.alreadyUndone');
    const { orgId } = actor;
    const { moves } = merge;
    // Filled fields go back to empty unless someone has edited them since.
    const unfill = Object.fromEntries(
      Object.entries(moves.filled)
        .filter(([field, value]) => target[field as (typeof FILLABLE)[number]] === value)
        .map(([field]) => [field, '']),
    );
    const times = {
      ...(target.lastFollowUpAt?.getTime() !== source.lastFollowUpAt?.getTime() || !source.lastFollowUpAt
        ? {}
        : {
            lastFollowUpAt: moves.targetTimes.lastFollowUpAt
              ? new Date(moves.targetTimes.lastFollowUpAt)
              : null,
          }),
      ...(target.lastDealAt?.getTime() !== source.lastDealAt?.getTime() || !source.lastDealAt
        ? {}
        : { lastDealAt: moves.targetTimes.lastDealAt ? new Date(moves.targetTimes.lastDealAt) : null }),
    };
    const now = new Date();
    await tx
      .update(customers)
      .set({
        ...unfill,
        ...times,
        version: sql`${customers.version} + 1`,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(eq(customers.id, target.id));
    const holder = await phoneHolderOf(tx, orgId, source.phone);
    if (holder) throw new AppError(409, ...phoneTakenMessage(holder));
    await tx
      .update(customers)
      .set({
        deletedAt: null,
        version: sql`${customers.version} + 1`,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(eq(customers.id, source.id));
    for (const key of Object.keys(MOVABLE) as MovableKey[]) {
      await repoint(tx, orgId, key, target.id, source.id, moves[key]);
    }
    await moveActivityEntries(tx, orgId, moves.activityIds, source.id);
    await moveAttachments(tx, orgId, target.id, source.id, moves.attachmentFileIds ?? []);
    await setTags(tx, orgId, target.id, [], moves.addedTagIds);
    await setTags(tx, orgId, source.id, moves.sourceTagIds, []);
    await addEvent(tx, actor, target, 'merge_undone', label(source));
    await addEvent(tx, actor, source, 'merge_undone', label(target));
    const [undone] = await tx
      .update(customerMerges)
      .set({ undoneAt: now, undoneBy: actor.userId })
      .where(eq(customerMerges.id, merge.id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'customerMerge',
      entityId: merge.id,
      after: { undone: true },
    });
    return mergeRow(tx, undone!);
  });
}

/** GET /erp/crm/customer/{id}/merges: only for a customer the caller may open. */
export async function listMerges(db: Db, scope: DataScope, targetId: number) {
  await visibleCustomer(db, scope, targetId);
  const merges = await db
    .select()
    .from(customerMerges)
    .where(and(eq(customerMerges.orgId, scope.orgId), eq(customerMerges.targetId, targetId)))
    .orderBy(desc(customerMerges.id));
  return Promise.all(merges.map((merge) => mergeRow(db, merge)));
}

async function mergeRow(db: Db, merge: MergeRecord): Promise<CustomerMergeRow> {
  const [source] = await db
    .select({ sn: customers.sn, name: customers.name })
    .from(customers)
    .where(eq(customers.id, merge.sourceId));
  const [by] = merge.mergedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, merge.mergedBy))
    : [];
  const { moves } = merge;
  return {
    id: merge.id,
    targetId: merge.targetId,
    sourceId: merge.sourceId,
    sourceSn: source?.sn ?? '',
    sourceName: source?.name ?? '',
    moved: {
      contacts: moves.contactIds.length,
      activities: moves.activityIds.length,
      opportunities: moves.opportunityIds.length,
      clues: moves.clueIds.length,
      supportCustomers: moves.supportCustomerIds.length,
      tags: moves.sourceTagIds.length,
      attachments: moves.attachmentFileIds?.length ?? 0,
    },
    filledFields: Object.keys(moves.filled),
    mergedByName: by?.name ?? '',
    mergedAt: merge.mergedAt.toISOString(),
    undoneAt: merge.undoneAt?.toISOString() ?? null,
  };
}
