/**
 * The office clock: China Standard Time (UTC+8, no daylight saving), where the staff work. The
 * server, its exports and the screens all read times and days on it, whatever the zone of the
 * machine or the browser: a filter "from 2026-11-01 to 2026-11-30" means those days in the office,
 * and a time reads the same in a list, a detail, an export and a message.
 */
export const BUSINESS_UTC_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

const instant = (value: Date | string | number) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);

/** Midnight starting the business day `day` (YYYY-MM-DD), or `plusDays` later, as an instant. */
export function businessDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS + plusDays * DAY_MS);
}

/** Midnight of `at`'s business day, as an instant. */
export function startOfBusinessDay(at: Date | number): Date {
  const local = instant(at) + BUSINESS_UTC_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - BUSINESS_UTC_OFFSET_MS);
}

/** The hour (0–23) of `at` on the business clock. */
export function businessHour(at: Date | number): number {
  return new Date(instant(at) + BUSINESS_UTC_OFFSET_MS).getUTCHours();
}

/** `2026-11-21 15:04:05` on the business clock; '' for an unreadable value. */
export function formatBusinessDateTime(value: Date | string | number): string {
  const time = instant(value);
  if (Number.isNaN(time)) return '';
  return new Date(time + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `2026-11-21`: the business day of `value`. */
export const formatBusinessDate = (value: Date | string | number): string =>
  formatBusinessDateTime(value).slice(0, 10);

const BUSINESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant (ms) of a business-clock `YYYY-MM-DD HH:mm:ss`, or null when malformed. */
export function parseBusinessDateTime(value: string): number | null {
  const match = BUSINESS_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second) - BUSINESS_UTC_OFFSET_MS;
  // Date.UTC rolls 2026-02-30 over into March; a value that does not round-trip is malformed.
  return formatBusinessDateTime(ms) === value.trim() ? ms : null;
}
