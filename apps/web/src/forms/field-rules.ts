import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { FormField } from './form-schema';
import { numberRules } from './number-rules';

/** Turns a regList pattern ('^\\d+$' or '/^\\d+$/i') into a RegExp; null when it does not compile. */
export function parsePattern(pattern: string): RegExp | null {
  const slashForm = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    return slashForm ? new RegExp(slashForm[1] ?? '', slashForm[2]) : new RegExp(pattern);
  } catch {
    return null;
  }
}

/**
 * antd rules for a field: its required flag, each regList entry with the field's own message and a
 * number's bounds
 * (spec §5: sub-form fields follow the same rules). Empty values pass the patterns; emptiness is
 * the required rule's business.
 */
export function rulesFor(field: FormField, t: TFunction<'forms'>): Rule[] {
  const rules: Rule[] = [];
  if (field.required) {
    rules.push({
      required: true,
      message: t('validation.required', { label: field.label }),
      // A switch that is off is still an answer.
      ...(field.tag === 'switch' ? { type: 'boolean' as const } : {}),
    });
  }
  for (const reg of field.regList ?? []) {
    const pattern = parsePattern(reg.pattern);
    if (!pattern) continue;
    rules.push({
      validator: async (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        const texts = Array.isArray(value) ? value.map(String) : [String(value)];
        for (const text of texts) {
          pattern.lastIndex = 0;
          if (!pattern.test(text))
            throw new Error(reg.message || t('validation.pattern', { label: field.label }));
        }
      },
    });
  }
  // The number input takes no bounds (it would clamp what was typed): its rules refuse instead.
  if (field.tag === 'number') {
    rules.push(...numberRules(field.label, { min: field.min, max: field.max, decimals: field.precision }, t));
  }
  return rules;
}
