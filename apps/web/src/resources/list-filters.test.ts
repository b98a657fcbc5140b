import { crmBusinessApi } from '@atrium/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { inBrowserZone } from '../browser-zone-for-test';
import {
  choiceFilter,
  dayRangeFilter,
  defineListFilters,
  idFilter,
  textFilter,
  timeRangeFilter,
} from './list-filters';
import { listStateToSearch, parseListState } from './list-url-state';

const filters = defineListFilters(
  {
    customerName: textFilter(),
    stage: choiceFilter(crmBusinessApi.BUSINESS_STAGES),
    ownerUserId: idFilter(),
    expectedClose: dayRangeFilter('expectedCloseFrom', 'expectedCloseTo'),
  },
  { sortFields: ['amountCents'] },
);

describe('declared list filters', () => {
  it('names the URL params of each control, two for a day range', () => {
    expect(filters.filterParams.map((param) => param.param)).toEqual([
      'customerName',
      'stage',
      'ownerUserId',
      'expectedCloseFrom',
      'expectedCloseTo',
    ]);
  });

  it('round-trips the form through the URL into a typed page query', () => {
    const url = filters.urlFilters({
      customerName: '  云帆 ',
      stage: crmBusinessApi.BUSINESS_STAGES[1],
      ownerUserId: 7,
      expectedClose: [dayjs('2026-01-05'), null],
    });
    expect(url).toEqual({
      customerName: '云帆',
      stage: crmBusinessApi.BUSINESS_STAGES[1],
      ownerUserId: '7',
      expectedCloseFrom: '2026-01-05',
    });
    // Through the search params, as a reload reads them.
    const search = listStateToSearch({ pageNum: 2, pageSize: 10, filters: url });
    const state = parseListState(filters, new URLSearchParams(search.toString()));
    expect(state.pageNum).toBe(2);
    const query = filters.query(state.filters);
    expect(query).toEqual({
      customerName: '云帆',
      stage: crmBusinessApi.BUSINESS_STAGES[1],
      ownerUserId: 7,
      expectedCloseFrom: '2026-01-05',
    });
    const form = filters.formValues(state.filters);
    expect(form.customerName).toBe('云帆');
    expect(form.ownerUserId).toBe(7);
    expect(form.expectedClose?.[0]?.format('YYYY-MM-DD')).toBe('2026-01-05');
    expect(form.expectedClose?.[1]).toBeNull();
  });

  it('drops what a control would not have sent: blanks, unknown choices, bad ids and days', () => {
    expect(filters.urlFilters({ customerName: '   ', expectedClose: [null, null] })).toEqual({});
    const odd = { stage: 'nonsense', ownerUserId: '-3', expectedCloseFrom: '2026-13-45', customerName: 'x' };
    expect(filters.query(odd)).toEqual({ customerName: 'x' });
    expect(filters.formValues(odd)).toEqual({ customerName: 'x' });
  });

  it('keeps a date-time range as two UTC instants and drops what is not one', () => {
    const times = defineListFilters({ at: timeRangeFilter('atFrom', 'atTo') });
    // The picker holds the business clock's wall time (China Standard Time), whatever the browser's zone.
    const start = dayjs('2026-11-25 16:30:15');
    const url = times.urlFilters({ at: [start, null] });
    expect(url).toEqual({ atFrom: '2026-11-25T08:30:15.000Z' });
    expect(times.query(url)).toEqual({ atFrom: '2026-11-25T08:30:15.000Z' });
    expect(times.formValues(url).at?.[0]?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-25 16:30:15');
    const odd = { atFrom: '2026-11-25', atTo: '2026-11-25T08:30:15+08:00x' };
    expect(times.query(odd)).toEqual({});
    expect(times.formValues(odd)).toEqual({});
  });
});

describe('a date-time range in a browser in New York', () => {
  inBrowserZone();

  it('reads and writes the business clock, not the browser zone', () => {
    expect(new Date('2026-11-25T08:30:15.000Z').getHours()).toBe(3);
    const times = defineListFilters({ at: timeRangeFilter('atFrom', 'atTo') });
    const url = times.urlFilters({ at: [dayjs('2026-11-25 16:30:15'), dayjs('2026-11-26 09:00:00')] });
    expect(url).toEqual({ atFrom: '2026-11-25T08:30:15.000Z', atTo: '2026-11-26T01:00:00.000Z' });
    const shown = times.formValues(url).at;
    expect(shown?.map((end) => end?.format('YYYY-MM-DD HH:mm:ss'))).toEqual([
      '2026-11-25 16:30:15',
      '2026-11-26 09:00:00',
    ]);
  });
});
