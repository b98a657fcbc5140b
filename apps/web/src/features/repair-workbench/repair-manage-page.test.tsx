import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { quoteLine, repairDetail } from '../../resources/repairs/repair-for-test';
import { RepairManagePage } from './repair-manage-page';

const PATH = '/workorder/repair/manageDetail/:id';
const options = () => [];

afterEach(() => vi.unstubAllGlobals());

describe('维修处理详情', { timeout: 60_000 }, () => {
  it('saves a diagnosis with its quote lines, leaving an empty price to the fitting', async () => {
    const received = repairDetail({
      status: 'received',
      underWarranty: null,
      diagnosedAt: null,
      quoteLines: [],
      transitions: { state: 'received', transitions: ['diagnose'], pendingTransition: '', version: 3 },
    });
    const sent: unknown[] = [];
    stubApi({
      'GET /erp/repair/order/7': () => received,
      'POST /erp/repair/order/7/diagnose': (_url, body) => {
        sent.push(body);
        return repairDetail({ status: 'diagnosed' });
      },
      'GET /erp/common/reference/faultCategory/options': options,
      'GET /erp/common/reference/warehouse/options': () => [{ id: 1, label: '主仓库' }],
      'GET /erp/common/reference/fitting/options': () => [{ id: 4, label: 'PJ-0004 屏幕总成' }],
      'GET /erp/repair/order/7/timeline': () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    });
    renderScreen(
      <RepairManagePage />,
      PATH,
      '',
      ['query', 'get', 'update'],
      '/workorder/repair/manageDetail/7',
    );
    const form = await screen.findByTestId('repair-diagnosis');
    fireEvent.click(within(form).getByTestId('diagnosis-add-line'));
    const fitting = within(form)
      .getByTestId('diagnosis-fitting-0')
      .querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(fitting);
    fireEvent.change(fitting, { target: { value: '屏幕' } });
    fireEvent.click(await screen.findByTitle('PJ-0004 屏幕总成'));
    fireEvent.change(within(form).getByTestId('diagnosis-quantity-0'), { target: { value: '2' } });
    fireEvent.change(within(form).getByTestId('diagnosis-minutes'), { target: { value: '45' } });
    fireEvent.click(within(form).getByTestId('diagnosis-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      version: 3,
      warehouseId: 1,
      lines: [{ fittingId: 4, quantity: '2' }],
      labourMode: 'time',
      labourMinutes: 45,
    });
    expect((sent[0] as { lines: object[] }).lines[0]).not.toHaveProperty('unitPrice');
    expect(await screen.findByText('诊断已保存')).toBeTruthy();
  });

  it('takes what a quote line still holds out of stock', async () => {
    const repairing = repairDetail({
      status: 'repairing',
      quoteLines: [quoteLine({ quantity: '2', consumedQuantity: '0.5' })],
      transitions: { state: 'repairing', transitions: ['finishRepair'], pendingTransition: '', version: 3 },
    });
    const sent: unknown[] = [];
    stubApi({
      'GET /erp/repair/order/7': () => repairing,
      'POST /erp/repair/order/7/consume': (_url, body) => {
        sent.push(body);
        return repairDetail({
          status: 'repairing',
          quoteLines: [quoteLine({ quantity: '2', consumedQuantity: '2' })],
        });
      },
      'GET /erp/repair/order/7/timeline': () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    });
    renderScreen(
      <RepairManagePage />,
      PATH,
      '',
      ['query', 'get', 'update'],
      '/workorder/repair/manageDetail/7',
    );
    const take = await screen.findByTestId('consume-1');
    expect(take.textContent).toContain('1.5');
    fireEvent.click(take);
    await waitFor(() => expect(sent).toEqual([{ lines: [{ lineId: 31 }] }]));
    expect(await screen.findByText('配件已领用出库')).toBeTruthy();
    expect(screen.getByTestId('transition-finishRepair')).toBeTruthy();
  });
});
