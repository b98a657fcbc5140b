import { businessMsBetween, OFFICE_WEEK, parseBusinessDateTime } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { loadBusinessCalendar } from '../src/platform/business-calendar/business-calendar.service.js';
import { auditEntries, buildTestApp, loginAs, type TestApp } from './harness.js';

/**
 * 工作日历 through its endpoints: the default office week, a save with its version (a stale one
 * refused, nothing written), the lists kept sorted and each day once, bad input refused on its
 * field with a localized message, the permission, and the loader every clock reads.
 */
let t: TestApp;
let admin: Record<string, string>;
let orgId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin');
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
});
afterAll(() => t?.app.close());

const get = async (headers = admin) => {
  const response = await t.app.inject({ method: 'GET', url: '/erp/system/businessCalendar', headers });
  return { status: response.statusCode, body: response.json() };
};
const save = async (payload: object, headers = admin) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/erp/system/businessCalendar',
    payload,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
};
const HOUR = 3_600_000;
const at = (text: string) => parseBusinessDateTime(text)!;

describe('the business calendar', () => {
  it('is the office week until saved; saves with its version, sorted, each day once; refuses a stale save', async () => {
    const first = await get();
    expect(first.body.data).toMatchObject({
      calendar: { week: OFFICE_WEEK, holidays: [], makeUpDays: [] },
      version: 0,
      updatedAt: null,
    });
    const calendar = {
      week: OFFICE_WEEK,
      holidays: ['2026-10-02', '2026-10-01', '2026-10-02'],
      makeUpDays: ['2026-10-10'],
    };
    const saved = await save({ calendar, version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      calendar: { holidays: ['2026-10-01', '2026-10-02'], makeUpDays: ['2026-10-10'] },
      version: 1,
      updatedByName: '系统管理员',
    });
    expect((await get()).body.data.version).toBe(1);
    // Someone saving over version 0 again (the screen read before the first save): 409, unchanged.
    const stale = await save({ calendar: { ...calendar, holidays: [] }, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    expect((await get()).body.data.calendar.holidays).toEqual(['2026-10-01', '2026-10-02']);
    const audited = await auditEntries(t.db, eq(auditLog.entity, 'businessCalendar'));
    expect(audited.at(-1)).toMatchObject({ action: 'update' });

    // What every clock reads: Wednesday 09-30 17:00 → Thursday 10-08 10:00 is 1 h, then 10-01 and
    // 10-02 off, the weekend, 8 h on each of 10-05 to 10-07, and 1 h: 26 h.
    const loaded = await loadBusinessCalendar(t.db, orgId);
    expect(businessMsBetween(loaded, at('2026-09-30 17:00:00'), at('2026-10-08 10:00:00'))).toBe(26 * HOUR);
  });

  it('refuses bad input on its field, in words, and changes nothing', async () => {
    const before = (await get()).body.data;
    const week = OFFICE_WEEK.map((periods) => [...periods]);
    const cases: [object, string, string][] = [
      [
        { week: [[], [{ from: 600, to: 540 }], [], [], [], [], []] },
        'calendar.week.1.0.to',
        '结束时间须晚于开始时间',
      ],
      [
        {
          week: [
            [],
            [
              { from: 540, to: 720 },
              { from: 700, to: 800 },
            ],
            [],
            [],
            [],
            [],
            [],
          ],
        },
        'calendar.week.1',
        '同一天的工作时段须按时间先后排列且不重叠',
      ],
      [{ week, holidays: ['2026-02-30'] }, 'calendar.holidays.0', '不是有效的日期'],
      [
        { week, holidays: ['2026-10-01'], makeUpDays: ['2026-10-01'] },
        'calendar.makeUpDays',
        '同一天不能既是节假日又是调休工作日',
      ],
    ];
    for (const [calendar, path, message] of cases) {
      const refused = await save({
        calendar: { holidays: [], makeUpDays: [], ...calendar },
        version: before.version,
      });
      expect(refused.status, path).toBe(400);
      expect(refused.body.data.fieldErrors, path).toContainEqual({ path, message });
    }
    expect((await get()).body.data).toEqual(before);
  });

  it('is read and saved only with the settings keys', async () => {
    const sales = await loginAs(t.app, 'sales');
    expect((await get(sales)).status).toBe(403);
    expect(
      (await save({ calendar: { week: OFFICE_WEEK, holidays: [], makeUpDays: [] }, version: 1 }, sales))
        .status,
    ).toBe(403);
  });
});
