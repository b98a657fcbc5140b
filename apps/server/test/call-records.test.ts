import { readFileSync } from 'node:fs';
import { callRecordsApi, crmActivitiesApi, crmCustomersApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { callRecordings, callRecords } from '../src/modules/call/call.tables.js';
import { DEMO_CALLS } from '../src/modules/call/demo-calls/demo-calls.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { customerEvents, customers } from '../src/modules/crm/customers.tables.js';
import { files } from '../src/modules/files/files.tables.js';
import { auditLog } from '../src/platform/audit/audit.tables.js';
import { exportCsv } from './export-files.js';
import { auditEntries, buildTestApp, call, grantToRoles, signIn, type TestApp } from './harness.js';

const api = callRecordsApi;
let t: TestApp;
let orgId: number;
let branchId: number;
const headers: Record<string, Record<string, string>> = {};
const userIds: Record<string, number> = {};
/** Fixture calls: one taken by 李销售 (in 王经理's 销售部) from a stranger, one by 赵坐席 with 李销售's customer. */
let salesCallId: number;
/** The recording dialog's demo call (outbound, 李销售 with 上海云帆), seeded besides DEMO_CALLS. */
const AI_DEMO_CALLS = 1;
const isCallDemo = (externalId: string) =>
  externalId.startsWith('demo-') && !externalId.startsWith('demo-ai-');
let heldCustomerCallId: number;
let heldCustomerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  for (const username of ['admin', 'manager', 'sales', 'agent']) {
    const { token, userId } = await signIn(t.app, username);
    headers[username] = { authorization: `Bearer ${token}` };
    userIds[username] = userId;
  }
  const orgs = await t.db.select().from(organizations);
  orgId = orgs.find(({ code }) => code === 'demo')!.id;
  branchId = orgs.find(({ code }) => code === 'demo-branch')!.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/erp/crm/customer',
    headers: headers.sales,
    payload: { name: '通话-李销售的客户', phone: '17710009001' },
  });
  expect(created.statusCode, created.body).toBe(200);
  heldCustomerId = crmCustomersApi.customerCreate.answer.parse(created.json().data).id;
  const ringAt = new Date(Date.now() - 10 * 60_000);
  const [salesCall, heldCall] = await t.db
    .insert(callRecords)
    .values([
      {
        orgId,
        source: 'builtin',
        externalId: 'test-sales-1',
        direction: 'outbound',
        customerNumber: '13700009999',
        cno: '1002',
        agentUserId: userIds.sales,
        status: 'ended',
        outcome: 'answered',
        ringAt,
        answeredAt: ringAt,
        endedAt: new Date(ringAt.getTime() + 60_000),
        durationSeconds: 60,
      },
      {
        orgId,
        source: 'builtin',
        externalId: 'test-agent-1',
        direction: 'inbound',
        customerNumber: '17710009001',
        cno: '1001',
        agentUserId: userIds.agent,
        customerId: heldCustomerId,
        status: 'ended',
        outcome: 'missed',
        ringAt: new Date(ringAt.getTime() + 1000),
        endedAt: new Date(ringAt.getTime() + 31_000),
        durationSeconds: 0,
      },
    ])
    .returning({ id: callRecords.id });
  salesCallId = salesCall!.id;
  heldCustomerCallId = heldCall!.id;
});
afterAll(() => t?.app.close());

const page = async (
  username: string,
  query: Record<string, string> = {},
  extra: Record<string, string> = {},
) => {
  const { status, body } = await call(t.app, api.callRecordPage.answer, {
    url: '/erp/call/record/page',
    query: { pageSize: '50', ...query },
    headers: { ...headers[username], ...extra },
  });
  expect(status).toBe(200);
  return body.data;
};
const link = (username: string, id: number, payload: Record<string, unknown>, locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: `/erp/call/record/${id}/activity`,
    headers: { ...headers[username], 'accept-language': locale },
    payload,
  });
const demoCallId = async (externalId: string) => {
  const [row] = await t.db
    .select({ id: callRecords.id })
    .from(callRecords)
    .where(and(eq(callRecords.orgId, orgId), eq(callRecords.externalId, externalId)));
  return row!.id;
};

describe('demo calls', () => {
  it('are seeded with recordings (stored audio files, vendor transcripts) and linked call follow-ups', async () => {
    const calls = await t.db.select().from(callRecords).where(eq(callRecords.orgId, orgId));
    const demo = calls.filter(({ externalId }) => isCallDemo(externalId));
    expect(demo).toHaveLength(DEMO_CALLS.length);
    expect(new Set(demo.map(({ outcome }) => outcome))).toEqual(new Set(['answered', 'missed']));
    expect(demo.some(({ customerId, outcome }) => customerId === null && outcome === 'missed')).toBe(true);
    const demoIds = new Set(demo.map(({ id }) => id));
    const recordings = (
      await t.db.select().from(callRecordings).where(eq(callRecordings.orgId, orgId))
    ).filter(({ callRecordId }) => demoIds.has(callRecordId));
    expect(recordings).toHaveLength(DEMO_CALLS.filter(({ answered }) => answered).length);
    expect(recordings.filter(({ voiceStatus }) => voiceStatus === 'FAILED')).toEqual([
      expect.objectContaining({ convertText: null, transcriber: 'vendor' }),
    ]);
    for (const recording of recordings.filter(({ voiceStatus }) => voiceStatus === 'SUCCESS')) {
      const lines = recording.convertText!.split('\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(line).toMatch(/^(坐席|客户)：\S/);
      const [file] = await t.db.select().from(files).where(eq(files.id, recording.fileId!));
      expect(file).toMatchObject({ orgId, mime: 'audio/wav' });
      expect(file!.size).toBeLessThanOrEqual(200 * 1024);
    }
    const activities = await t.db
      .select()
      .from(customerActivities)
      .where(and(eq(customerActivities.orgId, orgId), eq(customerActivities.kind, 'call')));
    const linked = activities.filter(
      ({ callRecordId }) => callRecordId !== null && demoIds.has(callRecordId),
    );
    expect(linked).toHaveLength(DEMO_CALLS.filter(({ answered }) => answered?.followUp).length);
    for (const activity of linked) {
      const callRow = demo.find(({ id }) => id === activity.callRecordId)!;
      expect(callRow).toMatchObject({ activityId: activity.id, customerId: activity.customerId });
      expect(activity.authorUserId).toBe(userIds.agent);
      // Every demo follow-up of a call was recorded: it offers 录音.
      expect(activity.hasRecording).toBe(true);
    }
  });

  it("are what the README says they are (its counts come from this seed, so they can't drift)", async () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const said = (pattern: RegExp) => NUMBERS.indexOf(pattern.exec(readme)?.[1]?.toLowerCase() ?? '');
    const calls = (await t.db.select().from(callRecords).where(eq(callRecords.orgId, orgId))).filter(
      ({ externalId }) => externalId?.startsWith('demo-'),
    );
    const shifts = calls.filter(({ externalId }) => isCallDemo(externalId!));
    const answered = shifts.filter(({ outcome }) => outcome === 'answered');
    const recordings = await t.db.select().from(callRecordings).where(eq(callRecordings.orgId, orgId));
    const recordingsOf = (ids: number[]) =>
      recordings.filter(({ callRecordId }) => ids.includes(callRecordId));
    const failed = (ids: number[]) => recordingsOf(ids).filter(({ voiceStatus }) => voiceStatus === 'FAILED');
    expect(said(/The demo data holds (\w+) calls on seats 1001\/1002\./)).toBe(calls.length);
    expect(new Set(calls.map(({ cno }) => cno))).toEqual(new Set(['1001', '1002']));
    expect(said(/(\w+) rang over the last days:/)).toBe(shifts.length);
    expect(said(/: (\w+) answered by 赵坐席 \(`agent`\)/)).toBe(answered.length);
    expect(answered.every(({ agentUserId }) => agentUserId === userIds.agent)).toBe(true);
    expect(said(/and (\w+) missed,/)).toBe(shifts.length - answered.length);
    const answeredIds = answered.map(({ id }) => id);
    expect(recordingsOf(answeredIds)).toHaveLength(answered.length);
    expect(said(/\((\w+) transcription FAILED\)/)).toBe(failed(answeredIds).length);
    expect(said(/the (\w+) answered calls with a customer carry its call follow-up/)).toBe(
      answered.filter(({ customerId, activityId }) => customerId !== null && activityId !== null).length,
    );
    expect(
      answered.filter(({ customerId }) => customerId !== null).every(({ activityId }) => activityId),
    ).toBe(true);
    const [tenth, ...more] = calls.filter(({ externalId }) => !isCallDemo(externalId!));
    expect(more).toEqual([]);
    expect(readme).toContain("The tenth is 李销售's (`sales`) answered call with 上海云帆");
    expect(tenth).toMatchObject({ agentUserId: userIds.sales, outcome: 'answered' });
    expect(tenth!.activityId).not.toBeNull();
    expect(said(/with its call follow-up and (\w+) recordings of generated tones/)).toBe(
      recordingsOf([tenth!.id]).length,
    );
    expect(failed([tenth!.id])).toHaveLength(1);
  });

  it('serves the recordings: the detail lists them and their URL downloads the WAV', async () => {
    const id = await demoCallId('demo-1');
    const { status, body } = await call(t.app, api.callRecordGet.answer, {
      url: `/erp/call/record/${id}`,
      headers: headers.admin,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      recordingCount: 1,
      outcome: 'answered',
      customerName: '成都天府餐饮管理有限公司',
    });
    const [recording] = body.data.recordings;
    expect(recording).toMatchObject({ voiceStatus: 'SUCCESS', transcriber: 'vendor' });
    expect(recording!.convertText).toContain('手持扫码终端');
    const audio = await t.app.inject({ method: 'GET', url: recording!.url, headers: headers.admin });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
  });
});

describe('call record list', () => {
  it('shows an administrator every call, newest ring first, with China-time texts', async () => {
    const data = await page('admin');
    expect(data.total).toBe(DEMO_CALLS.length + AI_DEMO_CALLS + 2);
    const rings = data.list.map(({ ringTime }) => ringTime);
    expect(rings).toEqual([...rings].sort().reverse());
    expect(data.list[0]!.ringTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // An administrator sees every number in full.
    expect(data.list.map(({ customerNumber }) => customerNumber)).toContain('13912345678');
    const unattended = data.list.find(({ cno, agentName }) => cno === '1002' && agentName === null);
    expect(unattended).toMatchObject({ outcome: 'missed', customerName: '武汉长江物流有限公司' });
  });

  it('shows an agent the calls they took (not an unattended seat), numbers in full', async () => {
    const data = await page('agent');
    expect(data.total).toBe(DEMO_CALLS.filter(({ agent }) => agent).length + 1);
    expect(data.list.every(({ agentName }) => agentName === '赵坐席')).toBe(true);
    expect(data.list.some(({ customerNumber }) => customerNumber.includes('*'))).toBe(false);
  });

  it("shows a department leader their departments' agents' calls and calls with customers they hold", async () => {
    const data = await page('manager');
    // Plus the recording dialog's demo call: 李销售's, with 上海云帆 (modules/ai/ai-demo-seed.ts).
    const aiDemoCallId = await demoCallId('demo-ai-call-1');
    expect(data.list.map(({ id }) => id).sort()).toEqual(
      [salesCallId, heldCustomerCallId, aiDemoCallId].sort(),
    );
    // A stranger's number on a team member's call is masked; the held customer's is not.
    expect(data.list.find(({ id }) => id === salesCallId)!.customerNumber).toBe('137****9999');
    expect(data.list.find(({ id }) => id === heldCustomerCallId)!.customerNumber).toBe('17710009001');
  });

  it("keeps other organizations' calls out, and their detail is not found", async () => {
    const inBranch = await page('admin', {}, { 'organization-id': String(branchId) });
    expect(inBranch.total).toBe(0);
    const response = await t.app.inject({
      method: 'GET',
      url: `/erp/call/record/${await demoCallId('demo-1')}`,
      headers: { ...headers.admin, 'organization-id': String(branchId) },
    });
    expect(response.statusCode).toBe(404);
    const outOfScope = await t.app.inject({
      method: 'GET',
      url: `/erp/call/record/${salesCallId}`,
      headers: headers.agent,
    });
    expect(outOfScope.statusCode).toBe(404);
  });

  it('filters by outcome, direction, seat, agent, number digits, customer name and ring days', async () => {
    const missed = await page('admin', { outcome: 'missed' });
    expect(missed.total).toBe(DEMO_CALLS.filter(({ answered }) => !answered).length + 1);
    expect(missed.list.every(({ outcome }) => outcome === 'missed')).toBe(true);
    const outbound = await page('admin', { direction: 'outbound' });
    expect(outbound.list.every(({ direction }) => direction === 'outbound')).toBe(true);
    expect(outbound.total).toBe(
      DEMO_CALLS.filter(({ direction }) => direction === 'outbound').length + AI_DEMO_CALLS + 1,
    );
    expect((await page('admin', { cno: '1002' })).total).toBe(2);
    expect((await page('admin', { agentUserId: String(userIds.sales) })).list.map(({ id }) => id)).toEqual([
      salesCallId,
      await demoCallId('demo-ai-call-1'),
    ]);
    const byNumber = await page('admin', { customerNumber: '8555' });
    expect(byNumber.total).toBe(DEMO_CALLS.filter(({ number }) => number.includes('8555')).length);
    const byName = await page('admin', { customerName: '星辰' });
    expect(byName.list.every(({ customerName }) => customerName === '深圳星辰电子有限公司')).toBe(true);
    expect(byName.total).toBe(2);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const todays = await page('admin', { startDate: today, endDate: today });
    // Exactly the calls whose China-time ring day is today (how many depends on the hour it runs).
    const all = await page('admin');
    expect(todays.list.map(({ id }) => id)).toEqual(
      all.list.filter(({ ringTime }) => ringTime.startsWith(today)).map(({ id }) => id),
    );
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const twoDays = await page('admin', { startDate: yesterday, endDate: today });
    expect(twoDays.total).toBe(
      all.list.filter(({ ringTime }) => ringTime >= yesterday && ringTime.slice(0, 10) <= today).length,
    );
    expect(twoDays.total).toBeGreaterThan(todays.total);
    expect((await page('admin', { startDate: '2000-01-01', endDate: '2000-01-02' })).total).toBe(0);
  });

  it('refuses bad filters with field errors, not 500', async () => {
    const bad: Record<string, string>[] = [
      { customerNumber: '138abc' },
      { outcome: 'maybe' },
      { startDate: '2026-02-02', endDate: '2026-02-01' },
    ];
    for (const query of bad) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/erp/call/record/page',
        query,
        headers: headers.admin,
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('call record export', () => {
  it('holds the list of the caller with its filters, numbers masked as the list masks them', async () => {
    const admin = await exportCsv(t.app, api.callRecordExport.path, headers.admin!, { outcome: 'missed' });
    expect(admin.entry.fileName).toMatch(/^通话记录_\d{14}\.csv$/);
    const listed = await page('admin', { outcome: 'missed' });
    expect(admin.records.map((record) => record.客户号码).sort()).toEqual(
      listed.list.map(({ customerNumber }) => customerNumber).sort(),
    );
    expect(new Set(admin.records.map((record) => record.结果))).toEqual(new Set(['未接']));
    await grantToRoles(t.db, ['salesManager'], ['callRecordList:export']);
    const manager = await exportCsv(t.app, api.callRecordExport.path, headers.manager!);
    expect(manager.records.map((record) => record.客户号码).sort()).toEqual([
      '13600000111',
      '137****9999',
      '17710009001',
    ]);
  });
});

describe('linking a call to a follow-up', () => {
  it('writes a new call follow-up on the customer the agent names for a stranger’s call', async () => {
    const id = await demoCallId(`demo-${DEMO_CALLS.findIndex(({ number }) => number === '13912345678') + 1}`);
    const [tianfu] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.orgId, orgId), eq(customers.name, '成都天府餐饮管理有限公司')));
    const response = await link('agent', id, {
      customerId: tianfu!.id,
      content: '未接来电回拨：客户确认是天府餐饮采购。',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().msg).toBe('关联成功');
    const activity = crmActivitiesApi.activityAdd.answer.parse(response.json().data);
    expect(activity).toMatchObject({
      customerId: tianfu!.id,
      kind: 'call',
      callRecordId: id,
      authorUserId: userIds.agent,
      // A missed call has no recording: no 录音 on its follow-up.
      hasRecording: false,
    });
    const [callRow] = await t.db.select().from(callRecords).where(eq(callRecords.id, id));
    expect(callRow).toMatchObject({ activityId: activity.id, customerId: tianfu!.id });
    const events = await t.db
      .select()
      .from(customerEvents)
      .where(and(eq(customerEvents.customerId, tianfu!.id), eq(customerEvents.kind, 'followed_up')));
    expect(events.some(({ actorUserId, reason }) => actorUserId === userIds.agent && reason === '电话')).toBe(
      true,
    );
    const audits = await auditEntries(
      t.db,
      and(eq(auditLog.entity, 'callRecord'), eq(auditLog.entityId, String(id))),
    );
    expect(audits).toHaveLength(1);
    // The list now shows the customer and the follow-up.
    const row = (await page('agent')).list.find((item) => item.id === id)!;
    expect(row).toMatchObject({ activityId: activity.id, customerName: '成都天府餐饮管理有限公司' });

    // A stranger's recorded call linked the same way: its follow-up offers the recording.
    const recorded = await demoCallId(
      `demo-${DEMO_CALLS.findIndex(({ number }) => number === '13700001234') + 1}`,
    );
    const recordedLink = await link('agent', recorded, { customerId: tianfu!.id, content: '笔记本询价回访' });
    expect(recordedLink.statusCode, recordedLink.body).toBe(200);
    expect(recordedLink.json().data).toMatchObject({ callRecordId: recorded, hasRecording: true });

    const again = await link('agent', id, { customerId: tianfu!.id, content: '再来一次' });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('该通话已关联跟进记录，不能重复关联');
    const againEn = await link('agent', id, { customerId: tianfu!.id, content: 'again' }, 'en');
    expect(againEn.json().msg).toBe('This call is already linked to a follow-up.');
  });

  it("links an existing follow-up of the call's customer that has no call yet, and refuses others", async () => {
    const addFollowUp = async (customerId: number, content: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/erp/crm/customer/${customerId}/activity`,
        headers: headers.admin,
        payload: { kind: 'call', content },
      });
      expect(response.statusCode, response.body).toBe(200);
      return crmActivitiesApi.activityAdd.answer.parse(response.json().data).id;
    };
    const own = await addFollowUp(heldCustomerId, '回电说明报价');
    const [other] = await t.db
      .select({ id: customerActivities.id })
      .from(customerActivities)
      .where(and(eq(customerActivities.orgId, orgId), eq(customerActivities.kind, 'visit')));
    const wrongCustomer = await link('admin', heldCustomerCallId, { activityId: other!.id });
    expect(wrongCustomer.statusCode).toBe(400);
    expect(wrongCustomer.json().data.fieldErrors[0].path).toBe('activityId');

    const linked = await link('admin', heldCustomerCallId, { activityId: own });
    expect(linked.statusCode, linked.body).toBe(200);
    const [activity] = await t.db.select().from(customerActivities).where(eq(customerActivities.id, own));
    expect(activity!.callRecordId).toBe(heldCustomerCallId);
    const [callRow] = await t.db.select().from(callRecords).where(eq(callRecords.id, heldCustomerCallId));
    expect(callRow!.activityId).toBe(own);

    // A follow-up that already carries a call can't take another one.
    const taken = await link('admin', salesCallId, { activityId: own });
    expect(taken.statusCode).toBe(400);
  });

  it('refuses calls outside the caller scope (404) and bad bodies (400)', async () => {
    const outOfScope = await link('agent', salesCallId, { customerId: heldCustomerId, content: '越权' });
    expect(outOfScope.statusCode).toBe(404);
    for (const payload of [
      {},
      { activityId: 1, customerId: 1, content: 'x' },
      { customerId: heldCustomerId, content: '' },
    ]) {
      const response = await link('admin', salesCallId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [callRow] = await t.db.select().from(callRecords).where(eq(callRecords.id, salesCallId));
    expect(callRow!.activityId).toBeNull();
  });
});
