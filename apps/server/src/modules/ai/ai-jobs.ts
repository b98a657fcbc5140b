import type { JobContext, JobQueue } from '../../platform/jobs/job-queue.js';
import type { AiConfig } from './ai-config.js';
import {
  activityOfCall,
  createAnalysisTask,
  recordingsOfCall,
  runAnalysisTask,
  transcribeRecording,
} from './ai-pipeline.js';

/** Queued by the telephony side when a recording row is written: payload `{ recordingId }`. */
export const TRANSCRIBE_JOB_KIND = 'call.recording.transcribe';
/** Queued by the pipeline after speech-to-text and by a re-parse: payload `{ taskId }`. */
export const ANALYZE_JOB_KIND = 'ai.activity.analyze';

const idIn = (payload: unknown, key: string): number => {
  const value = (payload as Record<string, unknown> | null)?.[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`payload.${key} is missing`);
  return value;
};

/**
 * Speech-to-text of one recording, then — once no recording of the call is left PENDING — a new
 * analysis of the call's follow-up, queued as its own job.
 */
export async function handleTranscribe(
  queue: Pick<JobQueue, 'enqueue'>,
  config: AiConfig,
  context: JobContext,
) {
  const { job, db, fileStore } = context;
  const recording = await transcribeRecording(
    db,
    fileStore,
    config.stt,
    job.orgId,
    idIn(job.payload, 'recordingId'),
  );
  if (!recording) return { skipped: 'recording not found' };
  const activityId = await activityOfCall(db, job.orgId, recording.callRecordId);
  if (activityId === undefined) return { voiceStatus: recording.voiceStatus, analysis: 'no follow-up' };
  const pending = (await recordingsOfCall(db, job.orgId, recording.callRecordId)).some(
    ({ voiceStatus }) => voiceStatus === 'PENDING',
  );
  if (pending) return { voiceStatus: recording.voiceStatus, analysis: 'waiting for other recordings' };
  const taskId = await createAnalysisTask(db, job.orgId, activityId, null);
  await queue.enqueue({ kind: ANALYZE_JOB_KIND, orgId: job.orgId, payload: { taskId } });
  return { voiceStatus: recording.voiceStatus, taskId };
}

export async function handleAnalyze(config: AiConfig, { job, db, fileStore }: JobContext) {
  const taskId = idIn(job.payload, 'taskId');
  return { taskId, status: await runAnalysisTask(db, fileStore, config, job.orgId, taskId) };
}

export function registerAiJobs(queue: JobQueue, config: AiConfig): void {
  // Failures end in the recording's FAILED status or the task's `failed`: nothing to retry blindly.
  queue.register(TRANSCRIBE_JOB_KIND, (context) => handleTranscribe(queue, config, context), {
    maxAttempts: 1,
  });
  queue.register(ANALYZE_JOB_KIND, (context) => handleAnalyze(config, context), { maxAttempts: 1 });
}
