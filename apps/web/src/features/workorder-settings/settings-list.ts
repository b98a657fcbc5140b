import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../platform/feedback/feedback';
import { deleteRowAction, type RowAction, useGrantedActions } from '../../resources/list-actions';
import type { Filters, ListFilters } from '../../resources/list-filters';
import { useFilteredList } from '../../resources/use-filtered-list';
import { usePageInRange } from '../../resources/use-list-url-state';
import { rowsPage } from './rows-page';
import { WORKORDER_SETTINGS_NS } from './workorder-settings-i18n';
import { useInvalidateWorkOrderSettings } from './workorder-settings-queries';

interface SettingsListOptions<F extends Filters, S extends string, Row> {
  /** The tab's list state in the URL, under its own prefix (`type.pageNum`). */
  filters: ListFilters<F, S>;
  rows: UseQueryResult<Row[]>;
  /** Deletes the record (the delete oper); the server may refuse (in use), which the api client says. */
  remove: (id: number) => Promise<unknown>;
  /** The question before deleting, naming the row. */
  deleteConfirm: (row: Row) => string;
  /** Whether a row offers 删除 (the default priority does not). */
  deletable?: (row: Row) => boolean;
}

/**
 * A settings tab's list: the rows the server answers whole, paged by the list mechanism with its
 * state in the URL, the row being edited (null: a new one; undefined: none), and the rows' 编辑 and
 * 删除 as the route grants them.
 */
export function useSettingsList<F extends Filters, S extends string, Row extends { id: number }>({
  filters,
  rows,
  remove,
  deleteConfirm,
  deletable,
}: SettingsListOptions<F, S, Row>) {
  const { t } = useTranslation(WORKORDER_SETTINGS_NS);
  const list = useFilteredList(filters);
  const page = rowsPage(rows, list.query);
  usePageInRange(list, page.data);
  const invalidate = useInvalidateWorkOrderSettings();
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const rowActions = useGrantedActions<RowAction<Row>>([
    { key: 'edit', label: t('common.edit'), oper: 'update', onClick: (row) => setEditing(row) },
    deleteRowAction<Row>(
      t('common.delete'),
      deleteConfirm,
      async (row) => {
        await remove(row.id);
        showMessage('success', t('common.deleted'));
        await invalidate();
      },
      deletable ? { shownFor: deletable } : {},
    ),
  ]);
  return { list, page, rowActions, editing, setEditing };
}
