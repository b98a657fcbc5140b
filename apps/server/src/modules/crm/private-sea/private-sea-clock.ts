/**
 * The private-sea rules' notion of "now" (claim limits, cooldowns, the scheduled recall, the
 * dry run and reminders). Tests pin it to a fixed moment; production reads the wall clock.
 */
export const privateSeaClock: { now: () => Date } = { now: () => new Date() };

/** Days and "today" follow China Standard Time (UTC+8, no daylight saving), where the staff work. */
const BUSINESS_UTC_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Midnight of `at`'s business day, as an instant. */
export function startOfBusinessDay(at: Date): Date {
  const local = at.getTime() + BUSINESS_UTC_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - BUSINESS_UTC_OFFSET_MS);
}

/** The hour (0–23) of `at` on the business clock. */
export function businessHour(at: Date): number {
  return new Date(at.getTime() + BUSINESS_UTC_OFFSET_MS).getUTCHours();
}

const minuteFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** `2026-11-21 17:36` on the business clock (both locales read it). */
export const formatBusinessMinute = (at: Date) => minuteFormat.format(at);

export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);
