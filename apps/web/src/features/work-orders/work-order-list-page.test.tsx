import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../platform/session/session-store';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { WorkOrderListPage } from './work-order-list-page';
import { clock, workOrderOptionsAnswer, workOrderRow } from './work-order-test-data';

const HOUR = 3_600_000;

function fakeList() {
  return stubApi({
    'GET /erp/workorder/page': (url) => ({
      list: [
        workOrderRow(1, {
          title: '快超时的',
          resolution: clock({ state: 'warning', targetMs: 8 * HOUR, elapsedMs: 7.5 * HOUR }),
        }),
        workOrderRow(2, {
          title: '已超时的',
          resolution: clock({ state: 'breached', targetMs: 4 * HOUR, elapsedMs: 5.25 * HOUR }),
        }),
        workOrderRow(3, {
          title: '等客户的',
          status: 'waitingCustomer',
          statusName: '等待客户',
          resolution: clock({ state: 'paused', dueAt: null }),
        }),
        workOrderRow(4, {
          title: '超时后关闭的',
          status: 'closed',
          statusName: '已关闭',
          resolution: clock({
            state: 'breached',
            targetMs: 4 * HOUR,
            elapsedMs: 6 * HOUR,
            dueAt: null,
            stoppedAt: '2026-11-27T08:00:00.000Z',
          }),
        }),
      ],
      total: 23,
      pageNum: Number(url.searchParams.get('pageNum')),
      pageSize: 10,
    }),
    'GET /erp/workorder/options': () => workOrderOptionsAnswer,
  });
}

beforeEach(() => useSession.setState({ permissionList: ['workorderDetail:get', 'workorderCreate:add'] }));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ permissionList: [] });
});

describe('工单列表', { timeout: 40_000 }, () => {
  it('asks for its view with the filters of its URL, shows SLA states, and a search keeps the view', async () => {
    const asked = fakeList();
    const router = renderScreen(
      <WorkOrderListPage view="responsible" />,
      '/workorder/myResponsible',
      '?status=waitingCustomer&slaState=breached&sort=due&typeId=1&pageNum=2',
      ['query', 'export'],
    );
    const list = await screen.findByTestId('work-order-list');
    await within(list).findByText('GD20261128-0001');
    const query = asked.filter((url) => url.pathname === '/erp/workorder/page').at(-1)!.searchParams;
    expect(
      ['view', 'status', 'slaState', 'sort', 'typeId', 'pageNum'].map((name) => query.get(name)),
    ).toEqual(['responsible', 'waitingCustomer', 'breached', 'due', '1', '2']);

    // warning orange, breached red with the time over, paused grey (已暂停)
    const states = within(list).getAllByTestId('sla-state');
    expect(states.map((tag) => tag.getAttribute('data-state'))).toEqual([
      'warning',
      'breached',
      'paused',
      'breached',
    ]);
    expect(states.map((tag) => tag.textContent)).toEqual(['即将超时', '已超时', '已暂停', '已超时']);
    // Time left only for clocks still counting (not the one stopped after its breach).
    expect(
      within(list)
        .getAllByTestId('sla-left')
        .map((left) => left.textContent),
    ).toEqual(['剩余 30分钟', '超时 1小时15分']);
    expect(within(list).getByText('共 23 条记录')).toBeTruthy();
    // 导出 is 全部工单's only
    expect(within(list).queryByText(/导\s*出/)).toBeNull();

    fireEvent.change(within(list).getByTestId('work-order-keyword'), { target: { value: 'GD2026' } });
    fireEvent.click(within(list).getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?keyword=GD2026&typeId=1&status=waitingCustomer&slaState=breached&sort=due',
      ),
    );
    await waitFor(() => {
      const latest = asked.filter((url) => url.pathname === '/erp/workorder/page').at(-1)!.searchParams;
      expect([latest.get('view'), latest.get('keyword'), latest.get('pageNum')]).toEqual([
        'responsible',
        'GD2026',
        '1',
      ]);
    });
  });

  it('offers export on 全部工单 with the export oper', async () => {
    fakeList();
    renderScreen(<WorkOrderListPage view="all" />, '/workorder/all', '', ['query', 'export']);
    const list = await screen.findByTestId('work-order-list');
    await within(list).findByText('GD20261128-0001');
    expect(within(list).getByText(/导\s*出/)).toBeTruthy();
    expect(within(list).getByText('新建工单')).toBeTruthy();
  });
});
