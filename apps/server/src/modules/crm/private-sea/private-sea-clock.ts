import { BUSINESS_UTC_OFFSET_MS, DAY_MS } from '../../../platform/time/business-day.js';

/**
 * The private-sea rules' notion of "now" (claim limits, cooldowns, the scheduled recall, the
 * dry run and reminders). Tests pin it to a fixed moment; production reads the wall clock.
 */
export const privateSeaClock: { now: () => Date } = { now: () => new Date() };

// Days and "today" are those of the office clock (China Standard Time), like every business day.
export { DAY_MS };

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
