import { customerSourceResource, defineResource } from '@atrium/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { inBrowserZone } from '../browser-zone-for-test';
import { filtersFromFormValues, formValuesFromFilters } from './filter-values';

const sources = customerSourceResource;
const events = defineResource({
  name: 'event',
  basePath: '/erp/test/event',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: {
    day: { kind: 'date', labelKey: 'event.day', filter: 'range' },
    at: { kind: 'datetime', labelKey: 'event.at', filter: 'eq' },
    happened: { kind: 'datetime', labelKey: 'event.happened', filter: 'range' },
  },
});

const stock = defineResource({
  name: 'stock',
  basePath: '/erp/test/stock',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: {
    price: { kind: 'money', labelKey: 'stock.price', filter: 'range' },
    onHand: { kind: 'quantity', labelKey: 'stock.onHand', filter: 'eq' },
  },
});

describe('filter form values', () => {
  it('types money in yuan and filters it in fen; keeps a quantity as its exact decimal text', () => {
    const filters = filtersFromFormValues(stock, { priceFrom: 19.99, priceTo: 0.3, onHand: '12.5000' });
    expect(filters).toEqual({ priceFrom: '1999', priceTo: '30', onHand: '12.5000' });
    expect(formValuesFromFilters(stock, filters)).toEqual({
      priceFrom: 19.99,
      priceTo: 0.3,
      onHand: '12.5000',
    });
  });

  it('turns form values into URL filters and back', () => {
    const values = {
      name: ' 官网 ',
      code: ['website', 'referral'],
      sortFrom: 1,
      sortTo: null,
      enabled: 'false',
    };
    const filters = filtersFromFormValues(sources, values);
    expect(filters).toEqual({ name: '官网', code: ['website', 'referral'], sortFrom: '1', enabled: 'false' });
    expect(formValuesFromFilters(sources, filters)).toEqual({
      name: '官网',
      code: ['website', 'referral'],
      sortFrom: 1,
      sortTo: undefined,
      enabled: 'false',
    });
  });

  it('leaves out empty values', () => {
    expect(filtersFromFormValues(sources, { name: '', code: [], sortFrom: undefined })).toEqual({});
  });

  it('sends date ranges as days and keeps them as dates in the form', () => {
    const filters = filtersFromFormValues(events, { day: [dayjs('2026-03-01'), dayjs('2026-03-31')] });
    expect(filters).toEqual({ dayFrom: '2026-03-01', dayTo: '2026-03-31' });
    const [from, to] = formValuesFromFilters(events, filters).day as dayjs.Dayjs[];
    expect(from?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(to?.format('YYYY-MM-DD')).toBe('2026-03-31');
    const at = filtersFromFormValues(events, { at: dayjs('2026-03-01T10:00:00') }).at as string;
    expect(events.schemas.query.safeParse({ at }).success).toBe(true);
  });
});

describe('a datetime day range in a browser in New York', () => {
  inBrowserZone();

  it('means those days on the business clock, and shows them back as the days picked', () => {
    expect(new Date('2026-03-01T12:00:00.000Z').getHours()).toBe(7);
    const filters = filtersFromFormValues(events, { happened: [dayjs('2026-03-01'), dayjs('2026-03-31')] });
    expect(filters).toEqual({
      happenedFrom: '2026-02-28T16:00:00.000Z',
      happenedTo: '2026-03-31T15:59:59.999Z',
    });
    const [from, to] = formValuesFromFilters(events, filters).happened as dayjs.Dayjs[];
    expect([from?.format('YYYY-MM-DD'), to?.format('YYYY-MM-DD')]).toEqual(['2026-03-01', '2026-03-31']);
  });
});
