import { describe, expect, it } from 'vitest';
import { inBrowserZone } from '../../browser-zone-for-test';
import { common } from '../../locales/zh-CN/common';
import { greetingKey, greetingNow } from './greeting';

const zh = (hour: number) => common[greetingKey(hour)];

describe('greeting by hour (spec §9)', () => {
  it('says 早上好 before 9', () => {
    expect([0, 5, 8].map(zh)).toEqual(['早上好', '早上好', '早上好']);
  });
  it('says 上午好 from 9 up to 11', () => {
    expect([9, 10, 11].map(zh)).toEqual(['上午好', '上午好', '上午好']);
  });
  it('says 中午好 at 12 and 13', () => {
    expect([12, 13].map(zh)).toEqual(['中午好', '中午好']);
  });
  it('says 下午好 from 14 to before 20', () => {
    expect([14, 17, 19].map(zh)).toEqual(['下午好', '下午好', '下午好']);
  });
  it('says 晚上好 from 20', () => {
    expect([20, 23].map(zh)).toEqual(['晚上好', '晚上好']);
  });
});

describe('greetingNow in a browser in New York', () => {
  inBrowserZone();

  it('reads the hour on the business clock, not the browser zone', () => {
    expect(new Date('2026-11-26T23:30:00.000Z').getHours()).toBe(18);
    // 23:30 UTC is 07:30 the next morning in the office (UTC+8).
    expect(greetingNow(new Date('2026-11-26T23:30:00.000Z'))).toBe('greeting.earlyMorning');
    expect(greetingNow(new Date('2026-11-27T04:00:00.000Z'))).toBe('greeting.noon');
  });
});
