import { crmCustomersApi, crmPrivateSeaApi } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { departments, organizations } from '../src/modules/admin/admin.tables.js';
import { customerEvents, customers } from '../src/modules/crm/customers.tables.js';
import { DAY_MS, privateSeaClock } from '../src/modules/crm/private-sea/private-sea-clock.js';
import { runRecall } from '../src/modules/crm/private-sea/recall.service.js';
import { RECALL_JOB_KIND, RECALL_SCHEDULE } from '../src/modules/crm/private-sea/recall-schedule.js';
import { periodKey } from '../src/platform/jobs/job-scheduler.js';
import { jobs } from '../src/platform/jobs/jobs.tables.js';
import { buildTestApp, call, signIn, type TestApp } from './harness.js';

// A fixed clock: 01:30 in China (before the 02:00 daily run, so the app's own schedule queues nothing).
const T = new Date('2031-03-10T17:30:00Z');
const daysAgo = (days: number) => new Date(T.getTime() - days * DAY_MS);
const api = crmPrivateSeaApi;

let t: TestApp;
let orgId: number;
let branchId: number;
const departmentId = new Map<string, number>();
const session: Record<string, { headers: Record<string, string>; userId: number }> = {};
const as = (username: string) => session[username]!;

const wallClock = privateSeaClock.now;
beforeAll(async () => {
  privateSeaClock.now = () => T;
  // The queue reads schedules on the same fixed clock.
  t = await buildTestApp({ jobs: { now: () => privateSeaClock.now() } });
  for (const username of ['admin', 'manager', 'sales', 'sales2', 'agent']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId };
  }
  const orgs = await t.db.select().from(organizations);
  orgId = orgs.find((org) => org.code === 'demo')!.id;
  branchId = orgs.find((org) => org.code === 'demo-branch')!.id;
  for (const row of await t.db.select().from(departments).where(eq(departments.orgId, orgId)))
    departmentId.set(row.name, row.id);
});
afterAll(async () => {
  // Test files share a worker's modules (isolate: false): the next file gets the wall clock back.
  privateSeaClock.now = wallClock;
  await t?.app.close();
});

const request = (
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: as(username).headers, ...(payload ? { payload } : {}) });
const rulePage = async (username = 'admin') =>
  (
    await call(t.app, api.privateSeaRulePage.answer, {
      url: '/erp/crm/privateSea/rule/page',
      headers: as(username).headers,
    })
  ).body.data;
const ruleOf = async (name: string) => (await rulePage()).list.find((rule) => rule.name === name)!;
const saveRule = async (name: string, changes: Record<string, unknown>) => {
  const rule = await ruleOf(name);
  const { id, departmentName, updatedAt, ...fields } = rule;
  const response = await request('admin', 'PUT', `/erp/crm/privateSea/rule/${id}`, { ...fields, ...changes });
  expect(response.statusCode, response.body).toBe(200);
};

let phoneSeq = 0;
/** A customer held by `username` (or in the pool), with its clock fields set on the fixed clock. */
async function customer(
  username: string,
  name: string,
  dates: { followUp?: Date; claimed?: Date; deal?: Date } = {},
  toPool = false,
) {
  const response = await request(username, 'POST', '/erp/crm/customer', {
    name,
    phone: `1660000${String(++phoneSeq).padStart(4, '0')}`,
    toPool,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { id } = crmCustomersApi.customerCreate.answer.parse(response.json().data);
  await t.db
    .update(customers)
    .set({
      lastFollowUpAt: dates.followUp ?? null,
      lastDealAt: dates.deal ?? null,
      claimedAt: toPool ? null : (dates.claimed ?? daysAgo(1)),
      createdAt: daysAgo(400),
    })
    .where(eq(customers.id, id));
  return id;
}
const ownerOf = async (id: number) =>
  (await t.db.select({ owner: customers.ownerUserId }).from(customers).where(eq(customers.id, id)))[0]!.owner;

describe('private-sea rules', () => {
  it('lists the demo default and the 销售部 rule, default first', async () => {
    const page = await rulePage();
    expect(page.list.map((rule) => [rule.name, rule.departmentName])).toEqual([
      ['默认规则', ''],
      ['销售部私海规则', '销售部'],
    ]);
    expect((await request('sales', 'GET', '/erp/crm/privateSea/rule/page')).statusCode).toBe(403);
  });

  it('refuses a reminder not before the recall, a second default and a taken department, localized', async () => {
    const base = { name: '测试规则', departmentId: departmentId.get('销售二组'), recallNoFollowUpDays: 10 };
    const late = await request('admin', 'POST', '/erp/crm/privateSea/rule', {
      ...base,
      remindDaysBefore: 10,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().data.fieldErrors).toEqual([
      { path: 'remindDaysBefore', message: '提醒天数须小于回收天数（且须先设置回收天数）' },
    ]);
    const english = await t.app.inject({
      method: 'POST',
      url: '/erp/crm/privateSea/rule',
      headers: { ...as('admin').headers, 'accept-language': 'en' },
      payload: { name: 'x', remindDaysBefore: 3 },
    });
    expect(english.json().data.fieldErrors[0].message).toMatch(/reminder must come before the recall/);
    const secondDefault = await request('admin', 'POST', '/erp/crm/privateSea/rule', { name: '又一个默认' });
    expect(secondDefault.json().data.fieldErrors).toEqual([
      { path: 'departmentId', message: '已有组织默认规则' },
    ]);
    const taken = await request('admin', 'POST', '/erp/crm/privateSea/rule', {
      name: '重复',
      departmentId: departmentId.get('销售部'),
    });
    expect(taken.json().data.fieldErrors).toEqual([{ path: 'departmentId', message: '该部门已有私海规则' }]);
    const negative = await request('admin', 'POST', '/erp/crm/privateSea/rule', { name: 'x', maxHeld: -1 });
    expect(negative.statusCode).toBe(400);
  });

  it('adds, disables, enables and deletes a rule, audited', async () => {
    const created = await request('admin', 'POST', '/erp/crm/privateSea/rule', {
      name: '临时规则',
      departmentId: departmentId.get('财务部'),
      maxHeld: 5,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect(
      (await request('admin', 'PUT', `/erp/crm/privateSea/rule/${id}/disable`)).json().data.enabled,
    ).toBe(false);
    expect((await request('admin', 'PUT', `/erp/crm/privateSea/rule/${id}/enable`)).json().data.enabled).toBe(
      true,
    );
    expect((await request('admin', 'DELETE', `/erp/crm/privateSea/rule/${id}`)).statusCode).toBe(200);
    expect((await request('admin', 'GET', `/erp/crm/privateSea/rule/${id}`)).statusCode).toBe(404);
    expect((await rulePage()).total).toBe(2);
  });
});

describe('recall on a fixed clock', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // 销售二组 gets its own stricter rule; 销售一组 falls under 销售部's; 客服中心 under the default.
    const created = await request('admin', 'POST', '/erp/crm/privateSea/rule', {
      name: '销售二组规则',
      departmentId: departmentId.get('销售二组'),
      recallNoFollowUpDays: 10,
      remindDaysBefore: 3,
      reclaimCooldownDays: 7,
    });
    expect(created.statusCode, created.body).toBe(200);
    // The demo customers were claimed years before the fixed clock: take them out of the way.
    await runRecall(t.db, { orgId, now: T, dryRun: false });
    ids.salesLate = await customer('sales', '回收-销售一组-35天', { followUp: daysAgo(35) });
    ids.salesRecent = await customer('sales', '回收-销售一组-20天', { followUp: daysAgo(20) });
    ids.salesNoDeal = await customer('sales', '回收-销售一组-未成交', {
      followUp: daysAgo(1),
      claimed: daysAgo(95),
    });
    ids.salesSoon = await customer('sales', '回收-销售一组-提醒', { followUp: daysAgo(27) });
    ids.sales2Late = await customer('sales2', '回收-销售二组-12天', { followUp: daysAgo(12) });
    ids.sales2Recent = await customer('sales2', '回收-销售二组-5天', { followUp: daysAgo(5) });
    ids.agentLate = await customer('agent', '回收-客服-65天', { claimed: daysAgo(65) });
    ids.agentRecent = await customer('agent', '回收-客服-50天', { claimed: daysAgo(50) });
  });

  it('dry run and run agree; the nearest rule wins over the default', async () => {
    const preview = await runRecall(t.db, { orgId, now: T, dryRun: true });
    const previewed = preview.owners.flatMap((owner) => owner.customers.map(({ id }) => id)).sort();
    const noDeal = preview.owners
      .flatMap((owner) => owner.customers)
      .find(({ id }) => id === ids.salesNoDeal);
    expect(noDeal?.reason).toEqual({ key: 'noDeal', params: { rule: '销售部私海规则', days: 90 } });
    expect(previewed).toEqual([ids.salesLate, ids.salesNoDeal, ids.sales2Late, ids.agentLate].sort());
    expect(preview.total).toBe(4);
    expect(await ownerOf(ids.salesLate!)).toBe(as('sales').userId);

    const run = await runRecall(t.db, { orgId, now: T, dryRun: false });
    expect(run.total).toBe(preview.total);
    const perOwner = (result: typeof run) =>
      Object.fromEntries(result.owners.map((owner) => [owner.ownerName, owner.count]));
    expect(perOwner(run)).toEqual(perOwner(preview));
    for (const id of previewed) expect(await ownerOf(id)).toBeNull();
    for (const id of [ids.salesRecent, ids.salesSoon, ids.sales2Recent, ids.agentRecent])
      expect(await ownerOf(id!)).not.toBeNull();
    expect((await runRecall(t.db, { orgId, now: T, dryRun: false })).total).toBe(0);
  });

  it('writes a recalled row naming the rule and the days on each timeline', async () => {
    const reasons = await t.db
      .select({
        customerId: customerEvents.customerId,
        reason: customerEvents.reason,
        from: customerEvents.fromOwnerUserId,
      })
      .from(customerEvents)
      .where(
        and(eq(customerEvents.kind, 'recalled'), inArray(customerEvents.customerId, Object.values(ids))),
      );
    const reasonOf = (id: number) => reasons.find((row) => row.customerId === id)?.reason;
    // A message key and its params (rendered in the reader's language), not zh-CN text.
    const messageOf = (id: number) => api.parseRecallReason(reasonOf(id) ?? '');
    expect(messageOf(ids.salesLate!)).toEqual({
      key: 'noFollowUp',
      params: { rule: '销售部私海规则', days: 30 },
    });
    expect(messageOf(ids.salesNoDeal!)).toEqual({
      key: 'noDeal',
      params: { rule: '销售部私海规则', days: 90 },
    });
    expect(messageOf(ids.sales2Late!)).toEqual({
      key: 'noFollowUp',
      params: { rule: '销售二组规则', days: 10 },
    });
    expect(messageOf(ids.agentLate!)).toEqual({ key: 'noFollowUp', params: { rule: '默认规则', days: 60 } });
    const detail = await request('admin', 'GET', `/erp/crm/customer/${ids.salesLate}`);
    const events = crmCustomersApi.customerDetail.answer.parse(detail.json().data).events;
    expect(events[0]).toMatchObject({ kind: 'recalled', fromOwnerName: '李销售', toOwnerName: '' });
  });

  it('previews tomorrow per owner in the caller scope, and reminds owners K days ahead', async () => {
    // Tomorrow (T + 1 day) 回收-销售一组-20天 is not due yet; nothing else is left, so only scope shows.
    await t.db
      .update(customers)
      .set({ lastFollowUpAt: daysAgo(29.5) })
      .where(eq(customers.id, ids.salesRecent!));
    const preview = async (username: string) =>
      (
        await call(t.app, api.privateSeaRecallPreview.answer, {
          url: '/erp/crm/privateSea/recall/preview',
          headers: as(username).headers,
        })
      ).body.data;
    const managers = await preview('manager');
    expect(managers.at).toBe(new Date(T.getTime() + DAY_MS).toISOString());
    expect(managers.owners.map((owner) => [owner.ownerName, owner.count, owner.customers[0]?.id])).toEqual([
      ['李销售', 1, ids.salesRecent],
    ]);
    expect((await preview('admin')).total).toBe(1);
    expect(await ownerOf(ids.salesRecent!)).toBe(as('sales').userId);

    const reminders = async (username: string, search = '') =>
      (
        await call(t.app, api.privateSeaReminderPage.answer, {
          url: `/erp/crm/privateSea/reminder/page${search}`,
          headers: as(username).headers,
        })
      ).body.data;
    const mine = await reminders('sales');
    expect(mine.list.map((row) => [row.name, row.daysLeft, row.ruleName, row.reason])).toEqual([
      [
        '回收-销售一组-20天',
        1,
        '销售部私海规则',
        { key: 'noFollowUp', params: { rule: '销售部私海规则', days: 30 } },
      ],
      [
        '回收-销售一组-提醒',
        3,
        '销售部私海规则',
        { key: 'noFollowUp', params: { rule: '销售部私海规则', days: 30 } },
      ],
    ]);
    expect(mine.list[0]!.recallAt).toBe(new Date(T.getTime() + 0.5 * DAY_MS).toISOString());
    expect((await reminders('manager')).total).toBe(2);
    expect((await reminders('sales2')).total).toBe(0);
    // One customer (the detail's warning): within the window, or not, or out of scope.
    expect(
      (await reminders('sales', `?customerId=${ids.salesSoon}`)).list.map((row) => row.customerId),
    ).toEqual([ids.salesSoon]);
    expect((await reminders('sales', `?customerId=${ids.agentRecent}`)).total).toBe(0);
    expect((await reminders('sales2', `?customerId=${ids.salesSoon}`)).total).toBe(0);
    expect((await request('sales', 'GET', '/erp/crm/privateSea/reminder/page?customerId=x')).statusCode).toBe(
      400,
    );
    // The deal limit, when it comes first, is the reason.
    await t.db
      .update(customers)
      .set({ claimedAt: daysAgo(88), lastFollowUpAt: daysAgo(1) })
      .where(eq(customers.id, ids.salesSoon!));
    expect((await reminders('sales', `?customerId=${ids.salesSoon}`)).list[0]).toMatchObject({
      daysLeft: 2,
      reason: { key: 'noDeal', params: { rule: '销售部私海规则', days: 90 } },
    });
  });
});

describe('claim and transfer limits', () => {
  const claim = (username: string, id: number) => request(username, 'PUT', `/erp/crm/customer/${id}/claim`);
  let pooled: number[];
  beforeAll(async () => {
    pooled = [];
    for (let i = 0; i < 3; i++) pooled.push(await customer('admin', `公海-${i}`, {}, true));
  });

  it('keeps a person who lost a customer from reclaiming it during the cooldown; others may', async () => {
    const [lost] = await t.db
      .select({ id: customerEvents.customerId })
      .from(customerEvents)
      .where(
        and(eq(customerEvents.kind, 'recalled'), eq(customerEvents.fromOwnerUserId, as('sales2').userId)),
      );
    const refused = await claim('sales2', lost!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('该客户从您名下移出未满 7 天，2031-03-18 01:30 后才能再次领取');
    expect((await claim('sales', lost!.id)).statusCode).toBe(200);
  });

  it('stops claims at the daily limit', async () => {
    await saveRule('销售二组规则', { dailyClaimLimit: 1 });
    expect((await claim('sales2', pooled[0]!)).statusCode).toBe(200);
    const second = await claim('sales2', pooled[1]!);
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toBe('今日领取已达上限（1 个），请明天再领取');
  });

  it('stops claims and transfers at the maximum held', async () => {
    const [held] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.ownerUserId, as('sales2').userId));
    expect(held).toBeDefined();
    const count = (
      await t.db
        .select()
        .from(customers)
        .where(eq(customers.ownerUserId, as('sales2').userId))
    ).length;
    await saveRule('销售二组规则', { maxHeld: count, dailyClaimLimit: null });
    const claimed = await claim('sales2', pooled[1]!);
    expect(claimed.json().msg).toBe(`私海客户已达上限（${count} 个），不能再领取`);
    const transfer = await request('admin', 'PUT', `/erp/crm/customer/${pooled[2]}/transfer`, {
      toUserId: as('sales2').userId,
      reason: '调整',
    });
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json().data.fieldErrors).toEqual([
      { path: 'toUserId', message: `接收人的私海客户已达上限（${count} 个）` },
    ]);
    // Disabled, the rule no longer applies (and 销售部's has room).
    const rule = await ruleOf('销售二组规则');
    await request('admin', 'PUT', `/erp/crm/privateSea/rule/${rule.id}/disable`);
    expect((await claim('sales2', pooled[1]!)).statusCode).toBe(200);
  });
});

describe('schedule and tenants', () => {
  it('queues one recall job a day at 02:00 for each organization with a rule, which runs', async () => {
    const finished = (id: number) =>
      vi.waitFor(
        async () => {
          const [job] = await t.db.select().from(jobs).where(eq(jobs.id, id));
          expect(['done', 'failed']).toContain(job!.status);
          return job!;
        },
        { timeout: 10_000, interval: 50 },
      );
    // 01:59 and 02:00 in China on the day of T.
    expect(await t.app.jobs.runDueSchedules(new Date('2031-03-10T17:59:00Z'))).toEqual([]);
    const at2 = new Date('2031-03-10T18:00:00Z');
    const [jobId, ...others] = await t.app.jobs.runDueSchedules(at2);
    // 分部 has no rule: only the demo organization's recall is queued.
    expect(others).toEqual([]);
    expect(await t.app.jobs.runDueSchedules(new Date('2031-03-10T19:00:00Z'))).toEqual([]);
    const job = await finished(jobId!);
    expect(job).toMatchObject({
      kind: RECALL_JOB_KIND,
      orgId,
      status: 'done',
      payload: { period: at2.toISOString() },
      dedupeKey: periodKey(RECALL_SCHEDULE.name, at2),
    });
    expect(job.error ?? null).toBeNull();
    // The next day's, once.
    const nextDay = await t.app.jobs.runDueSchedules(new Date('2031-03-11T18:00:05Z'));
    expect(nextDay).toHaveLength(1);
    expect(await finished(nextDay[0]!)).toMatchObject({ orgId, status: 'done' });
  });

  it("keeps organizations apart: another organization's rule is 404, its run touches nothing here", async () => {
    const rule = await ruleOf('默认规则');
    const branch = { ...as('admin').headers, 'organization-id': String(branchId) };
    expect(
      (await t.app.inject({ url: `/erp/crm/privateSea/rule/${rule.id}`, headers: branch })).statusCode,
    ).toBe(404);
    const page = await t.app.inject({ url: '/erp/crm/privateSea/rule/page', headers: branch });
    expect(page.json().data.total).toBe(0);
    const before = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.orgId, orgId));
    expect(
      (await runRecall(t.db, { orgId: branchId, now: new Date(T.getTime() + 400 * DAY_MS), dryRun: false }))
        .total,
    ).toBe(0);
    const preview = await t.app.inject({ url: '/erp/crm/privateSea/recall/preview', headers: branch });
    expect(preview.json().data.total).toBe(0);
    expect(
      (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.orgId, orgId))).length,
    ).toBe(before.length);
  });
});
