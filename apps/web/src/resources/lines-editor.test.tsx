import { defineResource } from '@atrium/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { ApiError } from '../platform/api/api-error';
import { initI18n } from '../platform/i18n/i18n';
import { queryClient } from '../platform/query/query-client';
import { type FormTarget, RecordFormModal } from './record-form-modal';
import type { ResourceWrites } from './resource-api';
import type { ResourceLabels } from './resource-labels';
import type { AnyRow } from './resource-types';
import './resources-i18n';

const orders = defineResource({
  name: 'order',
  basePath: '/erp/test/order',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: {
    title: { kind: 'text', labelKey: 'order.title', required: true },
    total: { kind: 'money', labelKey: 'order.total', required: true },
  },
  lines: {
    fields: {
      product: { kind: 'text', labelKey: 'order.product', required: true },
      quantity: { kind: 'quantity', labelKey: 'order.quantity', required: true, min: 0 },
      unitPrice: { kind: 'money', labelKey: 'order.unitPrice', required: true, min: 0 },
      amount: { kind: 'money', labelKey: 'order.amount', required: true },
    },
    min: 1,
    max: 4,
    amount: { quantity: 'quantity', unitPrice: 'unitPrice', amount: 'amount', total: 'total' },
  },
});

/** Labels are the field names, so the placeholders read 请输入quantity. */
const labels: ResourceLabels = {
  record: '测试记录',
  field: (name) => name,
  lineField: (name) => name,
  enumValue: (_def, value) => value,
  transition: (name) => name,
};

function fakeWrites(): ResourceWrites & {
  create: ReturnType<typeof vi.fn>;
  update: ReturnType<typeof vi.fn>;
} {
  return {
    create: vi.fn(async () => ({}) as AnyRow),
    update: vi.fn(async () => ({}) as AnyRow),
    remove: vi.fn(),
    bulk: vi.fn(),
    fetchLatest: vi.fn(),
    refresh: vi.fn(async () => {}),
  };
}

function renderForm(target: FormTarget, writes = fakeWrites()) {
  render(
    <QueryClientProvider client={queryClient}>
      <AppProviders initialAntdLocale={zhCN}>
        <RecordFormModal
          resource={orders}
          labels={labels}
          title="订单"
          target={target}
          writes={writes}
          canReload={false}
          onClose={() => {}}
        />
      </AppProviders>
    </QueryClientProvider>,
  );
  return writes;
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const inputs = (name: string) => screen.getAllByPlaceholderText(`请输入${name}`);
const fillLine = (index: number, product: string, quantity: string, yuan: string) => {
  type(inputs('product')[index]!, product);
  type(inputs('quantity')[index]!, quantity);
  type(inputs('unitPrice')[index]!, yuan);
};
const save = () => fireEvent.click(screen.getByTestId('record-form-save'));

beforeAll(() => {
  initI18n();
});

describe('lines editor', () => {
  it('starts with one line, computes amounts and the total exactly while typing, and adds and removes lines', async () => {
    const writes = renderForm({ mode: 'create' });
    type(screen.getByPlaceholderText('请输入title'), '订单一');
    expect(inputs('product')).toHaveLength(1);
    // The total is computed, not typed.
    expect(screen.queryByPlaceholderText('请输入total')).toBeNull();
    fillLine(0, '笔', '2.5', '3.33');
    await waitFor(() => expect(screen.getAllByTestId('line-amount')[0]!.textContent).toBe('¥8.33'));

    fireEvent.click(screen.getByTestId('lines-add'));
    expect(inputs('product')).toHaveLength(2);
    fillLine(1, '纸', '0.0001', '49.99');
    // Enter in a cell adds a line too.
    fireEvent.keyDown(inputs('product')[1]!, { key: 'Enter' });
    expect(inputs('product')).toHaveLength(3);
    const amounts = () => screen.getAllByTestId('line-amount').map((cell) => cell.textContent);
    await waitFor(() => expect(amounts()).toEqual(['¥8.33', '¥0.00', '-']));
    expect(screen.getByTestId('lines-total').textContent).toBe('¥8.33');

    // An empty line goes at once; a line holding data asks first.
    fireEvent.click(screen.getAllByTestId('lines-remove')[2]!);
    expect(inputs('product')).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId('lines-remove')[0]!);
    expect(inputs('product')).toHaveLength(2);
    const confirm = await screen.findByText('确定删除第 1 行吗？');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(inputs('product')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('lines-total').textContent).toBe('¥0.00'));

    await act(async () => save());
    await waitFor(() => expect(writes.create).toHaveBeenCalledTimes(1));
    expect(writes.create.mock.calls[0]![0]).toEqual({
      title: '订单一',
      lines: [{ product: '纸', quantity: '0.0001', unitPrice: 4999 }],
    });
  });

  it('refuses to save without the fewest lines, and puts a server error on its cell', async () => {
    const writes = renderForm({ mode: 'create' });
    type(screen.getByPlaceholderText('请输入title'), '订单二');
    fireEvent.click(screen.getAllByTestId('lines-remove')[0]!);
    await act(async () => save());
    expect(await screen.findByText('至少需要 1 行明细')).toBeTruthy();
    expect(writes.create).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('lines-add'));
    fillLine(0, '笔', '1', '1');
    writes.create.mockRejectedValueOnce(
      new ApiError('请求参数不正确', 400, 400, [{ path: 'lines.0.quantity', message: '数值超出允许范围' }]),
    );
    await act(async () => save());
    expect(await screen.findByText('数值超出允许范围')).toBeTruthy();
  });

  it('edits saved lines by id and sends the lines only when they changed', async () => {
    const row: AnyRow = {
      id: 9,
      version: 3,
      title: '旧单',
      total: 300,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      createdBy: 1,
      lines: [
        { id: 41, lineNo: 1, product: '笔', quantity: '1', unitPrice: 100, amount: 100 },
        { id: 42, lineNo: 2, product: '纸', quantity: '2', unitPrice: 100, amount: 200 },
      ],
    };
    const writes = renderForm({ mode: 'edit', row });
    expect(screen.getByTestId('lines-total').textContent).toBe('¥3.00');
    type(screen.getByPlaceholderText('请输入title'), '新单');
    await act(async () => save());
    await waitFor(() => expect(writes.update).toHaveBeenCalledTimes(1));
    expect(writes.update.mock.calls[0]).toEqual([9, { title: '新单', version: 3 }]);

    type(inputs('quantity')[1]!, '3');
    await act(async () => save());
    await waitFor(() => expect(writes.update).toHaveBeenCalledTimes(2));
    expect(writes.update.mock.calls[1]![1]).toEqual({
      title: '新单',
      version: 3,
      lines: [
        { id: 41, product: '笔', quantity: '1', unitPrice: 100 },
        { id: 42, product: '纸', quantity: '3', unitPrice: 100 },
      ],
    });
  });
});
