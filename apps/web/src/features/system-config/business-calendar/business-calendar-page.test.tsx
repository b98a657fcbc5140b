import { OFFICE_WEEK } from '@atrium/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../resources/render-screen-for-test';
import { BusinessCalendarPage } from './business-calendar-page';

const PATH = '/system/businessCalendar';
const setting = {
  calendar: { week: OFFICE_WEEK, holidays: ['2026-10-01'], makeUpDays: [] },
  version: 3,
  updatedAt: '2026-11-27T02:00:00.000Z',
  updatedByName: '系统管理员',
};

afterEach(() => vi.unstubAllGlobals());

describe('工作日历', { timeout: 40_000 }, () => {
  it('edits the week and the days and saves the whole calendar with the version read', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /erp/system/businessCalendar': () => setting,
      'PUT /erp/system/businessCalendar': (_url, body) => {
        saved.push(body);
        return { ...setting, version: 4 };
      },
    });
    renderScreen(<BusinessCalendarPage />, PATH, '', ['query', 'update']);
    const saturday = await screen.findByTestId('business-calendar-day-6');
    expect(within(saturday).getByText('休息')).toBeTruthy();
    // Saturday gets a morning; Monday loses its afternoon.
    fireEvent.click(within(saturday).getByRole('button', { name: '为周六添加时段' }));
    fireEvent.click(screen.getByRole('button', { name: '删除周一第 2 个时段' }));
    // 10-01 is taken off the holidays.
    fireEvent.click(screen.getByRole('button', { name: '移除 2026-10-01' }));
    expect(within(screen.getByTestId('business-calendar-holidays')).getByText('暂无')).toBeTruthy();
    // Saturday 10-10 is worked (调休): typed into the picker and added.
    const makeUp = screen.getByRole('textbox', { name: '选择要添加到调休工作日的日期' });
    fireEvent.mouseDown(makeUp);
    fireEvent.change(makeUp, { target: { value: '2026-10-10' } });
    fireEvent.keyDown(makeUp, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('business-calendar-makeUpDays-add'));
    expect(within(screen.getByTestId('business-calendar-makeUpDays')).getByText('2026-10-10')).toBeTruthy();
    fireEvent.click(screen.getByTestId('business-calendar-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const week = OFFICE_WEEK.map((periods) => [...periods]);
    week[1] = [OFFICE_WEEK[1]![0]!];
    week[6] = [{ from: 540, to: 720 }];
    expect(saved[0]).toEqual({ calendar: { week, holidays: [], makeUpDays: ['2026-10-10'] }, version: 3 });
    expect(screen.getByTestId('business-calendar-saved').textContent).toContain('系统管理员');
  });

  it('puts the default periods back, and shows a stale save in words', async () => {
    const altered = { ...setting, calendar: { ...setting.calendar, week: [[], [], [], [], [], [], []] } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'PUT'
          ? new Response(JSON.stringify({ code: 409, msg: '数据已被他人修改，请刷新后重试', data: null }), {
              status: 409,
              headers: { 'content-type': 'application/json' },
            })
          : new Response(JSON.stringify({ code: 200, msg: 'ok', data: altered }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    renderScreen(<BusinessCalendarPage />, PATH, '', ['query', 'update']);
    const monday = await screen.findByTestId('business-calendar-day-1');
    expect(within(monday).getByText('休息')).toBeTruthy();
    fireEvent.click(screen.getByTestId('business-calendar-office-week'));
    await waitFor(() => expect(within(monday).queryByText('休息')).toBeNull());
    fireEvent.click(screen.getByTestId('business-calendar-save'));
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeTruthy();
  });

  it("says what is wrong with a day's periods, on the day, and sends nothing", async () => {
    const asked = stubApi({ 'GET /erp/system/businessCalendar': () => setting });
    renderScreen(<BusinessCalendarPage />, PATH, '', ['query', 'update']);
    const friday = await screen.findByTestId('business-calendar-day-5');
    // A third period on Friday starts as an afternoon again: it overlaps the one before.
    fireEvent.click(within(friday).getByRole('button', { name: '为周五添加时段' }));
    fireEvent.click(screen.getByTestId('business-calendar-save'));
    expect(await within(friday).findByText('周五：时段须按时间先后排列且不重叠')).toBeTruthy();
    fireEvent.click(within(friday).getByRole('button', { name: '删除周五第 3 个时段' }));
    await waitFor(() => expect(within(friday).queryByText('周五：时段须按时间先后排列且不重叠')).toBeNull());
    expect(asked.every((url) => url.pathname === '/erp/system/businessCalendar')).toBe(true);
    expect(asked).toHaveLength(1);
  });

  it('offers no changes without the update grant', async () => {
    stubApi({ 'GET /erp/system/businessCalendar': () => ({ ...setting, version: 0, updatedAt: null }) });
    renderScreen(<BusinessCalendarPage />, PATH, '', ['query']);
    await screen.findByTestId('business-calendar-day-1');
    expect(screen.queryByTestId('business-calendar-save')).toBeNull();
    expect(screen.queryByRole('button', { name: '为周六添加时段' })).toBeNull();
    expect(screen.getByTestId('business-calendar-saved').textContent).toContain('尚未保存');
  });
});
