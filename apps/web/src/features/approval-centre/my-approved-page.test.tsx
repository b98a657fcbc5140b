import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { pageOf, stubApprovalServer } from './approval-server-for-test';
import { MyApprovedPage } from './my-approved-page';

afterEach(() => vi.unstubAllGlobals());

const task = (taskId: number, instanceNo: string, batchAllowed = true) => ({
  taskId,
  instanceId: taskId + 100,
  instanceNo,
  processName: '报销',
  category: 'finance',
  initiator: { id: 5, name: '李销售' },
  nodeName: '经理审批',
  createTime: '2026-11-27 10:00:00',
  onBehalfOf: taskId === 2 ? { id: 8, name: '赵总监' } : null,
  batchAllowed,
  summary: '金额: 3200',
});

const COMMON = {
  'GET /erp/common/dict/approvalCategory': [],
  'GET /erp/flw/counts': { todo: 2, ccUnread: 0 },
};
const OPERS = ['query', 'get', 'update'];

describe('我审批的', () => {
  it('批量同意 the selected to-dos in one request and says how many passed and why others did not', async () => {
    const server = stubApprovalServer({
      ...COMMON,
      'GET /erp/flw/task/todo/page': pageOf([task(1, 'SP-0001'), task(2, 'SP-0002')]),
      'POST /erp/flw/task/batch-approve': {
        approved: 1,
        refused: [{ taskId: 2, message: '该任务已被处理' }],
      },
    });
    const router = renderScreen(<MyApprovedPage />, '/approval/myApproved', '?todo.processName=报销', OPERS);
    expect(await screen.findByText('SP-0001')).toBeTruthy();
    const todo = server.received.find((request) => request.path.endsWith('/todo/page'))!;
    expect(todo.query.get('processName')).toBe('报销');
    expect(screen.getByText('代 赵总监')).toBeTruthy();
    const checkboxes = screen.getAllByRole('checkbox');
    // [select all, row 1, row 2]
    fireEvent.click(checkboxes[1]!);
    fireEvent.click(checkboxes[2]!);
    fireEvent.click(screen.getByTestId('action-batchApprove'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('将同意选中的 2 条审批')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('batch-ok')));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/task/batch-approve',
      body: { taskIds: [1, 2], comment: '' },
    });
    const result = await screen.findByTestId('batch-result');
    expect(result.textContent).toContain('已同意 1 条');
    expect(result.textContent).toContain('SP-0002：该任务已被处理');
    // A row opens its detail.
    fireEvent.click(screen.getAllByTestId('row-detail')[0]!);
    expect(router.state.location.pathname).toBe('/approval/detail/101');
  });

  it('refuses 批量同意 when a selected node does not allow it', async () => {
    const server = stubApprovalServer({
      ...COMMON,
      'GET /erp/flw/task/todo/page': pageOf([task(1, 'SP-0001', false)]),
    });
    renderScreen(<MyApprovedPage />, '/approval/myApproved', '', OPERS);
    await screen.findByText('SP-0001');
    fireEvent.click(screen.getAllByRole('checkbox')[1]!);
    expect(screen.getByText('所选审批中有的节点不允许批量审批')).toBeTruthy();
    fireEvent.click(screen.getByTestId('action-batchApprove'));
    await screen.findByRole('dialog');
    expect((screen.getByTestId('batch-ok') as HTMLButtonElement).disabled).toBe(true);
    expect(server.writes()).toHaveLength(0);
  });

  it('已办 lists decided tasks with my decision and the request’s status', async () => {
    const server = stubApprovalServer({
      ...COMMON,
      'GET /erp/flw/task/todo/page': pageOf([]),
      'GET /erp/flw/task/done/page': pageOf([
        {
          ...task(3, 'SP-0003'),
          status: 'approved',
          actedAt: '2026-11-27 11:00:00',
          instanceStatus: 'running',
        },
      ]),
    });
    const router = renderScreen(<MyApprovedPage />, '/approval/myApproved', '', OPERS);
    await screen.findByText('暂无待办审批');
    fireEvent.click(screen.getByRole('tab', { name: '已办' }));
    expect(await screen.findByText('SP-0003')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=done');
    expect(screen.getByText('已同意')).toBeTruthy();
    expect(screen.getByTestId('instance-status').textContent).toBe('审批中');
    expect(server.received.some((request) => request.path.endsWith('/done/page'))).toBe(true);
    fireEvent.click(screen.getByTestId('row-detail'));
    expect(router.state.location.pathname).toBe('/approval/detail/103');
  });

  it('委托设置 reads and saves the delegation', async () => {
    const server = stubApprovalServer({
      ...COMMON,
      'GET /erp/flw/task/todo/page': pageOf([]),
      'GET /erp/flw/delegation': {
        enabled: false,
        delegateUserId: 9,
        delegate: { id: 9, name: '钱财务' },
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-05 18:00:00',
      },
      'GET /erp/common/reference/user/options': [{ id: 9, label: '钱财务' }],
      'PUT /erp/flw/delegation': null,
    });
    renderScreen(<MyApprovedPage />, '/approval/myApproved', '', OPERS);
    fireEvent.click(await screen.findByTestId('open-delegation'));
    await screen.findByTestId('delegation-form');
    fireEvent.click(screen.getByTestId('delegation-enabled'));
    await act(async () => fireEvent.click(screen.getByTestId('delegation-ok')));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/delegation',
      body: {
        enabled: true,
        delegateUserId: 9,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-05 18:00:00',
      },
    });
  });
});
