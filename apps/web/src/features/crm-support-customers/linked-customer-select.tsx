import { crmCustomersApi } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useQueryScope } from '../../platform/query/screen-query-provider';
import { SUPPORT_CUSTOMERS_NS } from './support-customers-i18n';

/** A phone, a customer number (KH…) or else a name: what the query-customer search takes. */
export function searchTermOf(text: string): { phone?: string; sn?: string; name?: string } {
  const term = text.trim();
  if (/^KH\d+$/i.test(term)) return { sn: term.toUpperCase() };
  if (/^[\d\s+-]{5,}$/.test(term)) return { phone: term };
  return { name: term };
}

/**
 * The CRM customer a support customer belongs to: found by phone, customer number or name with
 * the query-customer search (the caller's data scope or the pool), one match at a time.
 */
export function LinkedCustomerSelect({
  id,
  value,
  onChange,
  initialName,
}: {
  /** From Form.Item, which labels the field by this id. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The linked customer's name when the form opens on an existing record. */
  initialName: string;
}) {
  const { t } = useTranslation(SUPPORT_CUSTOMERS_NS);
  const scope = useQueryScope();
  const [text, setText] = useState('');
  const term = useDeferredValue(text.trim());
  const found = useQuery({
    queryKey: [...scope, 'supportCustomers', 'linkSearch', term],
    queryFn: ({ signal }) =>
      callEndpoint(crmCustomersApi.searchCustomer, {
        query: { ...searchTermOf(term), isShowCustomerInfo: 'false' },
        signal,
        silent: true,
      }),
    enabled: term.length > 0,
    retry: false,
  });
  const options = found.data
    ? [{ value: found.data.id, label: `${found.data.name}（${found.data.sn}）` }]
    : [];
  if (value && initialName && !options.some((option) => option.value === value))
    options.unshift({ value, label: initialName });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      filterOption={false}
      onSearch={setText}
      loading={found.isFetching}
      placeholder={t('form.customerSearch')}
      notFoundContent={term ? t('form.customerNotFound') : null}
      options={options}
    />
  );
}
