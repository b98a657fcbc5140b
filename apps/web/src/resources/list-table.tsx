import Empty from 'antd/es/empty';
import Table, { type ColumnType, type TableProps } from 'antd/es/table';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-url-state';
import { TruncatedText } from './truncated-text';
import type { ListUrlState } from './use-list-url-state';

/**
 * A declared list column: antd's column with a `key`, plus `sortable` (sorted by the server, the
 * sort kept in the URL) and `truncate` (text cut after 15 characters, the whole in a tooltip).
 */
export interface ListColumn<Row> extends ColumnType<Row> {
  key: string;
  sortable?: boolean;
  truncate?: boolean;
}

/**
 * A column a phone leaves out (antd's `responsive`: shown from `md`, 768 px, up), so the rows of a
 * wide list read at 390 px without scrolling sideways.
 */
export const NOT_ON_PHONE: ColumnType<never>['responsive'] = ['md'];

/** What a list's query hook answers (TanStack Query's result has all of it). */
export interface ListPageResult<Row> {
  data?: { list: Row[]; total: number; totalExact?: boolean };
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
}

/** The selection of a list's rows (useListSelection). */
export interface ListRowSelection<Row> {
  selected: Row[];
  setSelected(rows: Row[]): void;
}

export interface ListTableProps<Row extends object>
  extends Omit<TableProps<Row>, 'columns' | 'dataSource' | 'pagination' | 'loading' | 'onChange' | 'rowKey'> {
  list: Pick<ListUrlState, 'state' | 'pagination' | 'onTableChange'>;
  page: ListPageResult<Row>;
  columns: readonly (ListColumn<Row> | null | false)[];
  /** What an empty list says; the common 暂无数据 by default. */
  emptyText?: string;
  /** Rows can be selected for bulk actions. */
  selection?: ListRowSelection<Row>;
  /** What tells rows apart: `id` unless the rows have none (a seat's number, a kind and id). */
  rowKey?: (keyof Row & string) | ((row: Row) => Key);
}

const sortOrderOf = (state: ListState, key: string) =>
  state.sortField === key ? (state.sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

/** The antd column for a declared one, its sort following the URL. */
export function tableColumn<Row>(column: ListColumn<Row>, state: ListState): ColumnType<Row> {
  const { sortable, truncate, ...rest } = column;
  return {
    dataIndex: column.key,
    ...rest,
    ...(sortable ? { sorter: true, sortOrder: sortOrderOf(state, column.key) } : {}),
    ...(truncate && !column.render
      ? {
          render: (value: unknown) =>
            value == null || value === '' ? '-' : <TruncatedText text={String(value)} />,
        }
      : {}),
  };
}

/**
 * The table of a list: declared columns, the server's sort and pager from the URL (page size 10,
 * `共 N 条记录`), nothing while the first page loads, then the rows, 暂无数据 or why the load failed,
 * and the selection for bulk actions.
 */
export function ListTable<Row extends object>({
  list,
  page,
  columns,
  emptyText,
  selection,
  rowKey = 'id' as keyof Row & string,
  ...table
}: ListTableProps<Row>) {
  const scroll = 'scroll' in table ? table.scroll : { x: 'max-content' as const };
  const { t } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  return (
    <Table<Row>
      rowKey={rowKey}
      size="middle"
      showSorterTooltip={false}
      {...table}
      // An empty list has nothing to scroll to: a scrolling box with nothing focusable in it is a
      // region keyboard users cannot move (axe scrollable-region-focusable).
      scroll={page.data?.list.length ? scroll : undefined}
      columns={columns.filter((column) => !!column).map((column) => tableColumn(column, list.state))}
      dataSource={page.data?.list ?? []}
      loading={page.isFetching}
      onChange={list.onTableChange}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.selected.map((row) =>
                typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key),
              ),
              onChange: (_keys, rows) => selection.setSelected(rows),
            }
          : undefined
      }
      locale={{
        // Nothing while the first page loads (the spinner says it); then empty, or why not.
        emptyText: page.isPending ? (
          ' '
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={page.isError ? t('load.failed') : (emptyText ?? tc('state.empty'))}
            data-testid="list-empty"
          />
        ),
      }}
      pagination={list.pagination(page.data)}
    />
  );
}
