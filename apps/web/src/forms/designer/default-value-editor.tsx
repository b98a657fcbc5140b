import Form from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldItem } from '../field-item';
import type { FormField, FormValues } from '../form-schema';
import '../forms-i18n';

type PlainField = Exclude<FormField, { tag: 'subForm' }>;

/** Kinds whose default is not typed in: files are uploaded per record, sub-form rows are added. */
export function hasDefaultEditor(field: FormField): field is PlainField {
  return field.tag !== 'subForm' && field.tag !== 'upload';
}

interface DefaultValueEditorProps {
  field: PlainField;
  onChange: (value: unknown) => void;
}

/**
 * The default value, entered with the field's own control (so a select offers its options and a
 * date picker stores the renderer's format). Rules are left out: a default may stay empty.
 */
export function DefaultValueEditor({ field, onChange }: DefaultValueEditorProps) {
  const { t } = useTranslation('designer');
  const [form] = Form.useForm<FormValues>();
  const loose: PlainField = {
    ...field,
    required: false,
    regList: undefined,
    disabled: false,
    label: t('prop.defaultValue'),
  };
  // Undo, or a change of options, can change the default from outside: show what is stored.
  useEffect(() => {
    if (form.getFieldValue('value') !== field.defaultValue)
      form.setFieldsValue({ value: field.defaultValue });
  }, [form, field.defaultValue]);
  return (
    <Form.Item label={t('prop.defaultValue')}>
      <Form<FormValues>
        form={form}
        component={false}
        initialValues={{ value: field.defaultValue }}
        onValuesChange={(changed) => onChange(emptyToUndefined(changed.value))}
      >
        <div data-testid="prop-defaultValue">
          <FieldItem field={loose} name="value" preview={false} hideLabel />
        </div>
      </Form>
    </Form.Item>
  );
}

function emptyToUndefined(value: unknown): unknown {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  return value;
}
