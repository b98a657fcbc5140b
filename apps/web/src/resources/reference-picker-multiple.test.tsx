import { customerSourceResource } from '@atrium/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/app-providers';
import { initI18n } from '../platform/i18n/i18n';
import { queryClient } from '../platform/query/query-client';
import { ScreenQueryProvider } from '../platform/query/screen-query-provider';
import { createFakeResourceServer } from './fake-resource-server';
import { ReferencePicker } from './reference-picker';

/** The picker with several values, as 适用商品 and 适用商品分类 use it. */
const PRODUCTS = [
  { id: 3, label: 'PH-0001 华为 Pro 12' },
  { id: 4, label: 'PH-0002 华为 Pro 12 升级款' },
  { id: 5, label: 'NB-0001 联想 14 轻薄版' },
];

function Harness({ initial }: { initial: number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <ReferencePicker
          source="product"
          multiple
          value={value}
          onChange={(next) => setValue(next as number[])}
        />
        <output data-testid="chosen">{value.join(',') || 'none'}</output>
      </ScreenQueryProvider>
    </AppProviders>
  );
}

function renderPicker(initial: number[]) {
  const server = createFakeResourceServer(customerSourceResource, []);
  server.references = { product: PRODUCTS };
  vi.stubGlobal('fetch', server.fetch);
  initI18n();
  queryClient.clear();
  return { server, ...render(<Harness initial={initial} />) };
}

afterEach(() => vi.unstubAllGlobals());

describe('ReferencePicker with several values', { timeout: 30_000 }, () => {
  it('shows every chosen label with one lookup, a gone record as #id', async () => {
    const { server } = renderPicker([3, 99]);
    expect(await screen.findByText('PH-0001 华为 Pro 12')).toBeTruthy();
    expect(await screen.findByText('#99')).toBeTruthy();
    expect(server.referenceQueries).toEqual(['product?ids=3%2C99']);
  });

  it('adds a found record to the chosen ones and removes one by its tag', async () => {
    const { container } = renderPicker([3]);
    expect(await screen.findByText('PH-0001 华为 Pro 12')).toBeTruthy();
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: '联想' } });
    const option = await screen.findByText('NB-0001 联想 14 轻薄版', {
      selector: '.ant-select-item-option-content',
    });
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('3,5'));
    const remove = container.querySelector('.ant-select-selection-item-remove');
    expect(remove).toBeTruthy();
    fireEvent.click(remove!);
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('5'));
  });
});
