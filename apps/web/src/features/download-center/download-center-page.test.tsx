import { customerSourceResource, type DownloadEntry } from '@atrium/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../../platform/routing/current-route-context';
import { formatSize } from '../../resources/format-size';
import { renderList, sourceRow } from '../../resources/render-list-for-test';
import { ExportButton } from '../../resources/transfer/export-button';
import { DownloadCenterPage } from './download-center-page';

const json = (body: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const entry = (fields: Partial<DownloadEntry>): DownloadEntry => ({
  id: 1,
  fileName: '客户来源_20261121150405.xlsx',
  resource: 'customerSource',
  format: 'xlsx',
  status: 'done',
  progress: 100,
  size: 2048,
  rows: 4,
  createdAt: '2026-11-21T07:04:05.000Z',
  finishedAt: '2026-11-21T07:04:06.000Z',
  expiresAt: '2026-11-28T07:04:06.000Z',
  failure: null,
  ...fields,
});

/** The server's download endpoints over a list the test changes as the "job" advances. */
function fakeDownloadServer(initial: DownloadEntry[]) {
  const state = { list: initial, pageCalls: 0, deleted: [] as number[] };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/erp/download/page') {
      state.pageCalls++;
      return json({ list: state.list, total: state.list.length, pageNum: 1, pageSize: 10 });
    }
    const remove = url.pathname.match(/^\/erp\/download\/(\d+)$/);
    if (remove && init?.method === 'DELETE') {
      const id = Number(remove[1]);
      state.deleted.push(id);
      state.list = state.list.filter((item) => item.id !== id);
      return json({ id });
    }
    throw new Error(`unexpected ${init?.method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetch);
  return state;
}

function renderCenter(btnList: readonly string[] = ['query', 'get', 'delete']) {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CurrentRouteContext.Provider value={{ key: 'downloadCenterManage', title: '下载中心', btnList }}>
          <DownloadCenterPage />
        </CurrentRouteContext.Provider>
      ),
    },
  ]);
  return render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('download center', { timeout: 40_000 }, () => {
  it('follows a running export until its file is ready', async () => {
    const server = fakeDownloadServer([entry({ status: 'running', progress: 40, size: null, rows: null })]);
    renderCenter();
    const center = await screen.findByTestId('download-center');
    expect(await within(center).findByText('生成中')).toBeTruthy();
    expect(within(center).getByText('40%')).toBeTruthy();
    expect(within(center).queryByTestId('row-download')).toBeNull();
    expect(within(center).getByText('共 1 条记录')).toBeTruthy();

    server.list = [entry({})];
    expect(await within(center).findByText('已完成', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(center).getByTestId('row-download')).toBeTruthy();
    expect(within(center).getByText('2.0 KB')).toBeTruthy();
    // Nothing is pending any more: no more polling.
    const calls = server.pageCalls;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(server.pageCalls).toBe(calls);
  });

  it('deletes a file after confirmation', async () => {
    const server = fakeDownloadServer([entry({ id: 7 }), entry({ id: 8, fileName: '支付渠道_1.csv' })]);
    renderCenter();
    const center = await screen.findByTestId('download-center');
    await within(center).findByText('支付渠道_1.csv');
    fireEvent.click(within(center).getAllByTestId('row-delete')[0]!);
    expect(server.deleted).toEqual([]);
    await screen.findByText('确定删除该文件吗？');
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(server.deleted).toEqual([7]));
    await waitFor(() => expect(within(center).getAllByTestId('row-delete')).toHaveLength(1));
  });

  it('says in words why an export failed, under its name', async () => {
    fakeDownloadServer([
      entry({
        id: 3,
        status: 'failed',
        progress: 40,
        size: null,
        rows: null,
        failure: '导出失败，请稍后重试',
      }),
      entry({ id: 4 }),
    ]);
    renderCenter();
    const center = await screen.findByTestId('download-center');
    expect(await within(center).findByText('失败')).toBeTruthy();
    expect(
      within(center)
        .getAllByTestId('download-failure')
        .map((node) => node.textContent),
    ).toEqual(['导出失败，请稍后重试']);
  });

  it('says when there is nothing yet', async () => {
    fakeDownloadServer([]);
    renderCenter();
    expect(await screen.findByText('暂无导出文件')).toBeTruthy();
  });

  it('offers only what the oper keys allow', async () => {
    fakeDownloadServer([entry({})]);
    renderCenter(['query']);
    const center = await screen.findByTestId('download-center');
    await within(center).findByText('已完成');
    expect(within(center).queryByTestId('row-download')).toBeNull();
    expect(within(center).queryByTestId('row-delete')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatSize(null)).toBe('—');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('export button', { timeout: 40_000 }, () => {
  const resource = customerSourceResource;

  it('exports what the list shows and points to the download center', async () => {
    const { server } = renderList({
      resource,
      labelNamespace: 'masterData',
      rows: [sourceRow({ name: '官网咨询', code: 'website' })],
      btnList: ['query', 'export'],
      search: '?name=官网&sortField=code&sortOrder=desc&pageNum=1',
      toolbarExtra: (context) => <ExportButton {...context} />,
    });
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/export')) {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ jobId: 5 });
      }
      return server.fetch(input, init);
    });
    fireEvent.mouseEnter(await screen.findByTestId('export-button'));
    fireEvent.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: '官网', sortField: 'code', sortOrder: 'desc', format: 'csv' });
    expect(bodies[0]).not.toHaveProperty('pageNum');
    expect(await screen.findByText('正在生成导出文件，完成后可在下载中心下载')).toBeTruthy();
  });

  it('is not there without the export oper', async () => {
    renderList({
      resource,
      labelNamespace: 'masterData',
      rows: [sourceRow({ name: '官网咨询', code: 'website' })],
      btnList: ['query'],
      toolbarExtra: (context) => <ExportButton {...context} />,
    });
    expect(await screen.findByText('官网咨询')).toBeTruthy();
    expect(screen.queryByTestId('export-button')).toBeNull();
  });
});
