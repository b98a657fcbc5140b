import { aiApi, CALL_EVENT_TYPES, callSwitchApi, filesApi } from '@atrium/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { callDutyRecords, callRecordings, callRecords, callSeats } from '../src/modules/call/call.tables.js';
import { CallGateway } from '../src/modules/call/telephony/call-events.service.js';
import { TRANSCRIBE_JOB_KIND } from '../src/modules/call/telephony/telephony-events.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { jobs } from '../src/platform/jobs/jobs.tables.js';
import { connectRealtime, tinyWav, until } from './call-telephony-kit.js';
import { buildTestApp, call, signIn, type TestApp } from './harness.js';
import { multipartForm } from './multipart.js';

/**
 * The built-in switch end to end through the API and a real WebSocket: ring → screen pop →
 * answer → hang-up with a recording and its transcript → call record, follow-up, recording,
 * transcription job; missed calls, calls with nobody on duty, repeats and access.
 */
let t: TestApp;
let wsUrl: string;
let demoId: number;
let customer: { id: number; phone: string };
const session: Record<string, { headers: Record<string, string>; userId: number; token: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  wsUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  for (const username of ['agent', 'admin', 'sales']) {
    const { token, userId } = await signIn(t.app, username);
    session[username] = { headers: { authorization: `Bearer ${token}` }, userId, token };
  }
  const orgs = await t.db.select().from(organizations);
  demoId = orgs.find(({ code }) => code === 'demo')!.id;
  const [found] = await t.db
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.orgId, demoId), ne(customers.phone, ''), isNull(customers.deletedAt)))
    .limit(1);
  customer = found!;
});
afterAll(() => t?.app.close());

const as = (username: string) => session[username]!.headers;
const idOf = (username: string) => session[username]!.userId;

const inbound = (from: string, to: string, username = 'admin', locale = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: callSwitchApi.switchInbound.path,
    headers: { ...as(username), 'accept-language': locale },
    payload: { from, to },
  });
const placeCall = async (from: string, to = '1001') => {
  const response = await inbound(from, to);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.callRecordId as number;
};
const act = async (callRecordId: number, action: 'answer' | 'hangup', username = 'admin', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/erp/call/switch/${callRecordId}/${action}`,
    headers: as(username),
    ...(payload ? { payload } : {}),
  });
const stateOf = async (callRecordId: number) =>
  (
    await call(t.app, callSwitchApi.switchCall.answer, {
      url: `/erp/call/switch/${callRecordId}`,
      headers: as('admin'),
    })
  ).body.data;
const startDuty = async (username: string, cno: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/erp/call/cno/duty/record/start/${cno}/duty`,
    headers: as(username),
  });
  expect(response.statusCode, response.body).toBe(200);
};
const endAllDuty = () =>
  t.db
    .update(callDutyRecords)
    .set({ endedAt: new Date(), endReason: 'ended' })
    .where(isNull(callDutyRecords.endedAt));

/** The follow-up as the screens read it: in the customer's follow-ups and on its timeline. */
async function followUpSeen(activityId: number) {
  const activities = await t.app.inject({
    url: `/erp/crm/customer/${customer.id}/activity/page?pageNum=1&pageSize=100`,
    headers: as('admin'),
  });
  const timeline = await t.app.inject({
    url: `/erp/crm/customer/${customer.id}/timeline?pageNum=1&pageSize=100`,
    headers: as('admin'),
  });
  const activity = activities.json().data.list.find((row: { id: number }) => row.id === activityId);
  const entry = timeline
    .json()
    .data.list.find((row: { data: { activityId?: number } }) => row.data.activityId === activityId);
  return { hasRecording: activity.hasRecording, entryHasRecording: entry.data.hasRecording ?? false };
}

async function uploadRecording(username: string) {
  const { body } = await call(t.app, filesApi.uploadCredential, {
    url: '/erp/common/qiniu/token',
    headers: as(username),
  });
  const form = multipartForm({ token: body.data.token }, { name: 'call.wav', bytes: tinyWav() });
  const response = await t.app.inject({
    method: 'POST',
    url: filesApi.upload.path,
    payload: form.payload,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

describe('built-in switch', () => {
  it('rings the on-duty agent with the customer, answers, hangs up with a recording and a transcript', async () => {
    await startDuty('agent', '1001');
    const socket = await connectRealtime(wsUrl, session.agent!.token);
    const callRecordId = await placeCall(customer.phone);

    await until(() => socket.messages.length >= 2, 'the screen pop');
    expect(socket.messages).toMatchObject([
      {
        type: CALL_EVENT_TYPES.ringing,
        data: {
          callRecordId,
          cno: '1001',
          customerNumber: customer.phone,
          direction: 'inbound',
          customerId: customer.id,
        },
      },
      {
        type: CALL_EVENT_TYPES.agentStatus,
        // On duty but not logged into the toolbar: the call rings all the same, loginStatus says 0.
        data: { cno: '1001', deviceStatus: 1, loginStatus: 0, callRecordId },
      },
    ]);
    expect(await stateOf(callRecordId)).toMatchObject({
      status: 'ringing',
      agentUserId: idOf('agent'),
      customerId: customer.id,
    });

    // The agent answers from the soft phone (no callSwitch key needed for their own call).
    const answered = await act(callRecordId, 'answer', 'agent');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ status: 'talking', outcome: null });
    await until(() => socket.messages.length >= 3, 'talking');
    expect(socket.messages[2]).toMatchObject({
      type: CALL_EVENT_TYPES.agentStatus,
      data: { deviceStatus: 2 },
    });
    // Talk for a while (the record's answer time moved back instead of waiting).
    await t.db
      .update(callRecords)
      .set({ answeredAt: new Date(Date.now() - 65_000) })
      .where(eq(callRecords.id, callRecordId));

    const fileId = await uploadRecording('admin');
    const transcript = '坐席：您好，这里是演示公司。\n客户：你好，我想咨询一下产品价格。';
    const hungUp = await act(callRecordId, 'hangup', 'admin', { recordingFileId: fileId, transcript });
    expect(hungUp.statusCode, hungUp.body).toBe(200);
    const ended = hungUp.json().data;
    expect(ended).toMatchObject({ status: 'ended', outcome: 'answered', customerId: customer.id });
    expect(ended.durationSeconds).toBeGreaterThanOrEqual(65);
    expect(ended.durationSeconds).toBeLessThan(70);
    expect(ended.recordingIds).toHaveLength(1);

    await until(() => socket.messages.length >= 5, 'the end of the call');
    expect(socket.messages.slice(3)).toMatchObject([
      {
        type: CALL_EVENT_TYPES.ended,
        data: { callRecordId, cno: '1001', outcome: 'answered', activityId: ended.activityId },
      },
      { type: CALL_EVENT_TYPES.agentStatus, data: { deviceStatus: 0, callRecordId } },
    ]);

    const [record] = await t.db.select().from(callRecords).where(eq(callRecords.id, callRecordId));
    expect(record).toMatchObject({ source: 'builtin', status: 'ended', outcome: 'answered' });
    expect(record!.endedAt).not.toBeNull();
    const [activity] = await t.db
      .select()
      .from(customerActivities)
      .where(eq(customerActivities.id, ended.activityId));
    expect(activity).toMatchObject({
      customerId: customer.id,
      callRecordId,
      kind: 'call',
      authorUserId: idOf('agent'),
    });
    expect(activity!.content).toMatch(new RegExp(`^来电 ${customer.phone}，通话 1分(5|6|7|8|9)秒$`));
    const [recording] = await t.db
      .select()
      .from(callRecordings)
      .where(eq(callRecordings.callRecordId, callRecordId));
    expect(recording).toMatchObject({
      fileId,
      voiceStatus: 'SUCCESS',
      convertText: transcript,
      transcriber: 'vendor',
    });
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, TRANSCRIBE_JOB_KIND));
    expect(queued.map((job) => job.payload)).toContainEqual({ recordingId: recording!.id });
    // The queue runs the pipeline: the vendor transcript stands, the offline analyzer reads it, and
    // the follow-up answers its analysis (what the recording dialog's AI panel shows).
    let analysis: string | null = null;
    await vi.waitFor(
      async () => {
        const { body } = await call(t.app, aiApi.activityAi.answer, {
          url: aiApi.activityAi.path.replace(':id', String(ended.activityId)),
          headers: as('admin'),
        });
        analysis = body.data.aiTaskResult;
        expect(analysis).not.toBeNull();
      },
      { timeout: 20_000, interval: 100 },
    );
    const { data: result } = aiApi.aiTaskResultEnvelope.parse(JSON.parse(analysis!));
    expect(result).toMatchObject({ version: aiApi.AI_TASK_VERSION_DEFAULT, analyzer: 'offline' });
    expect(result.summary).toContain('我想咨询一下产品价格');

    // Repeats change nothing: a second hang-up, a late answer.
    expect((await act(callRecordId, 'hangup')).json().data).toMatchObject({
      status: 'ended',
      outcome: 'answered',
    });
    expect((await act(callRecordId, 'answer')).json().data).toMatchObject({ status: 'ended' });
    const activities = await t.db
      .select()
      .from(customerActivities)
      .where(eq(customerActivities.callRecordId, callRecordId));
    expect(activities).toHaveLength(1);
    // The recording came with the hang-up: the follow-up offers 录音 in both places.
    expect(await followUpSeen(ended.activityId)).toEqual({ hasRecording: true, entryHasRecording: true });
    socket.socket.close();
  });

  it('attributes a missed call to the seat’s on-duty agent and writes 未接来电', async () => {
    await startDuty('agent', '1001');
    const callRecordId = await placeCall(customer.phone);
    const hungUp = await act(callRecordId, 'hangup');
    expect(hungUp.json().data).toMatchObject({
      status: 'ended',
      outcome: 'missed',
      durationSeconds: 0,
      agentUserId: idOf('agent'),
    });
    const [activity] = await t.db
      .select()
      .from(customerActivities)
      .where(eq(customerActivities.callRecordId, callRecordId));
    expect(activity!.content).toBe(`未接来电 ${customer.phone}`);
    expect(activity!.authorUserId).toBe(idOf('agent'));
    // Nothing was recorded: no 录音 on the follow-up, until a recording arrives for the call.
    expect(await followUpSeen(activity!.id)).toEqual({ hasRecording: false, entryHasRecording: false });
    const [record] = await t.db.select().from(callRecords).where(eq(callRecords.id, callRecordId));
    const fileId = await uploadRecording('admin');
    await new CallGateway(t.db, t.app.jobs).apply(
      { orgId: demoId, source: 'builtin' },
      { kind: 'recording', callId: record!.externalId, fileId },
    );
    expect(await followUpSeen(activity!.id)).toEqual({ hasRecording: true, entryHasRecording: true });
  });

  it('records a call nobody is on duty for (missed, no agent) and one from an unknown number (no follow-up)', async () => {
    await endAllDuty();
    const callRecordId = await placeCall(customer.phone, '1002');
    expect(await stateOf(callRecordId)).toMatchObject({ status: 'ringing', agentUserId: null });
    expect((await act(callRecordId, 'hangup')).json().data).toMatchObject({
      status: 'ended',
      outcome: 'missed',
      agentUserId: null,
      customerId: customer.id,
    });
    const stranger = await placeCall('13912345678', '1002');
    await act(stranger, 'answer');
    expect((await act(stranger, 'hangup')).json().data).toMatchObject({
      outcome: 'answered',
      customerId: null,
      activityId: null,
    });
  });

  it('refuses a bad number, an unknown or disabled seat (localized 400) and callers without the key', async () => {
    const badPhone = await inbound('12345', '1001');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().data.fieldErrors).toEqual([{ path: 'from', message: '联系电话格式不正确' }]);
    const unknown = await inbound('13800000000', '9999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ msg: '坐席不存在或已删除' });
    expect((await inbound('13800000000', '9999', 'admin', 'en')).json().msg).toBe(
      'The seat does not exist or has been deleted.',
    );
    await t.db.insert(callSeats).values({ orgId: demoId, cno: '1008', enabled: false });
    const disabled = await inbound('13800000000', '1008');
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().msg).toBe('该坐席已停用，不能接听来电');
    // The agent may not place calls, nor answer a call ringing for someone else.
    expect((await inbound('13800000000', '1001', 'agent')).statusCode).toBe(403);
    await endAllDuty();
    const nobodys = await placeCall('13800000000', '1002');
    const refused = await act(nobodys, 'answer', 'sales');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('该来电不是呼叫您的，不能接听或挂断');
    expect((await act(999_999, 'answer')).statusCode).toBe(404);
    // The administrator acting in the branch organization does not find the demo organization's call.
    const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/erp/call/switch/${nobodys}/answer`,
      headers: { ...as('admin'), 'organization-id': String(branch!.id) },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await stateOf(nobodys)).toMatchObject({ status: 'ringing' });
  });

  it('ends a call once when two hang-ups race (one follow-up, one call.ended)', async () => {
    await startDuty('agent', '1001');
    const callRecordId = await placeCall(customer.phone);
    await act(callRecordId, 'answer', 'agent');
    const socket = await connectRealtime(wsUrl, session.agent!.token);
    const answers = await Promise.all([
      act(callRecordId, 'hangup', 'agent'),
      act(callRecordId, 'hangup', 'admin'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const followUps = await t.db
      .select()
      .from(customerActivities)
      .where(eq(customerActivities.callRecordId, callRecordId));
    expect(followUps).toHaveLength(1);
    await until(() => socket.messages.length >= 2, 'the end of the call');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(socket.messages.filter(({ type }) => type === CALL_EVENT_TYPES.ended)).toHaveLength(1);
    socket.socket.close();
  });

  it('refuses a transcript without a recording and a recording that is no audio file of the organization', async () => {
    const callRecordId = await placeCall('13800000000');
    const transcriptOnly = await act(callRecordId, 'hangup', 'admin', { transcript: '坐席：您好' });
    expect(transcriptOnly.statusCode).toBe(400);
    expect((await act(callRecordId, 'hangup', 'admin', { recordingFileId: 999_999 })).statusCode).toBe(400);
    expect(await stateOf(callRecordId)).toMatchObject({ status: 'ringing' });
  });
});
