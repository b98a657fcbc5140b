import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { repairRow } from '../../resources/repairs/repair-for-test';
import { WorkbenchPage } from './workbench-page';

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('工单处理', { timeout: 40_000 }, () => {
  it('shows the queue by state and says who claimed a ticket first', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url);
        if (init?.method === 'POST' && url.pathname === '/erp/repair/order/8/claim')
          return json(409, { code: 409, msg: '该维修单已被「张工」领取', data: null });
        if (url.pathname === '/erp/repair/workbench/queue')
          return json(200, {
            code: 200,
            msg: 'ok',
            data: {
              list: [
                repairRow({
                  id: 8,
                  documentNo: 'WX20261128-0008',
                  status: 'received',
                  technicianUserId: null,
                  technicianName: '',
                }),
              ],
              total: 1,
              totalExact: true,
              pageNum: 1,
              pageSize: 10,
              counts: [
                { status: 'received', count: 1 },
                { status: 'repairing', count: 4 },
              ],
            },
          });
        throw new Error(`unexpected ${init?.method} ${url.pathname}`);
      }),
    );
    const router = renderScreen(<WorkbenchPage />, '/repair/workorder/manage', '', ['query', 'update']);
    const row = (await screen.findByText('WX20261128-0008')).closest('tr') as HTMLElement;
    // Each state's tab carries its count.
    const tabs = screen.getByTestId('workbench-tabs');
    expect(within(tabs).getByRole('tab', { name: /维修中\s*4/ })).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: /维修中/ }));
    await waitFor(() => expect(router.state.location.search).toContain('status=repairing'));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('repairing'));

    const queueReads = asked.filter((url) => url.pathname.endsWith('/queue')).length;
    fireEvent.click(within(row).getByText('领取'));
    expect(await screen.findByText('该维修单已被「张工」领取')).toBeTruthy();
    // The colleague's claim changed the row: the queue is read again.
    await waitFor(() =>
      expect(asked.filter((url) => url.pathname.endsWith('/queue')).length).toBeGreaterThan(queueReads),
    );
  });
});
