import type { DutyRecord } from '@atrium/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { initI18n } from '../../platform/i18n/i18n';
import { ScreenQueryProvider } from '../../platform/query/screen-query-provider';
import DutyControl from './duty-control';
import { refreshDuty } from './duty-refresh';

/** The latest-record endpoint over a record the test changes, counting the reads. */
function fakeLatest(initial: DutyRecord | null) {
  const state = { record: initial, reads: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/erp/call/cno/duty/record/latest') throw new Error(`unexpected ${url.pathname}`);
      state.reads++;
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: state.record }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return state;
}

/** `YYYY-MM-DD HH:mm:ss` in China time for an instant. */
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function renderControl() {
  initI18n();
  return render(
    <AppProviders initialAntdLocale={zhCN}>
      <ScreenQueryProvider>
        <DutyControl />
      </ScreenQueryProvider>
    </AppProviders>,
  );
}

const state = () => screen.getByTestId('duty-control').getAttribute('data-state');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('duty control', { timeout: 30_000 }, () => {
  it('goes on duty on refreshDuty(), ticks every second and refreshes every 60 s while on duty', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 21, 2, 0, 0));
    const server = fakeLatest(null);
    renderControl();
    await waitFor(() => expect(state()).toBe('off'));
    expect(screen.getByTestId('duty-state').textContent).toBe('未值班');

    // The hook the realtime client calls (call.dutyTakenOver) reads the record at once.
    server.record = { cno: '1001', startDutyTime: chinaTime(Date.now() - 3_725_000), userName: '赵坐席' };
    act(() => refreshDuty());
    await waitFor(() => expect(state()).toBe('on'));
    expect(screen.getByTestId('duty-state').textContent).toContain('值班中 1001');
    expect(screen.getByTestId('duty-elapsed').textContent).toBe('01:02:05');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('duty-elapsed').textContent).toBe('01:02:06');

    // Taken over elsewhere: the refresh 60 s after going on duty turns the control off duty.
    server.record = null;
    const reads = server.reads;
    act(() => vi.advanceTimersByTime(58_000));
    expect(server.reads).toBe(reads);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(state()).toBe('off'));
    expect(screen.queryByTestId('duty-elapsed')).toBeNull();

    // Off duty there is no periodic refresh.
    const offReads = server.reads;
    act(() => vi.advanceTimersByTime(120_000));
    expect(server.reads).toBe(offReads);
  });

  it('reads the record again when the page becomes visible while on duty', async () => {
    const server = fakeLatest({ cno: '1002', startDutyTime: chinaTime(Date.now()), userName: '赵坐席' });
    renderControl();
    await waitFor(() => expect(state()).toBe('on'));
    server.record = null;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(state()).toBe('off'));
  });
});
