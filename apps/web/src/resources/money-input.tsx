import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import { useState } from 'react';
import { centsToYuanText, typedYuanToCents } from '../platform/format/money';

/** A money field's form value: whole fen, or the text as typed when it is no amount in fen. */
export type MoneyValue = number | string | null;

type MoneyInputProps = Omit<
  InputNumberProps<string>,
  'value' | 'onChange' | 'stringMode' | 'min' | 'max' | 'precision'
> & {
  value?: MoneyValue;
  onChange?: (value: MoneyValue) => void;
};

/** Whether the typed text is the value the form holds (so the input goes on showing it as typed). */
const holds = (text: string, value: MoneyValue | undefined) =>
  typeof value === 'number' ? typedYuanToCents(text) === value : text === value;

/**
 * Money typed in yuan and held in whole fen: the one money input of every form. It never changes
 * what was typed: no clamping to a minimum, no rounding to two decimals (antd's `min` and
 * `precision` do both on blur, so −5 became 0 and 1.2345 became 1.23 without a word). A text that
 * is no amount in fen stays in the form as typed, and the field's rule (record-form-rules.ts
 * `moneyRules`) refuses it on the field, as the server would.
 */
export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const shown =
    typed !== null && holds(typed, value)
      ? typed
      : typeof value === 'number'
        ? centsToYuanText(value)
        : (value ?? null);
  return (
    <InputNumber<string>
      style={{ width: '100%' }}
      {...rest}
      stringMode
      value={shown}
      onChange={(next) => {
        const text = next?.trim() ? next.trim() : null;
        setTyped(text);
        onChange?.(text === null ? null : (typedYuanToCents(text) ?? text));
      }}
    />
  );
}
