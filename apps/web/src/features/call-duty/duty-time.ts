import { parseBusinessDateTime } from '@atrium/contract';

/**
 * Duty badge arithmetic (spec §3 Duty record, §4 Duty): the server writes startDutyTime as
 * `YYYY-MM-DD HH:mm:ss` on the business clock (China Standard Time, the contract's
 * business-clock.ts), whatever the browser's own time zone is, and the badge counts HH:mm:ss from it.
 */

const two = (value: number) => String(value).padStart(2, '0');

/** HH:mm:ss of a duration; hours keep counting past 24, a negative duration (clock skew) reads 00:00:00. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** The badge text for a duty started at `startDutyTime`, seen at `now` (ms); '' when unreadable. */
export function dutyElapsed(startDutyTime: string, now: number): string {
  const start = parseBusinessDateTime(startDutyTime);
  return start === null ? '' : formatElapsed(now - start);
}
