import Empty from 'antd/es/empty';
import Grid from 'antd/es/grid';
import Table, { type ColumnType, type TableProps } from 'antd/es/table';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-url-state';
import { TruncatedText } from './truncated-text';
import type { ListUrlState } from './use-list-url-state';
import './list-table.css';

/**
 * A declared list column: antd's column with a `key`, plus `sortable` (sorted by the server, the
 * sort kept in the URL) and `truncate` (text cut after 15 characters, the whole in a tooltip).
 * A `width` is not followed: the table sizes every column from its header and cells (ListTable).
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

/**
 * The antd column for a declared one, its sort following the URL, its width the table's to decide;
 * `desktop`: a column fixed to the right (操作) is not fixed, so it never covers another.
 */
export function tableColumn<Row>(
  column: ListColumn<Row>,
  state: ListState,
  desktop = false,
): ColumnType<Row> {
  const { sortable, truncate, width: _width, ...rest } = column;
  return {
    dataIndex: column.key,
    ...rest,
    ...(desktop && column.fixed === 'right' ? { fixed: undefined } : {}),
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
 *
 * Widths are the table's, never a screen's: it fills its panel, and the browser's automatic layout
 * gives each column what its header and cells need, wrapping the longer ones (headers only between
 * words, list-table.css). It scrolls sideways only when even the narrowest layout is wider than the
 * panel. Below desktop width (1200 px) the 操作 column is fixed to the right, in view while the list
 * scrolls; on a desktop it is not, so it never covers a column (e2e/specs/list-layout.test.ts): a
 * list that still does not fit scrolls to it.
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
  const scroll = 'scroll' in table ? table.scroll : { x: true as const };
  const { t } = useTranslation('resources');
  const { t: tc } = useTranslation('common');
  // Unknown before the first measure: a desktop, as most staff use.
  const desktop = Grid.useBreakpoint().xl !== false;
  return (
    <Table<Row>
      rowKey={rowKey}
      size="middle"
      tableLayout="auto"
      showSorterTooltip={false}
      {...table}
      // `true`: as wide as the panel, wider only when the columns cannot shrink to it (an empty
      // list does not scroll: list-table.css).
      scroll={scroll}
      className={['atrium-list-table', table.className].filter(Boolean).join(' ')}
      columns={columns.filter((column) => !!column).map((column) => tableColumn(column, list.state, desktop))}
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
