import { describe, expect, it } from 'vitest';
import {
  businessDayStart,
  businessHour,
  formatBusinessDate,
  formatBusinessDateTime,
  parseBusinessDateTime,
  startOfBusinessDay,
} from './business-clock.js';

describe('business clock (China Standard Time)', () => {
  it('starts business days at 16:00 UTC the day before', () => {
    expect(businessDayStart('2026-11-25').toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(businessDayStart('2026-11-25', 1).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(startOfBusinessDay(new Date('2026-11-25T15:59:59Z')).toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    );
    expect(startOfBusinessDay(new Date('2026-11-25T16:00:00Z')).toISOString()).toBe(
      '2026-11-25T16:00:00.000Z',
    );
  });

  it('formats instants on the office clock whatever the zone of the caller', () => {
    expect(formatBusinessDateTime('2026-11-25T16:30:05Z')).toBe('2026-11-26 00:30:05');
    expect(formatBusinessDateTime(new Date('2026-11-25T01:02:03Z'))).toBe('2026-11-25 09:02:03');
    expect(formatBusinessDate('2026-11-25T16:30:05Z')).toBe('2026-11-26');
    expect(businessHour(new Date('2026-11-25T18:00:00Z'))).toBe(2);
    expect(formatBusinessDateTime('not a time')).toBe('');
  });

  it('parses what it formats and refuses impossible times', () => {
    const at = Date.parse('2026-11-25T16:30:05Z');
    expect(parseBusinessDateTime(formatBusinessDateTime(at))).toBe(at);
    // Before 08:00 on the business clock it is still the previous day in UTC.
    expect(parseBusinessDateTime('2026-01-01 07:30:15')).toBe(Date.UTC(2025, 11, 31, 23, 30, 15));
    expect(parseBusinessDateTime('')).toBeNull();
    expect(parseBusinessDateTime('2026-11-25 10:60:00')).toBeNull();
    expect(parseBusinessDateTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseBusinessDateTime('2026-11-25 24:00:00')).toBeNull();
    expect(parseBusinessDateTime('2026-11-25T10:00:00')).toBeNull();
  });
});
