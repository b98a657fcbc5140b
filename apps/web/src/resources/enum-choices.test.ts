import type { FieldDef } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { enumChoices } from './record-field-input';

const status: FieldDef = {
  kind: 'enum',
  labelKey: 'x.status',
  values: ['evaluating', 'active', 'suspended', 'terminated'],
  transitions: {
    evaluating: ['active', 'terminated'],
    active: ['suspended', 'terminated'],
    suspended: ['active', 'terminated'],
    terminated: ['evaluating'],
  },
};

describe('enum choices of a status field', () => {
  it('offers every value on create, and the stored value with its allowed moves on edit', () => {
    expect(enumChoices(status, undefined)).toEqual(['evaluating', 'active', 'suspended', 'terminated']);
    expect(enumChoices(status, 'active')).toEqual(['active', 'suspended', 'terminated']);
    expect(enumChoices(status, 'terminated')).toEqual(['evaluating', 'terminated']);
  });

  it('leaves an enum without transitions alone', () => {
    expect(enumChoices({ ...status, transitions: undefined }, 'active')).toEqual(status.values);
  });
});
