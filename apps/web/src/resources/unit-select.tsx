import { REFERENCE_OPTIONS_MAX, referenceOptions } from '@atrium/contract/endpoints/reference';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useState } from 'react';
import { callEndpoint } from '../platform/api/call-endpoint';
import { useQueryScope } from '../platform/query/screen-query-provider';
import type { FieldWidgetInputProps } from './field-widgets';

/**
 * A product's or fitting's unit (计量单位): the organization's enabled units (reference source
 * `unit`), all of them at once in the order they were added (个, 台, 件 … first), searchable by
 * name. The value is the unit's name, which is what the item stores (docs/stock.md, Units); a unit
 * disabled since stays shown as the current value.
 */
export function UnitSelect({ id, value, onChange, placeholder }: FieldWidgetInputProps) {
  const scope = useQueryScope();
  const [typed, setTyped] = useState('');
  const keyword = typed.trim();
  const units = useQuery({
    queryKey: [...scope, 'referenceOptions', 'unit', 'all', keyword],
    queryFn: ({ signal }) =>
      callEndpoint(referenceOptions, {
        params: { source: 'unit' },
        query: { keyword: keyword || undefined, limit: REFERENCE_OPTIONS_MAX },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const current = typeof value === 'string' && value !== '' ? value : undefined;
  const names = [...(units.data ?? [])].sort((a, b) => a.id - b.id).map((unit) => unit.label);
  if (current && !names.includes(current)) names.unshift(current);
  return (
    <Select<string>
      id={id}
      value={current}
      onChange={(next) => {
        setTyped('');
        onChange?.(next ?? '');
      }}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      loading={units.isFetching}
      placeholder={placeholder}
      options={names.map((name) => ({ value: name, label: name }))}
      style={{ width: '100%' }}
      data-testid="unit-select"
    />
  );
}
