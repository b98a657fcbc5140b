import type { SupportGroupRow } from '@atrium/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../resources/render-screen-for-test';
import { SupportGroupsPanel } from './support-groups-panel';

const reply = (body: unknown, status = 200, msg = 'ok') =>
  new Response(JSON.stringify({ code: status, msg, data: body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const group = (id: number, name: string, fields: Partial<SupportGroupRow> = {}): SupportGroupRow => ({
  id,
  name,
  enabled: true,
  sort: id,
  leaderUserId: null,
  leaderName: '',
  memberCount: 1,
  customerCount: 0,
  updatedAt: '2026-11-21T01:00:00.000Z',
  ...fields,
});

/** The groups page, members, candidates and the writes; records what the panel sent. */
function fakeServer() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method !== 'GET')
        sent.push({ method, path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) });
      if (url.pathname === '/erp/crm/customer/support/group/page')
        return reply({
          list: [
            group(1, '售后一组', { leaderUserId: 6, leaderName: '孙售后' }),
            group(2, '售后二组', { customerCount: 2 }),
          ],
          total: 2,
          pageNum: 1,
          pageSize: 10,
        });
      if (url.pathname === '/erp/crm/customer/support/group' && method === 'POST') {
        const { name } = JSON.parse(String(init!.body)) as { name: string };
        if (name === '售后一组')
          return reply({ fieldErrors: [{ path: 'name', message: '班组名称已存在' }] }, 400, '班组名称已存在');
        return reply(group(3, name));
      }
      if (url.pathname === '/erp/crm/customer/support/group/2' && method === 'PUT')
        return reply(group(2, '售后二组', { leaderUserId: 8, leaderName: '李销售' }));
      if (url.pathname === '/erp/crm/customer/support/group/2/members' && method === 'GET')
        return reply([{ userId: 7, name: '赵坐席', departmentName: '客服部', memberEnabled: false }]);
      if (url.pathname === '/erp/crm/customer/support/group/member/candidates')
        return reply([
          { userId: 6, name: '孙售后', departmentName: '售后部', groupId: 1, groupName: '售后一组' },
          { userId: 7, name: '赵坐席', departmentName: '客服部', groupId: 2, groupName: '售后二组' },
          { userId: 8, name: '李销售', departmentName: '销售一组', groupId: null, groupName: '' },
        ]);
      if (url.pathname === '/erp/crm/customer/support/group/2/members' && method === 'POST')
        return reply({ added: 0, moved: 1 });
      throw new Error(`unexpected ${method} ${url.pathname}`);
    }),
  );
  return sent;
}

function renderPanel() {
  return renderScreen(<SupportGroupsPanel />, '/customer/support/distribution', '?tab=groups', [
    'query',
    'get',
    'add',
    'update',
    'delete',
  ]);
}

/** A real key press: the input acts on keydown and takes the next Enter only after keyup. */
function pressEnter(element: HTMLElement) {
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

afterEach(() => vi.unstubAllGlobals());

describe('班组管理', { timeout: 40_000 }, () => {
  it('lists the groups (no delete while customers are handled), creates one with Enter and shows a duplicate name under the field', async () => {
    const sent = fakeServer();
    renderPanel();
    const panel = await screen.findByTestId('support-groups');
    expect(await within(panel).findByText('售后二组')).toBeTruthy();
    expect(within(panel).getByText('共 2 条记录')).toBeTruthy();
    // A group still handling support customers cannot be deleted (the server refuses it too).
    const deleteOf = (name: string) =>
      within(within(panel).getByText(name).closest('tr')!).getByRole('button', { name: /删\s*除/ });
    expect((deleteOf('售后二组') as HTMLButtonElement).disabled).toBe(true);
    expect((deleteOf('售后一组') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: /新增班组/ }));
    const form = await screen.findByTestId('support-group-form');
    const name = within(form).getByLabelText('班组名称');
    fireEvent.change(name, { target: { value: '售后一组' } });
    pressEnter(name);
    expect(await within(form).findByText('班组名称已存在')).toBeTruthy();

    fireEvent.change(name, { target: { value: '夜班组' } });
    await waitFor(() => expect(within(form).queryByText('班组名称已存在')).toBeNull());
    pressEnter(name);
    await waitFor(() =>
      expect(sent.map(({ body }) => body)).toEqual([
        // No leader chosen: null, which the api client sends as '' (spec §5).
        { name: '售后一组', sort: 0, leaderUserId: '' },
        { name: '夜班组', sort: 0, leaderUserId: '' },
      ]),
    );
  });

  it("shows each group's leader and makes anyone of the organization the leader of a group", async () => {
    const sent = fakeServer();
    renderPanel();
    const panel = await screen.findByTestId('support-groups');
    const firstRow = (await within(panel).findByText('售后一组')).closest('tr')!;
    expect(within(firstRow).getByText('孙售后')).toBeTruthy();
    expect(within(panel).getByRole('columnheader', { name: '组长' })).toBeTruthy();

    const row = within(panel).getByText('售后二组').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const form = await screen.findByTestId('support-group-form');
    // Not a member of any group: a leader need not take work in turn.
    fireEvent.mouseDown(within(form).getByLabelText('组长'));
    fireEvent.click(await screen.findByText('李销售（销售一组）'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          path: '/erp/crm/customer/support/group/2',
          body: { name: '售后二组', sort: 2, leaderUserId: 8, updatedAt: '2026-11-21T01:00:00.000Z' },
        },
      ]),
    );
  });

  it('adds a member of another group from the picker, which says where they are now', async () => {
    const sent = fakeServer();
    renderPanel();
    const panel = await screen.findByTestId('support-groups');
    const row = (await within(panel).findByText('售后二组')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /成\s*员/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('赵坐席')).toBeTruthy();
    expect(within(drawer).getByText(/移到本班组/)).toBeTruthy();

    fireEvent.mouseDown(within(drawer).getByLabelText('选择本组织成员'));
    fireEvent.click(await screen.findByText('孙售后（售后部） · 当前：售后一组'));
    // Members already in this group are not offered again.
    expect(screen.queryByText(/赵坐席（客服部）/)).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: /添\s*加/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', path: '/erp/crm/customer/support/group/2/members', body: { userIds: [6] } },
      ]),
    );
    expect(await screen.findByText('已添加 0 人，从其他班组移入 1 人')).toBeTruthy();
  });
});
