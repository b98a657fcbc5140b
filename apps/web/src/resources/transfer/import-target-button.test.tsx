import type { ImportReport } from '@atrium/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CurrentRouteContext } from '../../platform/routing/current-route-context';
import { ImportTargetButton } from './import-button';
import { clueImportTarget, customerImportTarget } from './import-targets';

const report: ImportReport = {
  mode: 'dryRun',
  fileName: 'customers.csv',
  sha256: 'f'.repeat(64),
  total: 2,
  good: 1,
  bad: 1,
  created: 1,
  updated: 0,
  unchanged: 0,
  committed: false,
  errors: [{ row: 3, field: 'phone', message: '该联系电话已属于客户 KH00000001' }],
  errorsTruncated: false,
};

/** The import endpoint answering each mode; every request's path and mode are kept. */
function withImportEndpoint() {
  const sent: { path: string; mode: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://app.test');
    const mode = url.searchParams.get('mode');
    sent.push({ path: url.pathname, mode });
    const data = { ...report, mode, committed: mode !== 'dryRun' };
    return new Response(JSON.stringify({ code: 200, msg: '操作成功', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

function renderButton(btnList: readonly string[], onImported = vi.fn(), target = customerImportTarget) {
  initI18n();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CurrentRouteContext.Provider value={{ key: target.menuKey, title: '客户列表', btnList }}>
          <ImportTargetButton target={target} onImported={onImported} />
          <span>list</span>
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
  return onImported;
}

describe('import button of a hand-built list', { timeout: 40_000 }, () => {
  it('is offered only with the import oper', async () => {
    renderButton(['query', 'add']);
    expect(await screen.findByText('list')).toBeTruthy();
    expect(screen.queryByTestId('import-button')).toBeNull();
  });

  it("sends the file to the list's endpoint, names the bad cell's column, and refreshes after writing", async () => {
    const onImported = renderButton(['query', 'import']);
    const sent = withImportEndpoint();
    fireEvent.click(await screen.findByTestId('import-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导入客户列表')).toBeTruthy();
    const file = new File(['客户名称,联系电话\n甲,13800000000\n'], 'customers.csv', { type: 'text/csv' });
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(await within(dialog).findByTestId('import-check'));
    const errors = await within(dialog).findByTestId('import-errors');
    expect(within(errors).getByText('联系电话')).toBeTruthy();
    expect(within(errors).getByText('该联系电话已属于客户 KH00000001')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('import-commit'));
    expect(await within(dialog).findByText('导入完成')).toBeTruthy();
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { path: '/erp/crm/customer/import', mode: 'dryRun' },
      { path: '/erp/crm/customer/import', mode: 'goodRowsOnly' },
    ]);
  });

  it("puts the clue pool's id into the clue import path", () => {
    expect(clueImportTarget(7).importPath).toBe('/erp/crm/clue/pool/7/import');
  });
});
