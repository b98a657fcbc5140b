import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { repairDetail } from '../../resources/repairs/repair-for-test';
import { RepairDetailPage } from './repair-detail-page';

afterEach(() => vi.unstubAllGlobals());

describe('维修单详情', { timeout: 40_000 }, () => {
  it('shows the quote, why it is charged and the serial history, and the customer accepts', async () => {
    let repair = repairDetail({
      transitions: { state: 'quoted', transitions: ['accept', 'decline'], pendingTransition: '', version: 3 },
    });
    const taken: unknown[] = [];
    stubApi({
      'GET /erp/repair/order/7': () => repair,
      'POST /erp/repair/order/7/accept': (_url, body) => {
        taken.push(body);
        repair = repairDetail({ status: 'accepted' });
        return repair;
      },
      'GET /erp/repair/order/7/timeline': () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
      'GET /erp/repair/serial-history': () => ({
        serialNo: 'SN-0001',
        whereabouts: [
          {
            itemKind: 'product',
            itemId: 2,
            itemLabel: 'P-0002 扫地机器人',
            locationKind: 'repair',
            locationName: '主仓库',
          },
        ],
        events: [
          {
            kind: 'sale',
            at: '2025-01-10T02:00:00.000Z',
            documentNo: 'XS20250110-0001',
            recordId: 1,
            detail: '',
            fromLocation: '',
            toLocation: '',
            customerName: '上海云帆',
          },
          {
            kind: 'repair',
            at: '2026-11-28T01:00:00.000Z',
            documentNo: 'WX20261128-0007',
            recordId: 7,
            detail: '',
            fromLocation: '',
            toLocation: '',
            customerName: '上海云帆',
          },
        ],
      }),
    });
    renderScreen(
      <RepairDetailPage />,
      '/workorder/repair/detail/:id',
      '',
      ['query', 'get', 'update'],
      '/workorder/repair/detail/7',
    );
    expect((await screen.findByTestId('repair-charge')).textContent).toContain('410.00');
    expect(screen.getByTestId('repair-warranty-reason').textContent).toContain('保修已于 2026-01-10 到期');

    fireEvent.click(screen.getByTestId('serial-history-open'));
    const history = await screen.findByTestId('serial-history');
    expect(within(history).getByText('XS20250110-0001')).toBeTruthy();
    expect(within(history).getByTestId('serial-event-repair')).toBeTruthy();

    fireEvent.click(screen.getByTestId('transition-accept'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(taken).toEqual([{ version: 3 }]));
    await waitFor(() => expect(screen.queryByTestId('transition-accept')).toBeNull());
  });
});
