// On PGlite too: claims racing on one row lock, and the SLA scan's batch UPDATE with SKIP LOCKED.
import { OFFICE_WEEK, parseBusinessDateTime } from '@atrium/contract';
import * as api from '@atrium/contract/endpoints/work-orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../src/modules/crm/support.tables.js';
import { notifications } from '../src/platform/notifications/notifications.tables.js';
import { timelineEntries } from '../src/platform/timeline/timeline.tables.js';
import { saveBusinessCalendar } from '../src/platform/business-calendar/business-calendar.service.js';
import { updateWorkOrderSlaPolicy } from '../src/modules/workorders/settings/workorder-sla-policies.service.js';
import { runSlaScan } from '../src/modules/workorders/work-order-sla-scan.js';
import { workOrderTransitionKind } from '../src/modules/workorders/work-order-transitions.js';
import { createWorkOrder } from '../src/modules/workorders/work-order-write.js';
import { workOrders } from '../src/modules/workorders/work-orders.tables.js';
import {
  workOrderPriorities,
  workOrderSlaPolicies,
  workOrderTypes,
} from '../src/modules/workorders/workorder-settings.tables.js';
import { buildTestApp, call, grantToRoles, signIn, type TestApp } from './harness.js';

/**
 * Work orders (docs/workorders.md) on a copy of the demo: the status flow and its refusals, the SLA
 * clocks in business time on a fixed clock (a holiday, a wait for the customer, a policy change),
 * the SLA scan marking warnings and breaches and telling people, round robin by the work status
 * switch, two claims at once, and the data scope on lists and details.
 */

let t: TestApp;
let orgId: number;
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};
const as = (username: string) => session[username]!;

beforeAll(async () => {
  t = await buildTestApp();
  await grantToRoles(t.db, ['salesperson', 'salesManager'], ['workorderAll:query', 'workorderDetail:get']);
  for (const username of ['admin', 'service', 'agent', 'sales', 'manager']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
});
afterAll(() => t?.app.close());

const detailOf = (username: string, id: number) =>
  call(t.app, api.workOrderDetail, { url: `/erp/workorder/${id}`, headers: as(username).headers });

const post = (username: string, url: string, payload?: object, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...as(username).headers, 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });

const typeByCode = async (code: string) => {
  const [type] = await t.db
    .select()
    .from(workOrderTypes)
    .where(and(eq(workOrderTypes.orgId, orgId), eq(workOrderTypes.code, code)));
  return type!;
};

describe('the demo', () => {
  it('lists work orders in every status with SLA states', async () => {
    const { status, body } = await call(t.app, api.workOrderPage.answer, {
      url: '/erp/workorder/page?view=all&pageSize=500',
      headers: as('admin').headers,
    });
    expect(status).toBe(200);
    const list = body.data.list;
    expect(list.length).toBeGreaterThan(200);
    const statuses = new Set(list.map((row) => row.status));
    for (const wanted of ['open', 'inProgress', 'waitingCustomer', 'resolved', 'closed']) expect(statuses).toContain(wanted);
    const slaStates = new Set(list.flatMap((row) => [row.response.state, row.resolution.state]));
    for (const wanted of ['running', 'warning', 'breached', 'paused', 'met']) expect(slaStates).toContain(wanted);
  });
});

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (text: string) => new Date(parseBusinessDateTime(text)!);

/** A support group of the test: its members' work status, its leader. */
async function testGroup(name: string, members: { username: string; on: boolean }[], leader?: string) {
  const [group] = await t.db
    .insert(crmSupportGroups)
    .values({ orgId, name, leaderUserId: leader ? as(leader).userId : null })
    .returning();
  for (const { username, on } of members) {
    await t.db
      .insert(crmSupportGroupMembers)
      .values({ orgId, userId: as(username).userId, groupId: group!.id, memberEnabled: on })
      .onConflictDoUpdate({
        target: [crmSupportGroupMembers.orgId, crmSupportGroupMembers.userId],
        set: { groupId: group!.id, memberEnabled: on },
      });
  }
  return group!.id;
}

const create = async (username: string, payload: object) => {
  const response = await post(username, '/erp/workorder', payload);
  expect(response.statusCode, response.body).toBe(200);
  return api.workOrderDetail.parse(response.json().data);
};

describe('the status flow', () => {
  it('moves through its transitions and refuses closing with a required field empty, a stale edit and a late reopen', async () => {
    const fault = await typeByCode('fault');
    const order = await create('agent', { typeId: fault.id, title: '打印机卡纸', custom: { faultKind: 'noise' } });
    expect(order.documentNo).toMatch(/^GD\d{8}-\d{4}$/);
    expect(order.status).toBe('open');
    expect(order.transitions.transitions).toEqual(expect.arrayContaining(['start', 'resolve', 'close']));
    const id = order.id;
    for (const step of ['start', 'waitForCustomer', 'resume', 'resolve']) {
      const response = await post('service', `/erp/workorder/${id}/${step}`);
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
    }
    // 设备型号 is required: closing waits for it.
    const refused = await post('service', `/erp/workorder/${id}/close`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('必填字段「设备型号」尚未填写，不能关闭工单');
    expect((await detailOf('service', id)).body.data.status).toBe('resolved');
    // A refused move names the state: resuming a resolved work order.
    const wrong = await post('service', `/erp/workorder/${id}/resume`, undefined, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toContain('"Resolved"');

    const read = (await detailOf('service', id)).body.data;
    const edit = (version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/erp/workorder/${id}`,
        headers: as('service').headers,
        payload: { typeId: fault.id, title: read.title, custom: { faultKind: 'noise', deviceModel: 'P-200' }, version },
      });
    expect((await edit(read.version)).statusCode).toBe(200);
    const stale = await edit(read.version);
    expect(stale.statusCode).toBe(409);
    const closed = await post('service', `/erp/workorder/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe('closed');

    // Within the type's 7 days it reopens (the resolution clock runs on); past them it is refused.
    const reopened = await post('service', `/erp/workorder/${id}/reopen`);
    expect(reopened.json().data).toMatchObject({ status: 'open', resolution: { stoppedAt: null } });
    for (const step of ['resolve', 'close']) expect((await post('service', `/erp/workorder/${id}/${step}`)).statusCode).toBe(200);
    const longAgo = new Date(Date.now() - 8 * 24 * HOUR);
    await t.db.update(workOrders).set({ resolvedAt: longAgo, closedAt: longAgo }).where(eq(workOrders.id, id));
    const late = await post('service', `/erp/workorder/${id}/reopen`);
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toMatch(/^已超过 7 天的重新打开期限（截止 \d{4}-\d{2}-\d{2}），不能重新打开$/);
    expect((await detailOf('service', id)).body.data.status).toBe('closed');
    const timeline = await t.db
      .select({ type: timelineEntries.type, action: timelineEntries.action })
      .from(timelineEntries)
      .where(and(eq(timelineEntries.recordKind, 'workOrder'), eq(timelineEntries.recordId, id)));
    expect(timeline.filter((entry) => entry.type === 'state').map((entry) => entry.action)).toEqual([
      'start',
      'waitForCustomer',
      'resume',
      'resolve',
      'close',
      'reopen',
      'resolve',
      'close',
    ]);
  });

  it('enters a state of the type; one that pauses the SLA stops both clocks', async () => {
    const complaint = await typeByCode('complaint');
    const order = await create('agent', { typeId: complaint.id, title: '投诉：上门迟到', custom: { customerDemand: '道歉' } });
    // 投诉 goes to 售后二组, whose leader is the agent.
    expect((await post('agent', `/erp/workorder/${order.id}/start`)).statusCode).toBe(200);
    const entered = await post('agent', `/erp/workorder/${order.id}/state`, { state: 'pendingVisit' });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().data).toMatchObject({
      status: 'pendingVisit',
      statusName: '待回访',
      resolution: { state: 'paused', dueAt: null },
    });
    const unknown = await post('agent', `/erp/workorder/${order.id}/state`, { state: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fieldErrors[0].path).toBe('state');
    const resumed = await post('agent', `/erp/workorder/${order.id}/resume`);
    expect(resumed.json().data).toMatchObject({ status: 'inProgress', resolution: { state: 'running' } });
  });
});

describe('the SLA clocks on a fixed clock', () => {
  it('count business time only: over a holiday, paused while waiting, elapsed kept through a policy change; the scan warns and escalates', async () => {
    // Office week, 2026-12-07 (a Monday) a holiday.
    const current = await t.app.inject({ method: 'GET', url: '/erp/system/businessCalendar', headers: as('admin').headers });
    await saveBusinessCalendar(t.db, { orgId, userId: as('admin').userId }, {
      calendar: { week: OFFICE_WEEK, holidays: ['2026-12-07'], makeUpDays: [] },
      version: current.json().data.version,
    });
    const [type] = await t.db
      .insert(workOrderTypes)
      .values({ orgId, code: 'slaTest', name: 'SLA 测试' })
      .returning();
    const [priority] = await t.db
      .select()
      .from(workOrderPriorities)
      .where(and(eq(workOrderPriorities.orgId, orgId), eq(workOrderPriorities.code, 'high')));
    const [policy] = await t.db
      .insert(workOrderSlaPolicies)
      .values({ orgId, typeId: type!.id, priorityId: priority!.id, firstResponseMinutes: 60, resolutionMinutes: 600 })
      .returning();
    const groupId = await testGroup('SLA 测试组', [{ username: 'sales', on: true }], 'manager');
    const actor = { orgId, userId: as('agent').userId };
    // Friday 17:30: half an hour of Friday, Monday off, then Tuesday.
    const id = await t.db.transaction((tx) =>
      createWorkOrder(
        tx,
        actor,
        { typeId: type!.id, title: '计时', description: '', contactName: '', contactPhone: '', priorityId: priority!.id, groupId, custom: {}, attachmentFileIds: [] },
        at('2026-12-04 17:30:00'),
      ),
    );
    const row = async () => (await t.db.select().from(workOrders).where(eq(workOrders.id, id)))[0]!;
    expect(await row()).toMatchObject({
      responsibleUserId: as('sales').userId,
      respState: 'running',
      respWarnAt: at('2026-12-08 09:18:00'),
      respDueAt: at('2026-12-08 09:30:00'),
      resDueAt: at('2026-12-09 10:30:00'),
      slaNextCheckAt: at('2026-12-08 09:18:00'),
    });
    const take = (name: api.WorkOrderTransition, when: string) =>
      t.app.transitions.take(workOrderTransitionKind(() => at(when)), name, actor, id);
    // Tuesday 09:10 it waits for the customer: 40 business minutes run, both clocks stop.
    await take('waitForCustomer', '2026-12-08 09:10:00');
    expect(await row()).toMatchObject({
      respState: 'paused',
      respElapsedMs: 40 * MINUTE,
      resElapsedMs: 40 * MINUTE,
      respDueAt: null,
      slaNextCheckAt: null,
    });
    // A scan while paused leaves it alone (the demo's work orders are settled meanwhile).
    await runSlaScan(t.db, orgId, at('2026-12-08 16:00:00'));
    expect(await row()).toMatchObject({ respState: 'paused', resState: 'paused' });
    // Wednesday 10:00 work resumes: 20 minutes of response left, 560 of resolution.
    await take('resume', '2026-12-09 10:00:00');
    expect(await row()).toMatchObject({
      respWarnAt: at('2026-12-09 10:08:00'),
      respDueAt: at('2026-12-09 10:20:00'),
      resDueAt: at('2026-12-10 11:20:00'),
    });
    // The scan at 10:10 warns the responsible person; at 10:25 the breach goes to the leader too.
    await runSlaScan(t.db, orgId, at('2026-12-09 10:10:00'));
    expect((await row()).respState).toBe('warning');
    await runSlaScan(t.db, orgId, at('2026-12-09 10:25:00'));
    expect((await row()).respState).toBe('breached');
    const events = await t.db
      .select({ action: timelineEntries.action, data: timelineEntries.data })
      .from(timelineEntries)
      .where(and(eq(timelineEntries.recordKind, 'workOrder'), eq(timelineEntries.recordId, id), eq(timelineEntries.type, 'event')));
    expect(events.map((event) => event.action)).toEqual(['assigned', 'slaWarning', 'slaBreached', 'slaEscalated']);
    const told = await t.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.recordKind, 'workOrder'), eq(notifications.recordId, id)));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: as('sales').userId, kind: 'workOrder.slaWarning' },
        { userId: as('sales').userId, kind: 'workOrder.slaBreached' },
        { userId: as('manager').userId, kind: 'workOrder.slaBreached' },
      ]),
    );
    // Wednesday 11:00 the policy doubles the resolution target: the 100 minutes run are kept.
    await updateWorkOrderSlaPolicy(
      t.db,
      { orgId, userId: as('admin').userId, username: 'admin', sessionId: 0 },
      policy!.id,
      { firstResponseMinutes: 60, resolutionMinutes: 1200, warnPercent: 80, version: policy!.version },
      at('2026-12-09 11:00:00'),
    );
    expect(await row()).toMatchObject({
      resElapsedMs: 40 * MINUTE,
      resTargetMs: 1200 * MINUTE,
      resDueAt: at('2026-12-11 14:20:00'),
      resState: 'running',
    });
  });
});
