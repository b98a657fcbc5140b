import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import '../../shell/layout-i18n';
import { initI18n } from '../../platform/i18n/i18n';
import { FakeSocket } from '../../platform/realtime/fake-socket-for-test';
import { realtime } from '../../platform/realtime/realtime-connection';
import { useSession } from '../../platform/session/session-store';
import { ApprovalBadgeSlot } from './approval-badge-slot';
import { stubApprovalServer } from './approval-server-for-test';

afterEach(() => {
  realtime.stop();
  useSession.setState({ token: null, userId: null, permissionList: [] });
  vi.unstubAllGlobals();
});

function renderSlot() {
  initI18n();
  render(
    <AppProviders initialAntdLocale={zhCN}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<ApprovalBadgeSlot />} />
          <Route path="/approval/myApproved" element={<div data-testid="my-approved-opened" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('header approvals badge', () => {
  it('shows the pending count, recounts on approval.changed and on focus, and opens 我审批的', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.last = null;
    let todo = 3;
    const server = stubApprovalServer({ 'GET /erp/flw/counts': () => ({ todo, ccUnread: 1 }) });
    useSession.setState({
      token: 'token',
      organizationId: 1,
      userId: 7,
      permissionList: ['approvalMyApproved'],
    });
    renderSlot();
    // Read on (re)connection of the socket.
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last!.onopen?.({}));
    await waitFor(() => expect(screen.getByTestId('approval-badge-count').textContent).toBe('3'));
    expect(screen.getByTestId('approval-badge').getAttribute('aria-label')).toBe('待我审批, 3 条待审批');

    todo = 4;
    act(() =>
      FakeSocket.last!.onmessage?.({
        data: JSON.stringify({
          type: 'approval.changed',
          data: { reason: 'taskArrived', instanceId: 1 },
          at: '',
        }),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('approval-badge-count').textContent).toBe('4'));
    todo = 0;
    const reads = server.received.length;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(server.received.length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByTestId('approval-badge-count')).toBeNull());

    fireEvent.click(screen.getByTestId('approval-badge'));
    expect(await screen.findByTestId('my-approved-opened')).toBeTruthy();
  });

  it('is not shown to a member who may not open 我审批的', () => {
    stubApprovalServer({ 'GET /erp/flw/counts': { todo: 1, ccUnread: 0 } });
    useSession.setState({ token: 'token', organizationId: 1, userId: 7, permissionList: [] });
    renderSlot();
    expect(screen.queryByTestId('approval-badge')).toBeNull();
  });
});
