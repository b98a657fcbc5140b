import Select from 'antd/es/select';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_NS } from './business-i18n';
import { useCustomerName, useMyCustomers } from './business-queries';

interface CustomerPickerProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** A customer chosen before the picker opened (the create form opened from a customer). */
  presetId: number | null;
}

/** Picks one of the caller's customers, searching by name on the server (their data scope). */
export function CustomerPicker({ value, onChange, presetId }: CustomerPickerProps) {
  const { t } = useTranslation(BUSINESS_NS);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const customers = useMyCustomers(deferred.trim());
  const preset = useCustomerName(presetId);
  const options = (customers.data?.list ?? []).map((customer) => ({
    value: customer.id,
    label: `${customer.name}（${customer.sn}）`,
  }));
  if (preset.data && !options.some((option) => option.value === preset.data.id))
    options.unshift({ value: preset.data.id, label: preset.data.name });
  return (
    <Select
      showSearch
      allowClear
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={setSearch}
      loading={customers.isFetching}
      placeholder={t('form.customerPlaceholder')}
      options={options}
      data-testid="business-customer-picker"
    />
  );
}
