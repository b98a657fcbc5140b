import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPageResult } from '../../resources/list-table';

/**
 * A list the server answers whole (a few settings rows) as the page the list mechanism shows: the
 * rows of `pageNum` at `pageSize`, with their total, so the pager and 共 N 条记录 work as on any list.
 */
export function rowsPage<Row>(
  rows: UseQueryResult<Row[]>,
  { pageNum, pageSize }: { pageNum: number; pageSize: number },
): ListPageResult<Row> {
  const all = rows.data;
  return {
    data: all
      ? { list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length }
      : undefined,
    isFetching: rows.isFetching,
    isPending: rows.isPending,
    isError: rows.isError,
  };
}
