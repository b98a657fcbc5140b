import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { UndealtListPage } from './undealt-list-page';

/** A clue and a customer share id 1: the rows still tell apart by kind. */
const row = (kind: 'clue' | 'customer', id: number) => ({
  kind,
  id,
  name: `${kind}${id}`,
  phone: '',
  ownerUserId: null,
  ownerName: '',
  createdAt: '2026-11-21T07:04:05.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('待处理客户', { timeout: 40_000 }, () => {
  it('opens with the kind and page of its URL; another kind starts at page 1', async () => {
    const asked = stubApi({
      'GET /erp/crm/customer/undealt/page': (url) => ({
        list: [row('clue', 1), row('customer', 1)],
        total: 12,
        pageNum: Number(url.searchParams.get('pageNum')),
        pageSize: 10,
      }),
    });
    const router = renderScreen(<UndealtListPage />, '/customer/undealt/list', '?kind=clue&pageNum=2', [
      'query',
    ]);
    const list = await screen.findByTestId('undealt-list');
    await within(list).findByText('customer1');
    expect(within(list).getByText('clue1')).toBeTruthy();
    expect([asked.at(-1)!.searchParams.get('kind'), asked.at(-1)!.searchParams.get('pageNum')]).toEqual([
      'clue',
      '2',
    ]);
    expect(within(list).getByRole('radio', { name: '线索' })).toHaveProperty('checked', true);
    expect(within(list).getByText('共 12 条记录')).toBeTruthy();

    fireEvent.click(within(list).getByRole('radio', { name: '客户' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=customer'));
    fireEvent.click(within(list).getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('kind')).toBeNull());
  });
});
