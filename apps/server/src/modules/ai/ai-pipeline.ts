import type { Readable } from 'node:stream';
import { aiApi } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { callRecordings } from '../call/call.tables.js';
import { listDictItems } from '../common/common.service.js';
import { DICT_DEFAULTS } from '../common/dict-defaults.js';
import { customerActivities } from '../crm/activities.tables.js';
import { opportunityProducts } from '../crm/business.tables.js';
import { files } from '../files/files.tables.js';
import { aiTasks } from './ai.tables.js';
import type { AiConfig, AnalyzerConfig, SpeechToTextConfig } from './ai-config.js';
import { analyzeWithChat, LLM_PROMPT_VERSION } from './llm-analyzer.js';
import { type AnalysisFields, analyzeTranscript, OFFLINE_ANALYZER } from './offline-analyzer.js';
import { transcribeWithOpenAi } from './speech-to-text.js';

/** The result format every analyzer writes today (the panel shows v2 content only above 2.0). */
export const RESULT_VERSION = aiApi.AI_TASK_VERSION_DEFAULT;
const ERROR_MAX = 1000;

type RecordingRow = typeof callRecordings.$inferSelect;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The recording's audio: our stored file, or the vendor's URL. */
async function audioOf(db: Db, fileStore: FileStore | undefined, recording: RecordingRow) {
  if (recording.fileId !== null && fileStore) {
    const [file] = await db.select().from(files).where(eq(files.id, recording.fileId));
    if (file)
      return {
        bytes: await bytesOf(await fileStore.read(file.key)),
        name: file.originalName,
        mime: file.mime,
      };
  }
  if (!recording.url) throw new Error('the recording has no audio');
  const response = await fetch(recording.url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`the recording URL answered HTTP ${response.status}`);
  const mime = response.headers.get('content-type') ?? 'audio/mpeg';
  return { bytes: Buffer.from(await response.arrayBuffer()), name: `recording-${recording.id}`, mime };
}

/**
 * Speech-to-text of one recording: a SUCCESS one is left alone; a vendor transcript delivered with
 * the recording is taken as is; otherwise the configured transcription endpoint runs. No
 * transcript and no endpoint (or the endpoint failing) → FAILED ("text conversion failed").
 */
export async function transcribeRecording(
  db: Db,
  fileStore: FileStore | undefined,
  stt: SpeechToTextConfig,
  orgId: number,
  recordingId: number,
): Promise<RecordingRow | undefined> {
  const [recording] = await db
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.orgId, orgId), eq(callRecordings.id, recordingId)));
  if (!recording || recording.voiceStatus === 'SUCCESS') return recording;
  let update: Partial<RecordingRow>;
  if (recording.convertText?.trim()) {
    update = { voiceStatus: 'SUCCESS', transcriber: recording.transcriber ?? 'vendor' };
  } else if (stt.kind === 'openai-compatible') {
    try {
      const audio = await audioOf(db, fileStore, recording);
      const text = await transcribeWithOpenAi(stt, audio.bytes, audio.name, audio.mime);
      update = text
        ? { voiceStatus: 'SUCCESS', convertText: text, transcriber: `openai-compatible:${stt.model}` }
        : { voiceStatus: 'FAILED', transcriber: `openai-compatible:${stt.model}` };
    } catch {
      update = { voiceStatus: 'FAILED', transcriber: `openai-compatible:${stt.model}` };
    }
  } else {
    update = { voiceStatus: 'FAILED', transcriber: 'vendor' };
  }
  const [saved] = await db
    .update(callRecordings)
    .set(update)
    .where(eq(callRecordings.id, recording.id))
    .returning();
  return saved;
}

/** The follow-up written for a call (the one the AI result is keyed by). */
export async function activityOfCall(db: Db, orgId: number, callRecordId: number) {
  const [row] = await db
    .select({ id: customerActivities.id })
    .from(customerActivities)
    .where(and(eq(customerActivities.orgId, orgId), eq(customerActivities.callRecordId, callRecordId)))
    .orderBy(asc(customerActivities.id))
    .limit(1);
  return row?.id;
}

export async function recordingsOfCall(db: Db, orgId: number, callRecordId: number) {
  return db
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.orgId, orgId), eq(callRecordings.callRecordId, callRecordId)))
    .orderBy(asc(callRecordings.createdAt), asc(callRecordings.id));
}

/** A queued analysis of the follow-up (the call it carries now). */
export async function createAnalysisTask(
  db: Db,
  orgId: number,
  activityId: number,
  requestedByUserId: number | null,
): Promise<number> {
  const [activity] = await db
    .select({ callRecordId: customerActivities.callRecordId })
    .from(customerActivities)
    .where(and(eq(customerActivities.orgId, orgId), eq(customerActivities.id, activityId)));
  if (!activity) throw new Error(`follow-up ${activityId} is not in organization ${orgId}`);
  const [task] = await db
    .insert(aiTasks)
    .values({
      orgId,
      activityId,
      callRecordId: activity.callRecordId,
      version: RESULT_VERSION,
      requestedByUserId,
    })
    .returning({ id: aiTasks.id });
  return task!.id;
}

/** The organization's product names: the catalogue is the products its opportunities were sold with. */
async function productCatalogue(db: Db, orgId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: opportunityProducts.productName })
    .from(opportunityProducts)
    .where(eq(opportunityProducts.orgId, orgId));
  return rows.map(({ name }) => name);
}

async function stageDictionary(db: Db, orgId: number) {
  const items = await listDictItems(db, orgId, 'customerStage');
  return items.length > 0 ? items : [...(DICT_DEFAULTS.customerStage ?? [])];
}

async function analyze(db: Db, orgId: number, llm: AnalyzerConfig, transcript: string) {
  const [stages, catalogue] = await Promise.all([stageDictionary(db, orgId), productCatalogue(db, orgId)]);
  let fields: AnalysisFields;
  let provenance: { analyzer: string; model: string; promptVersion: string };
  if (llm.kind === 'openai-compatible') {
    fields = await analyzeWithChat(llm, transcript, stages, catalogue);
    provenance = { analyzer: 'openai-compatible', model: llm.model, promptVersion: LLM_PROMPT_VERSION };
  } else {
    fields = analyzeTranscript(transcript, catalogue);
    provenance = OFFLINE_ANALYZER;
  }
  const stage = stages.find(({ value }) => value === fields.stage);
  return { fields: { ...fields, stage: stage?.label ?? fields.stage, stageValue: fields.stage }, provenance };
}

/**
 * Runs a queued analysis: recordings of the call still without a transcript get speech-to-text
 * first (a re-parse is a new conversion), then the transcripts are analysed. Any failure ends the
 * task `failed` with the reason (the panel keeps showing the last good result).
 */
export async function runAnalysisTask(
  db: Db,
  fileStore: FileStore | undefined,
  config: AiConfig,
  orgId: number,
  taskId: number,
): Promise<'succeeded' | 'failed'> {
  const [task] = await db
    .update(aiTasks)
    .set({ status: 'running', updatedAt: new Date() })
    .where(and(eq(aiTasks.orgId, orgId), eq(aiTasks.id, taskId)))
    .returning();
  if (!task) throw new Error(`AI task ${taskId} is not in organization ${orgId}`);
  try {
    if (task.callRecordId === null) throw new Error('the follow-up carries no call');
    const texts: string[] = [];
    for (const recording of await recordingsOfCall(db, orgId, task.callRecordId)) {
      const done =
        recording.voiceStatus === 'SUCCESS'
          ? recording
          : await transcribeRecording(db, fileStore, config.stt, orgId, recording.id);
      if (done?.voiceStatus === 'SUCCESS' && done.convertText?.trim()) texts.push(done.convertText.trim());
    }
    if (texts.length === 0) throw new Error('no recording of the call has a transcript');
    const { fields, provenance } = await analyze(db, orgId, config.llm, texts.join('\n'));
    await db
      .update(aiTasks)
      .set({ status: 'succeeded', result: fields, ...provenance, error: null, updatedAt: new Date() })
      .where(eq(aiTasks.id, taskId));
    return 'succeeded';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const analyzer = config.llm.kind === 'offline' ? OFFLINE_ANALYZER : undefined;
    await db
      .update(aiTasks)
      .set({
        status: 'failed',
        error: message.slice(0, ERROR_MAX),
        analyzer: analyzer?.analyzer ?? 'openai-compatible',
        model: analyzer?.model ?? (config.llm.kind === 'openai-compatible' ? config.llm.model : null),
        updatedAt: new Date(),
      })
      .where(eq(aiTasks.id, taskId));
    return 'failed';
  }
}

/** For seeds and the lead's demo calls: analyse one follow-up now with the offline analyzer. */
export async function analyzeActivityNow(db: Db, orgId: number, activityId: number) {
  const taskId = await createAnalysisTask(db, orgId, activityId, null);
  const status = await runAnalysisTask(
    db,
    undefined,
    { stt: { kind: 'vendor' }, llm: { kind: 'offline' } },
    orgId,
    taskId,
  );
  return { taskId, status };
}
