import type { flwApi } from '@atrium/contract';
import { and, eq, exists, inArray, or } from 'drizzle-orm';
import { hasPermission, permissionGranted } from '../../platform/access/granted-menus.js';
import type { Db } from '../../platform/db/database.js';
import { assertFormValues } from '../../platform/forms/form-values-check.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { filesOfOrganization } from '../files/attached-files.js';
import { approvalCopies, approvalHistory, approvalInstances, approvalTasks } from './approval.tables.js';
import {
  doneBeforeRejection,
  type Engine,
  endInstance,
  finishWalk,
  type InstanceRow,
  lockInstance,
  openWalk,
  startRound,
  type Walk,
  writeHistory,
} from './instance-engine.js';

/**
 * What the initiator (and readers) do with an instance as a whole: withdraw, resubmit, cancel,
 * comment; and who may read one at all.
 */

/**
 * Who may read an instance: its initiator, anyone who held a task of it (delegates included, and
 * whom a task stood in for), its CC recipients, and holders of approvalAll:query. A condition on
 * `approval_instances` rows for the caller.
 */
export function readableBy(db: Db, member: Member) {
  const { userId, orgId } = member;
  return or(
    eq(approvalInstances.initiatorId, userId),
    exists(
      db
        .select({ id: approvalTasks.id })
        .from(approvalTasks)
        .where(
          and(
            eq(approvalTasks.instanceId, approvalInstances.id),
            or(eq(approvalTasks.assigneeId, userId), eq(approvalTasks.onBehalfOfId, userId)),
          ),
        ),
    ),
    exists(
      db
        .select({ id: approvalCopies.id })
        .from(approvalCopies)
        .where(and(eq(approvalCopies.instanceId, approvalInstances.id), eq(approvalCopies.userId, userId))),
    ),
    permissionGranted(db, userId, orgId, 'approvalAll:query'),
  )!;
}

/** The instance when the caller may read it; 404 otherwise (whether it exists or not). */
export async function readableInstance(db: Db, member: Member, id: number): Promise<InstanceRow> {
  const [row] = await db
    .select()
    .from(approvalInstances)
    .where(
      and(eq(approvalInstances.orgId, member.orgId), eq(approvalInstances.id, id), readableBy(db, member)),
    );
  if (!row) throw new AppError(404, 'flw.instanceNotFound');
  return row;
}

/** Runs an initiator's action on the locked instance (others: 404 when they can't read it, else 403). */
async function asInitiator<T>(
  db: Db,
  engine: Engine,
  member: Member,
  id: number,
  work: (walk: Walk) => Promise<T>,
  alsoAllowed?: (tx: Db) => Promise<boolean>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await readableInstance(tx, member, id);
    const instance = await lockInstance(tx, member.orgId, id);
    if (!instance) throw new AppError(404, 'flw.instanceNotFound');
    if (instance.initiatorId !== member.userId && !(await alsoAllowed?.(tx)))
      throw new AppError(403, 'flw.notInitiator');
    const walk = await openWalk(tx, engine, instance, member.userId);
    const result = await work(walk);
    await finishWalk(walk);
    return result;
  });
}

/** Somebody other than the engine decided, transferred or added a signer in this round. */
async function actedThisRound(walk: Walk): Promise<boolean> {
  const [row] = await walk.tx
    .select({ id: approvalHistory.id })
    .from(approvalHistory)
    .where(
      and(
        eq(approvalHistory.instanceId, walk.instance.id),
        eq(approvalHistory.round, walk.instance.round),
        inArray(approvalHistory.action, ['approve', 'reject', 'transfer', 'addSigner']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const withdraw = (
  db: Db,
  engine: Engine,
  member: Member,
  id: number,
  body: BodyOf<typeof flwApi.instanceWithdraw>,
) =>
  asInitiator(db, engine, member, id, async (walk) => {
    if (walk.instance.status !== 'running' || (await actedThisRound(walk)))
      throw new AppError(409, 'flw.withdrawRefused');
    await writeHistory(walk, { action: 'withdraw', comment: body.comment });
    walk.state.rejectedNodeId = null;
    await endInstance(walk, 'withdrawn');
    return { status: walk.instance.status };
  });

export const resubmit = (
  db: Db,
  engine: Engine,
  member: Member,
  id: number,
  body: BodyOf<typeof flwApi.instanceResubmit>,
) =>
  asInitiator(db, engine, member, id, async (walk) => {
    const { instance } = walk;
    if (instance.status !== 'rejected' && instance.status !== 'withdrawn')
      throw new AppError(409, 'flw.resubmitRefused');
    // Its request ended with it: the record is asked again from its own screen.
    if (instance.transitionRequestId !== null) throw new AppError(409, 'approvalBinding.noResubmit');
    assertFormValues(walk.version.form, body.formData);
    const attachmentIds = await filesOfOrganization(walk.tx, instance.orgId, body.attachmentIds);
    if (!attachmentIds) throw fieldError('attachmentIds', 'flw.attachmentMissing');
    const previous = walk.state;
    instance.formData = body.formData;
    instance.round += 1;
    instance.status = 'running';
    instance.finishedAt = null;
    await writeHistory(walk, { action: 'resubmit', comment: body.comment, attachmentIds });
    const fromRejected = walk.version.settings.resubmitFrom === 'rejectedNode';
    await startRound(walk, fromRejected ? doneBeforeRejection(previous) : undefined);
    return { status: instance.status, round: instance.round };
  });

export const cancel = (
  db: Db,
  engine: Engine,
  member: Member,
  id: number,
  body: BodyOf<typeof flwApi.instanceCancel>,
) =>
  asInitiator(
    db,
    engine,
    member,
    id,
    async (walk) => {
      if (walk.instance.status === 'approved' || walk.instance.status === 'cancelled')
        throw new AppError(409, 'flw.cancelRefused');
      await writeHistory(walk, { action: 'cancel', comment: body.comment });
      await endInstance(walk, 'cancelled');
      return { status: walk.instance.status };
    },
    (tx) => mayCancelAny(tx, member),
  );

/** The caller holds approvalDetail:delete (an administrator): may cancel anyone's instance. */
export const mayCancelAny = (db: Db, member: Member) =>
  hasPermission(db, member.userId, member.orgId, 'approvalDetail:delete');

/** A comment (with attachments) on an instance the caller may read; it decides nothing. */
export async function comment(
  db: Db,
  engine: Engine,
  member: Member,
  id: number,
  body: BodyOf<typeof flwApi.instanceComment>,
) {
  const instance = await readableInstance(db, member, id);
  const attachmentIds = await filesOfOrganization(db, member.orgId, body.attachmentIds);
  if (!attachmentIds) throw fieldError('attachmentIds', 'flw.attachmentMissing');
  const [row] = await db
    .insert(approvalHistory)
    .values({
      orgId: member.orgId,
      instanceId: instance.id,
      round: instance.round,
      action: 'comment',
      actorId: member.userId,
      comment: body.comment,
      attachmentIds,
      createdAt: engine.now(),
    })
    .returning({ id: approvalHistory.id });
  return { historyId: row!.id };
}
