import { describe, expect, it } from 'vitest';
import { CronSyntaxError, parseCron } from './cron.js';

/** An instant given on the business clock (China Standard Time). */
const china = (local: string) => new Date(`${local}+08:00`);
/** The first `count` occurrences after `from`, in China time. */
function occurrences(expression: string, from: string, count: number): string[] {
  const cron = parseCron(expression);
  const found: string[] = [];
  let at = china(from);
  for (let i = 0; i < count; i++) {
    at = cron.next(at);
    found.push(chinaText(at));
  }
  return found;
}
const chinaText = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);

describe('cron on the business clock', () => {
  it('fires a daily 02:00 at 02:00 China time, whatever the server time zone', () => {
    const cron = parseCron('0 2 * * *');
    expect(cron.next(china('2026-11-25T01:59:59'))).toEqual(new Date('2026-11-24T18:00:00Z'));
    // Strictly after: at 02:00 exactly the next one is tomorrow's.
    expect(cron.next(china('2026-11-25T02:00:00'))).toEqual(china('2026-11-26T02:00:00'));
    expect(cron.previous(china('2026-11-25T02:00:00'))).toEqual(china('2026-11-25T02:00:00'));
    expect(cron.previous(china('2026-11-25T01:59:00'))).toEqual(china('2026-11-24T02:00:00'));
  });

  it('reads lists, ranges and steps', () => {
    expect(occurrences('*/20 9-10 * * *', '2026-11-25T09:30', 5)).toEqual([
      '2026-11-25T09:40',
      '2026-11-25T10:00',
      '2026-11-25T10:20',
      '2026-11-25T10:40',
      '2026-11-26T09:00',
    ]);
    expect(occurrences('5,35 8-18/5 * * *', '2026-11-25T00:00', 7)).toEqual([
      '2026-11-25T08:05',
      '2026-11-25T08:35',
      '2026-11-25T13:05',
      '2026-11-25T13:35',
      '2026-11-25T18:05',
      '2026-11-25T18:35',
      '2026-11-26T08:05',
    ]);
    // `50/5`: from 50 to the end of the hour.
    expect(occurrences('50/5 0 * * *', '2026-11-25T00:00', 3)).toEqual([
      '2026-11-25T00:50',
      '2026-11-25T00:55',
      '2026-11-26T00:50',
    ]);
  });

  it('reads months and weekdays by name, and 7 as Sunday', () => {
    // 2026-11-25 is a Wednesday.
    expect(occurrences('30 9 * * mon-fri', '2026-11-27T10:00', 2)).toEqual([
      '2026-11-30T09:30',
      '2026-12-01T09:30',
    ]);
    expect(occurrences('0 0 * * 7', '2026-11-25T00:00', 2)).toEqual(['2026-11-29T00:00', '2026-12-06T00:00']);
    expect(occurrences('0 0 1 jan,jul *', '2026-11-25T00:00', 2)).toEqual([
      '2027-01-01T00:00',
      '2027-07-01T00:00',
    ]);
  });

  it('matches either day field when both are restricted, and both when one starts with *', () => {
    // The 1st of the month or any Monday.
    expect(occurrences('0 8 1 * 1', '2026-11-25T00:00', 3)).toEqual([
      '2026-11-30T08:00',
      '2026-12-01T08:00',
      '2026-12-07T08:00',
    ]);
    // `*/2` starts with *: every other day of the month (from the 1st) on any weekday.
    expect(occurrences('0 8 */2 * *', '2026-11-28T00:00', 3)).toEqual([
      '2026-11-29T08:00',
      '2026-12-01T08:00',
      '2026-12-03T08:00',
    ]);
  });

  it('runs month ends and leap days on the calendar of China', () => {
    expect(occurrences('0 23 31 * *', '2026-11-25T00:00', 2)).toEqual([
      '2026-12-31T23:00',
      '2027-01-31T23:00',
    ]);
    expect(occurrences('0 0 29 2 *', '2026-11-25T00:00', 2)).toEqual([
      '2028-02-29T00:00',
      '2032-02-29T00:00',
    ]);
    expect(occurrences('@monthly', '2026-12-31T23:59', 1)).toEqual(['2027-01-01T00:00']);
  });

  it('finds the last occurrence before a long gap, for one catch-up run', () => {
    const cron = parseCron('0 2 * * *');
    expect(cron.previous(china('2026-12-10T15:00'))).toEqual(china('2026-12-10T02:00'));
    expect(parseCron('0 0 1 1 *').previous(china('2030-06-01T00:00'))).toEqual(china('2030-01-01T00:00'));
  });

  it.each([
    ['', /needs 5 fields/],
    ['0 2 * *', /needs 5 fields/],
    ['60 * * * *', /minute 60 is outside 0-59/],
    ['0 24 * * *', /hour 24 is outside/],
    ['0 0 0 * *', /day of month 0 is outside/],
    ['0 0 * 13 *', /month 13 is outside/],
    ['0 0 * * 8', /day of week 8 is outside/],
    ['*/0 * * * *', /bad step/],
    ['1-2-3 * * * *', /malformed range/],
    ['5-1 * * * *', /runs backwards/],
    ['a * * * *', /not a number/],
    ['1,,2 * * * *', /malformed item/],
    ['0 0 30 2 *', /never fires/],
  ])('refuses %j', (expression, message) => {
    expect(() => parseCron(expression)).toThrow(CronSyntaxError);
    expect(() => parseCron(expression)).toThrow(message);
  });
});
