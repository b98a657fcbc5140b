import type {
  WorkOrderPriorityRow,
  WorkOrderSlaPolicyRow,
  WorkOrderTypeRow,
} from '@atrium/contract/endpoints/workorder-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../platform/session/session-store';
import { renderScreen } from '../../resources/render-screen-for-test';
import { WorkOrderSettingsPage } from './workorder-settings-page';

const reply = (data: unknown, status = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code: status, msg, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const type = (id: number, name: string, fields: Partial<WorkOrderTypeRow> = {}): WorkOrderTypeRow => ({
  id,
  code: `T${id}`,
  name,
  form: null,
  defaultGroupId: null,
  defaultGroupName: '',
  reopenDays: 7,
  extraStates: [],
  enabled: true,
  sort: id,
  version: 1,
  ...fields,
});
const priority = (
  id: number,
  name: string,
  fields: Partial<WorkOrderPriorityRow> = {},
): WorkOrderPriorityRow => ({
  id,
  code: `P${id}`,
  name,
  color: '#ff4d4f',
  sort: id,
  isDefault: false,
  enabled: true,
  version: 1,
  ...fields,
});

const TYPES = [
  type(1, '报修', {
    defaultGroupId: 4,
    defaultGroupName: '售后一组',
    extraStates: [{ code: 'awaitingVisit', name: '待回访', pausesSla: true }],
    form: { fields: [{ tag: 'input', vModel: 'model', label: '设备型号', required: true }] },
  }),
  type(2, '咨询'),
];
const PRIORITIES = [priority(1, '紧急', { isDefault: true }), priority(2, '普通', { color: '#1677ff' })];
const POLICIES: WorkOrderSlaPolicyRow[] = [
  {
    id: 9,
    typeId: 1,
    typeName: '报修',
    priorityId: 1,
    priorityName: '紧急',
    firstResponseMinutes: 30,
    resolutionMinutes: 480,
    warnPercent: 80,
    version: 1,
  },
];

/** The settings' lists and writes; records what the screen sent. `refuse` answers a write with a 400. */
function fakeServer(refuse: Record<string, { path: string; message: string }> = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const key = `${method} ${url.pathname}`;
      const body = JSON.parse(String(init?.body ?? 'null'));
      if (method !== 'GET') sent.push({ method, path: url.pathname, body });
      const refusal = refuse[key];
      if (refusal && sent.filter((write) => `${write.method} ${write.path}` === key).length === 1)
        return reply({ fieldErrors: [refusal] }, 400, refusal.message);
      switch (key) {
        case 'GET /erp/workorder/setting/type':
          return reply(TYPES);
        case 'GET /erp/workorder/setting/priority':
          return reply(PRIORITIES);
        case 'GET /erp/workorder/setting/sla':
          return reply(POLICIES);
        case 'GET /erp/common/reference/supportGroup/options':
          return reply([
            { id: 4, label: '售后一组' },
            { id: 5, label: '售后二组' },
          ]);
        case 'POST /erp/workorder/setting/type':
          return reply(type(3, body.name, body));
        case 'PUT /erp/workorder/setting/type/1':
          return reply({ ...TYPES[0], ...body, version: 2 });
        case 'POST /erp/workorder/setting/sla':
          return reply({ ...POLICIES[0], id: 10, ...body });
        case 'POST /erp/workorder/setting/priority':
          return reply(priority(3, body.name, body));
      }
      throw new Error(`unexpected ${key}`);
    }),
  );
  return sent;
}

const OPERS = ['query', 'get', 'add', 'update', 'edit', 'delete', 'enable', 'disable'];
const renderPage = (search = '') =>
  renderScreen(<WorkOrderSettingsPage />, '/workorder/setting', search, OPERS);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ permissionList: [] });
});

describe('工单设置', { timeout: 40_000 }, () => {
  it('creates a type with an extra state: a built-in code is refused on its row, a taken code under the field', async () => {
    const sent = fakeServer({
      'POST /erp/workorder/setting/type': { path: 'code', message: '类型编码已被使用' },
    });
    renderPage();
    const list = await screen.findByTestId('workorder-types');
    expect(await within(list).findByText('售后一组')).toBeTruthy();
    expect(within(list).getByText('待回访')).toBeTruthy();
    expect(within(list).getByText('1 个字段')).toBeTruthy();

    fireEvent.click(within(list).getByTestId('action-create'));
    const form = await screen.findByTestId('type-form');
    fireEvent.change(within(form).getByLabelText('名称'), { target: { value: '投诉' } });
    fireEvent.change(within(form).getByLabelText('编码'), { target: { value: 'T1' } });
    fireEvent.click(within(form).getByText('状态流程'));
    fireEvent.click(within(form).getByText('添加状态'));
    const state = within(form).getByLabelText('扩展状态 1');
    fireEvent.change(within(state).getByLabelText('状态编码'), { target: { value: 'resolved' } });
    fireEvent.change(within(state).getByLabelText('状态名称'), { target: { value: '待回访' } });
    fireEvent.click(screen.getByTestId('type-save'));
    expect(await within(state).findByText('不能使用内置状态的编码')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(state).getByLabelText('状态编码'), { target: { value: 'awaitingVisit' } });
    fireEvent.click(within(state).getByLabelText('暂停 SLA 计时'));
    fireEvent.click(screen.getByTestId('type-save'));
    // The server's refusal of the code shows under it, on the basics tab.
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(within(form).getByText('基本信息'));
    expect(await within(form).findByText('类型编码已被使用')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('编码'), { target: { value: 'COMPLAINT' } });
    fireEvent.click(screen.getByTestId('type-save'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'POST',
      path: '/erp/workorder/setting/type',
      body: {
        name: '投诉',
        code: 'COMPLAINT',
        // No group: null, which the api client sends as '' (spec §5).
        defaultGroupId: '',
        reopenDays: 7,
        sort: 0,
        extraStates: [{ code: 'awaitingVisit', name: '待回访', pausesSla: true }],
        form: '',
      },
    });
  });

  it("edits a type's extra fields in the form designer and keeps them when only the basics change", async () => {
    const sent = fakeServer();
    renderPage();
    const list = await screen.findByTestId('workorder-types');
    const row = (await within(list).findByText('报修')).closest('tr')!;
    fireEvent.click(within(row).getByTestId('row-edit'));
    const form = await screen.findByTestId('type-form');
    fireEvent.change(within(form).getByLabelText('可重新打开天数'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('type-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      reopenDays: 15,
      defaultGroupId: 4,
      form: { fields: [{ vModel: 'model', label: '设备型号' }] },
      version: 1,
    });

    // Again, now through the designer: the type's field is on its canvas.
    fireEvent.click(within(row).getByTestId('row-edit'));
    const again = await screen.findByTestId('type-form');
    fireEvent.click(within(again).getByText('扩展字段'));
    const canvas = await within(again).findByTestId('designer-canvas');
    expect(within(canvas).getByText('设备型号')).toBeTruthy();
  });

  it('sets the SLA of a type and priority in hours and minutes of business time, linking the business calendar', async () => {
    useSession.setState({ permissionList: ['businessCalendarSettings:query'] });
    const sent = fakeServer();
    renderPage('?tab=sla');
    const grid = await screen.findByTestId('sla-grid');
    expect(within(screen.getByTestId('sla-note')).getByRole('link').getAttribute('href')).toBe(
      '/system/businessCalendar',
    );
    const set = within(screen.getByTestId('sla-cell-T1-P1'));
    expect(set.getByText('首次响应 30 分钟')).toBeTruthy();
    expect(set.getByText('解决 8 小时')).toBeTruthy();
    expect(within(screen.getByTestId('sla-cell-T2-P2')).getByText('未设置')).toBeTruthy();

    fireEvent.click(within(grid).getByRole('button', { name: /设置 咨询 · 普通 的 SLA:\s*未设置/ }));
    const form = await screen.findByTestId('sla-form');
    fireEvent.change(within(form).getByLabelText('首次响应时限（小时）'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('解决时限（小时）'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('解决时限（分钟）'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('sla-save'));
    expect(await within(form).findByText('解决时限不能短于首次响应时限')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('解决时限（小时）'), { target: { value: '16' } });
    fireEvent.click(screen.getByTestId('sla-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: '/erp/workorder/setting/sla',
      body: { typeId: 2, priorityId: 2, firstResponseMinutes: 120, resolutionMinutes: 990, warnPercent: 80 },
    });
  });

  it('lists priorities with the default marked and not deletable', async () => {
    fakeServer();
    renderPage('?tab=priorities');
    const list = await screen.findByTestId('workorder-priorities');
    const rowOf = async (name: string) => (await within(list).findByText(name)).closest('tr')!;
    const urgent = await rowOf('紧急');
    expect(within(urgent).getByText('默认')).toBeTruthy();
    expect(within(urgent).queryByTestId('row-delete')).toBeNull();
    expect((within(urgent).getByLabelText('启用') as HTMLButtonElement).disabled).toBe(true);
    expect(within(await rowOf('普通')).getByTestId('row-delete')).toBeTruthy();
  });
});
