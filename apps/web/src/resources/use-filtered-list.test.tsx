import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { initI18n } from '../platform/i18n/i18n';
import { ScreenQueryProvider } from '../platform/query/screen-query-provider';
import { ListFilterPanel } from './list-filter-panel';
import { defineListFilters, idFilter, textFilter } from './list-filters';
import { ListTable } from './list-table';
import { useFilteredList } from './use-filtered-list';

const filters = defineListFilters({ name: textFilter(), ownerUserId: idFilter() }, { sortFields: ['name'] });
const rows = Array.from({ length: 3 }, (_, index) => ({ id: index + 1, name: `客户${index + 1}` }));

/** A hand-built list: what it would ask its endpoint is printed, its rows come from a fixed page. */
function HandBuiltList() {
  const list = useFilteredList(filters);
  return (
    <>
      <output data-testid="query">{JSON.stringify(list.query)}</output>
      <ListFilterPanel list={list}>
        <Form.Item name="name" label="名称筛选">
          <Input />
        </Form.Item>
      </ListFilterPanel>
      <ListTable
        list={list}
        page={{ data: { list: rows, total: 23 }, isFetching: false, isPending: false, isError: false }}
        columns={[{ key: 'name', title: '名称', sortable: true, truncate: true }]}
      />
    </>
  );
}

function renderAt(search: string) {
  initI18n();
  const router = createMemoryRouter([{ path: '/list', element: <HandBuiltList /> }], {
    initialEntries: [`/list${search}`],
  });
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
  return router;
}

const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');

describe('a hand-built list on the list pieces', { timeout: 30_000 }, () => {
  it('opens with the filters, sort and page of its URL (a reload keeps them)', async () => {
    renderAt('?name=云帆&ownerUserId=7&sortField=name&sortOrder=asc&pageNum=2&other=x');
    expect(query()).toEqual({
      name: '云帆',
      ownerUserId: 7,
      sortField: 'name',
      sortOrder: 'asc',
      pageNum: 2,
      pageSize: 10,
    });
    expect((screen.getByLabelText('名称筛选') as HTMLInputElement).value).toBe('云帆');
    expect(await screen.findByText('共 23 条记录')).toBeTruthy();
  });

  it('查询 applies the form from page 1 into the URL; 重置 clears it', async () => {
    const router = renderAt('?name=云帆&pageNum=2');
    fireEvent.change(screen.getByLabelText('名称筛选'), { target: { value: '海运' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?name=${encodeURIComponent('海运')}`));
    await waitFor(() => expect(query()).toEqual({ name: '海运', pageNum: 1, pageSize: 10 }));
    fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect((screen.getByLabelText('名称筛选') as HTMLInputElement).value).toBe(''));
  });

  it('a sortable header sorts through the URL', async () => {
    const router = renderAt('');
    const header = screen.getAllByRole('columnheader').find((cell) => within(cell).queryByText('名称'));
    fireEvent.click(header!);
    await waitFor(() => expect(router.state.location.search).toContain('sortField=name'));
    await waitFor(() => expect(query().sortOrder).toBe('asc'));
  });
});
