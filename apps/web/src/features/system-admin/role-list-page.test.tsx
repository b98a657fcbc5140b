import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../../platform/routing/current-route-context';
import { RoleListPage } from './role-list-page';

const json = (body: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const roles = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  name: `角色${index + 1}`,
  code: `role${index + 1}`,
  describe: '',
  status: 1,
  userCount: index,
  createdAt: '2026-11-21T07:04:05.000Z',
}));

/** The role endpoints: the page queries it was asked, and the roles deleted. */
function fakeRoleServer() {
  const state = { queries: [] as URLSearchParams[], deleted: [] as number[] };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/erp/admin/role/page') {
      state.queries.push(url.searchParams);
      const pageNum = Number(url.searchParams.get('pageNum'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const list = roles.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return json({ list, total: roles.length, pageNum, pageSize });
    }
    const remove = url.pathname.match(/^\/erp\/admin\/role\/(\d+)$/);
    if (remove && init?.method === 'DELETE') {
      state.deleted.push(Number(remove[1]));
      return json(null);
    }
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return state;
}

function renderRoles(search: string, btnList: readonly string[]) {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path: '/system/role/list',
        element: (
          <CurrentRouteContext.Provider value={{ key: 'roleList', title: '角色列表', btnList }}>
            <RoleListPage />
          </CurrentRouteContext.Provider>
        ),
      },
    ],
    { initialEntries: [`/system/role/list${search}`] },
  );
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('角色列表', { timeout: 40_000 }, () => {
  it('opens with the search and page of its URL, and 重置 goes back to page 1 without a search', async () => {
    const server = fakeRoleServer();
    const router = renderRoles('?keyword=角色&pageNum=2', ['query']);
    const list = await screen.findByTestId('role-list');
    await within(list).findByText('角色11');
    expect(server.queries.at(-1)?.get('keyword')).toBe('角色');
    expect(server.queries.at(-1)?.get('pageNum')).toBe('2');
    expect(within(list).getByPlaceholderText('请输入角色名称或编码')).toHaveProperty('value', '角色');
    within(list).getByText('共 15 条记录');

    fireEvent.click(within(list).getByRole('button', { name: /重\s*置/ }));
    await within(list).findByText('角色1');
    expect(router.state.location.search).not.toContain('keyword');
    expect(server.queries.at(-1)?.get('keyword')).toBeNull();
    expect(server.queries.at(-1)?.get('pageNum')).toBe('1');
  });

  it('shows 新增, 编辑 and 删除 only with their oper keys, and deletes after the confirmation', async () => {
    fakeRoleServer();
    renderRoles('', ['query']);
    const readOnly = await screen.findByTestId('role-list');
    await within(readOnly).findByText('角色1');
    expect(within(readOnly).queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(readOnly).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(readOnly).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    document.body.innerHTML = '';

    const server = fakeRoleServer();
    renderRoles('', ['query', 'add', 'update', 'delete']);
    const list = await screen.findByTestId('role-list');
    const row = (await within(list).findByText('角色2')).closest('tr')!;
    within(list).getByRole('button', { name: /新\s*增/ });
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    await screen.findByText('确定删除角色「角色2」吗？');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.deleted).toEqual([2]));
  });
});
