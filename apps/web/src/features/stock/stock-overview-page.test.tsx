import type { BalanceRow } from '@atrium/contract/endpoints/stock-queries';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '../../media-query-for-test';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { StockOverviewPage } from './stock-overview-page';

afterEach(() => vi.unstubAllGlobals());

const balance: BalanceRow = {
  warehouseId: 1,
  warehouseName: '华东仓',
  locationId: 3,
  binName: '',
  itemKind: 'product',
  itemId: 152,
  itemLabel: 'OS-0152 得力 A4 复印纸',
  unit: '包',
  onHand: '8',
  reserved: '2',
  available: '6',
  value: 10_000,
  averageCost: 1_250,
};

/** The screen at a width: antd's breakpoints are min-width media queries (xs a max-width one). */
const atWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return fakeMediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  });

const render = async (width: number) => {
  atWidth(width);
  stubApi({
    'GET /erp/stock/balance/page': () => ({ list: [balance], total: 1, pageNum: 1, pageSize: 10 }),
    'GET /erp/common/reference/warehouse/options': () => [],
    'GET /erp/stock/transit': () => [
      { itemKind: 'product', itemId: 9, itemLabel: 'OS-0009 碎纸机', unit: '台', onHand: '2', value: 80_000 },
    ],
  });
  renderScreen(<StockOverviewPage />, '/supply/stock/overview', '', ['query']);
  await screen.findByText('OS-0152 得力 A4 复印纸');
  const table = screen.getByTestId('stock-overview').querySelector('.ant-table')! as HTMLElement;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  return { table, headers };
};

describe('库存查询 at phone and desktop width', () => {
  it('shows every column on a desktop, and at 390 px the item with its warehouse, on hand and available', async () => {
    const desktop = await render(1440);
    expect(desktop.headers).toEqual(expect.arrayContaining(['仓库', '预留', '平均成本', '库存金额']));
    expect(within(desktop.table).getByText('¥12.50')).toBeTruthy();
    // What transfers sent and no warehouse received yet, with the value it carries.
    const transit = await screen.findByTestId('stock-in-transit');
    expect(within(transit).getByText('OS-0009 碎纸机')).toBeTruthy();
    expect(within(transit).getByText('2 台')).toBeTruthy();
    expect(within(transit).getByText('¥800.00')).toBeTruthy();

    cleanup();
    const phone = await render(390);
    expect(phone.headers).toEqual(['商品/配件', '在库', '可用']);
    const row = within(phone.table).getByText('OS-0152 得力 A4 复印纸').closest('tr')!;
    expect(within(row).getByText('华东仓')).toBeTruthy();
    // Each quantity in the item's unit, as the server named it.
    expect(within(row).getByText('8 包')).toBeTruthy();
    expect(within(row).getByText('6 包')).toBeTruthy();
    expect(within(row).queryByText('¥12.50')).toBeNull();
  });
});
