import { describe, expect, it } from 'vitest';
import { i18n } from '../../platform/i18n/i18n';
import './private-sea-i18n';
import { countText, daysText, recallText } from './rule-limits';

const zh = i18n.getFixedT('zh-CN', 'privateSea');
const en = i18n.getFixedT('en', 'privateSea');

describe('rule limit texts', () => {
  it('shows a missing limit as 不限 and a set one with its unit', () => {
    expect(countText(zh, null)).toBe('不限');
    expect(countText(zh, 50)).toBe('50 个');
    expect(daysText(zh, 7)).toBe('7 天');
    expect(daysText(en, null)).toBe('No limit');
  });

  it('joins both recall conditions, or says 不限 when neither is set', () => {
    expect(recallText(zh, { recallNoFollowUpDays: 30, recallNoDealDays: 90 })).toBe(
      '30 天未跟进 / 90 天未成交',
    );
    expect(recallText(zh, { recallNoFollowUpDays: null, recallNoDealDays: 90 })).toBe('90 天未成交');
    expect(recallText(zh, { recallNoFollowUpDays: null, recallNoDealDays: null })).toBe('不限');
    expect(recallText(en, { recallNoFollowUpDays: 10, recallNoDealDays: null })).toBe(
      'no follow-up for 10 days',
    );
  });
});
