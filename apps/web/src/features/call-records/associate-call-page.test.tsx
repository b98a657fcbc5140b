import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { queryClient } from '../../platform/query/query-client';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import { AssociateCallPage } from './associate-call-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify({ code: status, msg: status === 200 ? '关联成功' : '出错了', data: body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const CALL = {
  id: 7,
  direction: 'inbound',
  customerNumber: '028-85556666',
  cno: '1001',
  agentUserId: 4,
  agentName: '赵坐席',
  customerId: 3,
  customerName: '成都天府餐饮管理有限公司',
  customerSn: 'KH00000007',
  status: 'ended',
  outcome: 'missed',
  ringTime: '2026-11-20 14:07:00',
  answerTime: null,
  endTime: '2026-11-20 14:07:30',
  durationSeconds: 0,
  recordingCount: 0,
  activityId: null,
  recordings: [],
};
const activity = (id: number, content: string, callRecordId: number | null) => ({
  id,
  customerId: 3,
  customerName: CALL.customerName,
  customerSn: CALL.customerSn,
  authorUserId: 4,
  authorName: '赵坐席',
  kind: 'call',
  content,
  attachments: [],
  nextFollowUpAt: null,
  callRecordId,
  createdAt: '2026-11-20T06:10:00.000Z',
});

/** The call, the customer picker, the customer's follow-ups and the link endpoint; records what was posted. */
function fakeServer(call: Record<string, unknown> = CALL) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/erp/call/record/7' && init?.method !== 'POST') return json(call);
      if (url.pathname === '/erp/crm/customer/options')
        return json([{ id: 3, name: CALL.customerName, sn: CALL.customerSn }]);
      if (url.pathname === '/erp/crm/customer/3/activity/page')
        return json({
          list: [activity(21, '已有跟进：回电说明报价', null), activity(22, '另一通电话的跟进', 9)],
          total: 2,
          pageNum: 1,
          pageSize: 50,
        });
      if (url.pathname === '/erp/call/record/7/activity' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(activity(21, '已有跟进：回电说明报价', 7));
      }
      throw new Error(`unexpected ${init?.method} ${url.pathname}`);
    }),
  );
  return posted;
}

function renderPage(search: string) {
  initI18n();
  queryClient.clear();
  const router = createMemoryRouter(
    [{ path: '/associate/activity-record/call', element: <AssociateCallPage /> }],
    {
      initialEntries: [`/associate/activity-record/call${search}`],
    },
  );
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <RouterProvider router={router} />
      </ScreenQueryProvider>
    </AppProviders>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('关联跟进', { timeout: 40_000 }, () => {
  it('links the call to a follow-up of its customer that has no call yet', async () => {
    const posted = fakeServer();
    renderPage('?callRecordId=7&phone=02885556666');
    const form = await screen.findByTestId('associate-call-form');
    fireEvent.click(within(form).getByText('关联已有跟进'));
    const select = await screen.findByTestId('associate-activity-select');
    fireEvent.mouseDown(select.closest('.ant-select') ?? select);
    // Only the follow-up without a call is offered.
    fireEvent.click(await screen.findByText(/已有跟进：回电说明报价/));
    expect(screen.queryByText(/另一通电话的跟进/)).toBeNull();
    fireEvent.click(within(form).getByText('确认关联').closest('button') as HTMLElement);
    await waitFor(() => expect(posted).toEqual([{ activityId: 21 }]));
    expect(await screen.findByTestId('associate-open-customer')).toBeTruthy();
  });

  it('says so when the call already has a follow-up, and offers no form', async () => {
    fakeServer({ ...CALL, activityId: 30 });
    renderPage('?callRecordId=7');
    expect(await screen.findByText('该通话已关联跟进记录')).toBeTruthy();
    expect(screen.queryByTestId('associate-call-form')).toBeNull();
  });

  it('asks for the call record id', async () => {
    fakeServer();
    renderPage('');
    expect(await screen.findByText('缺少通话记录编号（callRecordId）')).toBeTruthy();
  });
});
