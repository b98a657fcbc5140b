import type { MenuNode } from '@atrium/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n/i18n';
import { queryClient } from '../../../platform/query/query-client';
import { ScreenQueryProvider } from '../../../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../../../platform/routing/current-route-context';
import { ResourcesPage } from './resources-page';

const menu = (
  id: number,
  key: string,
  parentId: number,
  sort: number,
  extra: Partial<MenuNode> = {},
): MenuNode => ({
  id,
  parentId,
  type: 'menu',
  key,
  permissionKey: key,
  titleZh: `${key}名`,
  titleEn: key,
  path: `/${key}`,
  sort,
  icon: '',
  hidden: false,
  builtIn: true,
  ...extra,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A stand-in for the server's menu editor answering through `fetch`, so the screen runs the real
 * api client: the tree, moves (renumbering the new siblings like menu-editor.service.ts) and updates.
 */
function fakeMenuServer(initial: MenuNode[]) {
  const nodes = initial.map((node) => ({ ...node }));
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/erp/admin/menu/tree') return json(200, { code: 200, msg: 'ok', data: nodes });
    if (url.pathname === '/erp/admin/user/auth')
      return json(200, { code: 200, msg: 'ok', data: { auth: [] } });
    const move = /^\/erp\/admin\/menu\/(\d+)\/move$/.exec(url.pathname);
    if (move) {
      const moving = nodes.find((node) => node.id === Number(move[1]))!;
      const siblings = nodes
        .filter((node) => node.parentId === body.parentId && node.id !== moving.id)
        .sort((a, b) => a.sort - b.sort);
      siblings.splice(body.index, 0, moving);
      siblings.forEach((node, index) => {
        node.parentId = body.parentId;
        node.sort = index + 1;
      });
      return json(200, { code: 200, msg: 'ok', data: siblings });
    }
    const update = /^\/erp\/admin\/menu\/(\d+)$/.exec(url.pathname);
    if (update && method === 'PUT') {
      const node = nodes.find((candidate) => candidate.id === Number(update[1]))!;
      Object.assign(node, body);
      return json(200, { code: 200, msg: 'ok', data: node });
    }
    return json(404, { code: 404, msg: 'no such route', data: null });
  });
  return { fetch, calls, nodes };
}

const NODES = [
  menu(1, 'dashboard', -1, 1),
  menu(2, 'customer', -1, 2),
  menu(3, 'customerList', 2, 1),
  menu(4, 'add', 3, 1, { type: 'oper', permissionKey: 'customerList:add', path: '' }),
  menu(5, 'report', -1, 3, { builtIn: false }),
];

function renderEditor(btnList: readonly string[] = ['add', 'query', 'update', 'delete'], search = '') {
  initI18n();
  queryClient.clear();
  const server = fakeMenuServer(NODES);
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <CurrentRouteContext.Provider value={{ key: 'resourceList', title: '资源管理', btnList }}>
            <ResourcesPage />
          </CurrentRouteContext.Provider>
        ),
      },
    ],
    { initialEntries: [`/${search}`] },
  );
  render(
    <ScreenQueryProvider>
      <RouterProvider router={router} />
    </ScreenQueryProvider>,
  );
  return Object.assign(server, { router });
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
const topLevelOrder = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row-level-0'))
    .map((row) => row.querySelector('td')?.textContent);

afterEach(() => vi.unstubAllGlobals());

// antd's table and popconfirm render slowly in jsdom on a busy machine.
describe('resources editor screen', { timeout: 30_000 }, () => {
  it('shows the tree with built-in marks, and moves an entry down among its siblings', async () => {
    const server = renderEditor();
    expect(await screen.findByText('customer名')).toBeTruthy();
    expect(topLevelOrder()).toEqual(['dashboard名内置', 'customer名内置', 'report名']);
    expect(screen.getByText('共 3 条记录')).toBeTruthy();

    // The first entry can't go up; the last can't go down.
    expect(within(rowOf('dashboard名')).getByRole('button', { name: '上移' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(rowOf('report名')).getByRole('button', { name: '下移' }).hasAttribute('disabled')).toBe(
      true,
    );

    fireEvent.click(within(rowOf('dashboard名')).getByRole('button', { name: '下移' }));
    await waitFor(() => expect(topLevelOrder()).toEqual(['customer名内置', 'dashboard名内置', 'report名']));
    expect(server.calls.find((call) => call.path.endsWith('/move'))).toMatchObject({
      method: 'PUT',
      path: '/erp/admin/menu/1/move',
      body: { parentId: -1, index: 1 },
    });
  });

  it('lets added entries be deleted but not built-in ones, and hides after confirming', async () => {
    const server = renderEditor();
    await screen.findByText('customer名');
    expect(within(rowOf('customer名')).getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(rowOf('report名')).getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(
      false,
    );

    fireEvent.click(within(rowOf('report名')).getByRole('switch'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.method === 'PUT' && call.path === '/erp/admin/menu/5'),
      ).toMatchObject({
        body: { hidden: true, titleZh: 'report名' },
      }),
    );
  });

  it('expands to show children and buttons, and offers no editing without the keys', async () => {
    renderEditor(['query']);
    await screen.findByText('customer名');
    expect(screen.queryByRole('button', { name: '下移' })).toBeNull();
    expect(screen.queryByText('新增顶级菜单')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(await screen.findByText('customerList:add')).toBeTruthy();
  });

  it('finds entries by key and keeps their ancestors open', async () => {
    renderEditor();
    await screen.findByText('customer名');
    const search = screen.getByPlaceholderText('搜索标题、标识或路径');
    fireEvent.change(search, { target: { value: 'customerList' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('customerList名')).toBeTruthy();
    expect(screen.queryByText('dashboard名')).toBeNull();
  });

  it('keeps the search and page in the URL: opening it shows what was found, ancestors open', async () => {
    const { router } = renderEditor(['query'], '?keyword=customerList');
    expect(await screen.findByText('customerList名')).toBeTruthy();
    expect(screen.queryByText('dashboard名')).toBeNull();
    expect((screen.getByPlaceholderText('搜索标题、标识或路径') as HTMLInputElement).value).toBe(
      'customerList',
    );
    const search = screen.getByPlaceholderText('搜索标题、标识或路径');
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('dashboard名')).toBeTruthy();
  });
});
