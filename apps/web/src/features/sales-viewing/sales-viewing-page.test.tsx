import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { SalesViewingPage } from './sales-viewing-page';

const figures = {
  customerCount: 3,
  gainedCount: 1,
  followUpCount: 4,
  openBusinessCount: 0,
  openAmountCents: 0,
  wonCount: 0,
  wonAmountCents: 0,
  lostCount: 0,
};
const row = (userId: number) => ({
  ...figures,
  userId,
  name: `销售${userId}`,
  departmentName: '',
  lastFollowUpAt: null,
});

function fakeViewing() {
  return stubApi({
    'GET /erp/crm/sales/viewing/page': (url) => {
      const pageNum = Number(url.searchParams.get('pageNum'));
      return {
        list: [row(pageNum * 10 + 1)],
        total: 25,
        pageNum,
        pageSize: 10,
        totals: figures,
      };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('销售查看', { timeout: 40_000 }, () => {
  it('asks for this month when the URL names no period', async () => {
    const asked = fakeViewing();
    renderScreen(<SalesViewingPage />, '/sale/viewing', '', ['query']);
    await within(await screen.findByTestId('sales-viewing')).findByText('销售11');
    const query = asked.at(-1)!.searchParams;
    expect(query.get('startDate')).toBe(dayjs().startOf('month').format('YYYY-MM-DD'));
    expect(query.get('endDate')).toBe(dayjs().endOf('month').format('YYYY-MM-DD'));
  });

  it('opens with the name, period and page of its URL, and a new search starts at page 1', async () => {
    const asked = fakeViewing();
    const router = renderScreen(
      <SalesViewingPage />,
      '/sale/viewing',
      '?name=王&startDate=2026-01-01&endDate=2026-01-31&pageNum=2',
      ['query'],
    );
    const screenRoot = await screen.findByTestId('sales-viewing');
    await within(screenRoot).findByText('销售21');
    const query = asked.at(-1)!.searchParams;
    expect([query.get('name'), query.get('startDate'), query.get('endDate'), query.get('pageNum')]).toEqual([
      '王',
      '2026-01-01',
      '2026-01-31',
      '2',
    ]);
    expect(within(screenRoot).getByDisplayValue('王')).toBeTruthy();
    expect(within(screenRoot).getByDisplayValue('2026-01-01')).toBeTruthy();
    expect(within(screenRoot).getByText('共 25 条记录')).toBeTruthy();

    fireEvent.change(within(screenRoot).getByDisplayValue('王'), { target: { value: '李' } });
    fireEvent.click(within(screenRoot).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?name=%E6%9D%8E&startDate=2026-01-01&endDate=2026-01-31'),
    );
    await within(screenRoot).findByText('销售11');
  });
});
