import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { associateCallPath, formatDuration } from './call-record-links';
import { callRecordFilters } from './call-record-list-page';

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

  it('keeps the filter form in the URL and sends it as the query: days, blanks dropped, text trimmed', () => {
    const url = callRecordFilters.urlFilters({
      range: [dayjs('2026-11-01'), null],
      outcome: 'missed',
      direction: undefined,
      cno: ' 1001 ',
      customerNumber: '',
      customerName: ' 天府 ',
    });
    expect(url).toEqual({ startDate: '2026-11-01', outcome: 'missed', cno: '1001', customerName: '天府' });
    expect(callRecordFilters.query(url)).toEqual({
      startDate: '2026-11-01',
      outcome: 'missed',
      cno: '1001',
      customerName: '天府',
    });
    // A refresh shows the same form again; a value the list does not know is ignored.
    expect(callRecordFilters.formValues({ ...url, direction: 'sideways' })).toEqual({
      range: [dayjs('2026-11-01'), null],
      outcome: 'missed',
      cno: '1001',
      customerName: '天府',
    });
  });
});
