import {
  addBusinessMs,
  type BusinessCalendar,
  pauseSlaClock,
  resumeSlaClock,
  type SlaClock,
  slaDueAt,
  slaStateAt,
  startSlaClock,
} from '@atrium/contract';
import type { WorkOrderSlaState } from '@atrium/contract/endpoints/work-orders';
import type { workOrders } from './work-orders.tables.js';

/**
 * A work order's two SLA clocks (docs/workorders.md "SLA"), pure: the contract's SlaClock
 * (business ms of the closed running intervals + the start of the open one) with its target, the
 * instant it stopped (first response / resolved) and what the last settle wrote: its state and,
 * while it runs toward a target, its warning and due instants. Every change of a work order that
 * touches a clock goes through `settle`, so a state crossed on the way (warning, breach) is
 * reported as an event exactly as the SLA scan reports it.
 */

export interface WorkOrderClock {
  elapsedMs: number;
  runningSince: Date | null;
  targetMs: number | null;
  stoppedAt: Date | null;
  state: WorkOrderSlaState;
  warnAt: Date | null;
  dueAt: Date | null;
}

export type ClockName = 'response' | 'resolution';
export interface WorkOrderClocks {
  response: WorkOrderClock;
  resolution: WorkOrderClock;
  /** The policy's warning share, percent. */
  warnPercent: number;
}

/** What a settle crossed: a clock entering warning, or breaching. */
export interface SlaEvent {
  clock: ClockName;
  event: 'slaWarning' | 'slaBreached';
}

type WorkOrderRow = typeof workOrders.$inferSelect;

const ms = (date: Date | null) => (date === null ? null : date.getTime());
const date = (instant: number | null) => (instant === null ? null : new Date(instant));

/** The clocks as the row holds them. */
export function clocksOf(row: WorkOrderRow): WorkOrderClocks {
  return {
    response: {
      elapsedMs: row.respElapsedMs,
      runningSince: row.respRunningSince,
      targetMs: row.respTargetMs,
      stoppedAt: row.respondedAt,
      state: row.respState,
      warnAt: row.respWarnAt,
      dueAt: row.respDueAt,
    },
    resolution: {
      elapsedMs: row.resElapsedMs,
      runningSince: row.resRunningSince,
      targetMs: row.resTargetMs,
      stoppedAt: row.resolvedAt,
      state: row.resState,
      warnAt: row.resWarnAt,
      dueAt: row.resDueAt,
    },
    warnPercent: row.slaWarnPercent,
  };
}

const slaClockOf = (clock: WorkOrderClock): SlaClock => ({
  elapsedMs: clock.elapsedMs,
  runningSince: ms(clock.runningSince),
});
const withSlaClock = (clock: WorkOrderClock, sla: SlaClock): WorkOrderClock => ({
  ...clock,
  elapsedMs: sla.elapsedMs,
  runningSince: date(sla.runningSince),
});

/** A new clock running from `at` toward `targetMs`. */
export const startedClock = (at: Date, targetMs: number | null): WorkOrderClock => ({
  ...withSlaClock(
    { targetMs, stoppedAt: null, state: 'none', warnAt: null, dueAt: null, elapsedMs: 0, runningSince: null },
    startSlaClock(at.getTime()),
  ),
});

/** Paused (waiting for the customer, a state that pauses): the running interval closed. */
export const pausedClock = (calendar: BusinessCalendar, clock: WorkOrderClock, at: Date): WorkOrderClock =>
  withSlaClock(clock, pauseSlaClock(calendar, slaClockOf(clock), at.getTime()));

/** Running again from `at`, unless it stopped for good. */
export const resumedClock = (clock: WorkOrderClock, at: Date): WorkOrderClock =>
  clock.stoppedAt === null ? withSlaClock(clock, resumeSlaClock(slaClockOf(clock), at.getTime())) : clock;

/** Stopped at `at` (first response, resolved): its elapsed time final. A stopped clock stays. */
export function stoppedClock(calendar: BusinessCalendar, clock: WorkOrderClock, at: Date): WorkOrderClock {
  if (clock.stoppedAt !== null) return clock;
  return { ...pausedClock(calendar, clock, at), stoppedAt: at };
}

/** Running again after a reopen: the time run before it kept. */
export const restartedClock = (clock: WorkOrderClock, at: Date): WorkOrderClock =>
  resumedClock({ ...clock, stoppedAt: null }, at);

/** Another target (a new policy, type or priority): the elapsed time kept, only the instants move. */
export const retargetedClock = (clock: WorkOrderClock, targetMs: number | null): WorkOrderClock => ({
  ...clock,
  targetMs,
});

/** The clock's state, warning and due instants at `at`. */
export function settledClock(
  calendar: BusinessCalendar,
  clock: WorkOrderClock,
  at: Date,
  warnPercent: number,
): WorkOrderClock {
  const sla = slaClockOf(clock);
  if (clock.targetMs === null) return { ...clock, state: 'none', warnAt: null, dueAt: null };
  if (clock.stoppedAt !== null) {
    return {
      ...clock,
      state: clock.elapsedMs >= clock.targetMs ? 'breached' : 'met',
      warnAt: null,
      dueAt: null,
    };
  }
  const warnMs = Math.ceil((clock.targetMs * warnPercent) / 100);
  const state = slaStateAt(calendar, sla, clock.targetMs, at.getTime(), warnPercent / 100);
  const running = sla.runningSince !== null;
  return {
    ...clock,
    state,
    dueAt: running ? date(slaDueAt(calendar, sla, clock.targetMs)) : null,
    warnAt: running
      ? date(addBusinessMs(calendar, sla.runningSince!, Math.max(0, warnMs - sla.elapsedMs)))
      : null,
  };
}

const RANK: Record<WorkOrderSlaState, number> = {
  none: 0,
  met: 0,
  paused: 0,
  running: 0,
  warning: 1,
  breached: 2,
};

/** The events of a clock going from one state to another: warning, breach (a jump past warning: breach only). */
export function eventsBetween(
  clock: ClockName,
  before: WorkOrderSlaState,
  after: WorkOrderSlaState,
): SlaEvent[] {
  if (RANK[after] <= RANK[before]) return [];
  return [{ clock, event: after === 'breached' ? 'slaBreached' : 'slaWarning' }];
}

/** Both clocks settled at `at`, with the events crossed since they were last written. */
export function settle(
  calendar: BusinessCalendar,
  clocks: WorkOrderClocks,
  at: Date,
): { clocks: WorkOrderClocks; events: SlaEvent[] } {
  const response = settledClock(calendar, clocks.response, at, clocks.warnPercent);
  const resolution = settledClock(calendar, clocks.resolution, at, clocks.warnPercent);
  return {
    clocks: { response, resolution, warnPercent: clocks.warnPercent },
    events: [
      ...eventsBetween('response', clocks.response.state, response.state),
      ...eventsBetween('resolution', clocks.resolution.state, resolution.state),
    ],
  };
}

/** The next instant the scan must look at a clock: its warning, then its due (none once breached). */
const nextCheckOf = (clock: WorkOrderClock): number | null => {
  if (clock.runningSince === null) return null;
  if (clock.state === 'running') return ms(clock.warnAt);
  if (clock.state === 'warning') return ms(clock.dueAt);
  return null;
};

const earliest = (...instants: (number | null)[]): Date | null => {
  const present = instants.filter((instant): instant is number => instant !== null);
  return present.length === 0 ? null : new Date(Math.min(...present));
};

/** The row's clock columns for settled clocks. */
export function clockColumns(clocks: WorkOrderClocks) {
  const { response: resp, resolution: res } = clocks;
  return {
    slaWarnPercent: clocks.warnPercent,
    respElapsedMs: resp.elapsedMs,
    respRunningSince: resp.runningSince,
    respTargetMs: resp.targetMs,
    respWarnAt: resp.warnAt,
    respDueAt: resp.dueAt,
    respState: resp.state,
    respondedAt: resp.stoppedAt,
    resElapsedMs: res.elapsedMs,
    resRunningSince: res.runningSince,
    resTargetMs: res.targetMs,
    resWarnAt: res.warnAt,
    resDueAt: res.dueAt,
    resState: res.state,
    resolvedAt: res.stoppedAt,
    slaDueAt: earliest(ms(resp.dueAt), ms(res.dueAt)),
    slaNextCheckAt: earliest(nextCheckOf(resp), nextCheckOf(res)),
  };
}
