import { DATE_TIME_FORMAT } from '@atrium/contract';
import dayjs from 'dayjs';

/** A time in lists and details: `YYYY-MM-DD HH:mm:ss` in the browser's time zone; '-' when unset. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_TIME_FORMAT) : value;
}
