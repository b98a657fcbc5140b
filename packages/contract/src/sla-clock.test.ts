import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBusinessDateTime } from './business-clock.js';
import { type BusinessCalendar, businessMsOver, OFFICE_WEEK } from './business-hours.js';
import {
  joinMinutes,
  pauseSlaClock,
  resumeSlaClock,
  type SlaClock,
  slaDueAt,
  slaElapsedAt,
  slaStateAt,
  splitMinutes,
  startSlaClock,
} from './sla-clock.js';

const HOUR = 3_600_000;
const at = (text: string) => parseBusinessDateTime(text)!;
/** National Day 2026: 10-01 to 10-07 off (five holidays and a weekend), Saturday 10-10 worked. */
const calendar: BusinessCalendar = {
  week: OFFICE_WEEK,
  holidays: ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'],
  makeUpDays: ['2026-10-10'],
};

describe('the SLA clock', () => {
  it('runs in business hours, stops while waiting for the customer, and goes on from where it stopped', () => {
    // Opened Wednesday 09-30 at 16:00 with an 8-hour resolution target: 2 h that day, then the
    // holidays, then 6 h on Thursday 10-08.
    let clock = startSlaClock(at('2026-09-30 16:00:00'));
    expect(slaDueAt(calendar, clock, 8 * HOUR)).toBe(at('2026-10-08 16:00:00'));
    // Waiting for the customer from 17:00 (1 h run) over the holidays, until Thursday 10-08 10:00.
    clock = pauseSlaClock(calendar, clock, at('2026-09-30 17:00:00'));
    expect(clock).toEqual({ elapsedMs: HOUR, runningSince: null });
    expect(slaDueAt(calendar, clock, 8 * HOUR)).toBeNull();
    expect(slaStateAt(calendar, clock, 8 * HOUR, at('2026-10-08 09:59:00'))).toBe('paused');
    clock = resumeSlaClock(clock, at('2026-10-08 10:00:00'));
    // 7 h left from 10:00: 2 h to noon, 5 h after lunch, so 18:00.
    expect(slaDueAt(calendar, clock, 8 * HOUR)).toBe(at('2026-10-08 18:00:00'));
    expect(slaStateAt(calendar, clock, 8 * HOUR, at('2026-10-08 16:00:00'))).toBe('running');
    // From 6.4 h of 8 (80 %): 16:24 is in warning, 18:00 is breached.
    expect(slaStateAt(calendar, clock, 8 * HOUR, at('2026-10-08 16:24:00'))).toBe('warning');
    expect(slaStateAt(calendar, clock, 8 * HOUR, at('2026-10-08 18:00:00'))).toBe('breached');
  });

  it('keeps the time run when the target changes: only the due time moves', () => {
    const clock = pauseSlaClock(
      calendar,
      startSlaClock(at('2026-11-23 09:00:00')),
      at('2026-11-23 11:00:00'),
    );
    const resumed = resumeSlaClock(clock, at('2026-11-24 09:00:00'));
    expect(slaDueAt(calendar, resumed, 4 * HOUR)).toBe(at('2026-11-24 11:00:00'));
    expect(slaDueAt(calendar, resumed, 8 * HOUR)).toBe(at('2026-11-24 16:00:00'));
    // A target already reached is due at once, and breached.
    expect(slaDueAt(calendar, resumed, HOUR)).toBe(at('2026-11-24 09:00:00'));
    expect(slaStateAt(calendar, clock, 2 * HOUR, at('2026-11-23 12:00:00'))).toBe('breached');
  });

  it('pausing a paused clock or resuming a running one changes nothing', () => {
    const running = startSlaClock(at('2026-11-23 09:00:00'));
    expect(resumeSlaClock(running, at('2026-11-23 10:00:00'))).toBe(running);
    const paused = pauseSlaClock(calendar, running, at('2026-11-23 10:00:00'));
    expect(pauseSlaClock(calendar, paused, at('2026-11-23 11:00:00'))).toBe(paused);
  });

  it('always equals the business time of its running intervals, over any pauses and resumes', () => {
    const start = at('2026-09-28 00:00:00');
    const span = 30 * 24 * HOUR;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: span }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: span }),
        (cuts, extra) => {
          const instants = [...cuts].sort((a, b) => a - b).map((offset) => start + offset);
          const end = instants.at(-1)! + extra;
          // Runs from the first instant; each following one toggles it (pause, resume, …).
          let clock: SlaClock = startSlaClock(instants[0]!);
          const intervals: { from: number; to: number }[] = [];
          let open: number | null = instants[0]!;
          for (const instant of instants.slice(1)) {
            if (open === null) {
              clock = resumeSlaClock(clock, instant);
              open = instant;
            } else {
              clock = pauseSlaClock(calendar, clock, instant);
              intervals.push({ from: open, to: instant });
              open = null;
            }
          }
          if (open !== null) intervals.push({ from: open, to: end });
          expect(slaElapsedAt(calendar, clock, end)).toBe(businessMsOver(calendar, intervals));
          // A running clock's due time for any further target is where it reaches that target.
          if (open !== null) {
            const target = slaElapsedAt(calendar, clock, end) + HOUR;
            const due = slaDueAt(calendar, clock, target)!;
            expect(slaElapsedAt(calendar, clock, due)).toBe(target);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('SLA durations', () => {
  it('split business minutes into hours and minutes and join them back', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(480)).toEqual({ hours: 8, minutes: 0 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(joinMinutes({ hours: 1, minutes: 30 })).toBe(90);
    // A blank part is none of it.
    expect(joinMinutes({ hours: 8 })).toBe(480);
    expect(joinMinutes({ minutes: 15 })).toBe(15);
    for (const total of [1, 59, 60, 61, 525_600]) expect(joinMinutes(splitMinutes(total))).toBe(total);
  });
});
