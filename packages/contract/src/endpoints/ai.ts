import { z } from 'zod';
import { anyPermission, defineEndpoint } from '../endpoint.js';
import { COMMENT_SCORES } from '../rules/constants.js';
import { idParams } from '../zod-kit.js';

/**
 * Recording dialog and AI analysis of call follow-ups (spec §2.8, §3 recording item / AI task
 * result / AI comment, §4, §6, §7). A call follow-up's recordings are transcribed and analysed by
 * durable jobs on the server; the panel reads the latest analysis, asks for a new one (re-parse)
 * and takes one rating per user.
 */

/** The version shown when a result carries none (spec §3 "default v1.0.0"). */
export const AI_TASK_VERSION_DEFAULT = 'v1.0.0';
export const VOICE_STATUSES = ['SUCCESS', 'FAILED', 'PENDING'] as const;
export type VoiceStatus = (typeof VOICE_STATUSES)[number];

/** Recording item (spec §3). */
export const recordingItem = z.object({
  id: z.number().int(),
  /** Where the browser fetches the audio: the files download path (signed in) or the vendor's URL. */
  voiceUrl: z.string().nullable(),
  voiceStatus: z.enum(VOICE_STATUSES),
  /** The transcript, one utterance per line; null until speech-to-text ran. */
  convertText: z.string().nullable(),
  /** Which speech-to-text produced the transcript (vendor, openai-compatible:<model>). */
  transformResult: z.string().nullable(),
  /** The playback speed the player starts at. */
  defaultRate: z.number(),
  durationSeconds: z.number().int().nullable(),
});
export type RecordingItem = z.infer<typeof recordingItem>;

/** The `data` part of an AI task result (spec §3); the panel reads it from `aiTaskResult`. */
export const aiAnalysis = z.object({
  /** The AI task id: what a rating is given to. */
  id: z.number().int(),
  version: z.string(),
  /** A customerStage dictionary label of the organization. */
  stage: z.string(),
  product: z.union([z.string(), z.array(z.string())]),
  /** `key:value` strings, e.g. 意向:高. */
  labels: z.array(z.string()),
  summary: z.string(),
  analyzer: z.string(),
  model: z.string(),
  promptVersion: z.string(),
});
export type AiAnalysis = z.infer<typeof aiAnalysis>;

/** `aiTaskResult` parsed: `{ data: AiAnalysis }`. */
export const aiTaskResultEnvelope = z.object({ data: aiAnalysis });

export const aiResult = z.object({
  /** JSON text `{"data": {...AiAnalysis}}` of the latest successful analysis; null when none yet. */
  aiTaskResult: z.string().nullable(),
  /** When that analysis finished (`YYYY-MM-DD HH:mm:ss`, China time); null when none yet. */
  updateTime: z.string().nullable(),
});
export type AiResult = z.infer<typeof aiResult>;

export const aiComment = z.object({ score: z.number().int() });
export type AiComment = z.infer<typeof aiComment>;

const scoreSchema = z.union(
  COMMENT_SCORES.map((score) => z.literal(score)) as [z.ZodLiteral<100>, z.ZodLiteral<50>, z.ZodLiteral<0>],
);

const PARSING = ['customerActivityParsing', 'customerDetailParsing'] as const;
const RESET_PARSING = ['customerActivityReSetParsing', 'customerDetailReSetParsing'] as const;

export const activityRecordings = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/activity/:id/recordings',
  access: anyPermission('customerDetail:get', 'customerActivityList:query'),
  summary:
    "A call follow-up's recordings in call order (a follow-up the caller may open; an empty list for a follow-up without a call).",
  params: idParams,
  answer: z.array(recordingItem),
});

export const activityAi = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/activity/:id/ai',
  access: anyPermission(...PARSING),
  summary:
    'The latest successful AI analysis of a follow-up the caller may open: aiTaskResult (JSON text whose data part is the result) and updateTime; both null when none yet.',
  params: idParams,
  answer: aiResult,
});

export const activityReparse = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/activity/:id/ai',
  access: anyPermission(...RESET_PARSING),
  summary:
    'Re-parse: queues a new analysis of the follow-up (after speech-to-text of recordings still without a transcript).',
  params: idParams,
  answer: z.null(),
});

export const taskComment = defineEndpoint({
  method: 'GET',
  path: '/erp/ai/task/:id/comment',
  access: anyPermission(...PARSING),
  summary: "The caller's rating of an AI task, or null when they have not rated it.",
  params: idParams,
  answer: aiComment.nullable(),
});

export const taskCommentAdd = defineEndpoint({
  method: 'POST',
  path: '/erp/ai/task/:id/comment',
  access: anyPermission(...PARSING),
  summary:
    'Rates an AI task once (100 good, 50 fair, 0 bad); a second rating by the same user is refused (400).',
  params: idParams,
  body: z.object({ score: scoreSchema }),
  answer: z.null(),
});
