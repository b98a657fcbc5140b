import type { AuthEntry, CustomerAttachment } from '@atrium/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { useSession } from '../../platform/session/session-store';
import CustomerAttachmentsCard from './customer-attachments-card';

const json = (body: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const attachment = (fileId: number, name: string, size: number): CustomerAttachment => ({
  fileId,
  name,
  size,
  contentType: 'application/pdf',
  url: `/erp/common/files/${fileId}`,
  addedByName: '李销售',
  addedAt: '2026-11-20T08:30:00.000Z',
});

/** The customer's attachments and uploads; records the writes. */
function fakeServer(initial: CustomerAttachment[]) {
  let list = [...initial];
  const writes: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/erp/crm/customer/5/attachments' && method === 'GET') return json(list);
    if (url.pathname === '/erp/common/qiniu/token')
      return json({ uploadUrl: '/erp/common/files/upload', token: 't', expiresAt: '' });
    if (url.pathname === '/erp/common/files/upload') return json({ id: 9, url: '/erp/common/files/9' });
    if (url.pathname === '/erp/crm/customer/5/attachments' && method === 'POST') {
      writes.push(`POST ${String(init?.body)}`);
      list = [attachment(9, '合同.pdf', 2048), ...list];
      return json(list);
    }
    const removed = url.pathname.match(/^\/erp\/crm\/customer\/5\/attachments\/(\d+)$/);
    if (removed && method === 'DELETE') {
      writes.push(`DELETE ${removed[1]}`);
      list = list.filter((row) => row.fileId !== Number(removed[1]));
      return json(list);
    }
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return writes;
}

const menu = (id: number, key: string): AuthEntry => ({
  id,
  parentId: -1,
  key,
  type: 'menu',
  title: key,
  path: '',
  sort: 0,
  icon: '',
  hidden: false,
});
const oper = (id: number, parentId: number, key: string): AuthEntry => ({
  ...menu(id, key),
  parentId,
  type: 'oper',
});

/** The card of customer 5, held by user 3 unless `pool`. */
function renderCard({ mayUpdate, pool = false }: { mayUpdate: boolean; pool?: boolean }) {
  initI18n();
  queryClient.clear();
  useSession.setState({
    authEntries: [
      menu(1, 'customerList'),
      ...(mayUpdate ? [oper(2, 1, 'update')] : []),
      menu(3, 'customerDetail'),
    ],
  });
  const onCustomerChanged = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CustomerAttachmentsCard
          customerId={5}
          ownerUserId={pool ? null : 3}
          onCustomerChanged={onCustomerChanged}
        />
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
  return onCustomerChanged;
}

const card = () => screen.getByTestId('customer-attachments-card');

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ authEntries: null });
});

describe('the attachments card', { timeout: 40_000 }, () => {
  it('lists the files as download links, read-only without customerList:update', async () => {
    fakeServer([attachment(7, '报价单.pdf', 1536)]);
    renderCard({ mayUpdate: false });
    const link = await screen.findByRole('link', { name: /报价单\.pdf/ });
    expect(link.getAttribute('href')).toBe('/erp/common/files/7');
    expect(within(card()).getByText(/1\.5 KB/)).toBeTruthy();
    expect(within(card()).getByText(/1\.5 KB · 李销售 · 2026-11-2\d \d\d:\d\d:\d\d/)).toBeTruthy();
    expect(within(card()).queryByText('上传附件')).toBeNull();
    expect(within(card()).queryByText('移除')).toBeNull();
  });

  it('shows the empty state, and no upload on a pool customer', async () => {
    fakeServer([]);
    renderCard({ mayUpdate: true, pool: true });
    expect(await within(card()).findByText('还没有附件')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card()).queryByText('上传附件')).toBeNull();
  });

  it('uploads a file through the files module and attaches it', async () => {
    const writes = fakeServer([]);
    const onCustomerChanged = renderCard({ mayUpdate: true });
    await within(card()).findByText('上传附件');
    const input = card().querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], '合同.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('link', { name: /合同\.pdf/ })).toBeTruthy();
    expect(writes).toEqual(['POST {"fileIds":[9]}']);
    expect(onCustomerChanged).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('附件已添加')).toBeTruthy();
  });

  it('removes a file only after confirmation', async () => {
    const writes = fakeServer([attachment(7, '报价单.pdf', 1536), attachment(8, '图纸.pdf', 10)]);
    renderCard({ mayUpdate: true });
    await screen.findByRole('link', { name: /报价单\.pdf/ });
    await within(card()).findByText('上传附件');
    fireEvent.click(within(card()).getAllByText('移除')[0]!);
    expect(await screen.findByText('确定移除附件“报价单.pdf”吗？文件本身不会被删除。')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(writes).toEqual(['DELETE 7']));
    await waitFor(() => expect(screen.queryByRole('link', { name: /报价单\.pdf/ })).toBeNull());
    expect(screen.getByRole('link', { name: /图纸\.pdf/ })).toBeTruthy();
  });
});
