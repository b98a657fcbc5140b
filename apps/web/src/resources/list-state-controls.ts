import type { TablePaginationConfig } from 'antd/es/table';
import { type Key, useEffect } from 'react';
import { listPagination } from './list-pagination';
import type { ListState } from './list-url-state';

/** What antd's table tells of a sort click (any row type). */
export interface TableSorter {
  columnKey?: Key;
  order?: 'ascend' | 'descend' | null;
}

/** The page a list query answered: enough for the pager and to keep the page number within it. */
export interface PageAnswer {
  list: readonly unknown[];
  total: number;
  totalExact?: boolean;
}

/** Filters without empty values: a cleared search box is no filter. */
function withoutEmpty(filters: ListState['filters']): ListState['filters'] {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== '')),
  );
}

/**
 * What a list does with its state, wherever the state is kept (the URL for a screen's list,
 * component state for a drawer's or card's): sort and pager clicks, filters from page 1, and the
 * pager. `go` stores the next state; the URL variant and the local variant differ only there.
 */
export function listStateControls(state: ListState, go: (next: ListState, replace?: boolean) => void) {
  /** A pager click: another page, or another page size from page 1. */
  const pageChange = (pageNum: number, pageSize: number) =>
    go({ ...state, pageSize, pageNum: pageSize === state.pageSize ? pageNum : 1 });
  const pagination = (answer: PageAnswer | undefined) =>
    listPagination({
      pageNum: state.pageNum,
      pageSize: state.pageSize,
      total: answer?.total ?? 0,
      totalExact: answer?.totalExact,
    });
  return {
    state,
    go,
    /** The page alone, for an endpoint that takes no filters from this list. */
    paging: { pageNum: state.pageNum, pageSize: state.pageSize },
    pageChange,
    onTableChange: (
      pagination: TablePaginationConfig,
      _filters: unknown,
      sorter: TableSorter | TableSorter[],
      { action }: { action: string },
    ) => {
      if (action === 'sort') {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const field = one?.order ? String(one.columnKey) : undefined;
        go({
          ...state,
          pageNum: 1,
          sortField: field,
          sortOrder: field ? (one?.order === 'ascend' ? 'asc' : 'desc') : undefined,
        });
      } else if (action === 'paginate') {
        pageChange(pagination.current ?? 1, pagination.pageSize ?? state.pageSize);
      }
    },
    /** Applies a filter form's values from page 1. */
    applyFilters: (filters: ListState['filters']) =>
      go({ ...state, pageNum: 1, filters: withoutEmpty(filters) }),
    /** Back to no filters and page 1, keeping the page size. */
    resetFilters: () => go({ pageNum: 1, pageSize: state.pageSize, filters: {} }),
    /** Back to page 1 with the same filters (a record was added at the top). */
    firstPage: () => go({ ...state, pageNum: 1 }),
    /** The table's pager for an answer (`共 N 条记录`); the table's onChange handles its clicks. */
    pagination,
    /** The pager with its own click handler, for an antd List or a table without onTableChange. */
    pager: (answer: PageAnswer | undefined) => ({ ...pagination(answer), onChange: pageChange }),
  };
}

export type ListStateControls = ReturnType<typeof listStateControls>;

/** A page past the end (its last record deleted, or an old link): shows the last page instead. */
export function usePageInRange(
  list: Pick<ListStateControls, 'state' | 'go'>,
  answer: PageAnswer | undefined,
) {
  const { state, go } = list;
  useEffect(() => {
    if (answer && answer.list.length === 0 && state.pageNum > 1 && answer.total > 0) {
      go({ ...state, pageNum: Math.ceil(answer.total / state.pageSize) }, true);
    }
  });
}
