import { formatBusinessDate } from '@atrium/contract';
import {
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_TRANSITION_LABELS,
  type WorkOrderTransition,
  type WorkOrderTransitionState,
  workOrderTransitions,
} from '@atrium/contract/endpoints/work-orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { firstEmptyRequired } from '../../platform/forms/form-values-check.js';
import { AppError } from '../../platform/http/app-error.js';
import { localizedParams } from '../../platform/http/messages.js';
import { joined } from '../../platform/resources/resource-transitions.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import type { TransitionKind } from '../../platform/transitions/record-transitions.js';
import { writeDispatchEvent } from './work-order-dispatch.js';
import { assertMayMove, mayTake, notYoursToMove, workOrderMoverOf } from './work-order-movers.js';
import {
  addHandler,
  calendarOf,
  lockWorkOrder,
  pausesSla,
  saveWorkOrder,
  transitionStateOf,
  type WorkOrderActor,
  type WorkOrderRecord,
  workOrderTypeOf,
} from './work-order-records.js';
import {
  clocksOf,
  pausedClock,
  restartedClock,
  resumedClock,
  stoppedClock,
  type WorkOrderClocks,
} from './work-order-sla.js';
import { workOrders } from './work-orders.tables.js';

/**
 * A work order's named transitions on the server (contract `workOrderTransitions`, docs/workorders.md
 * "Statuses"). The record is the row, locked; a type's own state reads as `extraState` to the
 * engine. Each effect moves the clocks at `now()` (the module's clock: tests pass a fixed one):
 * waiting for the customer pauses both running clocks, resuming runs them again, starting or
 * resolving counts as the first response, resolving or closing stops the resolution clock,
 * reopening (within the type's reopen days) runs it again. Closing refuses while a required field
 * of the type's form is empty.
 */

const DAY_MS = 86_400_000;

/** Until when a resolved or closed work order may be reopened (null while it is neither). */
export function reopenUntil(
  row: Pick<WorkOrderRecord, 'status' | 'resolvedAt' | 'closedAt'>,
  reopenDays: number,
) {
  const since =
    row.status === 'closed'
      ? (row.closedAt ?? row.resolvedAt)
      : row.status === 'resolved'
        ? row.resolvedAt
        : null;
  return since === null ? null : new Date(since.getTime() + reopenDays * DAY_MS);
}

type Effect = (tx: Db, actor: WorkOrderActor, row: WorkOrderRecord, now: Date) => Promise<void>;

/** Moves the row to `status` with its clocks as `move` leaves them. */
async function moveTo(
  tx: Db,
  row: WorkOrderRecord,
  status: string,
  now: Date,
  move: (clocks: WorkOrderClocks, calendar: Awaited<ReturnType<typeof calendarOf>>) => WorkOrderClocks,
  changes: Partial<typeof workOrders.$inferInsert> = {},
) {
  const calendar = await calendarOf(tx, row.orgId);
  await saveWorkOrder(tx, row, { status, ...changes }, move(clocksOf(row), calendar), calendar, now);
}

/** Both clocks paused or running again, as the new status says. */
const runningAs =
  (paused: boolean, now: Date) => (clocks: WorkOrderClocks, calendar: Parameters<typeof pausedClock>[0]) => ({
    ...clocks,
    response: paused ? pausedClock(calendar, clocks.response, now) : resumedClock(clocks.response, now),
    resolution: paused ? pausedClock(calendar, clocks.resolution, now) : resumedClock(clocks.resolution, now),
  });

const EFFECTS: Record<WorkOrderTransition, Effect> = {
  async start(tx, actor, row, now) {
    await addHandler(tx, row.orgId, row.id, actor.userId, now);
    // The person it is offered to starting it has accepted it.
    const accepting = row.assignment === 'pending' && row.responsibleUserId === actor.userId;
    await moveTo(
      tx,
      row,
      'inProgress',
      now,
      (clocks, calendar) => ({
        ...runningAs(false, now)(clocks, calendar),
        response: stoppedClock(calendar, clocks.response, now),
      }),
      accepting ? { assignment: 'accepted' } : {},
    );
    if (accepting) {
      await writeDispatchEvent(tx, row, actor, 'accepted', { toUserId: actor.userId, groupId: row.groupId });
    }
  },
  async waitForCustomer(tx, actor, row, now) {
    await addHandler(tx, row.orgId, row.id, actor.userId, now);
    await moveTo(tx, row, 'waitingCustomer', now, runningAs(true, now));
  },
  async resume(tx, actor, row, now) {
    await addHandler(tx, row.orgId, row.id, actor.userId, now);
    await moveTo(tx, row, 'inProgress', now, runningAs(false, now));
  },
  async resolve(tx, actor, row, now) {
    await addHandler(tx, row.orgId, row.id, actor.userId, now);
    await moveTo(tx, row, 'resolved', now, (clocks, calendar) => ({
      ...clocks,
      response: stoppedClock(calendar, clocks.response, now),
      resolution: stoppedClock(calendar, clocks.resolution, now),
    }));
  },
  async close(tx, actor, row, now) {
    const type = await workOrderTypeOf(tx, row.orgId, row.typeId, false);
    const empty = firstEmptyRequired(type.form?.fields ?? [], row.custom);
    if (empty) throw new AppError(400, 'workorders.closeRequiredEmpty', { label: empty.label });
    await addHandler(tx, row.orgId, row.id, actor.userId, now);
    await moveTo(
      tx,
      row,
      'closed',
      now,
      (clocks, calendar) => ({
        ...clocks,
        response: stoppedClock(calendar, clocks.response, now),
        resolution: stoppedClock(calendar, clocks.resolution, now),
      }),
      { closedAt: now },
    );
  },
  async reopen(tx, actor, row, now) {
    const type = await workOrderTypeOf(tx, row.orgId, row.typeId, false);
    const until = reopenUntil(row, type.reopenDays);
    if (until === null || now.getTime() > until.getTime()) {
      throw new AppError(400, 'workorders.reopenExpired', {
        days: type.reopenDays,
        until: until ? formatBusinessDate(until) : '',
      });
    }
    await addHandler(tx, row.orgId, row.id, actor.userId, now);
    // The time run before it was resolved is kept: the clock goes on from there.
    await moveTo(
      tx,
      row,
      'open',
      now,
      (clocks) => ({ ...clocks, resolution: restartedClock(clocks.resolution, now) }),
      { closedAt: null },
    );
  },
};

/** The kind the transition registry takes, its effects dated by `now`. */
export function workOrderTransitionKind(
  now: () => Date,
): TransitionKind<WorkOrderTransitionState, WorkOrderTransition, void> {
  const effects = Object.fromEntries(
    Object.entries(EFFECTS).map(([name, effect]) => [
      name,
      (tx: Db, actor: WorkOrderActor, _id: number, read: { record: Readonly<Record<string, unknown>> }) =>
        effect(tx, actor, read.record as WorkOrderRecord, now()),
    ]),
  ) as unknown as TransitionKind<WorkOrderTransitionState, WorkOrderTransition, void>['effects'];
  return {
    declaration: workOrderTransitions,
    async read(db, orgId, id, lock) {
      const row = lock
        ? await lockWorkOrder(db, orgId, id).catch(() => undefined)
        : (
            await db
              .select()
              .from(workOrders)
              .where(and(eq(workOrders.orgId, orgId), eq(workOrders.id, id)))
          )[0];
      if (!row) return undefined;
      return { state: transitionStateOf(row.status), version: row.version, record: row };
    },
    missing: 'workorders.missing',
    async guard(db, caller) {
      const mover = await workOrderMoverOf(db, caller);
      return (record, transition) =>
        mayTake(mover, record as WorkOrderRecord, transition) ? undefined : notYoursToMove(transition);
    },
    refused: (transition, state) => ({
      key: 'transition.refused',
      params: localizedParams({
        state: WORK_ORDER_STATUS_LABELS[state],
        transition: WORK_ORDER_TRANSITION_LABELS[transition],
        from: joined(
          workOrderTransitions.transitions[transition].from.map((from) => WORK_ORDER_STATUS_LABELS[from]),
        ),
      }),
    }),
    effects,
  };
}

/**
 * Into one of the type's own states (POST …/:id/state): from inProgress or another of its states;
 * a state that pauses the SLA pauses both clocks, one that does not runs them. On the timeline as
 * a state change named `enterState`.
 */
export async function enterExtraState(
  tx: Db,
  actor: WorkOrderActor,
  id: number,
  state: string,
  version: number | undefined,
  now: Date,
): Promise<void> {
  const row = await lockWorkOrder(tx, actor.orgId, id);
  if (version !== undefined && version !== row.version) throw new AppError(409, 'conflict.stale');
  await assertMayMove(tx, actor, row, 'enterState');
  const type = await workOrderTypeOf(tx, row.orgId, row.typeId, false);
  const target = type.extraStates.find((candidate) => candidate.code === state);
  if (!target) {
    throw new AppError(400, 'workorders.stateUnknown', { type: type.name, state }, [
      { path: 'state', message: { key: 'workorders.stateUnknown', params: { type: type.name, state } } },
    ]);
  }
  if (transitionStateOf(row.status) !== 'extraState' && row.status !== 'inProgress') {
    throw new AppError(
      400,
      'workorders.stateNotFromHere',
      localizedParams({ state: WORK_ORDER_STATUS_LABELS[transitionStateOf(row.status)] }),
    );
  }
  await addHandler(tx, row.orgId, row.id, actor.userId, now);
  await moveTo(tx, row, state, now, runningAs(pausesSla(type, state), now));
  await writeTimelineEntries(tx, [
    {
      orgId: row.orgId,
      recordKind: 'workOrder',
      recordId: row.id,
      type: 'state',
      action: 'enterState',
      fromState: row.status,
      toState: state,
      data: { name: target.name },
      authorUserId: actor.userId,
    },
  ]);
}
