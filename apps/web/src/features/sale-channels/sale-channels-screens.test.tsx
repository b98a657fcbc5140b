import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { EcommerceBillPage } from './ecommerce-bill-page';
import { ExternalOrderListPage } from './external-order-list-page';
import { SourceDetailPage } from './source-detail-page';
import { StatusUpdatePage } from './status-update-page';

afterEach(() => vi.unstubAllGlobals());

const externalRow = (id: number, status: string, more: object = {}) => ({
  id,
  sourceId: 3,
  sourceName: '天猫旗舰店',
  via: 'push',
  eventId: 'evt-1',
  extOrderNo: `TM-${id}`,
  buyerName: '王小雨',
  totalFen: 12_300,
  status,
  reason: status === 'rejected' ? '商品编码 NOPE 不是任何商品或配件' : '',
  saleOrderId: status === 'applied' ? 9 : null,
  saleOrderNo: status === 'applied' ? 'XS20261127-0001' : '',
  saleOrderStatus: status === 'applied' ? 'confirmed' : '',
  attempts: 1,
  receivedAt: '2026-11-27T08:00:00.000Z',
  appliedAt: null,
  ...more,
});
const page = (list: unknown[]) => ({ list, total: list.length, totalExact: true, pageNum: 1, pageSize: 10 });

describe('外部订单', { timeout: 60_000 }, () => {
  it('filters by the URL and applies a rejected order again after confirming', async () => {
    let replayed = 0;
    const asked = stubApi({
      'GET /erp/sale/external/page': () =>
        page([externalRow(1, 'applied'), externalRow(2, replayed ? 'applied' : 'rejected')]),
      'POST /erp/sale/external/2/replay': () => {
        replayed += 1;
        return externalRow(2, 'applied');
      },
    });
    renderScreen(<ExternalOrderListPage />, '/sale/external/list', '?status=rejected', ['query', 'update']);
    const list = await screen.findByTestId('external-orders');
    await within(list).findByText('商品编码 NOPE 不是任何商品或配件');
    expect(asked[0]!.searchParams.get('status')).toBe('rejected');
    // 重新处理 only on the rejected row.
    const buttons = within(list).getAllByRole('button', { name: '重新处理' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(replayed).toBe(1));
    await waitFor(() => expect(within(list).queryAllByRole('button', { name: '重新处理' })).toHaveLength(0));
  });
});

const statement = {
  id: 1,
  sourceId: 3,
  sourceName: '天猫旗舰店',
  name: '天猫结算单 11 月',
  periodFrom: '2026-11-01',
  periodTo: '2026-11-30',
  rowCount: 5,
  reconciledAt: null as string | null,
  counts: { matched: 0, amountDiffers: 0, missingInAtrium: 0, missingOnPlatform: 0 },
  createdAt: '2026-11-27T08:00:00.000Z',
};
const resultRow = {
  id: 11,
  extOrderNo: 'TM-2',
  saleOrderId: 9,
  saleOrderNo: 'XS20261127-0002',
  result: 'amountDiffers',
  platformFen: 24_000,
  feesFen: -500,
  expectedFen: 25_000,
  differenceFen: -1_000,
  collectedFen: 0,
  explained: false,
  note: '',
};

describe('电商账单', { timeout: 60_000 }, () => {
  it('reconciles a statement, shows the sums per result and explains a difference', async () => {
    let reconciled = false;
    let explained: unknown = null;
    stubApi({
      'GET /erp/sale/ecommerce/bill/1': () => ({
        ...statement,
        reconciledAt: reconciled ? '2026-11-27T09:00:00.000Z' : null,
      }),
      'GET /erp/sale/ecommerce/bill/1/result/page': () => ({
        ...page(reconciled ? [resultRow] : []),
        sums: [
          { result: 'matched', count: reconciled ? 3 : 0, platformFen: 0, expectedFen: 0, differenceFen: 0 },
          {
            result: 'amountDiffers',
            count: reconciled ? 1 : 0,
            platformFen: 0,
            expectedFen: 0,
            differenceFen: reconciled ? -1_000 : 0,
          },
          { result: 'missingInAtrium', count: 0, platformFen: 0, expectedFen: 0, differenceFen: 0 },
          { result: 'missingOnPlatform', count: 0, platformFen: 0, expectedFen: 0, differenceFen: 0 },
        ],
      }),
      'POST /erp/sale/ecommerce/bill/1/reconcile': () => {
        reconciled = true;
        return { ...statement, reconciledAt: '2026-11-27T09:00:00.000Z' };
      },
      'PUT /erp/sale/ecommerce/bill/result/11/explain': () => {
        explained = true;
        return { ...resultRow, explained: true, note: '优惠券' };
      },
    });
    renderScreen(<EcommerceBillPage />, '/sale/ecommerce/bill', '?bill=1', [
      'query',
      'get',
      'import',
      'export',
    ]);
    const report = await screen.findByTestId('reconciliation-report');
    await within(report).findByText('天猫结算单 11 月');
    await within(report).findByText('暂无对账结果：导入结算文件后点「对账」');
    fireEvent.click(within(report).getByTestId('reconcile-button'));
    await within(report).findByText('TM-2');
    expect(within(report).getByTestId('sum-amountDiffers').textContent).toContain('1 单');
    expect(within(report).getByTestId('sum-amountDiffers').textContent).toContain('-¥10.00');

    fireEvent.click(within(report).getByRole('button', { name: '说明差异' }));
    const form = await screen.findByTestId('explain-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '优惠券' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(explained).toBe(true));
  });
});

describe('订单状态更新', { timeout: 60_000 }, () => {
  it('dry runs the form and shows what each row would do', async () => {
    let sent: { dryRun: boolean; rows: { orderNo: string }[] } | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        expect(String(input)).toContain('/erp/sale/order/statusUpdate');
        return new Response(
          JSON.stringify({
            code: 200,
            msg: 'ok',
            data: {
              dryRun: true,
              rows: [
                {
                  index: 0,
                  orderNo: 'XS-NOPE',
                  result: 'orderNotFound',
                  message: '找不到订单 XS-NOPE',
                  saleOrderId: null,
                },
              ],
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    renderScreen(<StatusUpdatePage />, '/sale/order/statusUpdate', '', ['query', 'update']);
    const page = await screen.findByTestId('status-update');
    fireEvent.change(within(within(page).getByTestId('status-row-0')).getAllByRole('textbox')[0]!, {
      target: { value: 'XS-NOPE' },
    });
    fireEvent.click(within(page).getByTestId('status-dry-run'));
    const results = await screen.findByTestId('status-results');
    expect(within(results).getByText('找不到订单 XS-NOPE')).toBeTruthy();
    expect(within(results).getByText('订单不存在')).toBeTruthy();
    expect(sent).toMatchObject({ dryRun: true, rows: [{ orderNo: 'XS-NOPE', status: 'inTransit' }] });
  });
});

describe('来源详情', { timeout: 60_000 }, () => {
  it('creates the webhook address and shows the secret once', async () => {
    let generated = 0;
    const overview = () => ({
      id: 3,
      code: 'TMALL',
      name: '天猫旗舰店',
      kind: 'ecommerce',
      platform: 'tmall',
      enabled: true,
      version: 1 + generated,
      settings: { defaultWarehouseId: null, defaultOwnerUserId: null, createCustomers: true },
      warehouseName: null,
      ownerName: null,
      hookPath: generated ? '/erp/sale/external/hook/abcdefghijklmnopqrstuvwx' : '',
      secretHint: generated ? '…WXYZ' : '',
      recentOrders: [externalRow(1, 'rejected')],
      statements: [],
    });
    stubApi({
      'GET /erp/sale/source/3/overview': overview,
      'POST /erp/sale/source/3/webhook': () => {
        generated += 1;
        return {
          hookPath: '/erp/sale/external/hook/abcdefghijklmnopqrstuvwx',
          secret: 'whsec_secretWXYZ',
          version: 2,
        };
      },
    });
    renderScreen(
      <SourceDetailPage />,
      '/sale/source/detail/:id',
      '',
      ['get', 'update'],
      '/sale/source/detail/3',
    );
    const detail = await screen.findByTestId('source-detail');
    await within(detail).findByText('尚未生成推送地址');
    expect(within(detail).getByText('TM-1')).toBeTruthy();
    fireEvent.click(within(detail).getByTestId('source-webhook-generate'));
    const shown = await screen.findByTestId('source-secret');
    expect(within(shown).getByText('whsec_secretWXYZ')).toBeTruthy();
    await within(detail).findByText('…WXYZ');
    expect(generated).toBe(1);
  });
});
