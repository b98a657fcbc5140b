import type { Resource } from '@atrium/contract';
import type { TablePaginationConfig } from 'antd/es/table';
import type { Key } from 'react';
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listPagination } from './list-pagination';
import {
  type ListSpec,
  type ListState,
  listStateToQuery,
  listStateToSearch,
  parseListState,
  resourceListSpec,
} from './list-url-state';

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

/** The list state of a resource's list screen (its filters and sortable fields). */
export function useListUrlState(resource: Resource) {
  const spec = useMemo(() => resourceListSpec(resource), [resource]);
  return useListState(spec);
}

/**
 * The paged-list state of a screen kept in the URL (list-url-state.ts): filters, sort and page
 * read from the search params, `go` writes them, and the table's sort and pager clicks map onto
 * them. Shared by the resource engine's list and the hand-made list screens, so every list
 * pages, sorts and survives reload the same way. Call usePageInRange with the answer.
 */
export function useListState(spec: ListSpec) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { prefix } = spec;
  const all = searchParams.toString();
  // Only this list's own params: another list's paging on the same screen is not a new query here.
  const search = useMemo(() => {
    const mine = listStateToSearch(parseListState(spec, new URLSearchParams(all)), { prefix });
    return mine.toString();
  }, [spec, prefix, all]);
  const state = useMemo(() => parseListState(spec, new URLSearchParams(search)), [spec, search]);
  const query = useMemo(() => listStateToQuery(state), [state]);
  const go = useCallback(
    (next: ListState, replace = false) =>
      setSearchParams((current) => listStateToSearch(next, { prefix }, current), { replace }),
    [setSearchParams, prefix],
  );

  const onTableChange = (
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
      const pageSize = pagination.pageSize ?? state.pageSize;
      go({ ...state, pageSize, pageNum: pageSize === state.pageSize ? (pagination.current ?? 1) : 1 });
    }
  };

  return {
    /** The search string: a selection or other per-query state resets when it changes. */
    search,
    state,
    query,
    go,
    onTableChange,
    /** Applies a filter form's values from page 1. */
    applyFilters: (filters: ListState['filters']) => go({ ...state, pageNum: 1, filters }),
    /** Back to no filters and page 1, keeping the page size. */
    resetFilters: () => go({ pageNum: 1, pageSize: state.pageSize, filters: {} }),
    /** The table's pager for an answer (`共 N 条记录`). */
    pagination: (answer: PageAnswer | undefined) =>
      listPagination({
        pageNum: state.pageNum,
        pageSize: state.pageSize,
        total: answer?.total ?? 0,
        totalExact: answer?.totalExact,
      }),
  };
}

export type ListUrlState = ReturnType<typeof useListUrlState>;

/** A page past the end (its last record deleted, or an old link): shows the last page instead. */
export function usePageInRange(list: Pick<ListUrlState, 'state' | 'go'>, answer: PageAnswer | undefined) {
  const { state, go } = list;
  useEffect(() => {
    if (answer && answer.list.length === 0 && state.pageNum > 1 && answer.total > 0) {
      go({ ...state, pageNum: Math.ceil(answer.total / state.pageSize) }, true);
    }
  });
}
