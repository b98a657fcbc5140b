import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  rowActionsColumn,
  type ToolbarAction,
  ToolbarActions,
  useGrantedActions,
} from '../../resources/list-actions';
import { ListFilterPanel } from '../../resources/list-filter-panel';
import { type ListColumn, ListTable, type ListTableProps } from '../../resources/list-table';
import { ListToolbar } from '../../resources/list-toolbar';
import { ReferencePicker } from '../../resources/reference-picker';
import { FULFILMENT_NS } from './fulfilment-i18n';

interface FulfilmentListProps<Row extends { id: number }> {
  testId: string;
  /** useFilteredList's state: the filter panel and the table both read it. */
  list: Parameters<typeof ListFilterPanel>[0]['list'] & ListTableProps<Row>['list'];
  page: ListTableProps<Row>['page'];
  columns: readonly ListColumn<Row>[];
  keywordPlaceholder: string;
  /** Filters after the number and the warehouse (a state). */
  filters?: ReactNode;
  action: ToolbarAction;
  emptyText: string;
  /** Opens a row's detail (查看, a double click). */
  onOpen(id: number): void;
  /** The list's modals and drawer. */
  children?: ReactNode;
}

/**
 * The frame of the three fulfilment lists: number and warehouse filters (and the list's own) kept
 * in the URL, the toolbar's action, the table with 查看 on each row, then the list's dialogs.
 */
export function FulfilmentList<Row extends { id: number }>(props: FulfilmentListProps<Row>) {
  const { t } = useTranslation(FULFILMENT_NS);
  const rowActions = useGrantedActions([
    { key: 'view', label: t('action.view'), oper: 'get', onClick: (row: Row) => props.onOpen(row.id) },
  ]);
  return (
    <div data-testid={props.testId}>
      <ListFilterPanel list={props.list}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={props.keywordPlaceholder} />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('filter.warehouse')}>
          <ReferencePicker source="warehouse" placeholder={t('filter.warehousePlaceholder')} />
        </Form.Item>
        {props.filters}
      </ListFilterPanel>
      <section className="atrium-panel">
        <ListToolbar>
          <ToolbarActions actions={[props.action]} />
        </ListToolbar>
        <ListTable<Row>
          list={props.list}
          page={props.page}
          columns={[...props.columns, rowActionsColumn(t('column.actions'), rowActions)]}
          emptyText={props.emptyText}
          onRow={(row) => ({ onDoubleClick: () => props.onOpen(row.id) })}
        />
      </section>
      {props.children}
    </div>
  );
}
