import Select from 'antd/es/select';
import { useState } from 'react';
import type { FieldWidgetInputProps } from './field-widgets';
import { useReferenceSearch } from './reference-options';

/**
 * A product's or fitting's unit (计量单位): the organization's enabled units, searchable by name.
 * The value is the unit's name, which is what the item stores (docs/stock.md, Units); a unit
 * disabled since stays shown as the current value.
 */
export function UnitSelect({ id, value, onChange, placeholder }: FieldWidgetInputProps) {
  const [typed, setTyped] = useState('');
  const units = useReferenceSearch('unit', typed.trim(), true);
  const current = typeof value === 'string' && value !== '' ? value : undefined;
  const names = (units.data ?? []).map((unit) => unit.label);
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
