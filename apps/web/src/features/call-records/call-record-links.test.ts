import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { associateCallPath, formatDuration } from './call-record-links';
import { toCallRecordFilters } from './call-record-list-page';

describe('call record links and filters', () => {
  it('passes the number to 关联跟进 only when it is not masked', () => {
    expect(associateCallPath({ id: 7, customerNumber: '13912345678' })).toBe(
      '/associate/activity-record/call?callRecordId=7&phone=13912345678',
    );
    expect(associateCallPath({ id: 7, customerNumber: '139****5678' })).toBe(
      '/associate/activity-record/call?callRecordId=7',
    );
  });

  it('shows talk time as m:ss, h:mm:ss past an hour, — when unknown', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3_725)).toBe('1:02:05');
    expect(formatDuration(null)).toBe('—');
  });

  it('turns the filter form into the query: days, blanks dropped, text trimmed', () => {
    expect(
      toCallRecordFilters({
        range: [dayjs('2026-11-01'), null],
        outcome: 'missed',
        direction: undefined,
        cno: ' 1001 ',
        customerNumber: '',
        customerName: ' 天府 ',
      }),
    ).toEqual({
      startDate: '2026-11-01',
      endDate: undefined,
      direction: undefined,
      outcome: 'missed',
      cno: '1001',
      customerNumber: undefined,
      customerName: '天府',
    });
  });
});
