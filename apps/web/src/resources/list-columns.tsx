import type { Resource } from '@atrium/contract';
import type { ColumnType } from 'antd/es/table';
import { FieldValue } from './field-value';
import { formatDateTime } from './format-date-time';
import type { ListState } from './list-url-state';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';

/** Besides its own fields, a list shows when each record was last saved. */
const UPDATED_AT = 'updatedAt';

/** The keys of a list's data columns, in their default order. */
export function listColumnKeys(resource: Resource): string[] {
  return [
    ...Object.entries(resource.fields)
      .filter(([, def]) => def.visibleIn?.list !== false)
      .map(([name]) => name),
    UPDATED_AT,
  ];
}

/**
 * The data columns by key: label, cell (long text cut after 15 characters with a tooltip) and,
 * for sortable fields, the server-side sort that the URL holds.
 */
export function listColumns(
  resource: Resource,
  labels: ResourceLabels,
  state: ListState,
  metaTitle: (key: 'updatedAt') => string,
): Map<string, ColumnType<AnyRow>> {
  const sortOrderOf = (key: string) =>
    state.sortField === key ? (state.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const columns = new Map<string, ColumnType<AnyRow>>();
  for (const key of listColumnKeys(resource)) {
    const def = resource.fields[key];
    const sortable = resource.sortFields.includes(key);
    columns.set(key, {
      key,
      dataIndex: key,
      title: def ? labels.field(key) : metaTitle(UPDATED_AT),
      sorter: sortable,
      sortOrder: sortable ? sortOrderOf(key) : undefined,
      render: (value: unknown) =>
        def ? (
          <FieldValue def={def} value={value} labels={labels} truncated />
        ) : (
          formatDateTime(String(value))
        ),
    });
  }
  return columns;
}
