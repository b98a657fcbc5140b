import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { instanceDetail, stubApprovalServer } from './approval-server-for-test';
import { MobileApprovalDetailPage } from './mobile-approval-detail-page';
import { MobileApprovalListPage } from './mobile-approval-list-page';

afterEach(() => vi.unstubAllGlobals());

const todo = (taskId: number) => ({
  taskId,
  instanceId: 100 + taskId,
  instanceNo: `SP-000${taskId}`,
  processName: '报销',
  category: 'finance',
  initiator: { id: 5, name: '李销售' },
  nodeName: '经理审批',
  createTime: '2026-11-27 10:00:00',
  onBehalfOf: null,
  batchAllowed: true,
  summary: '金额: 3200',
});

describe('phone approval pages', () => {
  it('lists the to-dos as cards, loads more, and a card opens its detail', async () => {
    const server = stubApprovalServer({
      'GET /erp/flw/task/todo/page': (request) =>
        request.query.get('pageNum') === '1'
          ? { list: [todo(1)], total: 11, pageNum: 1, pageSize: 10 }
          : { list: [todo(2)], total: 11, pageNum: 2, pageSize: 10 },
    });
    const router = renderScreen(<MobileApprovalListPage />, '/weCom-mobile-approval');
    expect(await screen.findByText('金额: 3200')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('mobile-approval-card')).toHaveLength(2));
    expect(server.received.map((request) => request.query.get('pageNum'))).toEqual(['1', '2']);
    fireEvent.click(screen.getAllByTestId('mobile-approval-card')[1]!);
    expect(router.state.location.pathname).toBe('/weCom-mobile-approval/102');
  });

  it('shows an approval on the phone and approves it in one request; 返回 goes to the list', async () => {
    const server = stubApprovalServer({
      'GET /erp/flw/instance/:id': instanceDetail(),
      'GET /erp/flw/counts': { todo: 0, ccUnread: 0 },
      'POST /erp/flw/task/:id/approve': { instanceStatus: 'running' },
    });
    const router = renderScreen(
      <MobileApprovalDetailPage />,
      '/weCom-mobile-approval/:id',
      '',
      [],
      '/weCom-mobile-approval/11',
    );
    fireEvent.click(await screen.findByTestId('approval-approve'));
    fireEvent.click(await screen.findByTestId('approval-dialog-ok'));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/task/21/approve',
      body: { formData: { amount: 3200 } },
    });
    fireEvent.click(screen.getByRole('button', { name: /返回/ }));
    expect(router.state.location.pathname).toBe('/weCom-mobile-approval');
  });
});
