import { nextInTurn } from '@atrium/contract';
import { WORK_ORDER_DONE_STATUSES, workOrderDetailPath } from '@atrium/contract/endpoints/work-orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { notifyUsers } from '../../platform/notifications/notify-users.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import {
  isSupportGroupMember,
  supportGroupLeader,
  supportGroupRoster,
} from '../crm/support/support-group-staff.js';
import { assertMayMove } from './work-order-movers.js';
import { assertEnabledGroup, assertEnabledMember } from './work-order-parties.js';
import {
  addHandler,
  calendarOf,
  lockWorkOrder,
  saveWorkOrder,
  type WorkOrderActor,
  type WorkOrderRecord,
} from './work-order-records.js';
import { clocksOf, stoppedClock } from './work-order-sla.js';
import { workOrderGroupCursors } from './work-orders.tables.js';

/**
 * Dispatch (docs/workorders.md "Assignment"): one responsible person at a time. A work order goes
 * to a person (offered: they accept or reject), or to a group, where the next member on duty in
 * turn gets the offer (contract `nextInTurn` over CRM's `supportGroupRoster`, the work status
 * switch deciding who is on duty, the group's cursor in work_order_group_cursors); with nobody on
 * duty it waits in the group's queue, where a member claims it. Every change is on the timeline.
 */

/** The member of the group whose turn it is (the cursor moved on), or null when nobody is on duty. */
export async function nextInGroup(tx: Db, orgId: number, groupId: number): Promise<number | null> {
  // The cursor row locked first: two work orders sent to the group at once take turns.
  await tx.insert(workOrderGroupCursors).values({ orgId, groupId }).onConflictDoNothing();
  const [cursor] = await tx
    .select({ lastUserId: workOrderGroupCursors.lastUserId })
    .from(workOrderGroupCursors)
    .where(and(eq(workOrderGroupCursors.orgId, orgId), eq(workOrderGroupCursors.groupId, groupId)))
    .for('update');
  const next = nextInTurn(await supportGroupRoster(tx, orgId, groupId), cursor?.lastUserId ?? null);
  if (next !== null) {
    await tx
      .update(workOrderGroupCursors)
      .set({ lastUserId: next, updatedAt: new Date() })
      .where(and(eq(workOrderGroupCursors.orgId, orgId), eq(workOrderGroupCursors.groupId, groupId)));
  }
  return next;
}

/** The responsible person and assignment state of a work order sent to a person or a group. */
export async function assigneeOf(
  tx: Db,
  orgId: number,
  to: { userId?: number | null; groupId?: number | null },
): Promise<{ responsibleUserId: number | null; assignment: 'pending' | 'unassigned'; roundRobin: boolean }> {
  if (to.userId) return { responsibleUserId: to.userId, assignment: 'pending', roundRobin: false };
  const next = to.groupId ? await nextInGroup(tx, orgId, to.groupId) : null;
  return { responsibleUserId: next, assignment: next === null ? 'unassigned' : 'pending', roundRobin: true };
}

/** Tells the person offered the work order (accept or reject). */
export function tellAssignee(
  tx: Db,
  row: Pick<WorkOrderRecord, 'orgId' | 'id' | 'documentNo'>,
  userId: number | null,
) {
  return notifyUsers(tx, row.orgId, [userId], {
    kind: 'workOrder.assigned',
    title: 'workorders.noticeAssigned',
    params: { documentNo: row.documentNo },
    record: { kind: 'workOrder', id: row.id },
    path: workOrderDetailPath(row.id),
  });
}

/** A dispatch event on the timeline: who had it, who has it now, the group, the reason. */
export function writeDispatchEvent(
  tx: Db,
  row: Pick<WorkOrderRecord, 'orgId' | 'id'>,
  actor: WorkOrderActor,
  action: 'assigned' | 'claimed' | 'accepted' | 'rejected',
  data: {
    fromUserId?: number | null;
    toUserId?: number | null;
    groupId?: number | null;
    roundRobin?: boolean;
  },
  reason = '',
) {
  return writeTimelineEntries(tx, [
    {
      orgId: row.orgId,
      recordKind: 'workOrder',
      recordId: row.id,
      type: 'event',
      action,
      body: reason,
      data,
      authorUserId: actor.userId,
    },
  ]);
}

function assertNotDone(row: WorkOrderRecord) {
  if ((WORK_ORDER_DONE_STATUSES as readonly string[]).includes(row.status)) {
    throw new AppError(400, 'workorders.notDone');
  }
}

/** Locked, its version checked when one is sent, not resolved or closed. */
async function lockForDispatch(tx: Db, actor: WorkOrderActor, id: number, version?: number) {
  const row = await lockWorkOrder(tx, actor.orgId, id);
  if (version !== undefined && version !== row.version) throw new AppError(409, 'conflict.stale');
  assertNotDone(row);
  return row;
}

/** Writes a dispatch change; `respond` stops the response clock (an accept, a claim). */
async function saveDispatch(
  tx: Db,
  row: WorkOrderRecord,
  changes: {
    responsibleUserId: number | null;
    assignment: 'unassigned' | 'pending' | 'accepted';
    groupId?: number | null;
  },
  now: Date,
  respond = false,
) {
  const calendar = await calendarOf(tx, row.orgId);
  const clocks = clocksOf(row);
  await saveWorkOrder(
    tx,
    row,
    changes,
    respond ? { ...clocks, response: stoppedClock(calendar, clocks.response, now) } : clocks,
    calendar,
    now,
  );
}

/** Assign or transfer: to a person (offered), or to a group (round robin; nobody on duty: its queue). */
export async function assignWorkOrder(
  tx: Db,
  actor: WorkOrderActor,
  id: number,
  to: { userId?: number; groupId?: number; reason: string; version?: number },
  now: Date,
): Promise<void> {
  const row = await lockForDispatch(tx, actor, id, to.version);
  await assertMayMove(tx, actor, row, 'transfer');
  if (to.groupId) await assertEnabledGroup(tx, actor.orgId, to.groupId);
  if (to.userId) await assertEnabledMember(tx, actor.orgId, to.userId, 'userId');
  const groupId = to.groupId ?? row.groupId;
  const assignee = await assigneeOf(tx, actor.orgId, {
    userId: to.userId,
    groupId: to.userId ? null : groupId,
  });
  await saveDispatch(tx, row, { ...assignee, groupId }, now);
  await addHandler(tx, row.orgId, row.id, actor.userId, now);
  await writeDispatchEvent(
    tx,
    row,
    actor,
    'assigned',
    {
      fromUserId: row.responsibleUserId,
      toUserId: assignee.responsibleUserId,
      groupId,
      roundRobin: assignee.roundRobin,
    },
    to.reason,
  );
  await tellAssignee(tx, row, assignee.responsibleUserId);
}

/**
 * Takes a work order waiting in the queue of the caller's own group. The row lock orders two
 * claims at once: the second finds it taken (409) and changes nothing.
 */
export async function claimWorkOrder(
  tx: Db,
  actor: WorkOrderActor & { userId: number },
  id: number,
  now: Date,
) {
  const row = await lockForDispatch(tx, actor, id);
  if (row.responsibleUserId !== null) throw new AppError(409, 'workorders.claimTaken');
  // Only a member of the work order's group claims from its queue; no group: nobody does.
  if (row.groupId === null || !(await isSupportGroupMember(tx, actor.orgId, row.groupId, actor.userId))) {
    throw new AppError(400, 'workorders.claimNotMember');
  }
  await takeOn(tx, actor, row, 'claimed', now);
}

/** The caller holds the work order from now: accepted, the response clock stopped, on the timeline. */
async function takeOn(
  tx: Db,
  actor: WorkOrderActor & { userId: number },
  row: WorkOrderRecord,
  action: 'claimed' | 'accepted',
  now: Date,
) {
  await saveDispatch(tx, row, { responsibleUserId: actor.userId, assignment: 'accepted' }, now, true);
  await addHandler(tx, row.orgId, row.id, actor.userId, now);
  await writeDispatchEvent(tx, row, actor, action, { toUserId: actor.userId, groupId: row.groupId });
}

/** The work order locked, when it is offered to the caller (else 400). */
async function lockOfferedTo(tx: Db, actor: WorkOrderActor & { userId: number }, id: number) {
  const row = await lockForDispatch(tx, actor, id);
  if (row.responsibleUserId !== actor.userId || row.assignment !== 'pending') {
    throw new AppError(400, 'workorders.notOfferedToYou');
  }
  return row;
}

/** The person offered the work order accepts it: the first response. */
export async function acceptWorkOrder(
  tx: Db,
  actor: WorkOrderActor & { userId: number },
  id: number,
  now: Date,
) {
  await takeOn(tx, actor, await lockOfferedTo(tx, actor, id), 'accepted', now);
}

/** The person offered the work order rejects it: back to the group's queue with the reason; the leader is told. */
export async function rejectWorkOrder(
  tx: Db,
  actor: WorkOrderActor & { userId: number },
  id: number,
  reason: string,
  now: Date,
) {
  const row = await lockOfferedTo(tx, actor, id);
  await saveDispatch(tx, row, { responsibleUserId: null, assignment: 'unassigned' }, now);
  await addHandler(tx, row.orgId, row.id, actor.userId, now);
  await writeDispatchEvent(
    tx,
    row,
    actor,
    'rejected',
    { fromUserId: actor.userId, groupId: row.groupId },
    reason,
  );
  if (row.groupId !== null) {
    await notifyUsers(tx, row.orgId, [await supportGroupLeader(tx, row.orgId, row.groupId)], {
      kind: 'workOrder.rejected',
      title: 'workorders.noticeRejected',
      params: { documentNo: row.documentNo },
      record: { kind: 'workOrder', id: row.id },
      path: workOrderDetailPath(row.id),
    });
  }
}
