import { customerTimeline } from '@atrium/contract/endpoints/crm-customer-timeline';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { timelineEntries } from '../../../platform/timeline/timeline.tables.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import { customerActivities } from '../activities.tables.js';

type ActivityRow = typeof customerActivities.$inferSelect;

/**
 * A follow-up's entry on its customer's timeline: the follow-up stays its own record (the activity
 * list filters it, the AI parses it, a call points at it); the timeline shows it with its kind,
 * content, files and next follow-up, `data.activityId` naming it. Written in the follow-up's
 * transaction by whoever writes one (the form, the call centre, the demo data).
 */
export async function writeActivityEntries(tx: Db, activities: readonly ActivityRow[]) {
  await writeTimelineEntries(
    tx,
    activities.map((activity) => ({
      orgId: activity.orgId,
      recordKind: customerTimeline.kind,
      recordId: activity.customerId,
      type: 'activity' as const,
      action: activity.kind,
      body: activity.content,
      fileIds: activity.attachmentFileIds,
      data: {
        activityId: activity.id,
        nextFollowUpAt: activity.nextFollowUpAt?.toISOString() ?? null,
        callRecordId: activity.callRecordId,
        hasRecording: activity.hasRecording,
      },
      authorUserId: activity.authorUserId,
      at: activity.createdAt,
    })),
  );
}

/** A call linked to a follow-up afterwards: its entry names the call too. */
export async function setActivityEntryCall(tx: Db, orgId: number, activityId: number, callRecordId: number) {
  await tx
    .update(timelineEntries)
    .set({ data: sql`${timelineEntries.data} || jsonb_build_object('callRecordId', ${callRecordId}::int)` })
    .where(activityEntry(orgId, [activityId]));
}

/**
 * The call of a follow-up has a recording (it arrived, or a recorded call was linked): the
 * follow-up and its timeline entry offer 录音 from now on.
 */
export async function markActivityRecorded(tx: Db, orgId: number, activityId: number) {
  await tx
    .update(customerActivities)
    .set({ hasRecording: true })
    .where(and(eq(customerActivities.orgId, orgId), eq(customerActivities.id, activityId)));
  await tx
    .update(timelineEntries)
    .set({ data: sql`${timelineEntries.data} || jsonb_build_object('hasRecording', true)` })
    .where(activityEntry(orgId, [activityId]));
}

const activityEntry = (orgId: number, activityIds: readonly number[]) =>
  and(
    eq(timelineEntries.orgId, orgId),
    eq(timelineEntries.recordKind, customerTimeline.kind),
    eq(timelineEntries.type, 'activity'),
    inArray(sql<number>`(${timelineEntries.data} ->> 'activityId')::int`, [...activityIds]),
  );

/** A merge moves follow-ups to another customer (and its undo back): their entries follow them. */
export async function moveActivityEntries(
  tx: Db,
  orgId: number,
  activityIds: readonly number[],
  toCustomerId: number,
) {
  if (activityIds.length === 0) return;
  await tx.update(timelineEntries).set({ recordId: toCustomerId }).where(activityEntry(orgId, activityIds));
}
