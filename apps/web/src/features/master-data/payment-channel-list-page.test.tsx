import { paymentChannelResource } from '@atrium/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRow, renderList } from '../../resources/render-list-for-test';
import { MASTER_DATA_NS } from './master-data-i18n';

const resource = paymentChannelResource;
const channel = (name: string, code: string, kind: string, extra: Record<string, unknown> = {}) =>
  recordRow({ name, code, kind, enabled: true, remark: '', ...extra });

const ROWS = [
  channel('对公转账', 'bank-transfer', 'bank'),
  channel('微信支付', 'wechat-pay', 'wechat'),
  channel('支付宝', 'alipay', 'alipay'),
  channel('现金', 'cash', 'cash', { remark: '仅限门店收款' }),
];

const list = (options: Partial<Parameters<typeof renderList>[0]> = {}) =>
  renderList({ resource, labelNamespace: MASTER_DATA_NS, rows: ROWS, ...options });
const table = () => screen.getByTestId('resource-table');
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
const select = (row: HTMLElement) =>
  fireEvent.click(row.querySelector('.ant-table-selection-column input') as HTMLElement);

afterEach(() => vi.unstubAllGlobals());

// antd in jsdom takes a while per interaction, more so on a busy machine.
describe('payment channel list (generic resource list)', { timeout: 40_000 }, () => {
  it('labels the channel kinds and filters on several of them from the URL', async () => {
    const view = list({ search: '?kind=bank&kind=cash' });
    await within(table()).findByText('对公转账');
    expect(within(table()).getByText('银行')).toBeTruthy();
    // 现金 is the name of one channel and the label of its kind
    expect(within(table()).getAllByText('现金')).toHaveLength(2);
    expect(within(table()).queryByText('微信支付')).toBeNull();
    expect(view.server.pageQueries.at(-1)).toMatchObject({ kind: ['bank', 'cash'] });
    const filter = screen.getByTestId('resource-filter');
    const chosen = [...filter.querySelectorAll('.ant-select-selection-item')].map((tag) => tag.textContent);
    expect(chosen).toEqual(['银行', '现金']);
  });

  it('shows a record in the detail dialog, remark and all', async () => {
    list();
    await within(table()).findByText('cash');
    fireEvent.click(within(rowOf('cash')).getByTestId('row-view'));
    const detail = await screen.findByTestId('record-detail');
    expect(detail.textContent).toContain('渠道类型');
    expect(detail.textContent).toContain('仅限门店收款');
    expect(detail.textContent).toContain('创建时间');
  });

  it('disables the selected channels, as updates of each', async () => {
    const view = list();
    await within(table()).findByText('对公转账');
    select(rowOf('bank-transfer'));
    select(rowOf('alipay'));
    expect(screen.getByTestId('bulk-selected').textContent).toBe('已选择 2 项');
    fireEvent.click(screen.getByText('批量禁用').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(view.server.rows.filter((row) => !row.enabled).map((row) => row.code)).toEqual([
        'bank-transfer',
        'alipay',
      ]),
    );
    expect(view.server.rows.find((row) => row.code === 'alipay')?.version).toBe(2);
    await waitFor(() => expect(screen.queryByTestId('bulk-selected')).toBeNull());
  });

  it('deletes the selected channels after confirmation', async () => {
    const view = list();
    await within(table()).findByText('对公转账');
    select(rowOf('wechat-pay'));
    select(rowOf('alipay'));
    fireEvent.click(screen.getByTestId('bulk-delete'));
    expect(await screen.findByText('确定删除选中的 2 条记录吗？')).toBeTruthy();
    expect(view.server.rows).toHaveLength(4);
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(view.server.rows.map((row) => row.code)).toEqual(['bank-transfer', 'cash']));
  });
});
