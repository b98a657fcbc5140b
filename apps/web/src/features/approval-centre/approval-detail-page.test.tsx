import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { ApprovalDetailPage } from './approval-detail-page';
import { instanceDetail, Refusal, stubApprovalServer } from './approval-server-for-test';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = 'GET /erp/flw/instance/:id';
const USERS = 'GET /erp/common/reference/user/options';
const COUNTS = 'GET /erp/flw/counts';

function open(answers: Record<string, unknown>) {
  const server = stubApprovalServer({ [COUNTS]: { todo: 0, ccUnread: 0 }, ...answers });
  renderScreen(<ApprovalDetailPage />, '/approval/detail/:id', '', [], '/approval/detail/11');
  return server;
}

const dialog = () => screen.getByRole('dialog');
const ok = () => screen.getByTestId('approval-dialog-ok');

describe('审批详情', () => {
  it('shows the header, the form with the caller’s field rights, the flow and the history', async () => {
    open({ [DETAIL]: instanceDetail() });
    expect(await screen.findByText('报销 · SP20261127-0001')).toBeTruthy();
    expect(screen.getByText('销售一部')).toBeTruthy();
    expect(screen.getByTestId('instance-status').textContent).toBe('审批中');
    const form = screen.getByTestId('approval-form');
    // hidden: absent; read: text; edit: a control holding the value.
    expect(within(form).queryByText('银行账号')).toBeNull();
    const reason = within(form).getByText('事由', { selector: 'label' }).closest('.ant-form-item')!;
    expect(reason.querySelector('input')).toBeNull();
    expect(reason.textContent).toContain('出差北京');
    const amount = within(form).getByText('金额', { selector: 'label' }).closest('.ant-form-item')!;
    expect((amount.querySelector('input') as HTMLInputElement).value).toBe('3200');
    const manager = screen.getByTestId('flow-node-manager');
    expect(manager.getAttribute('data-state')).toBe('active');
    expect(manager.textContent).toContain('王经理');
    expect(manager.textContent).toContain('代 赵总监');
    expect(manager.textContent).toContain('或签');
    expect(screen.getByTestId('flow-node-finance').getAttribute('data-state')).toBe('upcoming');
    const history = screen.getByTestId('approval-history');
    expect(history.textContent).toContain('李销售');
    expect(history.textContent).toContain('请尽快');
    expect(within(history).getByRole('link', { name: /发票\.pdf/ })).toBeTruthy();
  });

  it('同意 sends one request with the comment and the editable fields only', async () => {
    const server = open({
      [DETAIL]: instanceDetail(),
      'POST /erp/flw/task/:id/approve': { instanceStatus: 'running' },
    });
    await screen.findByTestId('approval-approve');
    const amount = screen
      .getByText('金额', { selector: 'label' })
      .closest('.ant-form-item')!
      .querySelector('input')!;
    fireEvent.change(amount, { target: { value: '3000' } });
    fireEvent.click(screen.getByTestId('approval-approve'));
    fireEvent.change(
      await within(await screen.findByRole('dialog')).findByPlaceholderText('请输入审批意见'),
      {
        target: { value: '同意报销' },
      },
    );
    fireEvent.click(ok());
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/task/21/approve',
      body: { comment: '同意报销', attachmentIds: [], formData: { amount: 3000 } },
    });
    // And reads the detail again.
    await waitFor(() =>
      expect(server.received.filter((r) => r.path === '/erp/flw/instance/11')).toHaveLength(2),
    );
  });

  it('拒绝 needs a comment and sends the chosen earlier node', async () => {
    const server = open({
      [DETAIL]: instanceDetail(),
      'POST /erp/flw/task/:id/reject': { instanceStatus: 'running' },
    });
    fireEvent.click(await screen.findByTestId('approval-reject'));
    await screen.findByRole('dialog');
    fireEvent.click(ok());
    expect(await screen.findByText('拒绝时请填写原因')).toBeTruthy();
    expect(server.writes()).toHaveLength(0);
    fireEvent.click(within(dialog()).getByLabelText('部门审批'));
    fireEvent.change(within(dialog()).getByPlaceholderText('请输入审批意见'), {
      target: { value: '票据不全' },
    });
    fireEvent.click(ok());
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/task/21/reject',
      body: { comment: '票据不全', toNodeId: 'dept', attachmentIds: [] },
    });
  });

  it('转交 and 加签 pick members and send one request each', async () => {
    const server = open({
      [DETAIL]: instanceDetail(),
      [USERS]: [
        { id: 9, label: '钱财务' },
        { id: 10, label: '孙主管' },
      ],
      'POST /erp/flw/task/:id/transfer': { taskId: 30 },
      'POST /erp/flw/task/:id/add-signer': { taskIds: [31] },
    });
    fireEvent.click(await screen.findByTestId('approval-transfer'));
    await pickMember('transfer-user', '钱财务');
    fireEvent.click(ok());
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/task/21/transfer',
      body: { userId: 9, comment: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('approval-add-signer'));
    await pickMember('signer-users', '孙主管');
    fireEvent.click(within(dialog()).getByLabelText('在我之后审批'));
    fireEvent.click(ok());
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toMatchObject({
      path: '/erp/flw/task/21/add-signer',
      body: { userIds: [10], position: 'after', comment: '' },
    });
  });

  it('评论 sends a comment on the instance', async () => {
    const server = open({
      [DETAIL]: instanceDetail({ myTask: null }),
      'POST /erp/flw/instance/:id/comment': { historyId: 2 },
    });
    fireEvent.click(await screen.findByTestId('approval-comment'));
    expect(screen.queryByTestId('approval-approve')).toBeNull();
    fireEvent.change(within(await screen.findByRole('dialog')).getByPlaceholderText('请输入审批意见'), {
      target: { value: '已电话确认' },
    });
    fireEvent.click(ok());
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/instance/11/comment',
      body: { comment: '已电话确认', attachmentIds: [] },
    });
  });

  it('a 409 (decided meanwhile) shows the server’s message, closes and reads the detail again', async () => {
    let reads = 0;
    open({
      [DETAIL]: () =>
        ++reads === 1 ? instanceDetail() : instanceDetail({ myTask: null, status: 'approved' }),
      'POST /erp/flw/task/:id/approve': new Refusal(409, '该任务已被处理'),
    });
    fireEvent.click(await screen.findByTestId('approval-approve'));
    await screen.findByRole('dialog');
    fireEvent.click(ok());
    expect(await screen.findByText('该任务已被处理')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('approval-approve')).toBeNull());
    expect(screen.getByTestId('instance-status').textContent).toBe('已通过');
  });

  it('an approver’s refused edit lands on its field', async () => {
    open({
      [DETAIL]: instanceDetail(),
      'POST /erp/flw/task/:id/approve': new Refusal(400, '请求参数有误', [
        { path: 'formData.amount', message: '金额不能超过 5000' },
      ]),
    });
    fireEvent.click(await screen.findByTestId('approval-approve'));
    await screen.findByRole('dialog');
    fireEvent.click(ok());
    expect(await screen.findByText('金额不能超过 5000')).toBeTruthy();
  });

  it('the initiator withdraws, cancels and resubmits as the server allows', async () => {
    const initiator = instanceDetail({ myTask: null, canWithdraw: true, canCancel: true, canResubmit: true });
    const server = open({
      [DETAIL]: initiator,
      'POST /erp/flw/instance/:id/withdraw': { status: 'withdrawn' },
      'POST /erp/flw/instance/:id/cancel': { status: 'cancelled' },
      'POST /erp/flw/instance/:id/resubmit': { status: 'running', round: 2 },
    });
    fireEvent.click(await screen.findByTestId('approval-withdraw'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({
      path: '/erp/flw/instance/11/withdraw',
      body: { comment: '' },
    });

    fireEvent.click(screen.getByTestId('approval-cancel'));
    const confirms = await screen.findAllByRole('button', { name: /确\s*定/ });
    fireEvent.click(confirms[confirms.length - 1]!);
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]?.path).toBe('/erp/flw/instance/11/cancel');

    fireEvent.click(screen.getByTestId('approval-resubmit'));
    const form = await screen.findByTestId('resubmit-form');
    // Prefilled from the detail, every field editable for the initiator.
    const reason = within(form).getByDisplayValue('出差北京');
    fireEvent.change(reason, { target: { value: '出差上海' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('resubmit-ok'));
    });
    await waitFor(() => expect(server.writes()).toHaveLength(3));
    expect(server.writes()[2]).toMatchObject({
      path: '/erp/flw/instance/11/resubmit',
      body: { formData: { reason: '出差上海', amount: 3200 }, comment: '', attachmentIds: [] },
    });
  });
});

/** Types into a member picker in the open dialog and picks the member. */
async function pickMember(testId: string, name: string) {
  const picker = await within(await screen.findByRole('dialog')).findByTestId(testId);
  const input = picker.querySelector('input')!;
  fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? input);
  fireEvent.change(input, { target: { value: name.slice(0, 1) } });
  fireEvent.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
}
