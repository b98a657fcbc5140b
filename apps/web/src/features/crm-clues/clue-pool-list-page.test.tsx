import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { CluePoolListPage } from './clue-pool-list-page';

const pool = (id: number, name: string) => ({
  id,
  name,
  allocationMode: 'manual',
  memberCount: 1,
  unassignedCount: 0,
  clueCount: 0,
  version: 1,
  createdAt: '2026-11-21T07:04:05.000Z',
});

/** Two pools, each without clues; the URLs asked, newest last. */
const fakePoolServer = () =>
  stubApi({
    'GET /erp/crm/clue/pool/page': () => ({
      list: [pool(1, '华东线索池'), pool(2, '华南线索池')],
      total: 2,
      pageNum: 1,
      pageSize: 10,
    }),
    'GET /erp/crm/clue/page': () => ({ list: [], total: 0, pageNum: 1, pageSize: 10 }),
  });

afterEach(() => vi.unstubAllGlobals());

describe('线索池', { timeout: 40_000 }, () => {
  it('shows the clues of the pool chosen in the URL, and choosing another keeps it there', async () => {
    const asked = fakePoolServer();
    const cluesOf = () => asked.filter((url) => url.pathname === '/erp/crm/clue/page').at(-1)?.searchParams;
    const router = renderScreen(
      <CluePoolListPage />,
      '/customer/clue/poolList',
      '?pool.id=2&clue.name=周&clue.pageNum=3',
      ['query'],
    );
    expect(await screen.findByText('华南线索池 · 线索')).toBeTruthy();
    await waitFor(() => expect(cluesOf()?.get('poolId')).toBe('2'));
    expect(cluesOf()?.get('name')).toBe('周');

    fireEvent.click(within(screen.getByTestId('clue-pool-list')).getByText('华东线索池'));
    // Another pool: its clues from page 1, the clue filters kept.
    await waitFor(() => expect(router.state.location.search).toBe('?pool.id=1&clue.name=%E5%91%A8'));
    expect(await screen.findByText('华东线索池 · 线索')).toBeTruthy();
    await waitFor(() => expect(cluesOf()?.get('poolId')).toBe('1'));
  });

  it('shows the first pool without a choice in the URL', async () => {
    fakePoolServer();
    renderScreen(<CluePoolListPage />, '/customer/clue/poolList', '', ['query']);
    expect(await screen.findByText('华东线索池 · 线索')).toBeTruthy();
  });
});
