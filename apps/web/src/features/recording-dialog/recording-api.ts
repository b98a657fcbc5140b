import { type AiAnalysis, aiApi } from '@atrium/contract';
import { callEndpoint } from '../../platform/api/call-endpoint';

/** The recording dialog's calls (spec §7). */
export const fetchRecordings = (activityId: number) =>
  callEndpoint(aiApi.activityRecordings, { params: { id: activityId } });

export const fetchAnalysis = (activityId: number) =>
  callEndpoint(aiApi.activityAi, { params: { id: activityId } });

export const requestReparse = (activityId: number) =>
  callEndpoint(aiApi.activityReparse, { params: { id: activityId } });

export const fetchComment = (taskId: number) =>
  callEndpoint(aiApi.taskComment, { params: { id: taskId }, silent: true });

export const postComment = (taskId: number, score: 100 | 50 | 0) =>
  callEndpoint(aiApi.taskCommentAdd, { params: { id: taskId }, body: { score } });

/** The `data` part of aiTaskResult, or null when there is none (or it cannot be read). */
export function analysisOf(aiTaskResult: string | null | undefined): AiAnalysis | null {
  if (!aiTaskResult) return null;
  try {
    const parsed = JSON.parse(aiTaskResult) as { data?: AiAnalysis };
    return parsed.data ?? null;
  } catch {
    return null;
  }
}
