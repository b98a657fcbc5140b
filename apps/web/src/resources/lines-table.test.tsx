import { defineResource } from '@atrium/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../platform/i18n/i18n';
import { queryClient } from '../platform/query/query-client';
import { LinesTable } from './lines-table';
import type { ResourceLabels } from './resource-labels';
import './resources-i18n';

const orders = defineResource({
  name: 'order',
  basePath: '/erp/test/order',
  menuKey: 'customerSourceList',
  recordLabel: { 'zh-CN': '测试记录', en: 'Test record' },
  fields: { total: { kind: 'money', labelKey: 'order.total', required: true } },
  lines: {
    fields: {
      product: { kind: 'text', labelKey: 'order.product', required: true },
      quantity: { kind: 'quantity', labelKey: 'order.quantity', required: true },
      unitPrice: { kind: 'money', labelKey: 'order.unitPrice', required: true },
      amount: { kind: 'money', labelKey: 'order.amount', required: true },
    },
    amount: { quantity: 'quantity', unitPrice: 'unitPrice', amount: 'amount', total: 'total' },
  },
});
const labels: ResourceLabels = {
  record: '测试记录',
  field: (name) => name,
  lineField: (name) => name,
  enumValue: (_def, value) => value,
  transition: (name) => name,
};

beforeAll(() => {
  initI18n();
});

describe('lines table', () => {
  it('shows the lines read-only in their order, money as yuan, and the total under the amounts', () => {
    const row = {
      id: 1,
      version: 1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      createdBy: 1,
      total: 100_050,
      lines: [
        { id: 7, lineNo: 1, product: '笔', quantity: '2.5', unitPrice: 20, amount: 50 },
        { id: 3, lineNo: 2, product: '桌子', quantity: '1', unitPrice: 100_000, amount: 100_000 },
      ],
    };
    render(
      <QueryClientProvider client={queryClient}>
        <LinesTable resource={orders} labels={labels} row={row} />
      </QueryClientProvider>,
    );
    const table = screen.getByTestId('lines-table');
    const rows = within(table)
      .getAllByRole('row')
      .map((one) => [...one.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows.filter((cells) => cells.length > 0)).toEqual([
      ['1', '笔', '2.5', '¥0.20', '¥0.50'],
      ['2', '桌子', '1', '¥1,000.00', '¥1,000.00'],
      ['合计', '¥1,000.50'],
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
