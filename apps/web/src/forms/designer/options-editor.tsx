import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../form-schema';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** An option value typed as text: numbers stay numbers (1 is not '1' to a select). */
export function optionValueOf(text: string): string | number {
  return NUMBER.test(text.trim()) ? Number(text) : text;
}

interface OptionsEditorProps {
  options: FieldOption[];
  onChange: (options: FieldOption[]) => void;
}

/** A flat list of label/value pairs (select, radio, checkbox, transfer). */
export function OptionsEditor({ options, onChange }: OptionsEditorProps) {
  const { t } = useTranslation('designer');
  const replace = (index: number, option: FieldOption) =>
    onChange(options.map((item, at) => (at === index ? option : item)));
  const nextValue =
    options.reduce(
      (highest, option) => (typeof option.value === 'number' ? Math.max(highest, option.value) : highest),
      0,
    ) + 1;
  return (
    <Form.Item label={t('prop.options')}>
      {options.map((option, index) => (
        // Options have no id of their own; their place in the list is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="atrium-designer-list-row" data-testid="option-row">
          <Input
            aria-label={t('prop.optionLabel')}
            placeholder={t('prop.optionLabel')}
            value={option.label}
            onChange={(event) => replace(index, { ...option, label: event.target.value })}
          />
          <Input
            aria-label={t('prop.optionValue')}
            placeholder={t('prop.optionValue')}
            value={String(option.value)}
            onChange={(event) => replace(index, { ...option, value: optionValueOf(event.target.value) })}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('prop.remove')}
            onClick={() => onChange(options.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button
        type="dashed"
        block
        size="small"
        icon={<PlusOutlined />}
        onClick={() => onChange([...options, { label: t('new.option', { n: nextValue }), value: nextValue }])}
      >
        {t('prop.addOption')}
      </Button>
    </Form.Item>
  );
}

interface JsonOptionsEditorProps {
  options: FieldOption[];
  onChange: (options: FieldOption[]) => void;
}

function isOptionTree(value: unknown): value is FieldOption[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.label === 'string' &&
        (typeof item.value === 'string' || typeof item.value === 'number') &&
        (item.children === undefined || isOptionTree(item.children)),
    )
  );
}

/** Cascader options are a tree; they are edited as JSON, applied whenever the text is a valid tree. */
export function JsonOptionsEditor({ options, onChange }: JsonOptionsEditorProps) {
  const { t } = useTranslation('designer');
  const formatted = JSON.stringify(options, null, 2);
  const [draft, setDraft] = useState(formatted);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setDraft((current) => (sameTree(current, options) ? current : JSON.stringify(options, null, 2)));
  }, [options]);
  return (
    <Form.Item
      label={t('prop.cascaderOptions')}
      validateStatus={invalid ? 'error' : undefined}
      help={invalid ? t('json.invalid') : t('prop.cascaderHint')}
    >
      <Input.TextArea
        aria-label={t('prop.cascaderOptions')}
        className="atrium-designer-json"
        autoSize={{ minRows: 4, maxRows: 12 }}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          const parsed = parseOrNull(text);
          setInvalid(!isOptionTree(parsed));
          if (isOptionTree(parsed)) onChange(parsed);
        }}
      />
    </Form.Item>
  );
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sameTree(text: string, options: FieldOption[]): boolean {
  return JSON.stringify(parseOrNull(text)) === JSON.stringify(options);
}
