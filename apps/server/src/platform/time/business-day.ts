/**
 * Business days follow China Standard Time (UTC+8, no daylight saving), where the staff work,
 * whatever the server's own time zone: a filter "from 2026-11-01 to 2026-11-30" means those
 * days on the office clock.
 */
export const BUSINESS_UTC_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Midnight starting the business day `day` (YYYY-MM-DD), or `plusDays` later, as an instant. */
export function businessDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS + plusDays * DAY_MS);
}
