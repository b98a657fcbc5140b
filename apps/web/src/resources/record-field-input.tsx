import { type FieldDef, isAllowedTransition, TEXTAREA_DEFAULT_ROWS } from '@atrium/contract';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useFieldWidget } from './field-widgets';
import { MoneyInput, type MoneyValue } from './money-input';
import { ReferencePicker } from './reference-picker';
import type { ResourceLabels } from './resource-labels';
import { useDictOptions } from './use-dict-options';

interface RecordFieldInputProps {
  def: FieldDef;
  label: string;
  labels: ResourceLabels;
  /** A reference field's current label, as the edited row answered it (`row.labels[field]`). */
  valueLabel?: string | null;
  /** The edited record's stored value: a status field offers only it and the moves it allows. */
  storedValue?: unknown;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** An enum's values; for a status field being edited, the stored value and the moves it allows. */
export function enumChoices(def: FieldDef, storedValue: unknown): readonly string[] {
  const values = def.values ?? [];
  if (!def.transitions || typeof storedValue !== 'string') return values;
  return values.filter((value) => value === storedValue || isAllowedTransition(def, storedValue, value));
}

/** The form control of a field kind; Form.Item passes value, onChange and id through. */
export function RecordFieldInput({
  def,
  label,
  labels,
  valueLabel,
  storedValue,
  ...control
}: RecordFieldInputProps) {
  const { t } = useTranslation('resources');
  const dictOptions = useDictOptions(def.kind === 'dict' ? def.dictType : undefined);
  const widget = useFieldWidget(def);
  const input = t('filter.input', { label });
  const select = t('filter.select', { label });
  const value = control.value as never;
  const { id, onChange } = control;
  if (widget?.Input) return <widget.Input id={id} value={value} onChange={onChange} placeholder={select} />;
  switch (def.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          rows={TEXTAREA_DEFAULT_ROWS}
          placeholder={input}
          showCount={def.maxLength !== undefined}
          maxLength={def.maxLength}
        />
      );
    case 'number':
      // No min, max or precision on the input: antd would clamp and round what was typed on blur.
      // The field's rules refuse it on the field instead (record-form-rules.ts).
      return (
        <InputNumber
          id={id}
          value={value}
          onChange={(next) => onChange?.(next)}
          placeholder={input}
          style={{ width: '100%' }}
        />
      );
    case 'money':
      return (
        <MoneyInput id={id} value={control.value as MoneyValue} onChange={onChange} placeholder={input} />
      );
    case 'quantity':
      // A decimal string end to end (stringMode), so no float rounds it.
      return (
        <InputNumber<string>
          id={id}
          stringMode
          value={typeof control.value === 'string' ? control.value : null}
          onChange={(next) => onChange?.(next)}
          placeholder={input}
          style={{ width: '100%' }}
        />
      );
    case 'reference':
      return (
        <ReferencePicker
          source={def.ref ?? ''}
          id={id}
          value={typeof control.value === 'number' ? control.value : null}
          onChange={onChange}
          valueLabel={valueLabel}
          allowClear={!def.required}
          placeholder={select}
        />
      );
    case 'boolean':
      return <Switch id={id} checked={Boolean(value)} onChange={(checked) => onChange?.(checked)} />;
    case 'enum':
    case 'dict':
      return (
        <Select
          id={id}
          value={value}
          onChange={(next) => onChange?.(next)}
          allowClear={!def.required}
          placeholder={select}
          options={
            def.kind === 'dict'
              ? dictOptions
              : enumChoices(def, storedValue).map((item) => ({
                  value: item,
                  label: labels.enumValue(def, item),
                }))
          }
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          id={id}
          value={value}
          onChange={(next) => onChange?.(next)}
          showTime={def.kind === 'datetime'}
          placeholder={select}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          placeholder={input}
          showCount={def.maxLength !== undefined}
          maxLength={def.maxLength}
        />
      );
  }
}
