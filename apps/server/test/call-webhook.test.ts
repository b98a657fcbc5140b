import { CALL_EVENT_TYPES, callSwitchApi } from '@atrium/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { callRecordings, callRecords } from '../src/modules/call/call.tables.js';
import { TRANSCRIBE_JOB_KIND } from '../src/modules/call/telephony/telephony-events.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { jobs } from '../src/platform/jobs/jobs.tables.js';
import { signDelivery } from '../src/platform/webhooks/webhook-signature.js';
import { connectRealtime, until } from './call-telephony-kit.js';
import { buildTestApp, call, signIn, type TestApp } from './harness.js';

/**
 * The vendor webhook: a source configured by an administrator, signed deliveries mapped onto the
 * same call events as the built-in switch, and every way a delivery is refused or repeated.
 */
let t: TestApp;
let wsUrl: string;
let demoId: number;
let customer: { id: number; phone: string };
let hookPath: string;
let secret: string;
let sourceId: number;
const session: Record<string, { headers: Record<string, string>; userId: number; token: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  wsUrl = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  for (const username of ['agent', 'admin']) {
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
  const created = await call(t.app, callSwitchApi.callWebhookSourceCreate.answer, {
    method: 'POST',
    url: callSwitchApi.callWebhookSourceCreate.path,
    headers: session.admin!.headers,
    payload: { vendor: 'tinet' },
  });
  expect(created.status).toBe(200);
  ({ hookPath, secret, id: sourceId } = created.body.data);
  const started = await t.app.inject({
    method: 'POST',
    url: '/erp/call/cno/duty/record/start/1001/duty',
    headers: session.agent!.headers,
  });
  expect(started.statusCode).toBe(200);
});
afterAll(() => t?.app.close());

let eventSeq = 0;
const nowSeconds = () => Math.floor(Date.now() / 1000);
function deliver(
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; signature?: string; raw?: string; locale?: string } = {},
) {
  const raw = options.raw ?? JSON.stringify({ eventId: `evt-${++eventSeq}`, ...event });
  const timestamp = options.timestamp ?? nowSeconds();
  return t.app.inject({
    method: 'POST',
    url: hookPath,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.locale ?? 'zh-CN',
      [callSwitchApi.CALL_WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [callSwitchApi.CALL_WEBHOOK_SIGNATURE_HEADER]:
        options.signature ?? signDelivery(options.secret ?? secret, timestamp, raw),
    },
    payload: raw,
  });
}
const recordOf = async (callId: string) =>
  (
    await t.db
      .select()
      .from(callRecords)
      .where(and(eq(callRecords.source, 'vendor'), eq(callRecords.externalId, callId)))
  )[0];

describe('vendor webhook', () => {
  it('lists the source without its secret', async () => {
    const { body } = await call(t.app, callSwitchApi.callWebhookSources.answer, {
      url: callSwitchApi.callWebhookSources.path,
      headers: session.admin!.headers,
    });
    expect(body.data).toEqual([
      expect.objectContaining({
        id: sourceId,
        vendor: 'tinet',
        hookPath,
        secretHint: `…${secret.slice(-4)}`,
      }),
    ]);
    expect(JSON.stringify(body.data)).not.toContain(secret);
  });

  it('maps ring, answer and hang-up with the recording and ASR text onto the call, like the built-in switch', async () => {
    const socket = await connectRealtime(wsUrl, session.agent!.token);
    const ring = await deliver({
      type: 'ring',
      callId: 'tinet-1',
      cno: '1001',
      customerNumber: customer.phone,
    });
    expect(ring.statusCode, ring.body).toBe(200);
    const { callRecordId } = ring.json().data;
    expect(ring.json().data).toMatchObject({ duplicate: false, callRecordId: expect.any(Number) });
    await until(() => socket.messages.length >= 2, 'the screen pop');
    expect(socket.messages[0]).toMatchObject({
      type: CALL_EVENT_TYPES.ringing,
      data: { callRecordId, cno: '1001', customerId: customer.id },
    });
    const answeredAt = nowSeconds() - 125;
    expect((await deliver({ type: 'answer', callId: 'tinet-1', timestamp: answeredAt })).statusCode).toBe(
      200,
    );
    const hangup = await deliver({
      type: 'hangup',
      callId: 'tinet-1',
      timestamp: answeredAt + 125,
      recordFile: 'https://vendor.example.com/records/tinet-1.mp3',
      recordDuration: 125,
      asrText: '坐席：您好\n客户：我想了解一下价格',
    });
    expect(hangup.statusCode, hangup.body).toBe(200);
    const record = await recordOf('tinet-1');
    expect(record).toMatchObject({
      id: callRecordId,
      status: 'ended',
      outcome: 'answered',
      durationSeconds: 125,
      agentUserId: session.agent!.userId,
      customerId: customer.id,
    });
    const [activity] = await t.db
      .select()
      .from(customerActivities)
      .where(eq(customerActivities.id, record!.activityId!));
    expect(activity).toMatchObject({
      callRecordId,
      kind: 'call',
      content: `来电 ${customer.phone}，通话 2分5秒`,
    });
    const [recording] = await t.db
      .select()
      .from(callRecordings)
      .where(eq(callRecordings.callRecordId, callRecordId));
    expect(recording).toMatchObject({
      url: 'https://vendor.example.com/records/tinet-1.mp3',
      fileId: null,
      durationSeconds: 125,
      voiceStatus: 'SUCCESS',
      transcriber: 'vendor',
    });
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, TRANSCRIBE_JOB_KIND));
    expect(queued.map((job) => job.payload)).toContainEqual({ recordingId: recording!.id });
    await until(() => socket.messages.length >= 5, 'the end of the call');
    expect(socket.messages.map(({ type, data }) => [type, data.deviceStatus])).toEqual([
      [CALL_EVENT_TYPES.ringing, undefined],
      [CALL_EVENT_TYPES.agentStatus, 1],
      [CALL_EVENT_TYPES.agentStatus, 2],
      [CALL_EVENT_TYPES.ended, undefined],
      [CALL_EVENT_TYPES.agentStatus, 0],
    ]);
    socket.socket.close();
  });

  it('answers a replayed event id as a duplicate and changes nothing', async () => {
    const raw = JSON.stringify({
      eventId: 'replay-1',
      type: 'ring',
      callId: 'tinet-2',
      cno: '1001',
      customerNumber: '13912340000',
    });
    const first = await deliver({}, { raw });
    expect(first.json().data).toMatchObject({ eventId: 'replay-1', duplicate: false });
    await deliver({ type: 'hangup', callId: 'tinet-2' });
    const before = await recordOf('tinet-2');
    const again = await deliver({}, { raw });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      eventId: 'replay-1',
      duplicate: true,
      callRecordId: first.json().data.callRecordId,
    });
    expect(await recordOf('tinet-2')).toEqual(before);
  });

  it('ignores a repeated event under a new id and events out of order (hang-up before answer = missed)', async () => {
    const ring = { type: 'ring', callId: 'tinet-3', cno: '1001', customerNumber: customer.phone };
    await deliver(ring);
    const repeat = await deliver(ring);
    expect(repeat.json().data).toMatchObject({
      duplicate: false,
      callRecordId: (await recordOf('tinet-3'))!.id,
    });
    await deliver({ type: 'hangup', callId: 'tinet-3' });
    await deliver({ type: 'answer', callId: 'tinet-3' });
    await deliver({ type: 'hangup', callId: 'tinet-3' });
    const record = await recordOf('tinet-3');
    expect(record).toMatchObject({
      status: 'ended',
      outcome: 'missed',
      durationSeconds: 0,
      answeredAt: null,
    });
    expect(await t.db.select().from(callRecords).where(eq(callRecords.externalId, 'tinet-3'))).toHaveLength(
      1,
    );
    const followUps = await t.db
      .select()
      .from(customerActivities)
      .where(eq(customerActivities.callRecordId, record!.id));
    expect(followUps.map(({ content }) => content)).toEqual([`未接来电 ${customer.phone}`]);
    // A hang-up whose ring never came still leaves a (missed) record when it names seat and number.
    const late = await deliver({
      type: 'hangup',
      callId: 'tinet-4',
      cno: '1001',
      customerNumber: '13912340001',
    });
    expect(late.json().data.callRecordId).not.toBeNull();
    expect(await recordOf('tinet-4')).toMatchObject({
      outcome: 'missed',
      agentUserId: session.agent!.userId,
    });
    // An answer for a call nobody knows, without seat and number, changes nothing.
    expect((await deliver({ type: 'answer', callId: 'tinet-unknown' })).json().data.callRecordId).toBeNull();
  });

  it('refuses a bad signature, a stale timestamp, missing headers (401) and a bad body (400, localized)', async () => {
    const ring = { type: 'ring', callId: 'tinet-bad', cno: '1001', customerNumber: '13912340002' };
    const forged = await deliver(ring, { secret: 'whsec_not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 401, msg: '签名无效', data: null });
    const stale = await deliver(ring, { timestamp: nowSeconds() - 301 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().msg).toBe('时间戳超出允许范围（±5分钟）');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: hookPath,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ eventId: 'x', ...ring }),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await recordOf('tinet-bad')).toBeUndefined();

    const noCallId = await deliver({ type: 'ring', cno: '1001' });
    expect(noCallId.statusCode).toBe(400);
    expect(noCallId.json().msg).toBe('请求内容格式不正确（需要 eventId、type 和 callId）');
    // The input guard every webhook passes once signed: NUL, lone surrogates, deep nesting, not JSON.
    const withNul = await deliver({ ...ring, callId: 'tinet-bad\u0000' });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({
      msg: '不能包含空字符（\\u0000）',
      data: { fieldErrors: [{ path: 'callId', message: '不能包含空字符（\\u0000）' }] },
    });
    const depth = 100_000;
    const deep = await deliver(
      {},
      { raw: `{"eventId":"evt-deep","extra":${'['.repeat(depth)}${']'.repeat(depth)}}` },
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().msg).toBe('请求内容嵌套层级过深');
    expect(await recordOf('tinet-bad')).toBeUndefined();
    const notJson = await deliver({}, { raw: '{not json', locale: 'en' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().msg).toBe('The request body is not valid JSON.');
    expect(
      (await t.app.inject({ method: 'POST', url: '/erp/call/webhook/unknown-key', payload: {} })).statusCode,
    ).toBe(404);
  });

  it('stops taking the old secret once it is rotated', async () => {
    const rotated = await call(t.app, callSwitchApi.callWebhookSourceRotate.answer, {
      method: 'POST',
      url: `/erp/call/vendor/source/${sourceId}/secret`,
      headers: session.admin!.headers,
    });
    expect(rotated.body.data.secret).not.toBe(secret);
    const ring = { type: 'ring', callId: 'tinet-5', cno: '1001', customerNumber: '13912340003' };
    expect((await deliver(ring)).statusCode).toBe(401);
    secret = rotated.body.data.secret;
    expect((await deliver(ring)).statusCode).toBe(200);
  });
});
