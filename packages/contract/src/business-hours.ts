import { z } from 'zod';
import { BUSINESS_UTC_OFFSET_MS, DAY_MS, formatBusinessDate, startOfBusinessDay } from './business-clock.js';

/**
 * Business hours on the office clock (business-clock.ts): when the clock of a service level, a
 * shift or a target runs. A calendar is a week of working periods, the public holidays that fall
 * on working days, and the make-up working days (调休) that fall on days off. Everything here is
 * arithmetic on instants (ms since the epoch), exact to the millisecond, with no time zone but the
 * office's.
 */

/** A working period of a day: minutes after the business day's midnight, `from` < `to` ≤ 1440. */
export interface WorkingPeriod {
  from: number;
  to: number;
}

export interface BusinessCalendar {
  /** The working periods of each weekday, Sunday first (7 entries), in order and not overlapping. */
  week: readonly (readonly WorkingPeriod[])[];
  /** Days off that are working days by the week (public holidays), `YYYY-MM-DD`. */
  holidays: readonly string[];
  /** Days worked that are days off by the week (调休), `YYYY-MM-DD`: worked as a Monday. */
  makeUpDays: readonly string[];
}

const MINUTE_MS = 60_000;
/** How far `addBusinessMs` looks ahead before saying the calendar never reaches the time asked. */
export const DUE_SEARCH_DAYS = 3_660;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists (2026-02-29 does not). */
const isCalendarDay = (day: string) =>
  dayPattern.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
const calendarDay = z.string().refine(isCalendarDay, {
  params: { messageKey: 'businessCalendar.badDay' },
});

export const BUSINESS_CALENDAR_OVERLAP_KEY = 'businessCalendar.overlap';
export const BUSINESS_CALENDAR_BOTH_KEY = 'businessCalendar.holidayAndMakeUp';
const period = z
  .object({ from: z.number().int().min(0).max(1439), to: z.number().int().min(1).max(1440) })
  .refine((value) => value.from < value.to, {
    path: ['to'],
    params: { messageKey: 'businessCalendar.periodOrder' },
  });
/** A calendar as a settings screen saves it: valid periods in order, each day listed once. */
export const businessCalendarSchema = z
  .object({
    week: z
      .array(
        z
          .array(period)
          .max(8)
          .refine((periods) => periods.every((p, i) => i === 0 || periods[i - 1]!.to <= p.from), {
            params: { messageKey: BUSINESS_CALENDAR_OVERLAP_KEY },
          }),
      )
      .length(7),
    holidays: z.array(calendarDay).max(400),
    makeUpDays: z.array(calendarDay).max(400),
  })
  .refine((calendar) => !calendar.holidays.some((day) => calendar.makeUpDays.includes(day)), {
    path: ['makeUpDays'],
    params: { messageKey: BUSINESS_CALENDAR_BOTH_KEY },
  });

/** Weekday (0 = Sunday) of a business day's midnight instant. */
const weekdayOf = (midnight: number) => new Date(midnight + BUSINESS_UTC_OFFSET_MS).getUTCDay();

/** The calendar's working periods of the business day starting at `midnight`, as instants. */
export function workingPeriodsOn(
  calendar: BusinessCalendar,
  midnight: number,
): { start: number; end: number }[] {
  const day = formatBusinessDate(midnight);
  const periods = calendar.makeUpDays.includes(day)
    ? calendar.week[1]!
    : calendar.holidays.includes(day)
      ? []
      : calendar.week[weekdayOf(midnight)]!;
  return periods.map((p) => ({ start: midnight + p.from * MINUTE_MS, end: midnight + p.to * MINUTE_MS }));
}

/** Business milliseconds in [from, to): the working time between two instants (0 when to ≤ from). */
export function businessMsBetween(calendar: BusinessCalendar, from: number, to: number): number {
  let total = 0;
  for (let midnight = startOfBusinessDay(from).getTime(); midnight < to; midnight += DAY_MS) {
    for (const { start, end } of workingPeriodsOn(calendar, midnight)) {
      const overlap = Math.min(end, to) - Math.max(start, from);
      if (overlap > 0) total += overlap;
    }
  }
  return total;
}

/**
 * The earliest instant at which `ms` business milliseconds have passed since `from` (a due time);
 * `from` itself for 0. Null when the calendar does not reach it within DUE_SEARCH_DAYS (about ten
 * years) of `from`'s day: no working time at all, or (a minute a week) too little of it.
 */
export function addBusinessMs(calendar: BusinessCalendar, from: number, ms: number): number | null {
  if (ms <= 0) return from;
  let left = ms;
  const first = startOfBusinessDay(from).getTime();
  for (let midnight = first; midnight < first + DUE_SEARCH_DAYS * DAY_MS; midnight += DAY_MS) {
    for (const { start, end } of workingPeriodsOn(calendar, midnight)) {
      const begin = Math.max(start, from);
      if (end <= begin) continue;
      if (end - begin >= left) return begin + left;
      left -= end - begin;
    }
  }
  return null;
}

/** Business milliseconds over several running intervals (a clock paused between them). */
export function businessMsOver(
  calendar: BusinessCalendar,
  intervals: readonly { from: number; to: number }[],
): number {
  return intervals.reduce(
    (sum, interval) => sum + businessMsBetween(calendar, interval.from, interval.to),
    0,
  );
}

/** Monday to Friday, 09:00–12:00 and 13:00–18:00: the default office week. */
export const OFFICE_WEEK: BusinessCalendar['week'] = [
  [],
  ...Array.from({ length: 5 }, () => [
    { from: 9 * 60, to: 12 * 60 },
    { from: 13 * 60, to: 18 * 60 },
  ]),
  [],
];
