import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './forms-i18n';

/** What a number field accepts: its bounds, whether it is whole, at most how many decimals. */
export interface NumberBounds {
  min?: number;
  max?: number;
  integer?: boolean;
  decimals?: number;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Whether `value` has no more than `decimals` digits after the point (1.15 has two, as typed). */
const withinDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/**
 * Rules that refuse a number outside its bounds on the field, with the field's label. They go with
 * an antd InputNumber given no `min`, `max` or `precision`: those clamp and round what was typed on
 * blur without a word (−5 became 0, 1.2345 became 1.23), and a form never changes what was typed.
 */
export function numberRules(label: string, bounds: NumberBounds, t: TFunction<'forms'>): Rule[] {
  const { min, max, integer, decimals } = bounds;
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) return;
        if (typeof value !== 'number' || !Number.isFinite(value))
          throw new Error(t('validation.pattern', { label }));
        if (integer && !Number.isInteger(value)) throw new Error(t('validation.integer', { label }));
        if (decimals !== undefined && !withinDecimals(value, decimals))
          throw new Error(t('validation.decimals', { label, decimals }));
        if (min !== undefined && value < min) throw new Error(t('validation.min', { label, min }));
        if (max !== undefined && value > max) throw new Error(t('validation.max', { label, max }));
      },
    },
  ];
}

/** numberRules for a screen's own form: `rules={numberRules(label, { min: 0, integer: true })}`. */
export function useNumberRules(): (label: string, bounds: NumberBounds) => Rule[] {
  const { t } = useTranslation('forms');
  return useCallback((label: string, bounds: NumberBounds) => numberRules(label, bounds, t), [t]);
}
