import type { FieldDef } from '@atrium/contract';
import Schema from '@rc-component/async-validator';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { recordFieldRules } from './record-form-rules';

const t = ((key: string) => key) as unknown as TFunction<'resources'>;

/** What antd's form answers for one value under a field's rules: the messages, [] when valid. */
async function messagesFor(def: FieldDef, value: unknown): Promise<string[]> {
  // antd hands each rule to async-validator on its own; the schema does the same here.
  const rules = recordFieldRules(def, 'label', t, 'phone');
  const schema = new Schema({ field: rules as never });
  try {
    await schema.validate({ field: value });
    return [];
  } catch (error) {
    return (error as { errors: { message: string }[] }).errors.map((entry) => entry.message);
  }
}

describe('record field rules', () => {
  it('takes a chosen reference (an id, a number) as given, and refuses none', async () => {
    const category = { kind: 'reference', ref: 'productCategory', required: true } as unknown as FieldDef;
    expect(await messagesFor(category, 7)).toEqual([]);
    expect(await messagesFor(category, null)).toEqual(['validation.required']);
    expect(await messagesFor(category, undefined)).toEqual(['validation.required']);
  });

  it('refuses a required text of blanks only', async () => {
    const name = { kind: 'text', required: true } as unknown as FieldDef;
    expect(await messagesFor(name, 'A')).toEqual([]);
    expect(await messagesFor(name, '  ')).toEqual(['validation.required']);
  });

  it('takes a date picked (a Dayjs) for a required date, and refuses none', async () => {
    const collectedOn = { kind: 'date', required: true } as unknown as FieldDef;
    expect(await messagesFor(collectedOn, dayjs('2026-11-27'))).toEqual([]);
    expect(await messagesFor(collectedOn, null)).toEqual(['validation.required']);
  });
});
