import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../resources/render-screen-for-test';
import { DictionariesPage } from './dictionaries-page';

const type = (id: number, name: string) => ({
  id,
  code: `type_${id}`,
  name,
  remark: '',
  enabled: true,
  builtIn: false,
  itemCount: 12,
});
const item = (typeId: number, id: number) => ({
  id,
  typeId,
  label: `项${typeId}-${id}`,
  value: `v${id}`,
  color: '',
  sort: id,
  enabled: true,
});

afterEach(() => vi.unstubAllGlobals());

describe('CRM字典', { timeout: 40_000 }, () => {
  it('opens the type, item search and page of its URL; another type starts unfiltered on page 1', async () => {
    const asked = stubApi({
      'GET /erp/admin/dict/type/list': () => [type(1, '客户等级'), type(2, '客户来源')],
      'GET /erp/admin/dict/type/1/items': () => ({ list: [item(1, 1)], total: 1, pageNum: 1, pageSize: 10 }),
      'GET /erp/admin/dict/type/2/items': (url) => ({
        list: [item(2, 11)],
        total: 11,
        pageNum: Number(url.searchParams.get('pageNum')),
        pageSize: 10,
      }),
    });
    const router = renderScreen(
      <DictionariesPage />,
      '/system/dict/list',
      '?type=2&item.keyword=项&item.pageNum=2',
      ['query', 'update', 'delete'],
    );
    const items = await screen.findByTestId('dict-items');
    await within(items).findByText('项2-11');
    const query = asked.filter((url) => url.pathname.endsWith('/items')).at(-1)!.searchParams;
    expect([query.get('keyword'), query.get('pageNum')]).toEqual(['项', '2']);
    expect(within(items).getByDisplayValue('项')).toBeTruthy();
    expect(within(items).getByText('共 11 条记录')).toBeTruthy();
    expect(within(items).getAllByRole('button', { name: '编辑' })).toHaveLength(1);

    fireEvent.click(within(screen.getByTestId('dict-types')).getByText('客户等级'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=1'));
    await within(await screen.findByTestId('dict-items')).findByText('项1-1');
  });

  it('opens the first type when the URL names none', async () => {
    stubApi({
      'GET /erp/admin/dict/type/list': () => [type(1, '客户等级'), type(2, '客户来源')],
      'GET /erp/admin/dict/type/1/items': () => ({ list: [item(1, 1)], total: 1, pageNum: 1, pageSize: 10 }),
    });
    renderScreen(<DictionariesPage />, '/system/dict/list', '', ['query']);
    const items = await screen.findByTestId('dict-items');
    await within(items).findByText('项1-1');
    expect(within(items).queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
