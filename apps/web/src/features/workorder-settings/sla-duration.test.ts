import { describe, expect, it } from 'vitest';
import { joinMinutes, splitMinutes } from './sla-duration';

describe('SLA durations', () => {
  it('split business minutes into hours and minutes and join them back', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(480)).toEqual({ hours: 8, minutes: 0 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(joinMinutes({ hours: 1, minutes: 30 })).toBe(90);
    // A blank part is none of it.
    expect(joinMinutes({ hours: 8 })).toBe(480);
    expect(joinMinutes({ minutes: 15 })).toBe(15);
    for (const total of [1, 59, 60, 61, 525_600]) expect(joinMinutes(splitMinutes(total))).toBe(total);
  });
});
