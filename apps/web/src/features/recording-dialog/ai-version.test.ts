import { describe, expect, it } from 'vitest';
import { compareMajorMinor, groupLabels, isV2Content, majorMinor, truncateLabel } from './ai-version';

describe('AI panel version', () => {
  it('compares major and minor parts only', () => {
    expect(majorMinor('v1.0.0')).toEqual([1, 0]);
    expect(majorMinor('2')).toEqual([2, 0]);
    expect(compareMajorMinor('v2.0.9', '2.0')).toBe(0);
    expect(compareMajorMinor('v2.1.0', '2.0')).toBeGreaterThan(0);
    expect(compareMajorMinor('v10.0', 'v9.9')).toBeGreaterThan(0);
    expect(compareMajorMinor('v1.9.9', '2.0')).toBeLessThan(0);
  });

  it('shows v2-style content only above 2.0', () => {
    expect(isV2Content('v1.0.0')).toBe(false);
    expect(isV2Content('v2.0.0')).toBe(false);
    expect(isV2Content('v2.0.5')).toBe(false);
    expect(isV2Content('v2.1.0')).toBe(true);
    expect(isV2Content('v3.0.0')).toBe(true);
  });
});

describe('AI labels', () => {
  it('truncates at 36 characters', () => {
    const exact = '关'.repeat(36);
    expect(truncateLabel(exact)).toEqual({ text: exact, truncated: false });
    expect(truncateLabel(`${exact}注`)).toEqual({ text: `${exact}…`, truncated: true });
  });

  it('groups key:value labels by key', () => {
    expect(groupLabels(['意向:高', '关注点:价格', '关注点：交付', '无键'])).toEqual([
      ['意向', ['高']],
      ['关注点', ['价格', '交付']],
      ['', ['无键']],
    ]);
  });
});
