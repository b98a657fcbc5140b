import type { ReactNode } from 'react';
import { useColumnSettings } from './column-settings';
import { ColumnSettingsButton } from './column-settings-button';
import type { ListColumn } from './list-table';

/**
 * A list's declared columns arranged by the user (order, hidden ones; remembered per user and
 * list `name`), and the toolbar button that arranges them. The 操作 column always stays last.
 */
export function useListColumns<Row>(
  name: string,
  columns: readonly (ListColumn<Row> | null | false)[],
): { columns: ListColumn<Row>[]; settings: ReactNode } {
  const declared = columns.filter((column): column is ListColumn<Row> => !!column);
  const arrangeable = declared.filter((column) => column.key !== 'actions');
  const [arranged, arrange] = useColumnSettings(
    name,
    arrangeable.map((column) => column.key),
  );
  const byKey = new Map(declared.map((column) => [column.key, column]));
  const shown = arranged.filter((column) => column.visible).flatMap((column) => byKey.get(column.key) ?? []);
  const actions = byKey.get('actions');
  return {
    columns: actions ? [...shown, actions] : shown,
    settings: (
      <ColumnSettingsButton
        columns={arranged}
        titleOf={(key) => {
          const title = byKey.get(key)?.title;
          return typeof title === 'string' ? title : key;
        }}
        onChange={arrange}
      />
    ),
  };
}
