import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { AllApprovalsPage } from './all-approvals-page';
import { instanceRow, pageOf, stubApprovalServer } from './approval-server-for-test';

afterEach(() => vi.unstubAllGlobals());

describe('全部审批', () => {
  it('filters by initiator and status from the URL and 导出 sends the same filters as a job', async () => {
    const server = stubApprovalServer({
      'GET /erp/common/dict/approvalCategory': [],
      'GET /erp/flw/counts': { todo: 0, ccUnread: 0 },
      'GET /erp/common/reference/user/options': [{ id: 5, label: '李销售' }],
      'GET /erp/flw/instance/page': pageOf([{ ...instanceRow(), initiator: { id: 5, name: '李销售' } }], 31),
      'POST /erp/flw/instance/export': { jobId: 1 },
    });
    const router = renderScreen(<AllApprovalsPage />, '/approval/all', '?initiatorId=5&status=approved', [
      'query',
      'get',
      'export',
    ]);
    expect(await screen.findByText('共 31 条记录')).toBeTruthy();
    const asked = server.received.find((request) => request.path === '/erp/flw/instance/page')!;
    expect(asked.query.get('initiatorId')).toBe('5');
    expect(asked.query.get('status')).toBe('approved');
    fireEvent.mouseEnter(screen.getByTestId('export-button'));
    fireEvent.click(await screen.findByTestId('export-xlsx'));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/instance/export',
      body: { initiatorId: 5, status: 'approved', format: 'xlsx' },
    });
    fireEvent.click(screen.getByTestId('row-detail'));
    expect(router.state.location.pathname).toBe('/approval/detail/11');
  });
});
