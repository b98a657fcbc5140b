import type { Resource } from '@atrium/contract';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { RecordFieldInput } from './record-field-input';
import { recordFieldRules } from './record-form-rules';
import { formFieldsOf } from './record-form-values';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';

/**
 * A record form's own fields, one Form.Item each: the field kind's input, the contract's rules and
 * the row's reference labels (so a picker shows its value without a lookup). Used by the generic
 * dialog and by screens that put more beside them (resource-record-form.tsx).
 */
export function RecordFormFields({
  resource,
  labels,
  base,
}: {
  resource: Resource;
  labels: ResourceLabels;
  /** The record being edited (null: a new one). */
  base: AnyRow | null;
}) {
  const { t } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  return formFieldsOf(resource).map(([name, def]) => {
    const label = labels.field(name);
    return (
      <Form.Item
        key={name}
        name={name}
        label={label}
        required={def.required && def.kind !== 'boolean'}
        rules={recordFieldRules(def, label, t, tc('validation.phone'))}
      >
        <RecordFieldInput
          def={def}
          label={label}
          labels={labels}
          valueLabel={base?.labels?.[name]}
          storedValue={base?.[name]}
        />
      </Form.Item>
    );
  });
}
