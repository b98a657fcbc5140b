import { type AiAnalysis, aiApi } from '@atrium/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { organizations, users } from '../src/modules/admin/admin.tables.js';
import { aiTasks } from '../src/modules/ai/ai.tables.js';
import { AI_DEMO_CUSTOMER } from '../src/modules/ai/ai-demo-seed.js';
import { TRANSCRIBE_JOB_KIND } from '../src/modules/ai/ai-jobs.js';
import { callRecordings, callRecords } from '../src/modules/call/call.tables.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { customers } from '../src/modules/crm/customers.tables.js';
import { buildTestApp, call, loginAs, type TestApp } from './harness.js';

/**
 * The recording dialog's server side: a call's recording goes through the durable jobs
 * (speech-to-text, then analysis), the panel reads and re-parses it and rates it once.
 */
let t: TestApp;
let orgId: number;
let branchId: number;
const headers: Record<string, Record<string, string>> = {};
const userIdOf: Record<string, number> = {};

const TRANSCRIPT = [
  '坐席：您好，请问是王经理吗？',
  '客户：是我，我们想给仓库配手持扫码终端，大概三十台。',
  '坐席：好的，这款终端支持仓储管理系统标准版对接。',
  '客户：价格方面能不能给点折扣？我们这周就要定下来。',
  '客户：好的，谢谢。',
].join('\n');

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 50 } });
  for (const username of ['admin', 'sales', 'manager', 'agent', 'warehouse']) {
    headers[username] = await loginAs(t.app, username);
    const [user] = await t.db.select().from(users).where(eq(users.username, username));
    userIdOf[username] = user!.id;
  }
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  const [branch] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo-branch'));
  orgId = demo!.id;
  branchId = branch!.id;
});
afterAll(() => t?.app.close());

/** A call of `sales` with 上海云帆: its record, one recording and the follow-up written for it. */
async function insertCall(recording: { convertText?: string | null; url?: string; fileId?: number }) {
  const [customer] = await t.db
    .select()
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.name, AI_DEMO_CUSTOMER)));
  const [record] = await t.db
    .insert(callRecords)
    .values({
      orgId,
      source: 'vendor',
      externalId: `test-${Math.random()}`,
      direction: 'inbound',
      customerNumber: '13600000111',
      agentUserId: userIdOf.sales,
      customerId: customer!.id,
      status: 'ended',
      outcome: 'answered',
      durationSeconds: 30,
    })
    .returning();
  const [activity] = await t.db
    .insert(customerActivities)
    .values({
      orgId,
      customerId: customer!.id,
      authorUserId: userIdOf.sales,
      kind: 'call',
      content: '来电',
      callRecordId: record!.id,
    })
    .returning();
  const [row] = await t.db
    .insert(callRecordings)
    .values({
      orgId,
      callRecordId: record!.id,
      url: recording.fileId ? undefined : (recording.url ?? 'https://vendor.example/rec.mp3'),
      fileId: recording.fileId,
      convertText: recording.convertText ?? null,
    })
    .returning();
  return { callRecordId: record!.id, activityId: activity!.id, recordingId: row!.id };
}

async function waitForTask(activityId: number, afterId = 0) {
  for (let i = 0; i < 200; i++) {
    const [task] = await t.db
      .select()
      .from(aiTasks)
      .where(eq(aiTasks.activityId, activityId))
      .orderBy(desc(aiTasks.id))
      .limit(1);
    if (task && task.id > afterId && (task.status === 'succeeded' || task.status === 'failed')) return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no finished AI task for follow-up ${activityId}`);
}

const aiOf = (activityId: number, who = 'sales') =>
  call(t.app, aiApi.activityAi.answer, { url: `/erp/crm/activity/${activityId}/ai`, headers: headers[who] });
const parsed = (aiTaskResult: string | null): AiAnalysis =>
  aiApi.aiTaskResultEnvelope.parse(JSON.parse(aiTaskResult!)).data;

describe('the pipeline after a call', () => {
  it('takes the vendor transcript, then the offline analyzer finds stage, products, labels and a summary', async () => {
    const { activityId, recordingId } = await insertCall({ convertText: TRANSCRIPT });
    await t.app.jobs.enqueue({ kind: TRANSCRIBE_JOB_KIND, orgId, payload: { recordingId } });
    const task = await waitForTask(activityId);
    expect(task).toMatchObject({ status: 'succeeded', analyzer: 'offline', version: 'v1.0.0' });
    expect(task.promptVersion).toBeTruthy();
    expect(task.model).toBeTruthy();
    const [recording] = await t.db.select().from(callRecordings).where(eq(callRecordings.id, recordingId));
    expect(recording).toMatchObject({ voiceStatus: 'SUCCESS', transcriber: 'vendor' });

    const { status, body } = await aiOf(activityId);
    expect(status).toBe(200);
    expect(body.data.updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const data = parsed(body.data.aiTaskResult);
    expect(data.id).toBe(task.id);
    // 折扣 is a negotiation word: the organization's customerStage label.
    expect(data.stage).toBe('谈判审核');
    expect(data.product).toEqual(expect.arrayContaining(['手持扫码终端', '仓储管理系统标准版']));
    expect(data.labels).toEqual(expect.arrayContaining(['意向:高', '关注点:价格', '情绪:积极']));
    expect(data.summary.length).toBeGreaterThan(0);
    expect(data.summary.length).toBeLessThanOrEqual(120);
    expect(data.summary).toContain('折扣');
    expect(data.summary).not.toContain('请问是王经理');
  });

  it('marks a recording without transcript and without speech-to-text FAILED; the task fails, no result', async () => {
    const { activityId, recordingId } = await insertCall({ convertText: null });
    await t.app.jobs.enqueue({ kind: TRANSCRIBE_JOB_KIND, orgId, payload: { recordingId } });
    const task = await waitForTask(activityId);
    expect(task.status).toBe('failed');
    expect(task.error).toMatch(/transcript/);
    const [recording] = await t.db.select().from(callRecordings).where(eq(callRecordings.id, recordingId));
    expect(recording!.voiceStatus).toBe('FAILED');
    const { body } = await aiOf(activityId);
    expect(body.data).toEqual({ aiTaskResult: null, updateTime: null });
    const list = await call(t.app, z.array(aiApi.recordingItem), {
      url: `/erp/crm/activity/${activityId}/recordings`,
      headers: headers.sales,
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: recordingId, voiceStatus: 'FAILED', convertText: null, defaultRate: 1 }),
    ]);
  });
});

describe('the demo call', () => {
  it('has a played-back recording with a transcript, a failed one and an analysis', async () => {
    const [activity] = await t.db
      .select()
      .from(customerActivities)
      .innerJoin(customers, eq(customers.id, customerActivities.customerId))
      .where(and(eq(customers.name, AI_DEMO_CUSTOMER), isNotNull(customerActivities.callRecordId)))
      .orderBy(customerActivities.id)
      .limit(1);
    const activityId = activity!.customer_activities.id;
    const { body } = await call(t.app, z.array(aiApi.recordingItem), {
      url: `/erp/crm/activity/${activityId}/recordings`,
      headers: headers.sales,
    });
    expect(body.data.map(({ voiceStatus }) => voiceStatus)).toEqual(['SUCCESS', 'FAILED']);
    expect(body.data[0]!.convertText).toContain('客户：');
    const audio = await t.app.inject({ url: body.data[0]!.voiceUrl!, headers: headers.sales });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const ai = parsed((await aiOf(activityId)).body.data.aiTaskResult);
    expect(ai).toMatchObject({ version: 'v1.0.0', analyzer: 'offline' });
    expect(ai.product).toEqual(expect.arrayContaining(['仓储管理系统标准版', '手持扫码终端']));
  });
});

describe('re-parse and rating', () => {
  it('re-parse queues a new task that replaces the shown result', async () => {
    const { activityId, recordingId } = await insertCall({ convertText: TRANSCRIPT });
    await t.app.jobs.enqueue({ kind: TRANSCRIBE_JOB_KIND, orgId, payload: { recordingId } });
    const first = await waitForTask(activityId);
    const response = await t.app.inject({
      method: 'POST',
      url: `/erp/crm/activity/${activityId}/ai`,
      headers: headers.manager,
    });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    const second = await waitForTask(activityId, first.id);
    expect(second.status).toBe('succeeded');
    expect(second.requestedByUserId).toBe(userIdOf.manager);
    expect(parsed((await aiOf(activityId)).body.data.aiTaskResult).id).toBe(second.id);
  });

  it('takes one rating per user and task; a second is refused in the caller locale', async () => {
    const { activityId, recordingId } = await insertCall({ convertText: TRANSCRIPT });
    await t.app.jobs.enqueue({ kind: TRANSCRIBE_JOB_KIND, orgId, payload: { recordingId } });
    const task = await waitForTask(activityId);
    const url = `/erp/ai/task/${task.id}/comment`;
    const read = (who: string) => call(t.app, aiApi.taskComment.answer, { url, headers: headers[who] });
    expect((await read('sales')).body.data).toBeNull();
    const rate = (who: string, score: unknown, locale = 'zh-CN') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers[who], 'accept-language': locale },
        payload: { score },
      });
    expect((await rate('sales', 70)).statusCode).toBe(400);
    expect((await rate('sales', 50)).json()).toEqual({ code: 200, msg: '操作成功', data: null });
    expect((await read('sales')).body.data).toEqual({ score: 50 });
    const again = await rate('sales', 100);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 400, msg: '您已评价过该解析结果' });
    expect((await rate('sales', 0, 'en')).json().msg).toBe('You have already rated this analysis.');
    // Another user still rates it.
    expect((await rate('manager', 100)).statusCode).toBe(200);
    expect((await read('manager')).body.data).toEqual({ score: 100 });
    expect((await read('sales')).body.data).toEqual({ score: 50 });
  });
});

describe('access', () => {
  it('needs a parsing key to read, a re-parse key to re-parse (either of each pair)', async () => {
    const { activityId } = await insertCall({ convertText: TRANSCRIPT });
    // warehouse holds neither parsing key.
    const raw = await t.app.inject({ url: `/erp/crm/activity/${activityId}/ai`, headers: headers.warehouse });
    expect(raw.statusCode).toBe(403);
    expect(raw.json().msg).toBe(
      '没有权限：缺少「跟进记录 / 跟进记录AI解析」或「客户详情 / 客户详情AI解析」权限',
    );
    // sales holds customerDetailParsing only, agent both parsing keys; neither may re-parse.
    expect((await aiOf(activityId, 'sales')).status).toBe(200);
    for (const who of ['sales', 'agent']) {
      const reparse = await t.app.inject({
        method: 'POST',
        url: `/erp/crm/activity/${activityId}/ai`,
        headers: headers[who],
      });
      expect(reparse.statusCode).toBe(403);
    }
  });

  it("answers 404 for a follow-up outside the caller's data scope or organization", async () => {
    const { activityId } = await insertCall({ convertText: TRANSCRIPT });
    // agent does not hold 上海云帆 (sales does).
    const other = await t.app.inject({ url: `/erp/crm/activity/${activityId}/ai`, headers: headers.agent });
    expect(other.statusCode).toBe(404);
    const recordings = await t.app.inject({
      url: `/erp/crm/activity/${activityId}/recordings`,
      headers: headers.agent,
    });
    expect(recordings.statusCode).toBe(404);
    // admin in the branch organization: the demo organization's follow-up does not exist there.
    const branch = await t.app.inject({
      url: `/erp/crm/activity/${activityId}/ai`,
      headers: { ...headers.admin, 'organization-id': String(branchId) },
    });
    expect(branch.statusCode).toBe(404);
    const [task] = await t.db.insert(aiTasks).values({ orgId, activityId, version: 'v1.0.0' }).returning();
    const comment = await t.app.inject({
      url: `/erp/ai/task/${task!.id}/comment`,
      headers: { ...headers.admin, 'organization-id': String(branchId) },
    });
    expect(comment.statusCode).toBe(404);
  });
});
