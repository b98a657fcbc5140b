import { DATE_TIME_FORMAT, TIME_FORMAT } from '@atrium/contract';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FieldTag } from './form-schema';

dayjs.extend(customParseFormat);

/**
 * Pickers keep their value in the form as text in the spec's formats (HH:mm:ss for times,
 * YYYY-MM-DD HH:mm:ss for dates and ranges), so the values read as JSON and preview as they are.
 */
export function formatFor(tag: FieldTag): string {
  return tag === 'time' ? TIME_FORMAT : DATE_TIME_FORMAT;
}

export function toPickerValue(value: unknown, format: string): Dayjs | [Dayjs, Dayjs] | undefined {
  if (Array.isArray(value)) {
    const [start, end] = value.map((item) => parse(item, format));
    return start && end ? [start, end] : undefined;
  }
  return parse(value, format);
}

export function fromPickerValue(value: unknown, format: string): string | string[] | undefined {
  if (Array.isArray(value))
    return value.every(dayjs.isDayjs) ? value.map((item) => item.format(format)) : undefined;
  return dayjs.isDayjs(value) ? value.format(format) : undefined;
}

function parse(value: unknown, format: string): Dayjs | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const parsed = dayjs(value, format);
  return parsed.isValid() ? parsed : undefined;
}
