import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { users } from '../../admin/admin.tables.js';
import { crmCluePools, crmClues } from '../clues.tables.js';
import { phoneHolderOf, phoneTakenMessage } from '../phone-holders.js';
import type { ClueScope } from './clue-access.js';
import { toClueRow, visibleClue } from './clues.service.js';

type ClueRecord = typeof crmClues.$inferSelect;

/** The list row of a clue just changed (pool and assignee names joined). */
async function rowOf(tx: Db, clue: ClueRecord) {
  const [pool] = await tx
    .select({ name: crmCluePools.name })
    .from(crmCluePools)
    .where(eq(crmCluePools.id, clue.poolId));
  const [assignee] = clue.assigneeUserId
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, clue.assigneeUserId))
    : [];
  return toClueRow(clue, pool?.name ?? '', assignee?.name ?? null);
}

async function setStatus(
  tx: Db,
  actor: Actor,
  clue: ClueRecord,
  fields: Pick<ClueRecord, 'status' | 'invalidReason'>,
) {
  const [updated] = await tx
    .update(crmClues)
    .set({ ...fields, version: clue.version + 1, updatedAt: new Date(), updatedBy: actor.userId })
    .where(and(eq(crmClues.orgId, actor.orgId), eq(crmClues.id, clue.id)))
    .returning();
  await recordAudit(tx, {
    ...actor,
    action: 'update',
    entity: 'clue',
    entityId: clue.id,
    before: { status: clue.status, invalidReason: clue.invalidReason },
    after: fields,
  });
  return rowOf(tx, updated!);
}

/**
 * PUT /erp/crm/clue/{id}/invalid. Only an open clue (new or assigned) can be marked invalid; it
 * then leaves the open set, so the shared duplicate-phone check no longer counts it.
 */
export async function markClueInvalid(db: Db, actor: Actor, access: ClueScope, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const clue = await visibleClue(tx, access, id, true);
    if (clue.status !== 'new' && clue.status !== 'assigned') throw new AppError(400, 'clue.notOpen');
    return setStatus(tx, actor, clue, { status: 'invalid', invalidReason: reason });
  });
}

/**
 * PUT /erp/crm/clue/{id}/reopen: the invalid clue is open again (assigned when it has an
 * assignee, else new), unless its pool was deleted (400) or another record took its phone
 * meanwhile: 409 naming that record, also when a concurrent create wins the race (the open-clue
 * unique index decides).
 */
export async function reopenClue(db: Db, actor: Actor, access: ClueScope, id: number) {
  try {
    return await db.transaction(async (tx) => {
      const clue = await visibleClue(tx, access, id, true);
      if (clue.status !== 'invalid') throw new AppError(400, 'clue.notInvalid');
      // A deleted pool holds no open clues (that is what allowed deleting it); the share lock
      // waits for a delete in progress (which locks the pool for update before counting).
      const [pool] = await tx
        .select({ deletedAt: crmCluePools.deletedAt })
        .from(crmCluePools)
        .where(eq(crmCluePools.id, clue.poolId))
        .for('share');
      if (pool?.deletedAt) throw new AppError(400, 'clue.poolDeleted');
      const holder = await phoneHolderOf(tx, actor.orgId, clue.phone);
      if (holder) throw new AppError(409, ...phoneTakenMessage(holder));
      return setStatus(tx, actor, clue, {
        status: clue.assigneeUserId === null ? 'new' : 'assigned',
        invalidReason: '',
      });
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint !== 'crm_clues_org_phone_key') throw error;
    const clue = await visibleClue(db, access, id);
    const holder = await phoneHolderOf(db, actor.orgId, clue.phone);
    if (holder) throw new AppError(409, ...phoneTakenMessage(holder));
    throw error;
  }
}
