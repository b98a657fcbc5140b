import { filesApi, formatBusinessDateTime, type RecordingItem } from '@atrium/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/data-scope.js';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { customerActivities } from '../crm/activities.tables.js';
import { visibleCustomer } from '../crm/customers/customer-queries.service.js';
import { aiTaskComments, aiTasks } from './ai.tables.js';
import { createAnalysisTask, recordingsOfCall } from './ai-pipeline.js';

/** The player's starting speed. */
const DEFAULT_RATE = 1;

/** A follow-up the caller may open (its customer in their data scope, or in the pool); else 404. */
export async function visibleActivity(db: Db, scope: DataScope, activityId: number) {
  const [activity] = await db
    .select()
    .from(customerActivities)
    .where(and(eq(customerActivities.orgId, scope.orgId), eq(customerActivities.id, activityId)));
  if (!activity) throw notFound();
  await visibleCustomer(db, scope, activity.customerId);
  return activity;
}

const downloadPath = (fileId: number) => filesApi.download.path.replace(':id', String(fileId));

/** GET /erp/crm/activity/:id/recordings */
export async function listRecordings(db: Db, scope: DataScope, activityId: number): Promise<RecordingItem[]> {
  const activity = await visibleActivity(db, scope, activityId);
  if (activity.callRecordId === null) return [];
  const rows = await recordingsOfCall(db, scope.orgId, activity.callRecordId);
  return rows.map((row) => ({
    id: row.id,
    voiceUrl: row.fileId !== null ? downloadPath(row.fileId) : row.url,
    voiceStatus: row.voiceStatus,
    convertText: row.voiceStatus === 'SUCCESS' ? row.convertText : null,
    transformResult: row.transcriber,
    defaultRate: DEFAULT_RATE,
    durationSeconds: row.durationSeconds,
  }));
}

/** GET /erp/crm/activity/:id/ai: the latest analysis that succeeded. */
export async function latestAiResult(db: Db, scope: DataScope, activityId: number) {
  await visibleActivity(db, scope, activityId);
  const [task] = await db
    .select()
    .from(aiTasks)
    .where(
      and(
        eq(aiTasks.orgId, scope.orgId),
        eq(aiTasks.activityId, activityId),
        eq(aiTasks.status, 'succeeded'),
      ),
    )
    .orderBy(desc(aiTasks.id))
    .limit(1);
  if (!task?.result) return { aiTaskResult: null, updateTime: null };
  const data = {
    ...task.result,
    id: task.id,
    version: task.version,
    analyzer: task.analyzer ?? '',
    model: task.model ?? '',
    promptVersion: task.promptVersion ?? '',
  };
  return { aiTaskResult: JSON.stringify({ data }), updateTime: formatBusinessDateTime(task.updatedAt) };
}

/** POST /erp/crm/activity/:id/ai: a new queued analysis (the caller queues its job). */
export async function requestReparse(db: Db, actor: Actor, scope: DataScope, activityId: number) {
  await visibleActivity(db, scope, activityId);
  return db.transaction(async (tx) => {
    const taskId = await createAnalysisTask(tx, actor.orgId, activityId, actor.userId);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'aiTask',
      entityId: taskId,
      after: { activityId },
    });
    return taskId;
  });
}

/** An AI task whose follow-up the caller may open. */
async function visibleTask(db: Db, scope: DataScope, taskId: number) {
  const [task] = await db
    .select({ id: aiTasks.id, activityId: aiTasks.activityId })
    .from(aiTasks)
    .where(and(eq(aiTasks.orgId, scope.orgId), eq(aiTasks.id, taskId)));
  if (!task) throw notFound();
  await visibleActivity(db, scope, task.activityId);
  return task;
}

/** GET /erp/ai/task/:id/comment */
export async function commentOf(db: Db, scope: DataScope, taskId: number) {
  await visibleTask(db, scope, taskId);
  const [comment] = await db
    .select({ score: aiTaskComments.score })
    .from(aiTaskComments)
    .where(and(eq(aiTaskComments.taskId, taskId), eq(aiTaskComments.userId, scope.userId)));
  return comment ?? null;
}

/** POST /erp/ai/task/:id/comment: once per user and task. */
export async function addComment(db: Db, actor: Actor, scope: DataScope, taskId: number, score: number) {
  await visibleTask(db, scope, taskId);
  try {
    await db.transaction(async (tx) => {
      const [comment] = await tx
        .insert(aiTaskComments)
        .values({ orgId: actor.orgId, taskId, userId: actor.userId, score })
        .returning({ id: aiTaskComments.id });
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        entity: 'aiTaskComment',
        entityId: comment!.id,
        after: { taskId, score },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(400, 'ai.alreadyCommented');
    throw error;
  }
  return null;
}
