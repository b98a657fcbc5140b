import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { callRecordings } from '../call/call.tables.js';
import { customerActivities } from '../crm/activities.tables.js';
import { aiTasks } from './ai.tables.js';
import { analyzeActivityNow } from './ai-pipeline.js';

/**
 * The demo calls' follow-ups whose recording was transcribed get their analysis now (offline
 * analyzer), oldest first, so the recording dialog's AI panel has something to show from the start.
 * A step of its own after the call demo: the call module does not import ai (ai reads the calls).
 */
export async function analyzeDemoCallFollowUps(tx: Db, orgId: number): Promise<void> {
  const unanalysed = await tx
    .select({ id: customerActivities.id })
    .from(customerActivities)
    .innerJoin(callRecordings, eq(callRecordings.callRecordId, customerActivities.callRecordId))
    .leftJoin(aiTasks, eq(aiTasks.activityId, customerActivities.id))
    .where(
      and(eq(customerActivities.orgId, orgId), eq(callRecordings.voiceStatus, 'SUCCESS'), isNull(aiTasks.id)),
    )
    .orderBy(asc(customerActivities.id));
  for (const { id } of unanalysed) await analyzeActivityNow(tx, orgId, id);
}
