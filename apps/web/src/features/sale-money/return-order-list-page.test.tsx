import { returnOrderResource } from '@atrium/contract/resources/return-order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRow, renderList } from '../../resources/render-list-for-test';
import { SALE_MONEY_NS } from './sale-money-i18n';

const ROWS = [
  recordRow({
    documentNo: 'TH20261127-0001',
    orderId: 7,
    customerId: 3,
    warehouseId: 1,
    reason: '配件损坏',
    inspection: 'repair',
    status: 'draft',
    totalFen: 3_333,
    refundFen: 0,
    remark: '',
    transitions: ['receive', 'cancel'],
    pendingTransition: '',
    labels: { orderId: 'XS20261127-0007 上海云帆', customerId: '上海云帆', warehouseId: '主仓库' },
  }),
  recordRow({
    documentNo: 'TH20261127-0002',
    orderId: 8,
    customerId: 3,
    warehouseId: 1,
    reason: '不需要了',
    inspection: 'qualified',
    status: 'received',
    totalFen: 12_000,
    refundFen: 12_000,
    remark: '',
    transitions: [],
    pendingTransition: '',
    labels: { orderId: 'XS20261127-0008 上海云帆', customerId: '上海云帆', warehouseId: '主仓库' },
  }),
];

const table = () => screen.getByTestId('resource-table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('退货单 list', { timeout: 40_000 }, () => {
  it('labels the inspection, offers 收货 only on a draft and asks before receiving', async () => {
    const view = renderList({ resource: returnOrderResource, labelNamespace: SALE_MONEY_NS, rows: ROWS });
    await within(table()).findByText('TH20261127-0001');
    expect(within(rowOf('TH20261127-0001')).getByText('待维修')).toBeTruthy();
    expect(within(rowOf('TH20261127-0002')).queryByTestId('row-transition-receive')).toBeNull();
    // A received return is changed by nothing but its transitions: no 编辑.
    expect(within(rowOf('TH20261127-0002')).queryByTestId('row-edit')).toBeNull();
    fireEvent.click(within(rowOf('TH20261127-0001')).getByTestId('row-transition-receive'));
    expect(await screen.findByText('确定收货？')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    await waitFor(() =>
      expect(view.server.transitionsTaken).toEqual([{ id: ROWS[0]!.id, transition: 'receive', version: 1 }]),
    );
  });
});
