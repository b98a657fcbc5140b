import { businessHour, DAY_MS, formatBusinessDateTime, startOfBusinessDay } from '@atrium/contract';

/**
 * The private-sea rules' notion of "now" (claim limits, cooldowns, the scheduled recall, the
 * dry run and reminders). Tests pin it to a fixed moment; production reads the wall clock.
 */
export const privateSeaClock: { now: () => Date } = { now: () => new Date() };

// Days and "today" are those of the office clock (China Standard Time), like every business day.
export { businessHour, DAY_MS, startOfBusinessDay };

/** `2026-11-21 17:36` on the business clock (both locales read it). */
export const formatBusinessMinute = (at: Date) => formatBusinessDateTime(at).slice(0, 16);

export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);
