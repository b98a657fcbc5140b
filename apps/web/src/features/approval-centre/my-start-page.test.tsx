import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { instanceDetail, instanceRow, pageOf, Refusal, stubApprovalServer } from './approval-server-for-test';
import { MyStartPage } from './my-start-page';

afterEach(() => vi.unstubAllGlobals());

const PAGE = 'GET /erp/flw/instance/my/start/page';
const COMMON = {
  'GET /erp/common/dict/approvalCategory': [{ label: '财务', value: 'finance' }],
  'GET /erp/flw/counts': { todo: 0, ccUnread: 0 },
};
const OPERS = ['add', 'query', 'get'];

describe('我发起的', () => {
  it('reads its filters from the URL, pages by 10 with 共 N 条记录, and a row opens 审批详情', async () => {
    const server = stubApprovalServer({
      ...COMMON,
      [PAGE]: pageOf([instanceRow()], 23),
    });
    const router = renderScreen(
      <MyStartPage />,
      '/approval/myStart',
      '?processName=报销&status=running&instanceNo=SP2026&startCreateTime=2026-11-01&endCreateTime=2026-11-30',
      OPERS,
    );
    expect(await screen.findByText('共 23 条记录')).toBeTruthy();
    const asked = server.received.find((request) => request.path === '/erp/flw/instance/my/start/page')!;
    expect(Object.fromEntries(asked.query)).toMatchObject({
      processName: '报销',
      status: 'running',
      instanceNo: 'SP2026',
      startCreateTime: '2026-11-01',
      endCreateTime: '2026-11-30',
      pageNum: '1',
      pageSize: '10',
    });
    expect(screen.getByTestId('instance-status').textContent).toBe('审批中');
    fireEvent.click(screen.getByTestId('row-detail'));
    expect(router.state.location.pathname).toBe('/approval/detail/11');
  });

  it('发起审批: a grid by category, the chosen process’s form, approvers and CC, one request; field errors on the fields', async () => {
    let attempts = 0;
    const server = stubApprovalServer({
      ...COMMON,
      [PAGE]: pageOf([]),
      'GET /erp/flw/process/startable': [
        { id: 3, name: '报销', category: 'finance', icon: 'wallet', description: '', publishedVersion: 1 },
        { id: 4, name: '请假', category: 'office', icon: 'calendar', description: '', publishedVersion: 2 },
      ],
      'GET /erp/flw/process/:id/start-form': {
        processId: 3,
        name: '报销',
        publishedVersion: 1,
        form: { fields: [{ tag: 'input', vModel: 'reason', label: '事由', required: true }] },
        chooseApprovers: [{ nodeId: 'manager', name: '经理审批', multiple: false }],
        initiatorMayCc: true,
      },
      'GET /erp/common/reference/user/options': [
        { id: 7, label: '王经理' },
        { id: 9, label: '钱财务' },
      ],
      'POST /erp/flw/instance': () =>
        ++attempts === 1
          ? new Refusal(400, '请求参数有误', [{ path: 'formData.reason', message: '事由太短' }])
          : { id: 12, instanceNo: 'SP20261127-0002' },
    });
    renderScreen(<MyStartPage />, '/approval/myStart', '', OPERS);
    fireEvent.click(await screen.findByTestId('action-start'));
    const grid = await screen.findByTestId('start-grid');
    expect(await within(grid).findByRole('region', { name: '财务' })).toBeTruthy();
    expect(within(grid).getByRole('region', { name: 'office' })).toBeTruthy();
    // 返回选择流程 goes back to the grid.
    fireEvent.click(within(grid).getByTestId('start-process-4'));
    await screen.findByTestId('start-form');
    fireEvent.click(screen.getByRole('button', { name: /返回选择流程/ }));
    fireEvent.click(within(await screen.findByTestId('start-grid')).getByTestId('start-process-3'));
    const form = await screen.findByTestId('start-form');
    fireEvent.change(within(form).getByRole('textbox', { name: '事由' }), { target: { value: '出差' } });
    await pickMember(form, 'start-approvers-manager', '王经理');
    await pickMember(form, 'start-cc', '钱财务');
    await act(async () => fireEvent.click(screen.getByTestId('start-submit')));
    expect(await screen.findByText('事由太短')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('start-submit')));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toMatchObject({
      path: '/erp/flw/instance',
      body: {
        processId: 3,
        formData: { reason: '出差' },
        chosenApprovers: { manager: [7] },
        ccUserIds: [9],
        attachmentIds: [],
      },
    });
    expect(await screen.findByText('审批 SP20261127-0002 已提交')).toBeTruthy();
  });

  it('撤回 asks first; 重新提交 opens the form prefilled from the detail', async () => {
    const server = stubApprovalServer({
      ...COMMON,
      [PAGE]: pageOf([
        instanceRow(),
        instanceRow({ id: 12, instanceNo: 'SP20261127-0002', status: 'rejected' }),
      ]),
      'POST /erp/flw/instance/:id/withdraw': { status: 'withdrawn' },
      'GET /erp/flw/instance/:id': instanceDetail({
        id: 12,
        status: 'rejected',
        myTask: null,
        canResubmit: true,
      }),
      'POST /erp/flw/instance/:id/resubmit': { status: 'running', round: 2 },
    });
    renderScreen(<MyStartPage />, '/approval/myStart', '', OPERS);
    // Only the running request offers 撤回, only the rejected one 重新提交.
    const withdraws = await screen.findAllByTestId('row-withdraw');
    expect(withdraws).toHaveLength(1);
    fireEvent.click(withdraws[0]!);
    expect(await screen.findByText('确定撤回审批 SP20261127-0001 吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.path).toBe('/erp/flw/instance/11/withdraw');

    fireEvent.click(screen.getByTestId('row-resubmit'));
    const form = await screen.findByTestId('resubmit-form');
    expect(within(form).getByDisplayValue('出差北京')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('resubmit-ok')));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toMatchObject({
      path: '/erp/flw/instance/12/resubmit',
      body: { formData: { reason: '出差北京', amount: 3200 } },
    });
  });
});

async function pickMember(within_: HTMLElement, testId: string, name: string) {
  const picker = within(within_).getByTestId(testId);
  const input = picker.querySelector('input')!;
  fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? input);
  fireEvent.change(input, { target: { value: name.slice(0, 1) } });
  // An earlier picker's list may still be in the page: the newest list is this one's.
  const options = await screen.findAllByText(name, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]!);
}
