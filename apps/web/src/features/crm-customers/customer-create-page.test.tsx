import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CustomerCreatePage } from './customer-create-page';

const json = (data: unknown, code = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });

/** The three customer dictionaries and the create endpoint; a phone ending 0000 is taken. */
function fakeServer() {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.startsWith('/erp/common/dict/'))
        return json([{ label: 'A类（重点）', value: 'A', sort: 1, color: '' }]);
      if (url.pathname === '/erp/crm/customer' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        if (String(body.phone).endsWith('0000')) {
          const message = '该联系电话已属于客户 KH00000001';
          return json({ fieldErrors: [{ path: 'phone', message }] }, 400, message);
        }
        return json({ id: 42 });
      }
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    }),
  );
  return posted;
}

function Detail() {
  return <p>detail {useParams().id}</p>;
}

function renderPage() {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/customer/manage/create', element: <CustomerCreatePage /> },
      { path: '/customer/manage/detail/:id', element: <Detail /> },
    ],
    { initialEntries: ['/customer/manage/create'] },
  );
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
}

const phoneError = async (text: string) =>
  expect(
    (await screen.findByText(text)).closest('.ant-form-item')?.querySelector('#customer_phone'),
  ).not.toBeNull();

afterEach(() => vi.unstubAllGlobals());

describe('new customer screen', () => {
  it('shows 联系电话格式不正确 on the field without asking the server', async () => {
    const posted = fakeServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '测试客户' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await phoneError('联系电话格式不正确');
    expect(posted).toEqual([]);
  });

  it("puts the server's taken-phone error on the field, then opens the created customer", async () => {
    const posted = fakeServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '测试客户' } });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '138 0000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: /添加联系人/ }));
    fireEvent.change(await screen.findByLabelText('联系人姓名 1'), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await phoneError('该联系电话已属于客户 KH00000001');

    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13800001111' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('detail 42');
    expect(posted.at(-1)).toMatchObject({
      name: '测试客户',
      phone: '13800001111',
      toPool: false,
      contacts: [{ name: '张三', phone: '', role: '' }],
    });
    await waitFor(() => expect(posted).toHaveLength(2));
  });
});
