import { act, render, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListSpec } from './list-url-state';
import { useListState } from './use-list-url-state';
import { useLocalListState } from './use-local-list-state';

const spec: ListSpec = { filterParams: [{ param: 'keyword', list: false }], sortFields: ['name'] };
const sortClick = { columnKey: 'name', order: 'ascend' as const };

/** The URL variant under a router at `path`; the router tells where the list wrote its state. */
function renderUrlList(path: string) {
  const hook: { current?: ReturnType<typeof useListState> } = {};
  function Probe() {
    hook.current = useListState(spec);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { list: () => hook.current!, router };
}

describe('a drawer list kept in component state', () => {
  it('starts on page 1 with 10 rows and asks for the page with its filters', () => {
    const { result } = renderHook(() => useLocalListState({ filters: { keyword: '螺丝' } }));
    expect(result.current.query).toEqual({ keyword: '螺丝', pageNum: 1, pageSize: 10 });
    expect(result.current.paging).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('pages, changes page size from page 1, and goes back to page 1 when a filter changes', () => {
    const { result } = renderHook(() => useLocalListState());
    act(() => result.current.pageChange(3, 10));
    expect(result.current.paging).toEqual({ pageNum: 3, pageSize: 10 });
    act(() => result.current.pageChange(3, 50));
    expect(result.current.paging).toEqual({ pageNum: 1, pageSize: 50 });
    act(() => result.current.pageChange(2, 50));
    // A cleared search box is no filter.
    act(() => result.current.applyFilters({ keyword: '', code: [] }));
    expect(result.current.query).toEqual({ pageNum: 1, pageSize: 50 });
    act(() => result.current.pageChange(2, 50));
    act(() => result.current.applyFilters({ keyword: '螺丝' }));
    expect(result.current.query).toEqual({ keyword: '螺丝', pageNum: 1, pageSize: 50 });
  });

  it('sorts from page 1 by a table sort click, and its pager offers the page sizes with the total', () => {
    const { result } = renderHook(() => useLocalListState({ pageSize: 20 }));
    act(() => result.current.pageChange(4, 20));
    act(() => result.current.onTableChange({}, {}, sortClick, { action: 'sort' }));
    expect(result.current.query).toEqual({ sortField: 'name', sortOrder: 'asc', pageNum: 1, pageSize: 20 });
    const pager = result.current.pager({ list: [], total: 57 });
    expect(pager).toMatchObject({
      current: 1,
      pageSize: 20,
      total: 57,
      pageSizeOptions: ['10', '20', '50', '100'],
    });
    act(() => pager.onChange?.(3, 20));
    expect(result.current.paging).toEqual({ pageNum: 3, pageSize: 20 });
  });

  it('starts again from page 1 and its first filters, keeping its page size, when the record it shows changes', () => {
    const { result, rerender } = renderHook(({ id }) => useLocalListState({ scope: id }), {
      initialProps: { id: 1 },
    });
    act(() => result.current.applyFilters({ keyword: '螺丝' }));
    act(() => result.current.pageChange(2, 20));
    act(() => result.current.pageChange(3, 20));
    expect(result.current.query).toEqual({ keyword: '螺丝', pageNum: 3, pageSize: 20 });
    rerender({ id: 2 });
    expect(result.current.query).toEqual({ pageNum: 1, pageSize: 20 });
    // Rendering again on the same record keeps its page.
    act(() => result.current.pageChange(2, 20));
    rerender({ id: 2 });
    expect(result.current.query).toEqual({ pageNum: 2, pageSize: 20 });
  });

  it('and the URL variant does the same through the same controls, writing the URL instead', async () => {
    const { list, router } = renderUrlList('/list?keyword=%E8%9E%BA&pageNum=3');
    expect(list().query).toEqual({ keyword: '螺', pageNum: 3, pageSize: 10 });
    await act(async () => list().pageChange(3, 50));
    expect(router.state.location.search).toBe('?keyword=%E8%9E%BA&pageSize=50');
    await act(async () => list().onTableChange({}, {}, sortClick, { action: 'sort' }));
    await act(async () => list().pageChange(2, 50));
    await act(async () => list().applyFilters({ keyword: '' }));
    expect(router.state.location.search).toBe('?sortField=name&sortOrder=asc&pageSize=50');
    expect(list().query).toEqual({ sortField: 'name', sortOrder: 'asc', pageNum: 1, pageSize: 50 });
  });
});
