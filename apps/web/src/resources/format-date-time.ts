import { formatBusinessDateTime, parseBusinessDateTime } from '@atrium/contract';

/**
 * A time in lists and details: `YYYY-MM-DD HH:mm:ss` on the business clock (China Standard Time,
 * like the server's messages and exports, whatever the browser's zone); '-' when unset. A value the
 * server already wrote on that clock is shown as it is.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  if (parseBusinessDateTime(value) !== null) return value;
  return formatBusinessDateTime(value) || value;
}
