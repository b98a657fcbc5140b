import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { initI18n } from '../../../platform/i18n/i18n';
import { queryClient } from '../../../platform/query/query-client';
import { ScreenQueryProvider } from '../../../platform/query/screen-query-provider';
import { RecallReminderNotice } from './recall-reminder-notice';

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** 12 customers about to be recalled (two pages); the answer follows pageNum and pageSize. */
function fakeServer(total: number) {
  const asked: URLSearchParams[] = [];
  const rows = Array.from({ length: total }, (_, index) => ({
    customerId: index + 1,
    sn: `KH${String(index + 1).padStart(8, '0')}`,
    name: `客户${index + 1}`,
    ownerUserId: 3,
    ownerName: '李销售',
    ruleName: '销售部私海规则',
    reason:
      index === 0
        ? { key: 'noDeal', params: { rule: '销售部私海规则', days: 90 } }
        : { key: 'noFollowUp', params: { rule: '销售部私海规则', days: 30 } },
    recallAt: '2026-11-22T04:00:00.000Z',
    daysLeft: index === 0 ? 1 : 4,
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/erp/crm/privateSea/reminder/page') throw new Error(`unexpected ${url.pathname}`);
      asked.push(url.searchParams);
      const pageNum = Number(url.searchParams.get('pageNum'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const list = rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);
      return json({ list, total, pageNum, pageSize });
    }),
  );
  return asked;
}

function Detail() {
  return <p>detail {useParams().id}</p>;
}

function renderNotice() {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path: '/customer/manage/list',
        element: (
          <>
            <RecallReminderNotice />
          </>
        ),
      },
      { path: '/customer/manage/detail/:id', element: <Detail /> },
    ],
    { initialEntries: ['/customer/manage/list'] },
  );
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('recall reminder notice', () => {
  it('counts the customers about to be recalled and lists them, ten to a page, linking to the detail', async () => {
    const asked = fakeServer(12);
    renderNotice();
    const notice = await screen.findByRole('button', { name: /12 位客户即将被回收/ });
    fireEvent.click(notice);
    const drawer = await screen.findByTestId('recall-reminders');
    await within(drawer).findByText('客户1');
    expect(within(drawer).getByText('共 12 条记录')).toBeTruthy();
    expect(within(drawer).getByText('90 天未成交')).toBeTruthy();
    expect(within(drawer).getAllByText('30 天未跟进')).toHaveLength(9);
    expect(within(drawer).getByText('1 天')).toBeTruthy();
    expect(asked.every((params) => params.get('pageSize') === '10')).toBe(true);
    fireEvent.click(within(drawer).getByTitle('2'));
    await within(drawer).findByText('客户12');
    expect(asked.at(-1)?.get('pageNum')).toBe('2');
    fireEvent.click(within(drawer).getByText('客户12'));
    await screen.findByText('detail 12');
  });

  it('says 回收提醒 and shows the empty state when nobody is about to be recalled', async () => {
    fakeServer(0);
    renderNotice();
    const notice = await screen.findByRole('button', { name: /回收提醒/ });
    await waitFor(() => expect(notice.textContent).not.toMatch(/即将被回收/));
    fireEvent.click(notice);
    const drawer = await screen.findByTestId('recall-reminders');
    await within(drawer).findByText('近期没有即将被回收的客户');
  });
});
