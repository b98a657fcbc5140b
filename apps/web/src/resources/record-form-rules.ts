import { type FieldDef, isValidPhone, QUANTITY_PATTERN, quantityUnits } from '@atrium/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { centsToYuan, FINER_THAN_FEN } from '../platform/format/money';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * antd rules from a field's contract rules (required, maxLength, min/max, pattern, phone), with the
 * field's label in each message. The server checks the same rules; these only answer sooner.
 */
export function recordFieldRules(
  def: FieldDef,
  label: string,
  t: TFunction<'resources'>,
  phoneMessage: string,
): Rule[] {
  const rules: Rule[] = [];
  // A switch always holds an answer, so a boolean is never "missing".
  if (def.required && def.kind !== 'boolean') {
    const message = t('validation.required', { label });
    // A number held as a number (a reference holds the record's id): the whitespace rule would
    // read it as a string and refuse it as empty. Money may hold the text as typed: its own rule
    // says what is wrong with it. A date is held as the picker's Dayjs (an object, no string).
    const numeric = def.kind === 'number' || def.kind === 'reference';
    const anyValue = def.kind === 'money' || def.kind === 'date' || def.kind === 'datetime';
    rules.push(
      numeric
        ? { required: true, type: 'number', message }
        : anyValue
          ? { required: true, message }
          : { required: true, whitespace: true, message },
    );
  }
  if (def.maxLength !== undefined) {
    rules.push({ max: def.maxLength, message: t('validation.maxLength', { label, max: def.maxLength }) });
  }
  if (def.kind === 'number' && def.integer) {
    rules.push({
      validator: async (_rule, value: unknown) => {
        if (typeof value === 'number' && !Number.isInteger(value))
          throw new Error(t('validation.integer', { label }));
      },
    });
  }
  if (def.kind === 'quantity') {
    rules.push(...quantityRules(def, label, t));
  } else if (def.kind === 'money') {
    rules.push(moneyRule(def, label, t));
  } else {
    if (def.min !== undefined) {
      rules.push({ type: 'number', min: def.min, message: t('validation.min', { label, min: def.min }) });
    }
    if (def.max !== undefined) {
      rules.push({ type: 'number', max: def.max, message: t('validation.max', { label, max: def.max }) });
    }
  }
  const { pattern } = def;
  if (pattern) {
    rules.push({
      validator: async (_rule, value: unknown) => {
        pattern.lastIndex = 0;
        if (!isBlank(value) && !pattern.test(String(value)))
          throw new Error(t('validation.pattern', { label }));
      },
    });
  }
  if (def.kind === 'phone') {
    rules.push({
      validator: async (_rule, value: unknown) => {
        if (!isValidPhone(isBlank(value) ? '' : String(value))) throw new Error(phoneMessage);
      },
    });
  }
  return rules;
}

/**
 * Money is whole fen (MoneyInput holds the text as typed when it is not): finer than a fen or not a
 * number is refused, and the bounds are said in yuan, as they are typed.
 */
export function moneyRule(
  def: Pick<FieldDef, 'min' | 'max'>,
  label: string,
  t: TFunction<'resources'>,
): Rule {
  const { min, max } = def;
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      if (typeof value !== 'number') {
        const key = FINER_THAN_FEN.test(String(value)) ? 'validation.moneyCents' : 'validation.pattern';
        throw new Error(t(key, { label }));
      }
      if (min !== undefined && value < min)
        throw new Error(t('validation.min', { label, min: centsToYuan(min) }));
      if (max !== undefined && value > max)
        throw new Error(t('validation.max', { label, max: centsToYuan(max) }));
    },
  };
}

/** A quantity is a decimal string: its pattern and bounds are checked exactly, not as a float. */
function quantityRules(def: FieldDef, label: string, t: TFunction<'resources'>): Rule[] {
  const { min, max } = def;
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) return;
        const text = String(value);
        if (!QUANTITY_PATTERN.test(text)) throw new Error(t('validation.pattern', { label }));
        const units = quantityUnits(text);
        if (min !== undefined && units < quantityUnits(min.toFixed(4)))
          throw new Error(t('validation.min', { label, min }));
        if (max !== undefined && units > quantityUnits(max.toFixed(4)))
          throw new Error(t('validation.max', { label, max }));
      },
    },
  ];
}
