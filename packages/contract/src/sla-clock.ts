import { addBusinessMs, type BusinessCalendar, businessMsBetween } from './business-hours.js';

/**
 * A service-level clock (first response, resolution): a stopwatch on business hours that pauses
 * while a record waits for the customer. It keeps the business time of its closed running
 * intervals and the start of the open one, never a due time: so paused time is never lost (GLPI
 * #15605), a pause really stops it (frappe/helpdesk#1554), and a change of the target (another
 * policy, another priority) only moves the due time computed from it.
 */
export interface SlaClock {
  /** Business milliseconds of the running intervals already closed (by a pause). */
  elapsedMs: number;
  /** When the open running interval began; null while paused. */
  runningSince: number | null;
}

/** A clock started at `at`. */
export const startSlaClock = (at: number): SlaClock => ({ elapsedMs: 0, runningSince: at });

/** Business milliseconds run by `at` (the open interval counted up to `at`). */
export function slaElapsedAt(calendar: BusinessCalendar, clock: SlaClock, at: number): number {
  if (clock.runningSince === null) return clock.elapsedMs;
  return clock.elapsedMs + businessMsBetween(calendar, clock.runningSince, at);
}

/** Paused at `at` (waiting for the customer): the open interval closed. A paused clock stays as it is. */
export function pauseSlaClock(calendar: BusinessCalendar, clock: SlaClock, at: number): SlaClock {
  if (clock.runningSince === null) return clock;
  return { elapsedMs: slaElapsedAt(calendar, clock, at), runningSince: null };
}

/** Running again from `at`. A running clock stays as it is. */
export function resumeSlaClock(clock: SlaClock, at: number): SlaClock {
  return clock.runningSince === null ? { elapsedMs: clock.elapsedMs, runningSince: at } : clock;
}

/**
 * When the clock reaches `targetMs` of business time, if it keeps running: null while paused (no
 * due time then) or when the calendar has no working time left to reach it.
 */
export function slaDueAt(calendar: BusinessCalendar, clock: SlaClock, targetMs: number): number | null {
  if (clock.runningSince === null) return null;
  return addBusinessMs(calendar, clock.runningSince, Math.max(0, targetMs - clock.elapsedMs));
}

export const SLA_STATES = ['running', 'warning', 'breached', 'paused'] as const;
export type SlaState = (typeof SLA_STATES)[number];

/**
 * Where the clock stands at `at` against its target: breached once the business time run reaches
 * the target (paused or not), in warning from `warnAt` of it (0.8: the last fifth), paused while
 * paused, running otherwise.
 */
export function slaStateAt(
  calendar: BusinessCalendar,
  clock: SlaClock,
  targetMs: number,
  at: number,
  warnAt = 0.8,
): SlaState {
  const elapsed = slaElapsedAt(calendar, clock, at);
  if (elapsed >= targetMs) return 'breached';
  if (clock.runningSince === null) return 'paused';
  return elapsed >= targetMs * warnAt ? 'warning' : 'running';
}

/** A span of business time as whole hours and minutes (no days: a business day is the calendar's). */
export interface HoursMinutes {
  hours: number;
  minutes: number;
}

/** Minutes as hours and minutes (an SLA target typed as 1 h 30 min; a clock's time left). */
export const splitMinutes = (total: number): HoursMinutes => ({
  hours: Math.floor(total / 60),
  minutes: total % 60,
});

/** Hours and minutes (either left empty) as minutes: `splitMinutes` undone. */
export const joinMinutes = ({ hours, minutes }: Partial<HoursMinutes>): number =>
  (hours ?? 0) * 60 + (minutes ?? 0);
