import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { StockSyncPage } from './stock-sync-page';

const row = (id: number, status: string, more: object = {}) => ({
  id,
  warehouseId: 2,
  warehouseName: '华东仓',
  eventId: 'wms-demo-0002',
  itemIndex: id - 1,
  kind: 'shipment',
  subject: `SHP-${id}`,
  status,
  attempts: 1,
  error: status === 'conflict' ? '我方 OS-0012 在库 0，少于对方发货的 500，未过账' : '',
  receivedAt: '2026-11-25T08:00:00.000Z',
  appliedAt: status === 'applied' ? '2026-11-25T08:00:01.000Z' : null,
  ...more,
});
const settings = [
  {
    warehouseId: 2,
    warehouseCode: 'WH-EAST',
    warehouseName: '华东仓',
    configured: true,
    enabled: true,
    adapter: 'atriumGenericJson',
    hookPath: '/erp/stock/sync/hook/abcdefghijklmnopqrstuvwx',
    secretHint: '…wxyz',
    pullUrl: '',
    pulledUntil: null,
    version: 1,
  },
];
const detail = (status: string) => ({
  ...row(2, status),
  raw: { type: 'shipment', shipmentNo: 'SHP-2', lines: [{ sku: 'OS-0012', quantity: '500' }] },
  mapped: { kind: 'shipment', shipmentNo: 'SHP-2' },
  diff: [
    {
      code: 'OS-0012',
      itemKind: 'product',
      itemId: 3,
      measure: 'shipped',
      ours: '0',
      theirs: '500',
      change: '-500',
    },
  ],
  moveIds: status === 'applied' ? [41] : [],
  rawEscaped: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('仓库同步日志', { timeout: 60_000 }, () => {
  it('filters by the URL, shows the diff and replays a conflict after confirming', async () => {
    let replayed = 0;
    const asked = stubApi({
      'GET /erp/stock/sync/settings/list': () => settings,
      'GET /erp/stock/sync/log/page': () => ({
        list: [row(1, 'applied'), row(2, replayed ? 'applied' : 'conflict')],
        total: 2,
        totalExact: true,
        pageNum: 1,
        pageSize: 10,
      }),
      'GET /erp/stock/sync/log/2': () => detail(replayed ? 'applied' : 'conflict'),
      'POST /erp/stock/sync/log/2/replay': () => {
        replayed += 1;
        return detail('applied');
      },
    });
    renderScreen(<StockSyncPage />, '/supply/warehouse/syncLog', '?log.status=conflict', [
      'query',
      'get',
      'update',
    ]);
    const log = await screen.findByTestId('sync-log');
    await within(log).findByText('SHP-2');
    expect(asked.find((url) => url.pathname.endsWith('/log/page'))!.searchParams.get('status')).toBe(
      'conflict',
    );
    // 重放 only on the row that can be replayed.
    expect(within(log).getAllByRole('button', { name: '重放' })).toHaveLength(1);

    fireEvent.click(within(log).getByText('SHP-2'));
    const drawer = await screen.findByTestId('sync-item-detail');
    await within(drawer).findByText('-500');
    expect(within(drawer).getByText('我方 OS-0012 在库 0，少于对方发货的 500，未过账')).toBeTruthy();
    expect(within(drawer).getByTestId('sync-item-raw').textContent).toContain('"shipmentNo": "SHP-2"');

    fireEvent.click(screen.getByTestId('drawer-replay'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(replayed).toBe(1));
    await waitFor(() =>
      expect((screen.getByTestId('drawer-replay') as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('offers no 重放 without the update key; shows an item kept escaped as readable JSON', async () => {
    const escaped = {
      type: 'shipment',
      shipmentNo: 'SHP-\ud800',
      lines: [{ sku: 'OS\u0000-1', quantity: '1' }],
    };
    stubApi({
      'GET /erp/stock/sync/settings/list': () => settings,
      'GET /erp/stock/sync/log/3': () => ({
        ...detail('rejected'),
        ...row(3, 'rejected'),
        raw: { escapedJson: JSON.stringify(escaped) },
        rawEscaped: true,
        mapped: null,
        diff: [],
      }),
      'GET /erp/stock/sync/log/page': () => ({
        list: [row(2, 'conflict'), row(3, 'rejected')],
        total: 2,
        totalExact: true,
        pageNum: 1,
        pageSize: 10,
      }),
    });
    renderScreen(<StockSyncPage />, '/supply/warehouse/syncLog', '', ['query', 'get']);
    const log = await screen.findByTestId('sync-log');
    await within(log).findByText('SHP-2');
    expect(within(log).queryByRole('button', { name: '重放' })).toBeNull();

    fireEvent.click(within(log).getByText('SHP-3'));
    const drawer = await screen.findByTestId('sync-item-detail');
    expect(within(drawer).getByTestId('sync-item-raw-escaped').textContent).toContain('无法存储的字符');
    // The item itself, indented, its bad characters as escapes: not the escapedJson wrapper.
    const raw = within(drawer).getByTestId('sync-item-raw').textContent!;
    expect(raw).toContain('"shipmentNo": "SHP-\\ud800"');
    expect(raw).toContain('"sku": "OS\\u0000-1"');
    expect(raw).not.toContain('escapedJson');
  });
});
