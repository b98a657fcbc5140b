import { describe, expect, it } from 'vitest';
import { dutyElapsed, formatElapsed, parseChinaTime } from './duty-time';

describe('parseChinaTime', () => {
  it('reads the server time as UTC+8 whatever the browser zone', () => {
    expect(parseChinaTime('2026-11-21 08:00:00')).toBe(Date.UTC(2026, 10, 21, 0, 0, 0));
    // Before 08:00 China time it is still the previous day in UTC.
    expect(parseChinaTime('2026-01-01 07:30:15')).toBe(Date.UTC(2025, 11, 31, 23, 30, 15));
  });

  it('refuses malformed and impossible values', () => {
    expect(parseChinaTime('')).toBeNull();
    expect(parseChinaTime('2026-11-21T08:00:00')).toBeNull();
    expect(parseChinaTime('2026-02-30 10:00:00')).toBeNull();
    expect(parseChinaTime('2026-11-21 24:00:00')).toBeNull();
    expect(parseChinaTime('2026-11-21 10:60:00')).toBeNull();
  });
});

describe('formatElapsed', () => {
  it('formats HH:mm:ss with hours past a day', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(999)).toBe('00:00:00');
    expect(formatElapsed(61_000)).toBe('00:01:01');
    expect(formatElapsed((3 * 3600 + 25 * 60 + 7) * 1000)).toBe('03:25:07');
    expect(formatElapsed(125 * 3600 * 1000)).toBe('125:00:00');
  });

  it('reads a start in the future (clock skew) as zero', () => {
    expect(formatElapsed(-5000)).toBe('00:00:00');
  });
});

describe('dutyElapsed', () => {
  it('counts from the China-time start', () => {
    const now = Date.UTC(2026, 10, 21, 1, 2, 3);
    expect(dutyElapsed('2026-11-21 09:00:00', now)).toBe('00:02:03');
    expect(dutyElapsed('nonsense', now)).toBe('');
  });
});
