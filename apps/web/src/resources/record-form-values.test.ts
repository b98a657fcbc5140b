import { customerSourceResource } from '@atrium/contract';
import { collectOrderResource } from '@atrium/contract/resources/collect-order';
import { describe, expect, it } from 'vitest';
import { formFieldsOf, formValuesToBody, newRecordValues, recordToFormValues } from './record-form-values';
import type { AnyRow } from './resource-types';

const resource = customerSourceResource;
const row: AnyRow = {
  id: 4,
  version: 3,
  name: '展会',
  code: 'exhibition',
  sort: 4,
  enabled: false,
  remark: '2025 年起不再参展',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  createdBy: 1,
};

describe('record form values', () => {
  it('starts a new record enabled, and sends only what was filled in', () => {
    expect(newRecordValues(resource)).toEqual({ enabled: true });
    const body = formValuesToBody(resource, { name: '直播', code: 'live', enabled: true }, null);
    expect(body).toEqual({ name: '直播', code: 'live', enabled: true });
    expect(resource.schemas.create.safeParse(body).success).toBe(true);
  });

  it('sends an edit as the changed fields and the version it started from', () => {
    const values = { ...recordToFormValues(resource, row), name: '线下展会', sort: null };
    const body = formValuesToBody(resource, values, row);
    expect(body).toEqual({ name: '线下展会', sort: null, version: 3 });
    // null travels as '' (spec §5), which the contract reads back as a cleared number.
    expect(resource.schemas.update.parse({ ...body, sort: '' })).toEqual(body);
  });

  it('leaves out what the server sets: a collection is typed as its channel, date and remark (its owner is its order’s)', () => {
    expect(formFieldsOf(collectOrderResource).map(([name]) => name)).toEqual([
      'paymentChannelId',
      'collectedOn',
      'remark',
    ]);
  });
});
