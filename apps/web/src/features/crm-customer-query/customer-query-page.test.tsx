import { fireEvent, render, screen } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { i18n, initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { useDisplaySettings } from '../../platform/settings/display-settings-store';
import { CustomerQueryPage } from './customer-query-page';

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const FOUND = {
  id: 7,
  sn: 'KH00000007',
  name: '杭州云帆科技',
  phone: '138****5678',
  source: '',
  level: 'A',
  stage: '',
  ownerUserId: null,
  ownerName: '',
  ownerDepartmentId: null,
  address: '',
  remark: '',
  lastFollowUpAt: null,
  lastDealAt: null,
  claimedAt: null,
  version: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
};

/** The customer dictionaries and the search: phone 13800005678 finds a pool customer, anything else none. */
function fakeServer() {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.startsWith('/erp/common/dict/'))
        return json([{ label: 'A类（重点）', labelEn: 'Class A (key)', value: 'A', sort: 1, color: '' }]);
      if (url.pathname === '/erp/crm/search/customer') {
        searches.push(url.searchParams);
        return json(url.searchParams.get('phone') === '13800005678' ? FOUND : null);
      }
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
  return searches;
}

function renderPage() {
  initI18n();
  queryClient.clear();
  const Detail = () => <p>detail {useParams().id}</p>;
  const router = createMemoryRouter(
    [
      { path: '/customer/query', element: <CustomerQueryPage /> },
      { path: '/customer/manage/detail/:id', element: <Detail /> },
    ],
    { initialEntries: ['/customer/query'] },
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

describe('query customer screen', () => {
  it('asks for a term before calling the server', async () => {
    const searches = fakeServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('请至少填写一个查询条件')).toBeTruthy();
    expect(searches).toEqual([]);
  });

  it('shows the customer found, masked, and opens its detail', async () => {
    const searches = fakeServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('联系电话'), { target: { value: '13800005678' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('杭州云帆科技')).toBeTruthy();
    expect(screen.getByText('138****5678')).toBeTruthy();
    expect(screen.getByText('公海客户')).toBeTruthy();
    expect(await screen.findByText('A类（重点）')).toBeTruthy();
    expect(searches[0]?.get('isShowCustomerInfo')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: /查看详情/ }));
    expect(await screen.findByText('detail 7')).toBeTruthy();
  });

  it("shows a dictionary value in the screen's language: the English label in English", async () => {
    fakeServer();
    // The app follows the remembered language (AppProviders), as after a switch in the header.
    useDisplaySettings.getState().update({ language: 'en' });
    try {
      renderPage();
      // The English texts load on the switch (their own chunk): more than findBy's second under load.
      const phone = await screen.findByLabelText('Phone', {}, { timeout: 10_000 });
      fireEvent.change(phone, { target: { value: '13800005678' } });
      fireEvent.click(screen.getByRole('button', { name: /Search/ }));
      expect(await screen.findByText('Class A (key)')).toBeTruthy();
      expect(screen.queryByText('A类（重点）')).toBeNull();
    } finally {
      useDisplaySettings.getState().update({ language: 'zh-CN' });
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('says when nothing matches', async () => {
    fakeServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '不存在' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('没有找到符合条件的客户')).toBeTruthy();
  });
});
