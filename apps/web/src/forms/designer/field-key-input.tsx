import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyProblem } from './field-keys';

interface FieldKeyInputProps {
  value: string;
  /** The other keys at the same level (the form, or the sub-form's columns). */
  siblings: readonly string[];
  onChange: (key: string) => void;
}

/**
 * The field key, edited as a draft: a valid key is applied as it is typed, an invalid one shows
 * why and is not applied; leaving the box with an invalid draft puts the applied key back.
 */
export function FieldKeyInput({ value, siblings, onChange }: FieldKeyInputProps) {
  const { t } = useTranslation('designer');
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const problem = draft === value ? null : keyProblem(draft, siblings);
  return (
    <Form.Item
      label={t('prop.vModel')}
      validateStatus={problem ? 'error' : undefined}
      help={problem ? t(`key.${problem}`) : undefined}
    >
      <Input
        aria-label={t('prop.vModel')}
        data-testid="prop-vModel"
        className="atrium-designer-json"
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (next !== value && !keyProblem(next, siblings)) onChange(next);
        }}
        onBlur={() => setDraft(value)}
      />
    </Form.Item>
  );
}
