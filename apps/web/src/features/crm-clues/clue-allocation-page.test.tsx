import type { CluePoolDetail, ClueRow } from '@atrium/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../../platform/routing/current-route-context';
import { ClueAllocationPage } from './clue-allocation-page';

const json = (body: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const pool = (fields: Partial<CluePoolDetail> = {}): CluePoolDetail => ({
  id: 3,
  name: '华东线索池',
  allocationMode: 'round_robin',
  memberCount: 3,
  clueCount: 2,
  unassignedCount: 2,
  version: 1,
  createdAt: '2026-11-21T01:00:00.000Z',
  rrLastUserId: null,
  members: [
    { userId: 11, name: '李销售', autoAssignable: true },
    { userId: 12, name: '赵坐席', autoAssignable: false },
    { userId: 13, name: '张销售', autoAssignable: true },
  ],
  ...fields,
});

const clue = (id: number, name: string): ClueRow => ({
  id,
  poolId: 3,
  poolName: '华东线索池',
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
});

/** The pool, its clues and the allocate call; records what the page sent. */
function fakeServer(detail: CluePoolDetail) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/erp/crm/clue/pool/3') return json(detail);
      if (url.pathname === '/erp/crm/clue/page')
        return json({ list: [clue(1, '陈先生'), clue(2, '刘女士')], total: 2, pageNum: 1, pageSize: 10 });
      if (url.pathname === '/erp/crm/clue/pool/3/allocate' && init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return json({
          assignments: [
            { clueId: 1, userId: 11, name: '李销售' },
            { clueId: 2, userId: 13, name: '张销售' },
          ],
        });
      }
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    }),
  );
  return sent;
}

function renderPage() {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path: '/customer/clue/allocationEdit/:id',
        element: (
          <CurrentRouteContext.Provider
            value={{ key: 'clueAllocationEdit', title: '编辑分配窗口', btnList: ['query', 'get', 'update'] }}
          >
            <ClueAllocationPage />
          </CurrentRouteContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/customer/clue/allocationEdit/3'] },
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

describe('clue allocation window', { timeout: 40_000 }, () => {
  it('round-robins the selected clues and names who got each', async () => {
    const sent = fakeServer(pool());
    renderPage();
    const page = await screen.findByTestId('clue-allocation');
    expect(await within(page).findByText('赵坐席 · 自动分配：关')).toBeTruthy();
    await within(page).findByText('陈先生');
    fireEvent.click(page.querySelector('thead .ant-checkbox-input') as HTMLElement);
    expect(within(page).getByText('已选择 2 条线索')).toBeTruthy();
    fireEvent.click(within(page).getByRole('button', { name: /分\s*配/ }));
    await waitFor(() => expect(sent).toEqual([{ mode: 'round_robin', clueIds: [1, 2] }]));
    expect(await within(page).findByText('陈先生 → 李销售，刘女士 → 张销售')).toBeTruthy();
  });

  it('offers only manual allocation when no member has the switch on, and asks for a member first', async () => {
    const sent = fakeServer(
      pool({
        members: [{ userId: 12, name: '赵坐席', autoAssignable: false }],
        allocationMode: 'round_robin',
      }),
    );
    renderPage();
    const page = await screen.findByTestId('clue-allocation');
    expect(await within(page).findByText('没有成员开启自动分配，轮询分配不可用')).toBeTruthy();
    const roundRobin = within(page).getByLabelText('轮询分配') as HTMLInputElement;
    expect(roundRobin.disabled).toBe(true);
    expect((within(page).getByLabelText('手动分配') as HTMLInputElement).checked).toBe(true);
    await within(page).findByText('陈先生');
    fireEvent.click(page.querySelector('tbody .ant-checkbox-input') as HTMLElement);
    fireEvent.click(within(page).getByRole('button', { name: /分\s*配/ }));
    expect(await screen.findByText('请选择接收线索的成员')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
