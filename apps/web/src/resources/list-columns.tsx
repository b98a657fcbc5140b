import type { Resource } from '@atrium/contract';
import { FieldValue } from './field-value';
import { formatDateTime } from './format-date-time';
import type { ListColumn } from './list-table';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';

/** Besides its own fields, a list shows when each record was last saved. */
const UPDATED_AT = 'updatedAt';

/**
 * A resource's declared list columns in their default order: label, cell (long text cut after 15
 * characters with a tooltip) and, for sortable fields, the server-side sort that the URL holds.
 */
export function listColumns(
  resource: Resource,
  labels: ResourceLabels,
  metaTitle: (key: 'updatedAt') => string,
): ListColumn<AnyRow>[] {
  const fields = Object.entries(resource.fields)
    .filter(([, def]) => def.visibleIn?.list !== false)
    .map(
      ([key, def]): ListColumn<AnyRow> => ({
        key,
        title: labels.field(key),
        sortable: resource.sortFields.includes(key),
        render: (value: unknown, row: AnyRow) => (
          <FieldValue
            def={def}
            value={value}
            labels={labels}
            valueLabel={row.labels?.[key]}
            truncated
            row={row}
          />
        ),
      }),
    );
  return [
    ...fields,
    {
      key: UPDATED_AT,
      title: metaTitle(UPDATED_AT),
      sortable: resource.sortFields.includes(UPDATED_AT),
      render: (value: unknown) => formatDateTime(String(value)),
    },
  ];
}
