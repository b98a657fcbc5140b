import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import type { EditedSaleLine } from '../../resources/sales/sale-line-tree';
import { SaleOrderLinesEditor } from './sale-order-lines-editor';

let seen: EditedSaleLine[] = [];

function Editor() {
  const [lines, setLines] = useState<EditedSaleLine[]>([]);
  seen = lines;
  return <SaleOrderLinesEditor lines={lines} onChange={setLines} customerRate={8500} sourceId={undefined} />;
}

beforeAll(() => {
  initI18n();
});

describe('the sale order lines editor', () => {
  it('adds a child line under a line and removes a line with its children (asking first)', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <AppProviders initialAntdLocale={zhCN}>
          <Editor />
        </AppProviders>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('sale-line-add'));
    fireEvent.click(screen.getByTestId('sale-line-add'));
    expect(seen.map((line) => line.discountRate)).toEqual([8500, 8500]);
    // 添加子行 on the first line puts the child right under it, naming it as parent.
    fireEvent.click(screen.getAllByTestId('sale-line-add-child')[0]!);
    expect(seen.map((line) => line.parentKey)).toEqual([null, seen[0]!.key, null]);

    // The first line has a child: removing it asks, then takes the child along.
    fireEvent.click(screen.getAllByTestId('lines-remove')[0]!);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.parentKey).toBeNull();
  });
});
