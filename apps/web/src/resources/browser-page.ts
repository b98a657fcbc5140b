import type { ListPageResult } from './list-table';

/**
 * A list the server answers whole (an endpoint without paging) as the page the URL asks for, so
 * it pages, counts (`共 N 条记录`) and survives a refresh like a server-paged list. The query's
 * loading and error states pass through.
 */
export function browserPage<Row>(
  query: Omit<ListPageResult<Row>, 'data'> & { data?: readonly Row[] },
  state: { pageNum: number; pageSize: number },
): ListPageResult<Row> {
  const { data, isFetching, isPending, isError } = query;
  const start = (state.pageNum - 1) * state.pageSize;
  return {
    isFetching,
    isPending,
    isError,
    data: data && { list: data.slice(start, start + state.pageSize), total: data.length },
  };
}
