import Select from 'antd/es/select';
import { useDeferredValue, useState } from 'react';
import { type CustomerOption, useCustomerOption, useCustomerSearch } from './customer-options';

export interface CustomerPickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  /** The value's name when the caller's screen knows it (a pool customer the search does not find). */
  valueLabel?: string;
  'data-testid'?: string;
}

export const customerOptionLabel = (customer: CustomerOption) => `${customer.name}（${customer.sn}）`;

/**
 * Picks one customer of the caller's data scope, searching on the server by name, sn or phone.
 * A value set before (an edit form, a form opened from a customer) shows its name, not its id.
 */
export function CustomerPicker({
  id,
  value,
  onChange,
  placeholder,
  valueLabel,
  ...rest
}: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const customers = useCustomerSearch(deferred);
  const current = useCustomerOption(value);
  const options = (customers.data ?? []).map((customer) => ({
    value: customer.id,
    label: customerOptionLabel(customer),
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({
      value,
      label: current.data ? customerOptionLabel(current.data) : valueLabel || `#${value}`,
    });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      filterOption={false}
      onSearch={setSearch}
      loading={customers.isFetching}
      placeholder={placeholder}
      options={options}
      data-testid={rest['data-testid'] ?? 'customer-picker'}
    />
  );
}
