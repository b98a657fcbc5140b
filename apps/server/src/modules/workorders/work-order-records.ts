import type { BusinessCalendar } from '@atrium/contract';
import type { WorkOrderTransitionState } from '@atrium/contract/endpoints/work-orders';
import { WORK_ORDER_BASE_STATUSES } from '@atrium/contract/endpoints/workorder-settings';
import { and, eq, sql } from 'drizzle-orm';
import { loadBusinessCalendar } from '../../platform/business-calendar/business-calendar.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { clockColumns, retargetedClock, settle, type WorkOrderClocks } from './work-order-sla.js';
import { recordSlaEvents } from './work-order-sla-events.js';
import { workOrderHandlers, workOrders } from './work-orders.tables.js';
import { workOrderPriorities, workOrderSlaPolicies, workOrderTypes } from './workorder-settings.tables.js';

/**
 * A work order's record as the services change it (docs/workorders.md): read locked, its type and
 * policy, and one way to write it back with its clocks settled, its version bumped and the SLA
 * events crossed on the way recorded.
 */

export type WorkOrderRecord = typeof workOrders.$inferSelect;
export type WorkOrderType = typeof workOrderTypes.$inferSelect;

export interface WorkOrderActor {
  orgId: number;
  userId: number | null;
}

/** The work order of the organization, row-locked; 404 when there is none. */
export async function lockWorkOrder(tx: Db, orgId: number, id: number): Promise<WorkOrderRecord> {
  const [row] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.orgId, orgId), eq(workOrders.id, id)))
    .for('update');
  if (!row) throw new AppError(404, 'workorders.missing');
  return row;
}

/** A type of the organization (enabled when `enabledOnly`); else a 400 on `path`. */
export async function workOrderTypeOf(
  tx: Db,
  orgId: number,
  id: number,
  enabledOnly: boolean,
): Promise<WorkOrderType> {
  const [type] = await tx
    .select()
    .from(workOrderTypes)
    .where(and(eq(workOrderTypes.orgId, orgId), eq(workOrderTypes.id, id)));
  if (!type || (enabledOnly && !type.enabled)) {
    throw new AppError(400, 'workorders.typeMissing', {}, [
      { path: 'typeId', message: { key: 'workorders.typeMissing' } },
    ]);
  }
  return type;
}

/** The priority asked for (enabled), or the organization's default when none is. */
export async function workOrderPriorityOf(tx: Db, orgId: number, id: number | undefined): Promise<number> {
  const [priority] = await tx
    .select({ id: workOrderPriorities.id })
    .from(workOrderPriorities)
    .where(
      and(
        eq(workOrderPriorities.orgId, orgId),
        eq(workOrderPriorities.enabled, true),
        id === undefined ? eq(workOrderPriorities.isDefault, true) : eq(workOrderPriorities.id, id),
      ),
    );
  if (priority) return priority.id;
  if (id === undefined) throw new AppError(400, 'workorders.noDefaultPriority');
  throw new AppError(400, 'workorders.priorityMissing', {}, [
    { path: 'priorityId', message: { key: 'workorders.priorityMissing' } },
  ]);
}

/** The targets (business ms) and warning share of a type at a priority; null: no policy. */
export interface SlaTargets {
  responseMs: number;
  resolutionMs: number;
  warnPercent: number;
}

export async function slaTargetsOf(
  tx: Db,
  orgId: number,
  typeId: number,
  priorityId: number,
): Promise<SlaTargets | null> {
  const [policy] = await tx
    .select()
    .from(workOrderSlaPolicies)
    .where(
      and(
        eq(workOrderSlaPolicies.orgId, orgId),
        eq(workOrderSlaPolicies.typeId, typeId),
        eq(workOrderSlaPolicies.priorityId, priorityId),
      ),
    );
  return policy ? targetsOfPolicy(policy) : null;
}

export const targetsOfPolicy = (policy: typeof workOrderSlaPolicies.$inferSelect): SlaTargets => ({
  responseMs: policy.firstResponseMinutes * 60_000,
  resolutionMs: policy.resolutionMinutes * 60_000,
  warnPercent: policy.warnPercent,
});

/** The clocks aimed at other targets (a policy changed, or the type or priority): elapsed time kept. */
export const retargeted = (clocks: WorkOrderClocks, targets: SlaTargets | null): WorkOrderClocks => ({
  response: retargetedClock(clocks.response, targets?.responseMs ?? null),
  resolution: retargetedClock(clocks.resolution, targets?.resolutionMs ?? null),
  warnPercent: targets?.warnPercent ?? clocks.warnPercent,
});

/** Whether the status is one of the type's own states that stop the clocks. */
export function pausesSla(type: WorkOrderType, status: string): boolean {
  if (status === 'waitingCustomer') return true;
  return type.extraStates.some((state) => state.code === status && state.pausesSla);
}

/** A base status, or the `extraState` every type's own state is to the named transitions. */
export const transitionStateOf = (status: string): WorkOrderTransitionState =>
  (WORK_ORDER_BASE_STATUSES as readonly string[]).includes(status)
    ? (status as WorkOrderTransitionState)
    : 'extraState';

/** The calendar clocks count on; one read per request (the caller may pass one it has). */
export const calendarOf = (tx: Db, orgId: number): Promise<BusinessCalendar> =>
  loadBusinessCalendar(tx, orgId);

/**
 * Writes the work order's changes with its clocks settled at `at` (state, warning and due instants,
 * the scan's next check), bumping its version, and records the SLA events crossed.
 */
export async function saveWorkOrder(
  tx: Db,
  row: WorkOrderRecord,
  changes: Partial<typeof workOrders.$inferInsert>,
  clocks: WorkOrderClocks,
  calendar: BusinessCalendar,
  at: Date,
): Promise<void> {
  const settled = settle(calendar, clocks, at);
  await tx
    .update(workOrders)
    .set({
      ...changes,
      ...clockColumns(settled.clocks),
      version: sql`${workOrders.version} + 1`,
      updatedAt: at,
    })
    .where(eq(workOrders.id, row.id));
  await recordSlaEvents(
    tx,
    row.orgId,
    [
      {
        workOrderId: row.id,
        documentNo: row.documentNo,
        responsibleUserId:
          changes.responsibleUserId === undefined ? row.responsibleUserId : changes.responsibleUserId,
        groupId: changes.groupId === undefined ? row.groupId : changes.groupId,
        events: settled.events,
      },
    ],
    at,
  );
}

/** Counts the user among the work order's handlers (我经办的) from `at`, once. */
export async function addHandler(
  tx: Db,
  orgId: number,
  workOrderId: number,
  userId: number | null,
  at: Date,
) {
  if (userId === null) return;
  await tx
    .insert(workOrderHandlers)
    .values({ orgId, workOrderId, userId, firstAt: at })
    .onConflictDoNothing();
}
