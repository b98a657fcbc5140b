import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../../platform/routing/current-route-context';
import { BulkTagButton } from './bulk-tag-button';

const json = (body: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function fakeServer() {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/erp/crm/customerTagGroup/withTags')
        return json([
          {
            id: 1,
            name: '客户意向',
            multiSelect: false,
            tags: [
              { id: 11, name: '高意向', color: 'red' },
              { id: 12, name: '低意向', color: 'blue' },
            ],
          },
        ]);
      if (url.pathname.endsWith('/bulk') && init?.method === 'PUT') {
        calls.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return json({ count: 2 });
      }
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    }),
  );
  return calls;
}

function renderButton(mode: 'tag' | 'untag', btnList: string[], onDone = vi.fn()) {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CurrentRouteContext.Provider value={{ key: 'customerList', title: '客户列表', btnList }}>
          <BulkTagButton mode={mode} selectedIds={[3, 4]} onDone={onDone} />
        </CurrentRouteContext.Provider>
      ),
    },
  ]);
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
  return onDone;
}

afterEach(() => vi.unstubAllGlobals());

describe('bulk tag button', { timeout: 40_000 }, () => {
  it('tags the ticked customers with the picked tags, then tells the list', async () => {
    const calls = fakeServer();
    const onDone = renderButton('tag', ['query', 'update']);
    fireEvent.click(await screen.findByText('批量打标签'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('为选中的 2 个客户打标签')).toBeTruthy();
    fireEvent.click(await within(dialog).findByText('高意向'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ path: '/erp/crm/customer/tag/bulk', body: { ids: [3, 4], tagIds: [11] } }]);
    expect(await screen.findByText('已更新 2 个客户的标签')).toBeTruthy();
  });

  it('cannot be confirmed without a tag', async () => {
    fakeServer();
    renderButton('untag', ['query', 'update']);
    fireEvent.click(await screen.findByText('批量移除标签'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('button', { name: /确\s*定/ })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('is absent without the update oper', () => {
    fakeServer();
    renderButton('tag', ['query']);
    expect(screen.queryByText('批量打标签')).toBeNull();
  });
});
