import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/modules/admin/admin.tables.js';
import { aiTasks } from '../src/modules/ai/ai.tables.js';
import { type AiConfig, loadAiConfig, type OpenAiCompatible } from '../src/modules/ai/ai-config.js';
import { createAnalysisTask, runAnalysisTask, transcribeRecording } from '../src/modules/ai/ai-pipeline.js';
import { analyzeTranscript, customerLines } from '../src/modules/ai/offline-analyzer.js';
import { callRecordings, callRecords } from '../src/modules/call/call.tables.js';
import { customerActivities } from '../src/modules/crm/activities.tables.js';
import { localFileStore } from '../src/platform/storage/local-file-store.js';
import { buildTestApp, type TestApp } from './harness.js';

/**
 * The configured adapters over real HTTP: a small local server speaks the OpenAI-compatible
 * transcription and chat protocols; the pipeline's own code runs unchanged against it.
 */
let t: TestApp;
let orgId: number;
let server: Server;
let baseUrl: string;
const seen: { path: string; auth?: string; body: Buffer }[] = [];
/** What the chat endpoint answers next (the model's message content). */
let chatContent = '';

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    seen.push({ path: request.url ?? '', auth: request.headers.authorization, body });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/v1/audio/transcriptions') {
      response.end(
        JSON.stringify({ text: '坐席：您好。客户：我想了解收银一体机的报价，要十二台！客户：好的谢谢。' }),
      );
    } else if (request.url === '/v1/chat/completions') {
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: chatContent } }] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  t = await buildTestApp();
  const [demo] = await t.db.select().from(organizations).where(eq(organizations.code, 'demo'));
  orgId = demo!.id;
});
afterAll(async () => {
  await t?.app.close();
  server?.close();
});

const endpoint = (model: string): OpenAiCompatible => ({
  kind: 'openai-compatible',
  baseUrl,
  apiKey: 'sk-test',
  model,
});

/** The demo call's follow-up and a new recording of that call with the demo audio, not yet transcribed. */
async function pendingRecordingOnDemoCall() {
  const [demo] = await t.db
    .select({ activityId: customerActivities.id, callRecordId: callRecords.id })
    .from(customerActivities)
    .innerJoin(callRecords, eq(callRecords.id, customerActivities.callRecordId))
    .where(and(eq(customerActivities.orgId, orgId), isNotNull(customerActivities.callRecordId)))
    .limit(1);
  const [audio] = await t.db
    .select({ fileId: callRecordings.fileId })
    .from(callRecordings)
    .where(eq(callRecordings.callRecordId, demo!.callRecordId))
    .limit(1);
  const [recording] = await t.db
    .insert(callRecordings)
    .values({ orgId, callRecordId: demo!.callRecordId, fileId: audio!.fileId })
    .returning();
  return { ...demo!, recordingId: recording!.id };
}

describe('OpenAI-compatible adapters', () => {
  it('transcribes the stored audio through /audio/transcriptions (multipart: file and model)', async () => {
    const { recordingId } = await pendingRecordingOnDemoCall();
    const fileStore = localFileStore(t.filesDir);
    const saved = await transcribeRecording(t.db, fileStore, endpoint('whisper-test'), orgId, recordingId);
    expect(saved).toMatchObject({ voiceStatus: 'SUCCESS', transcriber: 'openai-compatible:whisper-test' });
    expect(saved!.convertText!.split('\n')).toEqual([
      '坐席：您好。',
      '客户：我想了解收银一体机的报价，要十二台！',
      '客户：好的谢谢。',
    ]);
    const request = seen.find(({ path }) => path === '/v1/audio/transcriptions')!;
    expect(request.auth).toBe('Bearer sk-test');
    const text = request.body.toString('latin1');
    expect(text).toMatch(/name="model"\r\n\r\nwhisper-test/);
    expect(text).toMatch(/name="file"; filename="[^"]+"/);
    expect(text).toContain('RIFF');
  });

  it('analyses through /chat/completions, validates the JSON answer and records model and prompt version', async () => {
    const { activityId } = await pendingRecordingOnDemoCall();
    chatContent = JSON.stringify({
      stage: 'quote',
      product: ['收银一体机'],
      labels: ['意向：高', '关注点:价格'],
      summary: '客户要十二台收银一体机，等报价。',
    });
    const config: AiConfig = { stt: endpoint('whisper-test'), llm: endpoint('chat-test') };
    const fileStore = localFileStore(t.filesDir);
    const taskId = await createAnalysisTask(t.db, orgId, activityId, null);
    expect(await runAnalysisTask(t.db, fileStore, config, orgId, taskId)).toBe('succeeded');
    const [task] = await t.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
    expect(task).toMatchObject({
      analyzer: 'openai-compatible',
      model: 'chat-test',
      promptVersion: 'chat-1.0',
    });
    expect(task!.result).toMatchObject({
      stage: '方案报价',
      product: ['收银一体机'],
      labels: ['意向:高', '关注点:价格'],
    });
    const chat = JSON.parse(seen.findLast(({ path }) => path === '/v1/chat/completions')!.body.toString());
    expect(chat.model).toBe('chat-test');
    expect(chat.messages[1].content).toContain('收银一体机');

    chatContent = '{"stage": "somewhere", "product": "", "labels": [], "summary": ""}';
    const bad = await createAnalysisTask(t.db, orgId, activityId, null);
    expect(await runAnalysisTask(t.db, fileStore, config, orgId, bad)).toBe('failed');
    const [failed] = await t.db.select().from(aiTasks).where(eq(aiTasks.id, bad));
    expect(failed!.error).toMatch(/customerStage/);
    chatContent = 'not json at all';
    const worse = await createAnalysisTask(t.db, orgId, activityId, null);
    expect(await runAnalysisTask(t.db, fileStore, config, orgId, worse)).toBe('failed');
  });
});

describe('configuration', () => {
  it('uses the vendor transcript and the offline analyzer unless endpoints are configured', () => {
    expect(loadAiConfig({})).toEqual({ stt: { kind: 'vendor' }, llm: { kind: 'offline' } });
    expect(
      loadAiConfig({
        ATRIUM_STT_URL: 'http://stt.local/v1/',
        ATRIUM_STT_MODEL: 'whisper-large',
        ATRIUM_LLM_URL: 'https://llm.local/v1',
        ATRIUM_LLM_API_KEY: 'k',
      }),
    ).toEqual({
      stt: {
        kind: 'openai-compatible',
        baseUrl: 'http://stt.local/v1',
        apiKey: null,
        model: 'whisper-large',
      },
      llm: { kind: 'openai-compatible', baseUrl: 'https://llm.local/v1', apiKey: 'k', model: 'gpt-4o-mini' },
    });
    expect(() => loadAiConfig({ ATRIUM_LLM_URL: 'ftp://x' })).toThrow();
  });
});

describe('offline analyzer', () => {
  it('reads the customer lines, or every line when no speaker is marked', () => {
    expect(customerLines('坐席：你好\n客户：要报价\n客户:  好的')).toEqual(['要报价', '好的']);
    expect(customerLines('要报价\n\n好的')).toEqual(['要报价', '好的']);
  });

  it('finds the most decisive stage, catalogue products and labels; summary at most 120 characters', () => {
    const lost = analyzeTranscript('客户：我们已经选了别家，不需要了。', ['仓储管理系统标准版']);
    expect(lost).toMatchObject({ stage: 'lost', product: [], labels: ['意向:低', '情绪:中性'] });
    const won = analyzeTranscript('客户：合同今天盖章，仓储管理系统标准版下周发货，好的。', [
      '仓储管理系统标准版',
    ]);
    expect(won).toMatchObject({ stage: 'won', product: '仓储管理系统标准版' });
    expect(won.labels).toEqual(['意向:高', '关注点:交付', '关注点:功能', '情绪:积极']);
    expect(analyzeTranscript('坐席：您好\n客户：嗯', []).stage).toBe('contact');
    const long = analyzeTranscript(`客户：${'价格'.repeat(100)}`, []);
    expect(long.summary.length).toBeLessThanOrEqual(120);
  });
});
