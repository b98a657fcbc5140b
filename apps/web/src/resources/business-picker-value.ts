import { formatBusinessDateTime, parseBusinessDateTime } from '@atrium/contract';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Date-time pickers on the business clock, the one formatDateTime shows (format-date-time.ts): a
 * picker holds a wall time of the browser's zone, so a stored instant goes in as its business-clock
 * wall time and a picked one comes out as the instant that wall time is in the office. Without
 * this, a browser outside China Standard Time showed an edit form hours away from its list, and a
 * time picked there landed hours off. Apart from format-date-time.ts so the shell's lists of times
 * do not load dayjs.
 */
const WALL_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A stored instant (ISO) as a picker shows it; null when unset or unreadable. */
export function toBusinessPicker(value: string | null | undefined): Dayjs | null {
  const wall = value ? formatBusinessDateTime(value) : '';
  return wall ? dayjs(wall) : null;
}

/** Now, as a picker holds it: the business clock's wall time (for "today", "this month", no later than now). */
export const businessNowPicker = (): Dayjs => toBusinessPicker(new Date().toISOString()) ?? dayjs();

/** A picker's time, read on the business clock, as the ISO instant a body sends. */
export function fromBusinessPicker(value: Dayjs): string {
  const instant = parseBusinessDateTime(value.format(WALL_TIME));
  return instant === null ? value.toISOString() : new Date(instant).toISOString();
}
