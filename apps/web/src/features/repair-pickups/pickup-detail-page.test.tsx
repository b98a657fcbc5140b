import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { pickupDetail } from '../../resources/repairs/repair-for-test';
import { PickupDetailPage } from './pickup-detail-page';

const timeline = () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 });

afterEach(() => vi.unstubAllGlobals());

describe('取件单详情', { timeout: 40_000 }, () => {
  it('checks the device in with its serial and accessories and links the repair it opened', async () => {
    let pickup = pickupDetail({
      status: 'inTransit',
      transitions: {
        state: 'inTransit',
        transitions: ['checkIn', 'cancel'],
        pendingTransition: '',
        version: 1,
      },
    });
    const sent: unknown[] = [];
    stubApi({
      'GET /erp/repair/pickup/11': () => pickup,
      'POST /erp/repair/pickup/11/checkIn': (_url, body) => {
        sent.push(body);
        pickup = pickupDetail({
          status: 'checkedIn',
          version: 2,
          serialNo: 'SN-0001',
          accessories: ['充电器', '包装盒'],
          repairId: 7,
          repairNo: 'WX20261128-0007',
          checkedInAt: '2026-11-28T03:00:00.000Z',
        });
        return pickup;
      },
      'GET /erp/repair/pickup/11/timeline': timeline,
    });
    renderScreen(
      <PickupDetailPage />,
      '/workorder/collect/detail/:id',
      '',
      ['query', 'get', 'update'],
      '/workorder/collect/detail/11',
    );
    const form = await screen.findByTestId('pickup-check-in');
    fireEvent.change(within(form).getByTestId('check-in-serial'), { target: { value: ' SN-0001 ' } });
    const accessories = within(form)
      .getByTestId('check-in-accessories')
      .querySelector('input') as HTMLInputElement;
    fireEvent.change(accessories, { target: { value: '充电器,' } });
    fireEvent.change(accessories, { target: { value: '包装盒,' } });
    fireEvent.click(within(form).getByTestId('check-in-save'));
    await waitFor(() =>
      expect(sent).toEqual([
        { version: 1, serialNo: 'SN-0001', photoFileIds: [], accessories: ['充电器', '包装盒'] },
      ]),
    );
    expect(await screen.findByText('已签收，维修单 WX20261128-0007 已生成')).toBeTruthy();
    const record = await screen.findByTestId('pickup-checked-in');
    expect(within(record).getByText('充电器、包装盒')).toBeTruthy();
    expect(within(record).getByRole('link', { name: 'WX20261128-0007' }).getAttribute('href')).toBe(
      '/workorder/repair/detail/7',
    );
    expect(screen.queryByTestId('pickup-check-in')).toBeNull();
  });
});
