import type { Packing } from '@atrium/contract/endpoints/sale-fulfilment';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderScreen } from '../../resources/render-screen-for-test';
import { PackingStationPage } from './packing-station-page';

afterEach(() => vi.unstubAllGlobals());

const packing: Packing = {
  kind: 'pickOrder',
  id: 7,
  documentNo: 'JH20261127-0001',
  warehouseId: 1,
  warehouseName: '主仓库',
  orders: [
    {
      saleOrderId: 3,
      saleOrderNo: 'XS20261127-0003',
      customerName: '华东贸易',
      contactName: '王五',
      contactPhone: '13800000000',
      deliveryAddress: '上海市浦东新区张江路 1 号',
    },
  ],
  lines: [
    {
      saleOrderId: 3,
      saleOrderNo: 'XS20261127-0003',
      saleOrderLineId: 11,
      orderLineNo: 1,
      parentLineId: null,
      itemKind: 'product',
      itemId: 5,
      itemLabel: 'P-5 激光打印机',
      unit: '台',
      barcode: '690005',
      serialTracked: true,
      quantity: '1',
      serialsAvailable: ['SN-9'],
    },
    {
      saleOrderId: 3,
      saleOrderNo: 'XS20261127-0003',
      saleOrderLineId: 12,
      orderLineNo: 2,
      parentLineId: 11,
      itemKind: 'fitting',
      itemId: 2,
      itemLabel: 'F-2 硒鼓',
      unit: '个',
      barcode: 'F-2',
      serialTracked: false,
      quantity: '2',
      serialsAvailable: [],
    },
    {
      saleOrderId: 3,
      saleOrderNo: 'XS20261127-0003',
      saleOrderLineId: 13,
      orderLineNo: 3,
      parentLineId: 11,
      itemKind: 'service',
      itemId: 1,
      itemLabel: '上门安装',
      unit: '次',
      barcode: '',
      serialTracked: false,
      quantity: '1',
      serialsAvailable: [],
    },
  ],
};

/** The server: the look-up answers the pick, a shipment its send order; the bodies sent and numbers looked up are kept. */
function stubServer() {
  const sent: unknown[] = [];
  const lookedUp: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/erp/sale/packing') {
        lookedUp.push(url.searchParams.get('documentNo') ?? '');
        return envelope(packing);
      }
      if (url.pathname === '/erp/sale/send' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return envelope({ list: [{ documentNo: 'FH20261127-0001' }] });
      }
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    }),
  );
  return { sent, lookedUp };
}

/** Scans a code (types it, presses 确认) and waits for the station to take it (the field empties). */
const scanCode = async (code: string) => {
  const field = screen.getByTestId('station-scan') as HTMLInputElement;
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByTestId('station-scan-submit'));
  await waitFor(() => expect(field.value).toBe(''));
};

describe('/staging/ship', () => {
  it('opens a pick by number, checks items off by scans, refuses a wrong one, prints the slip and ships in one request', async () => {
    const { sent } = stubServer();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderScreen(<PackingStationPage />, '/staging/ship', '?no=JH20261127-0001');
    expect(await screen.findByTestId('station-number')).toHaveProperty('textContent', 'JH20261127-0001');

    await scanCode('690005');
    expect(screen.getByTestId('station-feedback').textContent).toContain('按序列号管理，请扫描机身序列号');
    await scanCode('NOT-OURS');
    expect(screen.getByTestId('station-feedback').textContent).toContain(
      '「NOT-OURS」不是本单的商品、配件或序列号',
    );
    await scanCode('sn-9');
    await scanCode('F-2');
    await scanCode('F-2');
    await scanCode('F-2');
    expect(screen.getByTestId('station-feedback').textContent).toContain('「F-2 硒鼓」已核对 2');
    expect(screen.getByTestId('station-progress').textContent).toBe('已核对 3 / 3');
    expect(screen.getByTestId('packing-slip').textContent).toContain('SN-9');

    fireEvent.change(screen.getByTestId('station-carrier'), { target: { value: '顺丰速运' } });
    fireEvent.change(screen.getByTestId('station-tracking'), { target: { value: 'SF1234567890' } });
    fireEvent.click(screen.getByTestId('station-print'));
    expect(print).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('station-ship'));
    await waitFor(() =>
      expect(screen.getByTestId('station-feedback').textContent).toContain('已发货：FH20261127-0001'),
    );
    expect(sent).toEqual([
      {
        pickOrderId: 7,
        carrier: '顺丰速运',
        trackingNo: 'SF1234567890',
        lines: [
          { saleOrderLineId: 11, quantity: '1', serials: ['SN-9'] },
          { saleOrderLineId: 12, quantity: '2' },
        ],
      },
    ]);
    expect(screen.queryByTestId('station-ship')).toBeNull();
    expect(screen.getByTestId('packing-slip').textContent).toContain('FH20261127-0001');
  });

  it('types a count with + and −, and refuses to ship with nothing checked', async () => {
    const { sent, lookedUp } = stubServer();
    renderScreen(<PackingStationPage />, '/staging/ship');
    // A scanner types the number a character at a time: nothing is looked up before 打开 (or Enter).
    fireEvent.change(screen.getByTestId('station-document-no'), { target: { value: 'J' } });
    fireEvent.change(screen.getByTestId('station-document-no'), { target: { value: 'JH20261127-0001' } });
    fireEvent.click(screen.getByTestId('station-open'));
    await screen.findByTestId('station-number');
    expect(lookedUp).toEqual(['JH20261127-0001']);
    fireEvent.click(screen.getByTestId('station-ship'));
    expect(screen.getByTestId('station-feedback').textContent).toContain('请先核对要发出的商品');
    fireEvent.click(screen.getByRole('button', { name: '增加一件 F-2 硒鼓' }));
    fireEvent.click(screen.getByRole('button', { name: '增加一件 F-2 硒鼓' }));
    fireEvent.click(screen.getByRole('button', { name: '增加一件 F-2 硒鼓' }));
    fireEvent.click(screen.getByRole('button', { name: '减少一件 F-2 硒鼓' }));
    expect(screen.getByTestId('station-line-12').textContent).toContain('已核对 1 / 2 个');
    expect(sent).toEqual([]);
  });
});
