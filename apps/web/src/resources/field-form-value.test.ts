import type { FieldDef } from '@atrium/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { inBrowserZone } from '../browser-zone-for-test';
import { toBodyValue, toFormValue } from './field-form-value';

/**
 * A date-time field reads and writes on the business clock (China Standard Time), whatever the
 * browser's zone: the edit form shows the time the list shows, and a time picked is that time in
 * the office. Run in New York so a browser-zone reading cannot pass by accident.
 */
inBrowserZone();

const datetime = { kind: 'datetime' } as FieldDef;
const date = { kind: 'date' } as FieldDef;

describe('date-time fields in forms', () => {
  it('shows a stored instant as its business-clock time, as the list does', () => {
    expect(new Date('2026-11-27T02:00:00.000Z').getHours()).toBe(21);
    const shown = toFormValue(datetime, '2026-11-27T02:00:00.000Z');
    expect(dayjs.isDayjs(shown) && shown.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-27 10:00:00');
  });

  it('sends a picked time as the instant it is on the business clock', () => {
    expect(toBodyValue(datetime, dayjs('2026-11-27 10:00:00'))).toBe('2026-11-27T02:00:00.000Z');
    expect(toBodyValue(datetime, toFormValue(datetime, '2026-03-08T06:30:00.000Z'))).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });

  it('keeps a date a date, and nothing nothing', () => {
    expect(toBodyValue(date, toFormValue(date, '2026-11-27'))).toBe('2026-11-27');
    expect(toBodyValue(datetime, null)).toBeNull();
  });
});
