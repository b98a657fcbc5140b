import { customerSourceResource } from '@atrium/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../platform/i18n/i18n';
import { useDisplaySettings } from '../../platform/settings/display-settings-store';
import { storage } from '../../platform/storage/expiring-storage';
import { columnSettingsKey } from '../../resources/column-settings';
import { renderList, sourceRow } from '../../resources/render-list-for-test';
import { MASTER_DATA_NS } from './master-data-i18n';

const resource = customerSourceResource;

const ROWS = [
  sourceRow({ name: '官网咨询', code: 'website', sort: 1 }),
  sourceRow({ name: '电话呼入', code: 'inbound-call', sort: 2 }),
  sourceRow({ name: '客户转介绍', code: 'referral', sort: 3 }),
  sourceRow({ name: '展会', code: 'exhibition', sort: 4, enabled: false }),
];
const manyRows = (count: number) =>
  Array.from({ length: count }, (_, index) => sourceRow({ name: `来源${index + 1}`, code: `s${index + 1}` }));

const list = (options: Partial<Parameters<typeof renderList>[0]> = {}) =>
  renderList({ resource, labelNamespace: MASTER_DATA_NS, rows: ROWS, ...options });

const table = () => screen.getByTestId('resource-table');
const header = () => table().querySelector('thead') as HTMLElement;
/** A button by its text; cheaper than a role query on a page this big. */
const button = (text: string) => {
  const found = screen.getByText(text).closest('button');
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
const confirmPopup = async () => {
  await waitFor(() => expect(document.querySelector('.ant-popconfirm .ant-btn-primary')).not.toBeNull());
  fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as HTMLElement);
};
const filterInput = (label: string) => {
  const item = within(screen.getByTestId('resource-filter')).getByText(label).closest('.ant-form-item');
  if (!(item instanceof HTMLElement)) throw new Error(`no filter ${label}`);
  return item;
};

afterEach(() => vi.unstubAllGlobals());

// antd in jsdom takes a while per interaction, more so on a busy machine.
describe('customer source list (generic resource list)', { timeout: 40_000 }, () => {
  it('shows the rows with labels from masterData and the pager total', async () => {
    list();
    expect(await within(table()).findByText('官网咨询')).toBeTruthy();
    expect(header().textContent).toBe(
      ['来源名称', '来源编码', '排序', '是否启用', '更新时间', '操作'].join(''),
    );
    expect(within(table()).getAllByText('否')).toHaveLength(1);
    expect(screen.getByText('共 4 条记录')).toBeTruthy();
  });

  it('speaks English: labels, values and the pager', async () => {
    // The app follows the remembered language (AppProviders), as after a switch in the header.
    useDisplaySettings.getState().update({ language: 'en' });
    try {
      const view = list();
      expect(await screen.findByText('4 records')).toBeTruthy();
      expect(header().textContent).toContain('Source name');
      expect(within(table()).getAllByText('No')).toHaveLength(1);
      view.server.estimateTotals = true;
      fireEvent.click(screen.getByLabelText('Refresh'));
      expect(await screen.findByText('about 4 records')).toBeTruthy();
    } finally {
      useDisplaySettings.getState().update({ language: 'zh-CN' });
      await i18n.changeLanguage('zh-CN');
    }
  });

  it('says the total is an estimate when the server estimated it', async () => {
    const view = list({ rows: manyRows(12) });
    expect(await screen.findByText('共 12 条记录')).toBeTruthy();
    view.server.estimateTotals = true;
    fireEvent.click(screen.getByLabelText('刷新'));
    expect(await screen.findByText('约 12 条记录')).toBeTruthy();
  });

  it('restores filters, sort and page from the URL and asks the server for exactly those', async () => {
    const view = list({
      rows: manyRows(25),
      search: '?name=%E6%9D%A5%E6%BA%90&sortField=sort&sortOrder=asc&pageNum=2',
    });
    await within(table()).findByText('来源11');
    expect(view.server.pageQueries.at(-1)).toEqual({
      name: '来源',
      sortField: 'sort',
      sortOrder: 'asc',
      pageNum: 2,
      pageSize: 10,
    });
    expect(filterInput('来源名称').querySelector('input')?.value).toBe('来源');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
    expect(table().querySelector('th[aria-sort="ascending"]')?.textContent).toContain('排序');
  });

  it('puts a search in the URL from page 1, and back restores the earlier filters', async () => {
    const view = list({ rows: manyRows(25), search: '?name=%E6%9D%A5%E6%BA%90&pageNum=2' });
    await within(table()).findByText('来源15');
    const input = () => screen.getByPlaceholderText('请输入来源名称') as HTMLInputElement;
    fireEvent.change(input(), { target: { value: '来源2' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?name=%E6%9D%A5%E6%BA%902'));
    expect(await screen.findByText('共 7 条记录')).toBeTruthy();

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(input().value).toBe('来源'));
    expect(view.router.state.location.search).toBe('?name=%E6%9D%A5%E6%BA%90&pageNum=2');
    expect(view.server.pageQueries.at(-1)).toMatchObject({ name: '来源', pageNum: 2 });
  });

  it('moves a page past the end (an old link, a deleted last row) to the last page', async () => {
    const view = list({ rows: manyRows(12), search: '?pageNum=5' });
    await within(table()).findByText('来源1');
    expect(view.router.state.location.search).toBe('?pageNum=2');
  });

  it('sorts on the server when a sortable header is clicked', async () => {
    const view = list();
    await within(table()).findByText('官网咨询');
    fireEvent.click(within(header()).getByText('来源编码'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?sortField=code&sortOrder=asc'));
    await waitFor(() =>
      expect(view.server.pageQueries.at(-1)).toMatchObject({ sortField: 'code', sortOrder: 'asc' }),
    );
  });

  it('cuts a long name after 15 characters and shows it whole in a tooltip', async () => {
    const long = '华东区域线下门店活动现场扫码咨询客户来源';
    list({ rows: [sourceRow({ name: long, code: 'long' })] });
    const cut = await within(table()).findByTestId('truncated-text');
    expect(cut.textContent).toBe(`${long.slice(0, 15)}…`);
    await act(async () => {
      fireEvent.mouseEnter(cut);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect((await screen.findByRole('tooltip')).textContent).toBe(long);
  });

  it('removes the buttons the route does not grant', async () => {
    list({ btnList: ['query', 'get'] });
    await within(table()).findByText('官网咨询');
    expect(screen.queryByText('新增')).toBeNull();
    expect(within(table()).getAllByTestId('row-view')).toHaveLength(4);
    expect(within(table()).queryByTestId('row-edit')).toBeNull();
    expect(within(table()).queryByTestId('row-delete')).toBeNull();
    expect(table().querySelector('.ant-table-selection-column')).toBeNull();
  });

  it('offers edit but not delete to a route without the delete key', async () => {
    list({ btnList: ['query', 'get', 'add', 'edit', 'update'] });
    await within(table()).findByText('官网咨询');
    expect(button('新增')).toBeTruthy();
    expect(within(table()).getAllByTestId('row-edit')).toHaveLength(4);
    expect(within(table()).queryByTestId('row-delete')).toBeNull();
  });

  it('deletes a row only after confirmation', async () => {
    const view = list();
    await within(table()).findByText('展会');
    fireEvent.click(within(table()).getAllByTestId('row-delete')[0] as HTMLElement);
    expect(await screen.findByText('确定删除这条记录吗？')).toBeTruthy();
    expect(view.server.rows).toHaveLength(4);
    await confirmPopup();
    await waitFor(() => expect(view.server.rows).toHaveLength(3));
    await waitFor(() => expect(within(table()).queryByText('展会')).toBeNull());
  });

  it('shows the conflict, overwrites nothing, and reloads the latest record on request', async () => {
    const view = list();
    await within(table()).findByText('官网咨询');
    const row = within(table()).getByText('官网咨询').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('row-edit'));
    const form = await screen.findByTestId('record-form');
    // Someone else saves the record meanwhile.
    const stored = () => view.server.rows.find((item) => item.code === 'website');
    Object.assign(stored() ?? {}, { name: '官网咨询（新）', version: 2 });

    fireEvent.change(within(form).getByDisplayValue('官网咨询'), { target: { value: '我的改动' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    expect((await screen.findByTestId('record-conflict')).textContent).toContain(
      '该记录已被他人修改，请刷新后重试',
    );
    expect(stored()?.name).toBe('官网咨询（新）');
    expect(within(form).getByDisplayValue('我的改动')).toBeTruthy();

    fireEvent.click(screen.getByTestId('record-conflict-reload'));
    expect(await within(form).findByDisplayValue('官网咨询（新）')).toBeTruthy();
    expect(screen.queryByTestId('record-conflict')).toBeNull();
    fireEvent.change(within(form).getByDisplayValue('官网咨询（新）'), { target: { value: '我的改动' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    await waitFor(() => expect(stored()).toMatchObject({ name: '我的改动', version: 3 }));
  });

  it('puts the server field errors on their fields', async () => {
    const view = list();
    await within(table()).findByText('官网咨询');
    fireEvent.click(button('新增'));
    const form = await screen.findByTestId('record-form');
    view.server.rejectValue = { field: 'code', value: 'website', message: '该值已存在，不能重复' };
    fireEvent.change(within(form).getByPlaceholderText('请输入来源名称'), { target: { value: '官网' } });
    fireEvent.change(within(form).getByPlaceholderText('请输入来源编码'), { target: { value: 'website' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    const codeItem = within(form)
      .getByPlaceholderText('请输入来源编码')
      .closest('.ant-form-item') as HTMLElement;
    expect(await within(codeItem).findByText('该值已存在，不能重复')).toBeTruthy();
    expect(view.server.rows).toHaveLength(4);
  });

  it('checks the contract rules before sending: required and pattern', async () => {
    const view = list();
    await within(table()).findByText('官网咨询');
    fireEvent.click(button('新增'));
    const form = await screen.findByTestId('record-form');
    fireEvent.change(within(form).getByPlaceholderText('请输入来源编码'), { target: { value: '有 空格' } });
    fireEvent.click(screen.getByTestId('record-form-save'));
    expect(await within(form).findByText('来源名称不能为空')).toBeTruthy();
    expect(await within(form).findByText('来源编码格式不正确')).toBeTruthy();
    expect(view.server.rows).toHaveLength(4);
  });

  it('remembers hidden columns per user and resource', async () => {
    list();
    await within(table()).findByText('官网咨询');
    fireEvent.click(screen.getByTestId('column-settings-button'));
    const settings = await screen.findByTestId('column-settings');
    fireEvent.click(within(settings).getByLabelText('来源编码'));
    await waitFor(() => expect(within(header()).queryByText('来源编码')).toBeNull());
    expect(storage.get(columnSettingsKey(null, 'customerSource'))).toMatchObject({ hidden: ['code'] });
    storage.remove(columnSettingsKey(null, 'customerSource'));
  });

  it('gives the toolbar extra the resource and the filters applied', async () => {
    const seen: unknown[] = [];
    list({
      search: '?enabled=true',
      toolbarExtra: ({ resource: shown, query }) => {
        seen.push([shown.name, query]);
        return <button type="button">导出</button>;
      },
    });
    expect(await screen.findByText('导出')).toBeTruthy();
    expect(seen.at(-1)).toEqual(['customerSource', { enabled: 'true', pageNum: 1, pageSize: 10 }]);
  });

  it('shows a spinner while loading, then the empty state when nothing matches', async () => {
    list({ rows: [] });
    // The first answer has not come back yet.
    expect(table().closest('.ant-spin-nested-loading')?.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(screen.queryByTestId('list-empty')).toBeNull();
    expect((await screen.findByTestId('list-empty')).textContent).toContain('暂无数据');
  });
});
