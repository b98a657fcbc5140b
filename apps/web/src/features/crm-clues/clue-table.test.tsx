import type { ClueRow } from '@atrium/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../../platform/routing/current-route-context';
import { ClueTable } from './clue-table';

const json = (body: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const clue = (id: number, name: string, fields: Partial<ClueRow> = {}): ClueRow => ({
  id,
  poolId: 3,
  poolName: '展会线索池',
  name,
  company: '',
  phone: `1350000030${id}`,
  source: '',
  status: 'new',
  assigneeUserId: null,
  assigneeName: '',
  assignedAt: null,
  convertedCustomerId: null,
  lastFollowUpAt: null,
  invalidReason: '',
  createdAt: '2026-11-21T01:00:00.000Z',
  ...fields,
});

/** The pool's clues and the invalid / reopen calls; records the writes the table sent. */
function fakeServer() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/erp/crm/clue/page')
        return json({
          list: [clue(1, '周经理'), clue(2, '吴先生', { status: 'invalid', invalidReason: '空号' })],
          total: 2,
          pageNum: 1,
          pageSize: 10,
        });
      // Other reads (dictionaries of the create dialog…) answer empty.
      if ((init?.method ?? 'GET') === 'GET') return json([]);
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      sent.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      if (url.pathname === '/erp/crm/clue/1/invalid') return json(clue(1, '周经理', { status: 'invalid' }));
      if (url.pathname === '/erp/crm/clue/2/reopen') return json(clue(2, '吴先生'));
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    }),
  );
  return sent;
}

function renderTable() {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path: '/customer/clue/poolList',
        element: (
          <CurrentRouteContext.Provider
            value={{ key: 'cluePoolList', title: '线索池', btnList: ['query', 'add', 'edit', 'delete'] }}
          >
            <ClueTable poolId={3} poolName="展会线索池" />
          </CurrentRouteContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/customer/clue/poolList'] },
  );
  return render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('clue table: invalid and reopen', { timeout: 40_000 }, () => {
  it('asks a reason before marking a clue invalid, and sends it', async () => {
    const sent = fakeServer();
    renderTable();
    const table = await screen.findByTestId('clue-table');
    await within(table).findByText('周经理');
    fireEvent.click(within(table).getByRole('button', { name: '标记无效' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请填写无效原因')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('无效原因'), { target: { value: '号码错误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'PUT', path: '/erp/crm/clue/1/invalid', body: { reason: '号码错误' } },
      ]),
    );
  });

  it('offers 恢复 on an invalid clue, after a confirmation', async () => {
    const sent = fakeServer();
    renderTable();
    const table = await screen.findByTestId('clue-table');
    await within(table).findByText('吴先生');
    fireEvent.click(within(table).getByRole('button', { name: '恢复' }));
    expect(await screen.findByText('确定恢复线索“吴先生”吗？')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: '/erp/crm/clue/2/reopen', body: null }]),
    );
  });
});
