import { type FieldDef, isValidPhone } from '@atrium/contract';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

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
    rules.push({ required: true, whitespace: true, message: t('validation.required', { label }) });
  }
  if (def.maxLength !== undefined) {
    rules.push({ max: def.maxLength, message: t('validation.maxLength', { label, max: def.maxLength }) });
  }
  if (def.min !== undefined) {
    rules.push({ type: 'number', min: def.min, message: t('validation.min', { label, min: def.min }) });
  }
  if (def.max !== undefined) {
    rules.push({ type: 'number', max: def.max, message: t('validation.max', { label, max: def.max }) });
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
