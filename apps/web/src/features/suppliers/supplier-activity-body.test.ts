import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { inBrowserZone } from '../../browser-zone-for-test';
import { toActivityBody } from './supplier-activity-form';

describe('a supplier activity picked in a browser in New York', () => {
  inBrowserZone();

  it('sends 发生时间 as the instant it is on the business clock', () => {
    const body = toActivityBody({ kind: 'visit', content: ' 拜访 ', occurredAt: dayjs('2026-11-27 10:00') });
    // 10:00 in the office (UTC+8) is 02:00 UTC; read in New York it would have been 15:00 UTC.
    expect(body).toMatchObject({ kind: 'visit', content: '拜访', occurredAt: '2026-11-27T02:00:00.000Z' });
  });
});
