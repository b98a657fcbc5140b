import Transfer from 'antd/es/transfer';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from './form-schema';

interface TransferInputProps {
  value?: (string | number)[];
  onChange?: (value: (string | number)[]) => void;
  options: FieldOption[];
  disabled?: boolean;
}

/** A transfer field: the chosen options' values are the field's value. */
export function TransferInput({ value, onChange, options, disabled }: TransferInputProps) {
  const { t } = useTranslation('forms');
  const byKey = new Map(options.map((option) => [String(option.value), option.value]));
  return (
    <Transfer
      dataSource={options.map((option) => ({ key: String(option.value), title: option.label }))}
      targetKeys={(value ?? []).map(String)}
      onChange={(keys) => onChange?.(keys.map((key) => byKey.get(String(key)) ?? String(key)))}
      render={(item) => item.title ?? ''}
      titles={[t('transfer.source'), t('transfer.target')]}
      disabled={disabled}
    />
  );
}
