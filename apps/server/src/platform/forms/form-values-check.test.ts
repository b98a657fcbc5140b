import type { StoredFormDefinition } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { applyEdits, assertFormValues, firstEmptyRequired, visibleValues } from './form-values-check.js';

const form: StoredFormDefinition = {
  fields: [
    { tag: 'input', vModel: 'reason', label: '事由', required: true },
    { tag: 'number', vModel: 'amount', label: '金额' },
    {
      tag: 'subForm',
      vModel: 'receipts',
      label: '票据',
      children: [{ tag: 'input', vModel: 'title', label: '票据名称', required: true }],
    },
  ],
};

/** The refusal's message key and each field error's path and key. */
function refusalOf(check: () => unknown) {
  try {
    check();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      status: error.status,
      key: error.messageKey,
      fields: error.fieldErrors?.map(({ path, message }) => [path, 'key' in message ? message.key : '']),
    };
  }
  throw new Error('the values were accepted');
}

describe('assertFormValues', () => {
  it('accepts values that fit, numbers as numbers or number text', () => {
    expect(() =>
      assertFormValues(form, { reason: '出差', amount: '12.50', receipts: [{ title: '车票' }] }),
    ).not.toThrow();
    expect(() => assertFormValues(form, { reason: '出差', amount: 3 })).not.toThrow();
  });

  it('refuses unknown keys, missing required fields, non-numbers and bad sub-form rows, each at its path', () => {
    expect(
      refusalOf(() =>
        assertFormValues(form, { reason: ' ', amount: 'abc', bogus: 1, receipts: [{ title: '' }, 'x'] }),
      ),
    ).toEqual({
      status: 400,
      key: 'form.fieldUnknown',
      fields: [
        ['formData.bogus', 'form.fieldUnknown'],
        ['formData.reason', 'form.fieldRequired'],
        ['formData.amount', 'validation.constraint'],
        ['formData.receipts.0.title', 'form.fieldRequired'],
        ['formData.receipts.1', 'validation.constraint'],
      ],
    });
  });

  it('reports under the body field the caller names', () => {
    expect(refusalOf(() => assertFormValues(form, {}, 'customValues')).fields).toEqual([
      ['customValues.reason', 'form.fieldRequired'],
    ]);
  });

  it('lets a draft leave required fields empty, in a sub-form row too, and still checks the rest', () => {
    const draft = { requireFilled: false };
    expect(() => assertFormValues(form, { receipts: [{ title: '' }] }, 'custom', draft)).not.toThrow();
    expect(refusalOf(() => assertFormValues(form, { amount: 'abc', x: 1 }, 'custom', draft)).fields).toEqual([
      ['custom.x', 'form.fieldUnknown'],
      ['custom.amount', 'validation.constraint'],
    ]);
  });
});

describe('firstEmptyRequired', () => {
  it('finds the first required field left empty, inside the rows of a sub-form too', () => {
    expect(firstEmptyRequired(form.fields, {})?.vModel).toBe('reason');
    expect(
      firstEmptyRequired(form.fields, { reason: '出差', receipts: [{ title: '车票' }, {}] })?.label,
    ).toBe('票据名称');
    expect(
      firstEmptyRequired(form.fields, { reason: '出差', receipts: [{ title: '车票' }] }),
    ).toBeUndefined();
  });
});

describe('applyEdits', () => {
  const stored = { reason: '出差', amount: 10 };
  it('merges changes to editable fields and keeps unchanged values of the others', () => {
    expect(applyEdits(form, { amount: 'edit' }, stored, { amount: 20, reason: '出差' })).toEqual({
      reason: '出差',
      amount: 20,
    });
  });
  it('refuses a change to a field that is not editable, or to no field of the form', () => {
    expect(refusalOf(() => applyEdits(form, { amount: 'edit' }, stored, { reason: '休假', x: 1 }))).toEqual({
      status: 400,
      key: 'form.fieldNotEditable',
      fields: [
        ['formData.reason', 'form.fieldNotEditable'],
        ['formData.x', 'form.fieldUnknown'],
      ],
    });
  });
  it('refuses a merged result that no longer fits the form', () => {
    expect(
      refusalOf(() => applyEdits(form, { reason: 'edit' }, stored, { reason: '' }, 'values')).fields,
    ).toEqual([['values.reason', 'form.fieldRequired']]);
  });
});

describe('visibleValues', () => {
  it('leaves out hidden fields only', () => {
    expect(visibleValues({ reason: '出差', amount: 10 }, { amount: 'hidden', reason: 'read' })).toEqual({
      reason: '出差',
    });
  });
});
