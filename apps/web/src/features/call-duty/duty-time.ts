/**
 * Duty badge arithmetic (spec §3 Duty record, §4 Duty): the server writes startDutyTime as
 * `YYYY-MM-DD HH:mm:ss` in China Standard Time (UTC+8, no daylight saving), whatever the
 * browser's own time zone is, and the badge counts HH:mm:ss from it.
 */

const CHINA_OFFSET_HOURS = 8;
const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Milliseconds since the epoch of a China-time `YYYY-MM-DD HH:mm:ss`, or null when malformed. */
export function parseChinaTime(value: string): number | null {
  const match = CHINA_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour - CHINA_OFFSET_HOURS, minute, second);
  // Date.UTC rolls 2026-02-30 over into March; a value that does not round-trip is malformed.
  const back = new Date(ms + CHINA_OFFSET_HOURS * 3_600_000);
  return back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
    ? ms
    : null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** HH:mm:ss of a duration; hours keep counting past 24, a negative duration (clock skew) reads 00:00:00. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** The badge text for a duty started at `startDutyTime`, seen at `now` (ms); '' when unreadable. */
export function dutyElapsed(startDutyTime: string, now: number): string {
  const start = parseChinaTime(startDutyTime);
  return start === null ? '' : formatElapsed(now - start);
}
