import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('shows instants on the business clock (UTC+8) whatever the browser zone', () => {
    expect(formatDateTime('2026-11-25T16:30:05.000Z')).toBe('2026-11-26 00:30:05');
    expect(formatDateTime('2026-11-25T10:00:00+08:00')).toBe('2026-11-25 10:00:00');
  });

  it('keeps a time the server already wrote on that clock, and marks a missing one', () => {
    expect(formatDateTime('2026-01-02 03:04:05')).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
