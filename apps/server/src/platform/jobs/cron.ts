import { BUSINESS_UTC_OFFSET_MS, DAY_MS } from '@atrium/contract';

// Five-field cron (minute hour day-of-month month day-of-week) read on the business clock (China
// Standard Time, UTC+8 all year: no daylight saving, so no hour is skipped or repeated). Written
// here rather than taken from npm (croner 11 supports Node 18+ and would do): a schedule's time must
// be the same business clock as every report and filter, and the whole job is ~150 lines.
//
// Each field is a comma list of `*`, `n`, `a-b`, each optionally with a step (`*/15`, `8-18/2`,
// `5/10` = 5 to the field's end by 10); months and weekdays also by English name (`jan`,
// `mon-fri`); 0 and 7 are Sunday. As in Vixie cron, when both day-of-month and day-of-week are
// restricted (neither starts with `*`), a day matches if either does; otherwise it must match both.
// `@hourly`, `@daily`, `@weekly`, `@monthly`, `@yearly` are shorthands.

const MINUTE_MS = 60_000;
/** Far enough ahead for the rarest valid day (29 February on a given weekday comes every 28 years). */
const SEARCH_DAYS = 29 * 366;

const SHORTHANDS: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

interface FieldSpec {
  name: string;
  min: number;
  max: number;
  /** Names of the values from `min` on. */
  names?: string[];
}
const FIELDS: FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  // 7 is Sunday too; folded onto 0 below.
  { name: 'day of week', min: 0, max: 7, names: DAY_NAMES },
];

export class CronSyntaxError extends Error {
  override name = 'CronSyntaxError';
  constructor(expression: string, detail: string) {
    super(`Invalid cron expression ${JSON.stringify(expression)}: ${detail}`);
  }
}

export interface Cron {
  readonly expression: string;
  /** The first occurrence strictly after `after`. */
  next(after: Date): Date;
  /** The last occurrence at or before `at`. */
  previous(at: Date): Date;
}

function parseField(expression: string, text: string, spec: FieldSpec): Set<number> {
  const fail = (detail: string) => new CronSyntaxError(expression, `${spec.name} ${detail}`);
  const numberOf = (token: string) => {
    const named = spec.names?.indexOf(token.toLowerCase()) ?? -1;
    if (named >= 0) return spec.min + named;
    if (!/^\d+$/.test(token)) throw fail(`has ${JSON.stringify(token)}, not a number`);
    const value = Number(token);
    if (value < spec.min || value > spec.max) throw fail(`${value} is outside ${spec.min}-${spec.max}`);
    return value;
  };
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const [range = '', stepText, extra] = item.split('/');
    if (extra !== undefined || range === '') throw fail(`has a malformed item ${JSON.stringify(item)}`);
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1 || (stepText !== undefined && !/^\d+$/.test(stepText)))
      throw fail(`has a bad step ${JSON.stringify(stepText)}`);
    let from: number;
    let to: number;
    if (range === '*') {
      from = spec.min;
      to = spec.max;
    } else {
      const [low = '', high, more] = range.split('-');
      if (more !== undefined) throw fail(`has a malformed range ${JSON.stringify(range)}`);
      from = numberOf(low);
      // `5/10` runs from 5 to the end of the field.
      to = high !== undefined ? numberOf(high) : stepText !== undefined ? spec.max : from;
      if (to < from) throw fail(`range ${range} runs backwards`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** Parses a cron expression; throws CronSyntaxError for a malformed one or one that never fires. */
export function parseCron(expression: string): Cron {
  const text = SHORTHANDS[expression.trim().toLowerCase()] ?? expression.trim();
  const parts = text.split(/\s+/);
  if (parts.length !== FIELDS.length)
    throw new CronSyntaxError(expression, `needs ${FIELDS.length} fields, has ${parts.length}`);
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = parts.map((part, index) =>
    parseField(expression, part, FIELDS[index]!),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (daysOfWeek.delete(7)) daysOfWeek.add(0);
  const anyDayOfMonth = parts[2]!.startsWith('*');
  const anyDayOfWeek = parts[4]!.startsWith('*');

  /** Minutes since business midnight at which it fires, ascending. */
  const times = [...hours].flatMap((hour) => [...minutes].map((minute) => hour * 60 + minute));
  times.sort((a, b) => a - b);
  /** `day` is a business midnight shifted to UTC fields (its getUTC* read the business date). */
  const firesOn = (day: Date) => {
    if (!months.has(day.getUTCMonth() + 1)) return false;
    const byMonthDay = daysOfMonth.has(day.getUTCDate());
    const byWeekDay = daysOfWeek.has(day.getUTCDay());
    return anyDayOfMonth || anyDayOfWeek ? byMonthDay && byWeekDay : byMonthDay || byWeekDay;
  };
  /** Walks business days from `at`'s one (direction ±1) to the first time that `accept`s. */
  const search = (at: Date, direction: 1 | -1, accept: (minuteOfDay: number, today: boolean) => boolean) => {
    const local = at.getTime() + BUSINESS_UTC_OFFSET_MS;
    const today = Math.floor(local / DAY_MS) * DAY_MS;
    const ordered = direction === 1 ? times : [...times].reverse();
    for (let offset = 0; offset <= SEARCH_DAYS; offset++) {
      const midnight = today + direction * offset * DAY_MS;
      if (!firesOn(new Date(midnight))) continue;
      const time = ordered.find((minute) => accept(minute, offset === 0));
      if (time !== undefined) return new Date(midnight + time * MINUTE_MS - BUSINESS_UTC_OFFSET_MS);
    }
    return undefined;
  };
  const minuteOfDay = (at: Date) => {
    const local = at.getTime() + BUSINESS_UTC_OFFSET_MS;
    return (local - Math.floor(local / DAY_MS) * DAY_MS) / MINUTE_MS;
  };
  const cron: Cron = {
    expression,
    next(after) {
      const now = minuteOfDay(after);
      const found = search(after, 1, (minute, today) => !today || minute > now);
      if (!found) throw new CronSyntaxError(expression, 'never fires');
      return found;
    },
    previous(at) {
      const now = minuteOfDay(at);
      const found = search(at, -1, (minute, today) => !today || minute <= now);
      if (!found) throw new CronSyntaxError(expression, 'never fires');
      return found;
    },
  };
  // `0 0 30 2 *` parses but can never fire: refuse it now rather than at its first run.
  cron.next(new Date(0));
  return cron;
}
