import type { NotificationEntry } from '@atrium/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { FakeSocket } from '../../platform/realtime/fake-socket-for-test';
import { realtime } from '../../platform/realtime/realtime-connection';
import { useSession } from '../../platform/session/session-store';
import { NotificationBell } from './notification-bell';

const notice = (id: number, title: string, read = false): NotificationEntry => ({
  id,
  kind: 'customer.transferred',
  title,
  recordKind: 'customer',
  recordId: id,
  path: `/customer/manage/detail/${id}`,
  createdAt: '2026-11-27T02:00:00.000Z',
  readAt: read ? '2026-11-27T02:05:00.000Z' : null,
});

/** The inbox endpoints over notices the test changes, counting the unread-count reads. */
function fakeInbox(notices: NotificationEntry[]) {
  const state = { notices, countReads: 0, marked: [] as number[] };
  const json = (data: unknown) =>
    new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/erp/notification/unread-count') {
        state.countReads++;
        return json({ count: state.notices.filter(({ readAt }) => !readAt).length });
      }
      if (url.pathname === '/erp/notification/page')
        return json({ list: state.notices, total: state.notices.length, pageNum: 1, pageSize: 6 });
      const read = url.pathname.match(/^\/erp\/notification\/(\d+)\/read$/);
      if (read && init?.method === 'PUT') {
        const id = Number(read[1]);
        state.marked.push(id);
        state.notices = state.notices.map((one) => (one.id === id ? { ...one, readAt: 'now' } : one));
        return json(state.notices.find((one) => one.id === id));
      }
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
  return state;
}

function renderBell() {
  initI18n();
  return render(
    <AppProviders initialAntdLocale={zhCN}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<NotificationBell />} />
          <Route path="/customer/manage/detail/:id" element={<div data-testid="customer-opened" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  realtime.stop();
  useSession.setState({ token: null, userId: null });
  vi.unstubAllGlobals();
});

describe('header inbox bell', () => {
  it('counts unread notices, recounts on a realtime notice only, and opens a notice marking it read', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.last = null;
    const server = fakeInbox([notice(1, '客户「甲」已转交给您'), notice(2, '客户「乙」已转交给您', true)]);
    // The socket starts with the session (at once when another test of this worker bound it already).
    useSession.setState({ token: 'token', organizationId: 1, userId: 7 });
    renderBell();
    const bell = await screen.findByTestId('notification-bell');

    // The socket opens: a read on (re)connection; then nothing until a notice arrives.
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    const beforeOpen = server.countReads;
    act(() => FakeSocket.last!.onopen?.({}));
    expect(server.countReads).toBe(beforeOpen + 1);
    const reads = server.countReads;
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(bell.getAttribute('aria-label')).toBe('通知, 1 条未读通知');
    server.notices = [notice(3, '3 条线索已分配给您，请及时跟进'), ...server.notices];
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
    act(() =>
      FakeSocket.last!.onmessage?.({
        data: JSON.stringify({
          type: 'notification.created',
          data: { kind: 'clue.assigned' },
          at: '',
        }),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    expect(server.countReads).toBe(reads + 1);

    // The panel lists the newest, unread ones marked; Escape closes it and gives the bell the focus back.
    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('未读3 条线索已分配给您'),
      expect.stringContaining('未读客户「甲」已转交给您'),
      expect.not.stringContaining('未读'),
    ]);
    fireEvent.keyDown(screen.getByTestId('notification-panel'), { key: 'Escape' });
    expect(screen.queryByTestId('notification-panel')).toBeNull();
    expect(document.activeElement).toBe(bell);

    // Opening a notice marks it read and goes to its record.
    fireEvent.click(bell);
    fireEvent.click((await screen.findAllByTestId('notification-item'))[1]!);
    await screen.findByTestId('customer-opened');
    expect(server.marked).toEqual([1]);
  });
});
