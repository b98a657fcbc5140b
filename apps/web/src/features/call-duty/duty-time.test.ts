import { describe, expect, it } from 'vitest';
import { dutyElapsed, formatElapsed } from './duty-time';

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
