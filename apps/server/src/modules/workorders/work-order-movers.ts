import {
  WORK_ORDER_TRANSITION_LABELS,
  type WorkOrderTransition,
} from '@atrium/contract/endpoints/work-orders';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { localizedParams } from '../../platform/http/messages.js';
import type { WorkOrderRecord } from './work-order-records.js';
import { workOrderStandingOf } from './work-order-scope.js';

/**
 * Who may move a work order on (docs/workorders.md "Who may move a work order"): its responsible
 * person, the leader of its group, and whoever sees every work order (a role scoped `all`) may take
 * its transitions, enter a type's own state and transfer it; its reporter may also close and
 * reopen it. Others who see it (a past handler, a member of the group while it waits in the queue)
 * may comment, follow, edit its fields and — members — claim it first.
 */
export interface WorkOrderMover {
  userId: number | null;
  all: boolean;
  leads: ReadonlySet<number>;
}

type MovedRow = Pick<WorkOrderRecord, 'responsibleUserId' | 'groupId' | 'reporterUserId'>;

/** What the caller may do to work orders: read once per request. */
export async function workOrderMoverOf(
  db: Db,
  caller: { orgId: number; userId: number | null },
): Promise<WorkOrderMover> {
  if (caller.userId === null) return { userId: null, all: false, leads: new Set() };
  const { all, led } = await workOrderStandingOf(db, { orgId: caller.orgId, userId: caller.userId });
  return { userId: caller.userId, all, leads: new Set(led) };
}

/** Whether the caller may transfer the work order or move its state. */
export function mayMove(mover: WorkOrderMover, row: MovedRow): boolean {
  if (mover.userId === null) return false;
  return (
    mover.all ||
    row.responsibleUserId === mover.userId ||
    (row.groupId !== null && mover.leads.has(row.groupId))
  );
}

/** Whether the caller may take this transition: a mover, or the reporter closing or reopening. */
export function mayTake(mover: WorkOrderMover, row: MovedRow, transition: WorkOrderTransition): boolean {
  const reporters = transition === 'close' || transition === 'reopen';
  return mayMove(mover, row) || (reporters && mover.userId !== null && row.reporterUserId === mover.userId);
}

/** The 403 of a move the caller may not make, naming it as its button does (「开始处理」, "Transfer"). */
export function notYoursToMove(action: WorkOrderTransition | 'transfer' | 'enterState'): AppError {
  const labels = {
    ...WORK_ORDER_TRANSITION_LABELS,
    transfer: { 'zh-CN': '转派', en: 'Transfer' },
    enterState: { 'zh-CN': '转入状态', en: 'Move to state' },
  };
  return new AppError(403, 'workorders.notYoursToMove', localizedParams({ action: labels[action] }));
}

/** Refuses (403) a transfer or own-state move by someone who may not move the work order. */
export async function assertMayMove(
  tx: Db,
  caller: { orgId: number; userId: number | null },
  row: MovedRow,
  action: 'transfer' | 'enterState',
): Promise<void> {
  if (!mayMove(await workOrderMoverOf(tx, caller), row)) throw notYoursToMove(action);
}
