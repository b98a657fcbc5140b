import { customerSourceResource, type ImportReport } from '@atrium/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_OPERS, renderList, sourceRow } from '../render-list-for-test';
import { ImportButton } from './import-button';

const resource = customerSourceResource;

const report = (mode: ImportReport['mode'], committed: boolean): ImportReport => ({
  mode,
  fileName: 'sources.csv',
  sha256: 'f'.repeat(64),
  total: 3,
  good: 2,
  bad: 1,
  created: 2,
  updated: 0,
  unchanged: 0,
  committed,
  errors: [{ row: 3, field: 'code', message: '与第 2 行重复' }],
  errorsTruncated: false,
});

/** The list's fake server, plus the import endpoint answering a report for each mode it is sent. */
function withImportEndpoint() {
  const pageFetch = globalThis.fetch;
  const imports: { mode: string | null; file: File | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    if (!url.pathname.endsWith('/import')) return pageFetch(input, init);
    const mode = url.searchParams.get('mode');
    const form = (init as RequestInit).body as FormData;
    imports.push({ mode, file: form.get('file') as File });
    const data = report(mode as ImportReport['mode'], mode !== 'dryRun');
    return new Response(JSON.stringify({ code: 200, msg: '操作成功', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return imports;
}

afterEach(() => vi.unstubAllGlobals());

const list = (btnList: readonly string[]) =>
  renderList({
    resource,
    labelNamespace: 'masterData',
    rows: [sourceRow({ name: '官网咨询', code: 'website', sort: 1 })],
    btnList,
    toolbarExtra: (context) => <ImportButton {...context} />,
  });

describe('import button and dialog', { timeout: 40_000 }, () => {
  it('is offered only with the import oper', async () => {
    list(ALL_OPERS);
    expect(await screen.findByText('官网咨询')).toBeTruthy();
    expect(screen.queryByTestId('import-button')).toBeNull();
  });

  it('checks the file, lists the bad rows, then imports the good rows and refreshes the list', async () => {
    const { server } = list([...ALL_OPERS, 'import']);
    const imports = withImportEndpoint();
    fireEvent.click(await screen.findByTestId('import-button'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导入客户来源')).toBeTruthy();

    const file = new File(['来源名称,来源编码\n甲,a\n乙,a\n'], 'sources.csv', { type: 'text/csv' });
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.click(await within(dialog).findByTestId('import-check'));

    const errors = await within(dialog).findByTestId('import-errors');
    expect(within(errors).getByText('与第 2 行重复')).toBeTruthy();
    expect(within(errors).getByText('来源编码')).toBeTruthy();
    expect(within(dialog).getByText('有问题 1 行')).toBeTruthy();
    expect(imports).toEqual([{ mode: 'dryRun', file: expect.objectContaining({ name: 'sources.csv' }) }]);

    const pagesBefore = server.pageQueries.length;
    fireEvent.click(within(dialog).getByTestId('import-commit'));
    expect(await within(dialog).findByText('导入完成')).toBeTruthy();
    expect(within(dialog).getByText('新增 2 条，更新 0 条，跳过 1 条')).toBeTruthy();
    expect(imports.map((entry) => entry.mode)).toEqual(['dryRun', 'goodRowsOnly']);
    await waitFor(() => expect(server.pageQueries.length).toBeGreaterThan(pagesBefore));
  });
});
