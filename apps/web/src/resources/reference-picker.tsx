import { REFERENCE_SEARCH_DEBOUNCE_MS } from '@atrium/contract/endpoints/reference';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { type ReferenceOption, useReferenceLabels, useReferenceSearch } from './reference-options';
import { useDebouncedValue } from './use-debounced-value';

type Value = number | number[] | null | undefined;

export interface ReferencePickerProps {
  /** The reference source (`customer`, `employee`, `department`, `user`…), as a field's `ref`. */
  source: string;
  id?: string;
  value?: Value;
  onChange?: (value: number | number[] | null) => void;
  /** The current value's label as the row answered it (`row.labels[field]`), so no lookup is needed. */
  valueLabel?: string | null;
  /** Several records (an `in` filter). */
  multiple?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  'data-testid'?: string;
}

const idsOf = (value: Value): number[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Picks a record of a reference source, searching on the server as the user types (after a short
 * pause; the server keeps to what the caller may link, e.g. customers of their data scope). The
 * chosen value shows its label: the row's, a found option's, or one looked up by id; `#id` when the
 * record is gone. Arrow keys, Enter and Escape work as in any antd Select.
 */
export function ReferencePicker({
  source,
  id,
  value,
  onChange,
  valueLabel,
  multiple = false,
  allowClear = true,
  placeholder,
  ...rest
}: ReferencePickerProps) {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const keyword = useDebouncedValue(typed.trim(), REFERENCE_SEARCH_DEBOUNCE_MS);
  const search = useReferenceSearch(source, keyword, opened);
  const chosen = idsOf(value);
  const known = new Map<number, string>();
  if (!multiple && typeof value === 'number' && valueLabel) known.set(value, valueLabel);
  for (const option of search.data ?? []) known.set(option.id, option.label);
  const looked = useReferenceLabels(
    source,
    chosen.filter((chosenId) => !known.has(chosenId)),
  );
  for (const option of looked.data ?? []) known.set(option.id, option.label);
  const asOption = (option: ReferenceOption) => ({ value: option.id, label: option.label });
  const options = (search.data ?? []).map(asOption);
  // The chosen records stay listed (with their labels) whatever the search shows.
  for (const chosenId of chosen) {
    if (!options.some((option) => option.value === chosenId))
      options.unshift({ value: chosenId, label: known.get(chosenId) ?? `#${chosenId}` });
  }
  return (
    <Select<number | number[]>
      id={id}
      // Outside a form item no <label> names the input: its placeholder (选择客户) does.
      aria-label={id ? undefined : placeholder}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      mode={multiple ? 'multiple' : undefined}
      allowClear={allowClear}
      value={multiple ? chosen : (chosen[0] ?? undefined)}
      onChange={(next) => {
        setTyped('');
        onChange?.(next === undefined ? (multiple ? [] : null) : next);
      }}
      onOpenChange={setOpened}
      loading={search.isFetching}
      notFoundContent={search.isFetching ? <Spin size="small" /> : undefined}
      placeholder={placeholder}
      options={options}
      style={{ width: '100%' }}
      data-testid={rest['data-testid'] ?? `reference-picker-${source}`}
    />
  );
}
