import Form from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import { FieldControl } from './field-control';
import { FieldPreview } from './field-preview';
import { rulesFor } from './field-rules';
import type { FormField } from './form-schema';
import { formatFor, fromPickerValue, toPickerValue } from './picker-value';

interface FieldItemProps {
  field: Exclude<FormField, { tag: 'subForm' }>;
  name: NamePath;
  preview: boolean;
  inSubForm?: boolean;
  disabled?: boolean;
  /** Table cells carry their label in the column header. */
  hideLabel?: boolean;
}

const PICKERS = new Set(['time', 'date', 'dateRange']);

/** One field with its label, rules and value binding, as an editable control or read-only text. */
export function FieldItem({
  field,
  name,
  preview,
  inSubForm = false,
  disabled = false,
  hideLabel,
}: FieldItemProps) {
  const { t } = useTranslation('forms');
  const label = hideLabel ? undefined : field.label;
  if (preview) {
    return (
      <Form.Item label={label} name={name} style={hideLabel ? { marginBottom: 0 } : undefined}>
        <FieldPreview field={field} />
      </Form.Item>
    );
  }
  const format = formatFor(field.tag);
  const pickerBinding = PICKERS.has(field.tag)
    ? {
        getValueProps: (value: unknown) => ({ value: toPickerValue(value, format) }),
        normalize: (value: unknown) => fromPickerValue(value, format),
      }
    : {};
  return (
    <Form.Item
      label={label}
      name={name}
      rules={rulesFor(field, t)}
      valuePropName={field.tag === 'switch' ? 'checked' : 'value'}
      required={field.required}
      style={hideLabel ? { marginBottom: 0 } : undefined}
      {...pickerBinding}
    >
      <FieldControl field={field} inSubForm={inSubForm} disabled={disabled} />
    </Form.Item>
  );
}
