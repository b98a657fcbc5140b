import { describe, expect, it } from 'vitest';
import { deviceOf } from './breakpoint';
import { nextHeaderHidden } from './header-visibility';

describe('responsive breakpoints (spec §9)', () => {
  it('is mobile up to 576 px, tablet up to 1199 px, desktop from 1200 px', () => {
    expect([375, 576].map(deviceOf)).toEqual(['mobile', 'mobile']);
    expect([577, 1024, 1199].map(deviceOf)).toEqual(['tablet', 'tablet', 'tablet']);
    expect([1200, 1920].map(deviceOf)).toEqual(['desktop', 'desktop']);
  });
});

describe('hide header on scroll down', () => {
  it('keeps the header within the first 300 px', () => {
    expect(nextHeaderHidden(100, 300, false)).toBe(false);
    expect(nextHeaderHidden(400, 250, true)).toBe(false);
  });
  it('hides it scrolling down past 300 px and shows it scrolling up', () => {
    expect(nextHeaderHidden(300, 320, false)).toBe(true);
    expect(nextHeaderHidden(800, 700, true)).toBe(false);
  });
});
