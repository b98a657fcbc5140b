// On PGlite too: claims racing on one row lock, and the SLA scan's batch UPDATE with SKIP LOCKED.
import { OFFICE_WEEK, parseBusinessDateTime } from '@atrium/contract';
import * as api from '@atrium/contract/endpoints/work-orders';
import { and, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../src/modules/crm/support.tables.js';
import { updateWorkOrderSlaPolicy } from '../src/modules/workorders/settings/workorder-sla-policies.service.js';
import {
  inScopeBranches,
  scopeWiderThan,
  workOrderScopeOf,
} from '../src/modules/workorders/work-order-scope.js';
import { runSlaScan } from '../src/modules/workorders/work-order-sla-scan.js';
import { workOrderTransitionKind } from '../src/modules/workorders/work-order-transitions.js';
import { createWorkOrder } from '../src/modules/workorders/work-order-write.js';
import { workOrders } from '../src/modules/workorders/work-orders.tables.js';
import {
  workOrderPriorities,
  workOrderSlaPolicies,
  workOrderTypes,
} from '../src/modules/workorders/workorder-settings.tables.js';
import { saveBusinessCalendar } from '../src/platform/business-calendar/business-calendar.service.js';
import { notifications } from '../src/platform/notifications/notifications.tables.js';
import { timelineEntries } from '../src/platform/timeline/timeline.tables.js';
import { exportCsv } from './export-files.js';
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

const detailOf = async (username: string, id: number) => {
  const response = await t.app.inject({ url: `/erp/workorder/${id}`, headers: as(username).headers });
  const data = response.statusCode === 200 ? api.workOrderDetail.parse(response.json().data) : undefined;
  return { status: response.statusCode, body: { data: data! } };
};

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
    for (const wanted of ['open', 'inProgress', 'waitingCustomer', 'resolved', 'closed'])
      expect(statuses).toContain(wanted);
    const slaStates = new Set(list.flatMap((row) => [row.response.state, row.resolution.state]));
    for (const wanted of ['running', 'warning', 'breached', 'paused', 'met'])
      expect(slaStates).toContain(wanted);
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
    const order = await create('agent', {
      typeId: fault.id,
      title: '打印机卡纸',
      custom: { faultKind: 'noise' },
    });
    expect(order.documentNo).toMatch(/^GD\d{8}-\d{4}$/);
    expect(order.status).toBe('open');
    // Its reporter may only close it; the group's leader (钱售后) moves it on.
    expect(order.transitions.transitions).toEqual(['close']);
    const id = order.id;
    const notTheirs = await post('agent', `/erp/workorder/${id}/start`);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().msg).toBe('只有负责人、所在班组的组长或管理员可以对该工单执行「开始处理」');
    expect((await detailOf('service', id)).body.data.transitions.transitions).toEqual(
      expect.arrayContaining(['start', 'resolve', 'close']),
    );
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
        payload: {
          typeId: fault.id,
          title: read.title,
          custom: { faultKind: 'noise', deviceModel: 'P-200' },
          version,
        },
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
    for (const step of ['resolve', 'close'])
      expect((await post('service', `/erp/workorder/${id}/${step}`)).statusCode).toBe(200);
    const longAgo = new Date(Date.now() - 8 * 24 * HOUR);
    await t.db
      .update(workOrders)
      .set({ resolvedAt: longAgo, closedAt: longAgo })
      .where(eq(workOrders.id, id));
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
    const order = await create('agent', {
      typeId: complaint.id,
      title: '投诉：上门迟到',
      custom: { customerDemand: '道歉' },
    });
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

describe('comments', () => {
  it('keeps internal comments internal; the first customer-visible reply is the first response', async () => {
    const options = await t.app.inject({ url: '/erp/workorder/options', headers: as('agent').headers });
    const consult = options.json().data.types.find((type: { name: string }) => type.name === '咨询');
    const order = await create('agent', { typeId: consult.id, title: '咨询：保修期多久' });
    const comment = (visibility: string, content: string) =>
      post('service', `/erp/workorder/${order.id}/comment`, { content, visibility });
    expect((await comment('internal', '查一下购买记录')).statusCode).toBe(200);
    expect((await detailOf('service', order.id)).body.data.response.state).toBe('running');
    expect((await comment('customer', '您好，保修期为一年')).statusCode).toBe(200);
    const after = (await detailOf('service', order.id)).body.data;
    expect(after.response.state).toBe('met');
    expect(after.handlers.map((handler) => handler.userId)).toContain(as('service').userId);
    const comments = await t.db
      .select({ body: timelineEntries.body, data: timelineEntries.data })
      .from(timelineEntries)
      .where(and(eq(timelineEntries.recordId, order.id), eq(timelineEntries.type, 'comment')));
    expect(comments).toEqual(
      expect.arrayContaining([
        { body: '查一下购买记录', data: { visibility: 'internal' } },
        { body: '您好，保修期为一年', data: { visibility: 'customer' } },
      ]),
    );
  });
});

describe('the SLA clocks on a fixed clock', () => {
  it('count business time only: over a holiday, paused while waiting, elapsed kept through a policy change; the scan warns and escalates', async () => {
    // Office week, 2026-12-07 (a Monday) a holiday.
    const current = await t.app.inject({
      method: 'GET',
      url: '/erp/system/businessCalendar',
      headers: as('admin').headers,
    });
    await saveBusinessCalendar(
      t.db,
      { orgId, userId: as('admin').userId },
      {
        calendar: { week: OFFICE_WEEK, holidays: ['2026-12-07'], makeUpDays: [] },
        version: current.json().data.version,
      },
    );
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
      .values({
        orgId,
        typeId: type!.id,
        priorityId: priority!.id,
        firstResponseMinutes: 60,
        resolutionMinutes: 600,
      })
      .returning();
    const groupId = await testGroup('SLA 测试组', [{ username: 'sales', on: true }], 'manager');
    const actor = { orgId, userId: as('agent').userId };
    // Friday 17:30: half an hour of Friday, Monday off, then Tuesday.
    const id = await t.db.transaction((tx) =>
      createWorkOrder(
        tx,
        actor,
        {
          typeId: type!.id,
          title: '计时',
          description: '',
          contactName: '',
          contactPhone: '',
          priorityId: priority!.id,
          groupId,
          custom: {},
          attachmentFileIds: [],
        },
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
      t.app.transitions.take(
        workOrderTransitionKind(() => at(when)),
        name,
        { orgId, userId: as('sales').userId },
        id,
      );
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
      .where(
        and(
          eq(timelineEntries.recordKind, 'workOrder'),
          eq(timelineEntries.recordId, id),
          eq(timelineEntries.type, 'event'),
        ),
      );
    expect(events.map((event) => event.action)).toEqual([
      'assigned',
      'slaWarning',
      'slaBreached',
      'slaEscalated',
    ]);
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

describe('dispatch', () => {
  it('goes round robin to the members on duty only; the offered person accepts or rejects back to the queue', async () => {
    const consult = await typeByCode('consult');
    // service and agent on duty, sales off: turns alternate between the first two.
    const groupId = await testGroup(
      '轮派测试组',
      [
        { username: 'service', on: true },
        { username: 'agent', on: true },
        { username: 'sales', on: false },
      ],
      'manager',
    );
    const got: (number | null)[] = [];
    for (let n = 0; n < 4; n++) {
      got.push(
        (await create('admin', { typeId: consult.id, title: `轮派 ${n}`, groupId })).responsibleUserId,
      );
    }
    const [first, second] = [as('service').userId, as('agent').userId].sort((a, b) => a - b);
    expect(got).toEqual([first, second, first, second]);
    // The agent (offered the last one) rejects it: back to the group's queue, the reason on the timeline.
    const offered = await create('admin', { typeId: consult.id, title: '退回测试', groupId });
    const holder = offered.responsibleUserId === as('agent').userId ? 'agent' : 'service';
    expect((await detailOf(holder, offered.id)).body.data.actions).toEqual(
      expect.arrayContaining(['accept', 'reject']),
    );
    const rejected = await post(holder, `/erp/workorder/${offered.id}/reject`, { reason: '不属于我的区域' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ responsibleUserId: null, assignment: 'unassigned' });
    // Accepting is the offered person's alone.
    const other = await create('admin', { typeId: consult.id, title: '接受测试', groupId });
    const otherHolder = other.responsibleUserId === as('agent').userId ? 'agent' : 'service';
    const stranger = otherHolder === 'agent' ? 'service' : 'agent';
    // Another member does not even see it (offered to someone else); an administrator may not accept for them.
    expect((await post(stranger, `/erp/workorder/${other.id}/accept`)).statusCode).toBe(404);
    expect((await post('admin', `/erp/workorder/${other.id}/accept`)).statusCode).toBe(400);
    const accepted = await post(otherHolder, `/erp/workorder/${other.id}/accept`);
    expect(accepted.json().data).toMatchObject({ assignment: 'accepted', response: { state: 'met' } });
    // Assigning to a person is on the timeline with who had it before.
    const moved = await post('admin', `/erp/workorder/${other.id}/assign`, {
      userId: as('sales').userId,
      reason: '转交',
    });
    expect(moved.json().data).toMatchObject({ responsibleUserId: as('sales').userId, assignment: 'pending' });
    const [assigned] = await t.db
      .select({ data: timelineEntries.data, body: timelineEntries.body })
      .from(timelineEntries)
      .where(
        and(
          eq(timelineEntries.recordId, other.id),
          eq(timelineEntries.action, 'assigned'),
          eq(timelineEntries.body, '转交'),
        ),
      );
    expect(assigned!.data).toMatchObject({
      fromUserId: as(otherHolder).userId,
      toUserId: as('sales').userId,
    });
  });

  it('lets one of two members claiming the same queued work order at once have it', async () => {
    const consult = await typeByCode('consult');
    // Nobody on duty: new work orders wait in the queue.
    const groupId = await testGroup('领取测试组', [
      { username: 'service', on: false },
      { username: 'agent', on: false },
    ]);
    const queued = await create('admin', { typeId: consult.id, title: '排队', groupId });
    expect(queued).toMatchObject({ responsibleUserId: null, assignment: 'unassigned' });
    const [one, two] = await Promise.all([
      post('service', `/erp/workorder/${queued.id}/claim`),
      post('agent', `/erp/workorder/${queued.id}/claim`),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? 'service' : 'agent';
    const row = (await detailOf('admin', queued.id)).body.data;
    expect(row).toMatchObject({ responsibleUserId: as(winner).userId, assignment: 'accepted' });
    expect(row.handlers.map((handler) => handler.userId)).toEqual([as(winner).userId]);
    // Not a member of the group: no claim.
    const another = await create('admin', { typeId: consult.id, title: '排队二', groupId });
    const outsider = await post('admin', `/erp/workorder/${another.id}/claim`);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().msg).toBe('只能领取本人所在班组队列中的工单');
  });
});

describe('the data scope', () => {
  it('shows reporters theirs, handlers what they handle, leaders their groups’, administrators all, on lists and details', async () => {
    const consult = await typeByCode('consult');
    const groupId = await testGroup('范围测试组', [{ username: 'service', on: false }], 'manager');
    const order = await create('agent', { typeId: consult.id, title: '范围测试', groupId });
    const listed = async (username: string, view = 'all') => {
      const response = await t.app.inject({
        url: `/erp/workorder/page?view=${view}&keyword=${encodeURIComponent('范围测试')}`,
        headers: as(username).headers,
      });
      expect(response.statusCode, `${username} ${view}: ${response.body}`).toBe(200);
      return api.workOrderPage.answer.parse(response.json().data).list.map((row) => row.id);
    };
    // The reporter, the leader of the group, the member whose queue it is, the administrator.
    // (An agent has no 全部工单: their view is 我提交的.)
    for (const username of ['agent', 'manager', 'service', 'admin']) {
      expect(await listed(username, username === 'agent' ? 'reported' : 'all'), username).toEqual([order.id]);
      expect((await detailOf(username, order.id)).status, username).toBe(200);
    }
    // A salesperson who may open 全部工单 but takes no part: nothing, and the detail is missing.
    expect(await listed('sales')).toEqual([]);
    expect((await detailOf('sales', order.id)).status).toBe(404);
    expect((await post('sales', `/erp/workorder/${order.id}/follow`)).statusCode).toBe(404);
    // Handled once is kept: claimed, then assigned away, the handler still sees it in 我经办的.
    expect((await post('service', `/erp/workorder/${order.id}/claim`)).statusCode).toBe(200);
    await post('admin', `/erp/workorder/${order.id}/assign`, { userId: as('admin').userId });
    expect(await listed('service', 'charged')).toEqual([order.id]);
    expect(await listed('agent', 'reported')).toEqual([order.id]);
    // Following (我关注的) is open to anyone who may open it.
    expect((await post('agent', `/erp/workorder/${order.id}/follow`)).json().data).toEqual({
      following: true,
    });
    expect(await listed('agent', 'followed')).toEqual([order.id]);
    // The export of 全部工单 keeps to the same scope.
    const { records } = await exportCsv(t.app, '/erp/workorder/export', as('service').headers, {
      keyword: '范围测试',
    });
    expect(records.map((record) => record.工单号)).toEqual([order.documentNo]);
    // A view needs its own menu: the salesperson has no 我负责的.
    const forbidden = await t.app.inject({
      url: '/erp/workorder/page?view=responsible',
      headers: as('sales').headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('who may move a work order', () => {
  it('is its responsible person, the group leader or an administrator; the reporter may close it; a past handler may not', async () => {
    const consult = await typeByCode('consult');
    // The sales manager leads the group (their role sees only "mine") and may work on work orders.
    await grantToRoles(t.db, ['salesManager'], ['workorderDetail:edit', 'workorderDetail:update']);
    const groupId = await testGroup('移动测试组', [{ username: 'service', on: true }], 'manager');
    const order = await create('agent', { typeId: consult.id, title: '移动测试', groupId });
    expect(order).toMatchObject({ responsibleUserId: as('service').userId, assignment: 'pending' });
    // The person it is offered to starting it accepts it too.
    const started = await post('service', `/erp/workorder/${order.id}/start`);
    expect(started.json().data).toMatchObject({ status: 'inProgress', assignment: 'accepted' });
    // The leader transfers it; service, a past handler now, still sees it but may not move it.
    const moved = await post('manager', `/erp/workorder/${order.id}/assign`, {
      userId: as('admin').userId,
      reason: '',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = (await detailOf('service', order.id)).body.data;
    expect(seen.transitions.transitions).toEqual([]);
    expect(seen.actions).not.toContain('assign');
    const refused = await post(
      'service',
      `/erp/workorder/${order.id}/assign`,
      { userId: as('service').userId, reason: '' },
      'en',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(
      'Only the responsible person, the group leader or an administrator may do "Transfer" on this work order.',
    );
    expect((await post('service', `/erp/workorder/${order.id}/resolve`)).statusCode).toBe(403);
    expect((await detailOf('admin', order.id)).body.data.status).toBe('inProgress');
    // The leader resolves it, its reporter closes it.
    expect((await post('manager', `/erp/workorder/${order.id}/resolve`)).statusCode).toBe(200);
    const closed = await post('agent', `/erp/workorder/${order.id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('reads the same scope row by row and by its branches’ ids', async () => {
    const ids = async (where: SQL) =>
      (
        await t.db
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.orgId, orgId), where))
          .orderBy(workOrders.id)
      ).map((row) => row.id);
    for (const username of ['agent', 'service', 'manager', 'sales']) {
      const scope = await workOrderScopeOf(t.db, { orgId, userId: as(username).userId });
      if (!scope) continue;
      const rowWise = await ids(scope.rowWise);
      expect(await ids(inScopeBranches(scope)), username).toEqual(rowWise);
      // Wider than a limit when a branch alone holds more.
      expect(await scopeWiderThan(t.db, scope, rowWise.length), username).toBe(false);
      expect(await scopeWiderThan(t.db, scope, 0), username).toBe(rowWise.length > 0);
    }
  });
});

describe('工单设置', () => {
  it('keeps type codes and state codes apart, one default priority, one policy per type and priority', async () => {
    const typeBody = {
      code: 'install',
      name: '安装',
      reopenDays: 5,
      extraStates: [{ code: 'onSite', name: '上门中', pausesSla: false }],
      form: { fields: [{ tag: 'input', vModel: 'address', label: '安装地址', required: true }] },
    };
    const created = await post('admin', '/erp/workorder/setting/type', typeBody);
    expect(created.statusCode, created.body).toBe(200);
    expect(
      (await post('admin', '/erp/workorder/setting/type', typeBody)).json().data.fieldErrors[0].path,
    ).toBe('code');
    const reserved = await post('admin', '/erp/workorder/setting/type', {
      ...typeBody,
      code: 'install2',
      extraStates: [{ code: 'closed', name: '关' }],
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().data.fieldErrors[0].path).toBe('extraStates.0.code');

    const priority = await post('admin', '/erp/workorder/setting/priority', {
      code: 'vip',
      name: 'VIP',
      color: '#722ed1',
      isDefault: true,
    });
    expect(priority.statusCode, priority.body).toBe(200);
    const priorities = await t.app.inject({
      url: '/erp/workorder/setting/priority',
      headers: as('admin').headers,
    });
    expect(
      priorities
        .json()
        .data.filter((row: { isDefault: boolean }) => row.isDefault)
        .map((row: { code: string }) => row.code),
    ).toEqual(['vip']);

    const policy = {
      typeId: created.json().data.id,
      priorityId: priority.json().data.id,
      firstResponseMinutes: 30,
      resolutionMinutes: 240,
    };
    expect((await post('admin', '/erp/workorder/setting/sla', policy)).statusCode).toBe(200);
    const twice = await post('admin', '/erp/workorder/setting/sla', policy);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toBe('该类型和优先级已有 SLA 策略');
    // A new work order of the type takes the default priority and its policy's targets.
    const order = await create('agent', { typeId: created.json().data.id, title: '安装空调' });
    expect(order).toMatchObject({
      priorityName: 'VIP',
      response: { targetMs: 30 * MINUTE },
      resolution: { targetMs: 240 * MINUTE },
    });
  });
});
