import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../platform/session/session-store';
import { useClosedTabs } from '../../platform/tabs/closed-tabs-store';
import { renderScreen, stubApi } from '../../resources/render-screen-for-test';
import { WorkOrderCreatePage } from './work-order-create-page';
import { useWorkOrderDraft } from './work-order-draft-store';
import { workOrderDetail, workOrderOptionsAnswer } from './work-order-test-data';

const PATH = '/workorder/create/0';

function fakeServer() {
  const created: unknown[] = [];
  const asked = stubApi({
    'GET /erp/workorder/options': () => workOrderOptionsAnswer,
    'GET /erp/crm/customer/options': () => [{ id: 5, name: '华东电子', sn: 'KH0005' }],
    'POST /erp/workorder': (_url, body) => {
      created.push(body);
      return workOrderDetail(9, { documentNo: 'GD20261128-0009' });
    },
  });
  return { asked, created };
}

const open = (search = '') => renderScreen(<WorkOrderCreatePage />, PATH, search, ['add']);

async function chooseType(name: string) {
  const picker = await screen.findByTestId('work-order-type');
  fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker.querySelector('input')!);
  fireEvent.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
}

const titleInput = () => screen.getByTestId('work-order-title') as HTMLInputElement;

beforeEach(() => {
  useSession.setState({ permissionList: ['workorderCreate:add'] });
  useWorkOrderDraft.getState().start({}, null, '');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ permissionList: [] });
});

describe('新建工单', { timeout: 40_000 }, () => {
  it('tells a user without the right to create so, asks the server nothing and leads home', async () => {
    useSession.setState({ permissionList: [] });
    const { asked } = fakeServer();
    const router = open();
    const refusal = await screen.findByTestId('work-order-create-not-allowed');
    expect(refusal.textContent).toContain('你没有新建工单的权限');
    expect(screen.queryByTestId('work-order-create')).toBeNull();
    fireEvent.click(within(refusal).getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(asked).toEqual([]);
  });

  it('opened from a call starts with the caller filled in and saves in one request with the call linked', async () => {
    const { created } = fakeServer();
    const router = open('?customer=5&phone=13900001111&callRecordId=44');
    const page = await screen.findByTestId('work-order-create');
    expect((within(page).getByTestId('work-order-phone') as HTMLInputElement).value).toBe('13900001111');
    expect(within(page).getByTestId('work-order-call').textContent).toBe('通话记录 #44');
    await within(page).findByText('华东电子（KH0005）');

    await chooseType('咨询');
    fireEvent.change(titleInput(), { target: { value: '咨询保修期' } });
    fireEvent.click(within(page).getByTestId('work-order-save'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/workorder/detail/9'));
    expect(created).toEqual([
      {
        typeId: 2,
        title: '咨询保修期',
        description: '',
        customerId: 5,
        contactName: '',
        contactPhone: '13900001111',
        priorityId: 1,
        callRecordId: 44,
        custom: {},
        attachmentFileIds: [],
      },
    ]);
  });

  it('renders the type’s own fields, takes its default group, and sends the fields with the work order', async () => {
    const { created } = fakeServer();
    const router = open();
    await screen.findByTestId('work-order-create');
    await chooseType('故障报修');
    // The type's default group is chosen for it.
    await screen.findByText('一线支持');
    fireEvent.change(await screen.findByPlaceholderText('请输入设备型号'), { target: { value: 'HP-200' } });
    fireEvent.change(titleInput(), { target: { value: '屏幕碎裂' } });
    fireEvent.click(screen.getByTestId('work-order-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workorder/detail/9'));
    expect(created).toMatchObject([
      { typeId: 1, title: '屏幕碎裂', custom: { model: 'HP-200' }, groupId: 3 },
    ]);
  });

  it('keeps the half-filled form across a tab switch and starts afresh after its tab was closed (§2.7)', async () => {
    fakeServer();
    open();
    await screen.findByTestId('work-order-create');
    fireEvent.change(titleInput(), { target: { value: '半填的工单' } });

    // Another tab shown: the screen unmounts and mounts again.
    cleanup();
    open();
    await screen.findByTestId('work-order-create');
    expect(titleInput().value).toBe('半填的工单');

    // Its tab closed, then opened again.
    cleanup();
    useClosedTabs.getState().markClosed([PATH]);
    open();
    await screen.findByTestId('work-order-create');
    expect(titleInput().value).toBe('');
    expect(useClosedTabs.getState().closed[PATH]).toBe(false);
  });
});
