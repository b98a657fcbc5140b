import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { CustomerName } from './customer-name';
import { CustomerPicker } from './customer-picker';

const CUSTOMERS = [
  { id: 7, name: '宁波海曙建材有限公司', sn: 'KH0007' },
  { id: 8, name: '无锡新程机械有限公司', sn: 'KH0008' },
  { id: 9, name: '南京同创软件有限公司', sn: 'KH0009' },
];

const json = (body: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** The options endpoint over CUSTOMERS (id 9 outside the caller's scope); records every query. */
function fakeServer() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/erp/crm/customer/options') throw new Error(`unexpected ${url.pathname}`);
      queries.push(url.searchParams);
      const inScope = CUSTOMERS.filter(({ id }) => id !== 9);
      const ids = url.searchParams.get('ids');
      if (ids) return json(inScope.filter(({ id }) => ids.split(',').map(Number).includes(id)));
      const keyword = url.searchParams.get('keyword') ?? '';
      return json(inScope.filter(({ name, sn }) => name.includes(keyword) || sn === keyword));
    }),
  );
  return queries;
}

function renderWithProviders(children: React.ReactNode) {
  initI18n();
  queryClient.clear();
  return render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>{children}</ScreenQueryProvider>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CustomerName', { timeout: 30_000 }, () => {
  it('shows names of a page of ids from one batched request; an id out of scope stays #id', async () => {
    const queries = fakeServer();
    renderWithProviders(
      <>
        <CustomerName id={7} />
        <CustomerName id={8} />
        <CustomerName id={9} />
      </>,
    );
    expect(await screen.findByText('宁波海曙建材有限公司')).toBeTruthy();
    expect(await screen.findByText('无锡新程机械有限公司')).toBeTruthy();
    expect(screen.getByText('#9')).toBeTruthy();
    const byIds = queries.filter((query) => query.has('ids'));
    expect(byIds.map((query) => query.get('ids'))).toEqual(['7,8,9']);
  });
});

describe('CustomerPicker', { timeout: 30_000 }, () => {
  function Harness({ initial }: { initial?: number }) {
    const [value, setValue] = useState<number | undefined>(initial);
    return (
      <>
        <CustomerPicker value={value} onChange={setValue} placeholder="请选择客户" />
        <output data-testid="chosen">{value ?? 'none'}</output>
      </>
    );
  }

  it('shows the name of a preset value, not its id', async () => {
    fakeServer();
    renderWithProviders(<Harness initial={8} />);
    expect(await screen.findByText('无锡新程机械有限公司（KH0008）')).toBeTruthy();
  });

  it('searches on the server as the user types and answers the chosen id', async () => {
    const queries = fakeServer();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '无锡' } });
    await waitFor(() => expect(queries.some((query) => query.get('keyword') === '无锡')).toBe(true));
    fireEvent.click(await screen.findByText('无锡新程机械有限公司（KH0008）'));
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('8'));
  });
});
