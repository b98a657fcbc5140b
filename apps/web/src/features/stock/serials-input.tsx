import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_NS } from './stock-i18n';

export interface SerialsInputProps {
  value?: string[];
  onChange?: (serials: string[]) => void;
  /** How many there should be (a count's book quantity: 已录 n / m); the entered count alone otherwise. */
  expected?: string;
  'data-testid'?: string;
}

/**
 * Serial numbers of a line, scanner-friendly: a scanner types the number and Enter, which adds it
 * and clears the box for the next; pasted lines (one per line, or separated by commas or spaces)
 * add each. A number entered already is not added twice. Each shows as a tag that can be removed.
 */
export function SerialsInput({ value = [], onChange, expected, ...rest }: SerialsInputProps) {
  const { t } = useTranslation(STOCK_NS);
  const [typed, setTyped] = useState('');
  const [repeated, setRepeated] = useState('');
  const add = (text: string) => {
    const next = [...value];
    let duplicate = '';
    for (const serial of splitSerials(text)) {
      if (next.includes(serial)) duplicate = serial;
      else next.push(serial);
    }
    setRepeated(duplicate);
    setTyped('');
    if (next.length !== value.length) onChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter belongs to the serials box: it must not submit the document.
    event.preventDefault();
    add(typed);
  };
  return (
    <div data-testid={rest['data-testid'] ?? 'serials-input'}>
      <Input
        size="small"
        value={typed}
        placeholder={t('serials.placeholder')}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text');
          if (!/[\s,，]/.test(pasted.trim())) return;
          event.preventDefault();
          add(pasted);
        }}
        onBlur={() => typed.trim() && add(typed)}
      />
      <div style={{ marginTop: 4 }}>
        {value.map((serial) => (
          <Tag
            key={serial}
            closable
            onClose={() => onChange?.(value.filter((kept) => kept !== serial))}
            style={{ marginBottom: 4 }}
          >
            {serial}
          </Tag>
        ))}
      </div>
      <Typography.Text type={repeated ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
        {repeated
          ? t('serials.duplicate', { serial: repeated })
          : expected !== undefined
            ? t('serials.count', { count: value.length, quantity: expected })
            : t('serials.entered', { count: value.length })}
      </Typography.Text>
    </div>
  );
}

/** Serial numbers in a typed or pasted text: split at line breaks, commas and spaces, trimmed. */
export function splitSerials(text: string): string[] {
  return text
    .split(/[\s,，]+/)
    .map((serial) => serial.trim())
    .filter((serial) => serial !== '');
}
