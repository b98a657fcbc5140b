import type { TimelineEntry } from '@atrium/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../platform/session/session-store';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { timelineEntry } from '../../resources/timeline/timeline-entry-for-test';
import { WorkOrderDetailPage } from './work-order-detail-page';
import { clock, workOrderDetail, workOrderOptionsAnswer } from './work-order-test-data';

const HOUR = 3_600_000;
const BASE = '/erp/workorder/9';

const offered = workOrderDetail(9, {
  assignment: 'pending',
  response: clock({ state: 'paused', targetMs: 2 * HOUR, elapsedMs: 0.5 * HOUR, dueAt: null }),
  resolution: clock({ state: 'breached', targetMs: 4 * HOUR, elapsedMs: 5 * HOUR }),
  transitions: { state: 'open', version: 3, transitions: ['start', 'resolve'], pendingTransition: '' },
  actions: ['accept', 'reject', 'assign'],
  followers: [{ userId: 2, name: '主管老王' }],
});

const entry = (id: number, fields: Partial<TimelineEntry>) =>
  timelineEntry(id, { authorName: '技术员老张', at: '2026-11-28T02:00:00.000Z', ...fields });

const TIMELINE = [
  entry(4, { body: '已安排上门', data: { visibility: 'customer' } }),
  entry(3, { type: 'event', action: 'slaBreached', authorUserId: null, authorName: '' }),
  entry(2, {
    type: 'state',
    action: 'enterState',
    fromState: 'inProgress',
    toState: 'visit',
    data: { name: '待回访' },
  }),
  entry(1, { type: 'state', action: 'waitForCustomer', fromState: 'open', toState: 'waitingCustomer' }),
];

/** The server: every call is recorded with its body. */
function fakeServer() {
  const calls: [string, unknown][] = [];
  let detailReads = 0;
  const answer = (name: string) => (_url: URL, body: unknown) => {
    calls.push([name, body]);
    return name === 'follow' ? { following: true } : offered;
  };
  stubApi({
    [`GET ${BASE}`]: () => {
      detailReads += 1;
      return offered;
    },
    [`GET ${BASE}/timeline`]: () => ({ list: TIMELINE, total: TIMELINE.length, pageNum: 1, pageSize: 10 }),
    [`POST ${BASE}/accept`]: answer('accept'),
    [`POST ${BASE}/reject`]: answer('reject'),
    [`POST ${BASE}/assign`]: answer('assign'),
    [`POST ${BASE}/follow`]: answer('follow'),
    [`POST ${BASE}/comment`]: (_url, body) => {
      calls.push(['comment', body]);
      return { entryId: 1 };
    },
    [`POST ${BASE}/start`]: answer('start'),
    'GET /erp/common/reference/user/options': () => [{ id: 7, label: '技术员老张' }],
    'GET /erp/workorder/options': () => workOrderOptionsAnswer,
  });
  return { calls, reads: () => detailReads };
}

const open = () =>
  renderScreen(
    <WorkOrderDetailPage />,
    '/workorder/detail/:id',
    '',
    ['get', 'update'],
    '/workorder/detail/9',
  );

beforeEach(() =>
  useSession.setState({
    permissionList: ['workorderDetail:get', 'workorderDetail:update', 'workorderDetail:edit'],
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ permissionList: [] });
});

describe('工单详情', { timeout: 40_000 }, () => {
  it('shows both SLA clocks (a paused one as 已暂停) and the actions the server allows', async () => {
    fakeServer();
    open();
    const detail = await screen.findByTestId('work-order-detail');
    const response = within(detail).getByTestId('sla-response');
    expect(within(response).getByTestId('sla-state').textContent).toBe('已暂停');
    expect(within(response).getAllByText('已暂停').length).toBe(2);
    const resolution = within(detail).getByTestId('sla-resolution');
    expect(within(resolution).getByTestId('sla-state').textContent).toBe('已超时');
    expect(within(resolution).getByText('超时 1小时0分')).toBeTruthy();
    expect(within(detail).getByText('待接受')).toBeTruthy();
    expect(within(detail).getByText('主管老王')).toBeTruthy();
    for (const id of [
      'work-order-accept',
      'work-order-reject',
      'work-order-assign',
      'transition-start',
      'transition-resolve',
    ])
      expect(within(detail).getByTestId(id)).toBeTruthy();
    expect(within(detail).queryByTestId('work-order-claim')).toBeNull();
    expect(within(detail).queryByTestId('transition-close')).toBeNull();

    // The timeline in the work order's words: a customer-visible reply, an SLA event, the states reached.
    const timeline = within(detail).getByTestId('record-timeline');
    await within(timeline).findByText('已安排上门');
    const entries = within(timeline)
      .getAllByTestId('timeline-entry')
      .map((element) => element.textContent);
    expect(entries[0]).toContain('客户可见');
    expect(entries[1]).toContain('时效超时');
    expect(entries[2]).toMatch(/转入状态.*待回访/);
    expect(entries[3]).toMatch(/等待客户.*等待客户/);
  });

  it('calls the endpoint of each action: accept, reject with its reason, transfer to a person, follow, reply', async () => {
    const { calls } = fakeServer();
    open();
    const detail = await screen.findByTestId('work-order-detail');

    fireEvent.click(within(detail).getByTestId('work-order-accept'));
    await waitFor(() => expect(calls.map(([name]) => name)).toEqual(['accept']));

    fireEvent.click(within(detail).getByTestId('work-order-reject'));
    const rejecting = await screen.findByRole('dialog');
    fireEvent.change(within(rejecting).getByTestId('reject-reason'), {
      target: { value: '不是我班组的设备' },
    });
    fireEvent.click(within(rejecting).getByTestId('reject-ok'));
    await waitFor(() => expect(calls.at(-1)).toEqual(['reject', { reason: '不是我班组的设备' }]));

    fireEvent.click(within(detail).getByTestId('work-order-assign'));
    const transferring = await screen.findByRole('dialog');
    const picker = within(transferring).getByTestId('work-order-responsible');
    const input = picker.querySelector('input')!;
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? input);
    fireEvent.change(input, { target: { value: '老' } });
    fireEvent.click(await screen.findByText('技术员老张', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(transferring).getByTestId('transfer-ok'));
    await waitFor(() => expect(calls.at(-1)).toEqual(['assign', { userId: 7, reason: '', version: 3 }]));

    fireEvent.click(within(detail).getByTestId('work-order-follow'));
    await waitFor(() => expect(calls.at(-1)?.[0]).toBe('follow'));

    fireEvent.change(within(detail).getByTestId('work-order-comment'), {
      target: { value: '已电话联系客户' },
    });
    fireEvent.click(within(detail).getByTestId('work-order-comment-submit'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual([
        'comment',
        { content: '已电话联系客户', visibility: 'internal', fileIds: [] },
      ]),
    );
  });

  it('sends the version read with a transition and, when someone changed it meanwhile (409), says so and reloads', async () => {
    const { calls, reads } = fakeServer();
    const server = globalThis.fetch;
    // The work order moved on since it was read: the server refuses the stale version.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/start')) {
        calls.push(['start', JSON.parse(String(init?.body))]);
        return new Response(JSON.stringify({ code: 409, msg: '工单已被修改', data: null }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        });
      }
      return server(input, init);
    });
    open();
    const detail = await screen.findByTestId('work-order-detail');
    await waitFor(() => expect(reads()).toBe(1));
    fireEvent.click(within(detail).getByTestId('transition-start'));
    await waitFor(() => expect(calls).toEqual([['start', { version: 3 }]]));
    expect(await screen.findByText('工单已被他人更新，已为您刷新，请确认后重试')).toBeTruthy();
    await waitFor(() => expect(reads()).toBe(2));
  });
});
