import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { ProcessDetailPage } from './process-detail-page';
import { ProcessListPage } from './process-list-page';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  category: 'finance',
  icon: 'wallet',
  description: '',
  enabled: true,
  publishedVersion: 1,
  draftChanged: false,
  instanceCount: id,
  updateTime: '2026-11-27 10:00:00',
  ...extra,
});
const dict = () => [
  { label: '财务', labelEn: 'Finance', value: 'finance' },
  { label: '人事', labelEn: 'HR', value: 'hr' },
];

describe('流程列表', { timeout: 40_000 }, () => {
  it('sends the URL filters, shows each process with its state, and confirms before disabling', async () => {
    const enabledBodies: unknown[] = [];
    const asked = stubApi({
      'GET /erp/flw/process/page': () => ({
        list: [
          row(1, '报销', { draftChanged: true }),
          row(2, '请假', { publishedVersion: null, category: 'hr' }),
        ],
        total: 12,
        pageNum: 1,
        pageSize: 10,
      }),
      'GET /erp/common/dict/approvalCategory': dict,
      'PUT /erp/flw/process/1/enabled': () => {
        enabledBodies.push(true);
        return { enabled: false };
      },
      'GET /erp/flw/binding/list': () => [
        {
          point: 'customer.bulkTransfer',
          measure: 'count',
          label: '批量客户转移（客户数超过阈值时需审批）',
          enabled: true,
          processId: 1,
          processName: '报销',
          threshold: 20,
        },
      ],
    });
    renderScreen(<ProcessListPage />, '/approval/process/list', '?name=报&enabled=true', [
      'add',
      'update',
      'delete',
      'enable',
      'disable',
    ]);
    const table = await screen.findByTestId('process-list');
    await within(table).findByText('报销');
    const query = asked.find((url) => url.pathname === '/erp/flw/process/page')!.searchParams;
    expect(query.get('name')).toBe('报');
    expect(query.get('enabled')).toBe('true');
    expect(query.get('pageSize')).toBe('10');
    expect(within(table).getByText('共 12 条记录')).toBeTruthy();
    expect(within(table).getByText('有未发布的修改')).toBeTruthy();
    expect(within(table).getByText('未发布')).toBeTruthy();
    await within(table).findByText('人事');

    fireEvent.click(screen.getByRole('switch', { name: '「报销」启用状态' }));
    expect(await screen.findByText(/停用流程「报销」？/)).toBeTruthy();
    expect(enabledBodies).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(enabledBodies).toHaveLength(1));

    // 业务审批设置 opens the approval points' bindings (binding-settings-modal.test.tsx edits them).
    fireEvent.click(screen.getByRole('button', { name: /业务审批设置/ }));
    expect(await screen.findByText('批量客户转移（客户数超过阈值时需审批）')).toBeTruthy();
  });
});

const expense = {
  ...row(7, '报销'),
  starters: { everyone: true, departmentIds: [], roleIds: [], userIds: [] },
  form: {
    fields: [
      { tag: 'number', vModel: 'amount', label: '报销金额' },
      { tag: 'textarea', vModel: 'reason', label: '报销事由' },
    ],
  },
  flow: {
    nodes: [
      {
        id: 'check',
        type: 'condition',
        name: '金额判断',
        branches: [
          {
            id: 'big',
            name: '大额',
            isDefault: false,
            conditions: [{ kind: 'field', field: 'amount', operator: 'gt', value: '5000' }],
            nodes: [
              {
                id: 'finance',
                type: 'approver',
                name: '财务',
                assignees: { kind: 'roles', roleIds: [5] },
                mode: 'anyOf',
                whenNobody: 'autoPass',
                fieldRights: {},
                allowBatch: false,
                allowTransfer: true,
                allowAddSigner: true,
              },
            ],
          },
          { id: 'else', name: '其他情况', isDefault: true, conditions: [], nodes: [] },
        ],
      },
    ],
  },
  settings: { resubmitFrom: 'first', skipRepeatedApprover: false, initiatorMayCc: true },
  version: 3,
  versions: [
    {
      version: 1,
      publishedAt: '2026-11-27 10:00:00',
      publishedBy: { id: 1, name: '系统管理员' },
      instanceCount: 4,
    },
  ],
};

describe('流程详情', { timeout: 60_000 }, () => {
  it('draws the flow with its branches, opens a node in the drawer, and refuses to publish a flow with problems', async () => {
    const saves: unknown[] = [];
    let publishes = 0;
    stubApi({
      'GET /erp/flw/process/7': () => expense,
      'GET /erp/common/dict/approvalCategory': dict,
      'GET /erp/common/reference/role/options': () => [{ id: 5, label: '财务' }],
      'PUT /erp/flw/process/7': (url) => {
        saves.push(url.pathname);
        return { version: 4 };
      },
      'POST /erp/flw/process/7/publish': () => {
        publishes += 1;
        return { publishedVersion: 2 };
      },
    });
    renderScreen(
      <ProcessDetailPage />,
      '/approval/process/detail/:id',
      '',
      ['update'],
      '/approval/process/detail/7',
    );
    const detail = await screen.findByTestId('process-detail');
    await within(detail).findByText('v1');
    expect(within(detail).getByText('系统管理员')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '流程设计' }));
    const designer = await screen.findByTestId('flow-designer');
    expect(within(designer).getByText('发起人')).toBeTruthy();
    expect(within(designer).getByText('流程结束')).toBeTruthy();
    expect(within(designer).getByText('报销金额 大于 5000')).toBeTruthy();
    expect(within(designer).getByText('其他条件都不满足时进入此分支')).toBeTruthy();
    await within(designer).findByText('角色：财务');

    // The approver opens in the drawer with its mode.
    fireEvent.click(within(designer).getByRole('button', { name: /^设置「财务」 角色：财务$/ }));
    const drawer = await screen.findByTestId('flow-node-drawer');
    expect(within(drawer).getByText('审批人设置')).toBeTruthy();
    expect(
      (within(drawer).getByRole('radio', { name: '或签（一人同意即可）' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: '删除节点' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(within(designer).queryByText('角色：财务')).toBeNull());

    // Without an approver node the flow cannot be published: the problems show, nothing is sent.
    fireEvent.click(screen.getByTestId('process-publish'));
    expect(await screen.findByText('流程至少需要一个审批人节点')).toBeTruthy();
    expect(saves).toHaveLength(0);
    expect(publishes).toBe(0);

    // Adding an approver at a "+" fixes it: publishing saves the draft once, then publishes.
    fireEvent.click(within(designer).getAllByRole('button', { name: '添加节点' })[0]!);
    fireEvent.click(await screen.findByRole('menuitem', { name: '审批人' }));
    fireEvent.click(screen.getByTestId('process-publish'));
    await waitFor(() => expect(publishes).toBe(1));
    expect(saves).toEqual(['/erp/flw/process/7']);
  });

  it('creates a new process: the draft is sent once, published, and the page moves to its id', async () => {
    const created: Record<string, unknown>[] = [];
    let published = 0;
    stubApi({
      'GET /erp/common/dict/approvalCategory': dict,
      'POST /erp/flw/process': () => {
        created.push({});
        return { id: 9 };
      },
      'POST /erp/flw/process/9/publish': () => {
        published += 1;
        return { publishedVersion: 1 };
      },
      'GET /erp/flw/process/9': () => ({ ...expense, id: 9, name: '出差' }),
    });
    const router = renderScreen(
      <ProcessDetailPage />,
      '/approval/process/detail/:id',
      '',
      ['add', 'update'],
      '/approval/process/detail/new',
    );
    await screen.findByText('新建流程');
    // The name is required: nothing is sent without it.
    fireEvent.click(screen.getByTestId('process-publish'));
    expect(await screen.findByText('请填写流程名称')).toBeTruthy();
    expect(created).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('流程名称'), { target: { value: '出差' } });
    fireEvent.click(screen.getByTestId('process-publish'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/approval/process/detail/9'));
    expect(created).toHaveLength(1);
    expect(published).toBe(1);
  });
});
