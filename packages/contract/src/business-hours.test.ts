import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDayStart, DAY_MS, parseBusinessDateTime, startOfBusinessDay } from './business-clock.js';
import {
  addBusinessMs,
  type BusinessCalendar,
  businessCalendarSchema,
  businessMsBetween,
  businessMsOver,
  DUE_SEARCH_DAYS,
  OFFICE_WEEK,
} from './business-hours.js';

const HOUR = 3_600_000;
const at = (text: string) => parseBusinessDateTime(text)!;
/** 2026-10-01 to 10-07 are the National Day holidays; Sunday 09-27 and Saturday 10-10 are worked. */
const calendar: BusinessCalendar = {
  week: OFFICE_WEEK,
  holidays: ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'],
  makeUpDays: ['2026-09-27', '2026-10-10'],
};

describe('business hours', () => {
  it('counts only working periods: a Friday evening to Monday morning is the hours in between', () => {
    // Friday 2026-11-20 17:00 → Monday 11-23 10:00: 1 h on Friday, 1 h on Monday.
    expect(businessMsBetween(calendar, at('2026-11-20 17:00:00'), at('2026-11-23 10:00:00'))).toBe(2 * HOUR);
    // The lunch break does not count.
    expect(businessMsBetween(calendar, at('2026-11-23 11:30:00'), at('2026-11-23 13:30:00'))).toBe(HOUR);
    expect(businessMsBetween(calendar, at('2026-11-23 10:00:00'), at('2026-11-23 10:00:00'))).toBe(0);
    expect(businessMsBetween(calendar, at('2026-11-23 12:00:00'), at('2026-11-23 10:00:00'))).toBe(0);
  });

  it('adds business time across a weekend, a holiday and a make-up working day', () => {
    expect(addBusinessMs(calendar, at('2026-11-20 17:00:00'), 2 * HOUR)).toBe(at('2026-11-23 10:00:00'));
    // Wednesday 09-30 17:00 + 4 h: 1 h that day; 10-01 … 10-07 off (holidays and a weekend) but
    // nothing on Thursday 10-08 before 09:00, so 3 h into 10-08.
    expect(addBusinessMs(calendar, at('2026-09-30 17:00:00'), 4 * HOUR)).toBe(at('2026-10-08 12:00:00'));
    // Friday 09-25 17:00 + 2 h: Sunday 09-27 is worked (调休), as a Monday.
    expect(addBusinessMs(calendar, at('2026-09-25 17:00:00'), 2 * HOUR)).toBe(at('2026-09-27 10:00:00'));
    // A due time that ends a period exactly is that instant, not the next period's start.
    expect(addBusinessMs(calendar, at('2026-11-23 09:00:00'), 3 * HOUR)).toBe(at('2026-11-23 12:00:00'));
    expect(addBusinessMs(calendar, at('2026-11-23 10:00:00'), 0)).toBe(at('2026-11-23 10:00:00'));
  });

  it('pauses between intervals: time waiting for the customer does not count', () => {
    const running = [
      { from: at('2026-11-23 09:00:00'), to: at('2026-11-23 11:00:00') },
      // Waiting for the customer from 11:00 to Tuesday 15:00, then running again.
      { from: at('2026-11-24 15:00:00'), to: at('2026-11-24 17:30:00') },
    ];
    expect(businessMsOver(calendar, running)).toBe(4.5 * HOUR);
  });

  it('says never for a calendar with no working time', () => {
    const idle: BusinessCalendar = {
      week: Array.from({ length: 7 }, () => []),
      holidays: [],
      makeUpDays: [],
    };
    expect(addBusinessMs(idle, at('2026-11-23 09:00:00'), HOUR)).toBeNull();
  });

  it('accepts a settings screen’s calendar and refuses overlapping periods or a day both off and worked', () => {
    expect(businessCalendarSchema.safeParse(calendar).success).toBe(true);
    const overlapping = {
      ...calendar,
      week: [
        [
          { from: 540, to: 720 },
          { from: 700, to: 800 },
        ],
        ...OFFICE_WEEK.slice(1),
      ],
    };
    expect(businessCalendarSchema.safeParse(overlapping).success).toBe(false);
    expect(businessCalendarSchema.safeParse({ ...calendar, makeUpDays: ['2026-10-01'] }).success).toBe(false);
    expect(businessCalendarSchema.safeParse({ ...calendar, week: OFFICE_WEEK.slice(1) }).success).toBe(false);
  });

  // Instants over two months around the holidays, to the minute, and random calendars.
  const start = businessDayStart('2026-09-20').getTime();
  const instant = fc.integer({ min: 0, max: 60 * 24 * 60 }).map((minutes) => start + minutes * 60_000);
  const periods = fc
    .uniqueArray(fc.integer({ min: 0, max: 1440 }), { maxLength: 6 })
    .map((edges) => [...edges].sort((a, b) => a - b))
    .map((edges) =>
      edges.flatMap((edge, i) =>
        i % 2 === 1 && edges[i - 1]! < edge ? [{ from: edges[i - 1]!, to: edge }] : [],
      ),
    );
  const randomCalendar = fc.record({
    week: fc.array(periods, { minLength: 7, maxLength: 7 }),
    holidays: fc.constant(calendar.holidays),
    makeUpDays: fc.constant(calendar.makeUpDays),
  });

  it('adds up: the time from a to c is the time from a to b plus from b to c', () => {
    fc.assert(
      fc.property(randomCalendar, instant, instant, instant, (cal, x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
        expect(businessMsBetween(cal, a, c)).toBe(
          businessMsBetween(cal, a, b) + businessMsBetween(cal, b, c),
        );
        expect(businessMsBetween(cal, a, c)).toBeLessThanOrEqual(c - a);
      }),
    );
  });

  it('adding is the inverse of measuring, and lands at the earliest such instant', () => {
    fc.assert(
      fc.property(randomCalendar, instant, fc.integer({ min: 1, max: 200 * 60 }), (cal, from, minutes) => {
        const ms = minutes * 60_000;
        const due = addBusinessMs(cal, from, ms);
        if (due === null) {
          // Null only when the search horizon holds less business time than asked.
          const horizon = startOfBusinessDay(from).getTime() + DUE_SEARCH_DAYS * DAY_MS;
          expect(businessMsBetween(cal, from, horizon)).toBeLessThan(ms);
          return;
        }
        expect(businessMsBetween(cal, from, due)).toBe(ms);
        expect(businessMsBetween(cal, from, due - 1)).toBe(ms - 1);
      }),
    );
  });
});
