import { crmActivitiesApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { listDictItems } from '../../common/common.service.js';
import { markActivityRecorded, writeActivityEntries } from '../../crm/activities/activity-timeline.js';
import { customerActivities } from '../../crm/activities.tables.js';
import { insertCustomerEvents } from '../../crm/customers/customer-events.js';
import { customers } from '../../crm/customers.tables.js';
import { callRecordings } from '../call.tables.js';

/** The followUpType dictionary value of call follow-ups (dict-defaults.ts: 电话). */
export const CALL_FOLLOW_UP_KIND = 'call';

/** Whether the call has a recording (a vendor may send it before the hang-up). */
export async function callHasRecording(tx: Db, orgId: number, callRecordId: number): Promise<boolean> {
  const [recording] = await tx
    .select({ id: callRecordings.id })
    .from(callRecordings)
    .where(and(eq(callRecordings.orgId, orgId), eq(callRecordings.callRecordId, callRecordId)))
    .limit(1);
  return recording !== undefined;
}

/** A call was linked to a follow-up: the follow-up offers 录音 when the call has a recording. */
export async function noteCallRecording(
  tx: Db,
  orgId: number,
  callRecordId: number,
  activityId: number | null,
) {
  if (activityId !== null && (await callHasRecording(tx, orgId, callRecordId)))
    await markActivityRecorded(tx, orgId, activityId);
}

/** 65 → "1分5秒", 3725 → "1小时2分5秒", 9 → "9秒". */
export function talkTimeText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours ? `${hours}小时` : ''}${hours || minutes ? `${minutes}分` : ''}${rest}秒`;
}

export interface EndedCall {
  orgId: number;
  callRecordId: number;
  customerId: number;
  agentUserId: number | null;
  direction: 'inbound' | 'outbound';
  customerNumber: string;
  outcome: 'answered' | 'missed';
  durationSeconds: number;
  endedAt: Date;
}

/**
 * The follow-up of an ended call on the matched customer (跟进记录, kind 电话), linked both ways
 * (customer_activities.call_record_id, and the caller sets call_records.activity_id). An answered
 * call also counts as the customer's latest follow-up and shows on its timeline; a missed one is
 * only logged, since nobody talked to the customer.
 */
export async function writeCallFollowUp(tx: Db, call: EndedCall): Promise<number> {
  const verb = call.direction === 'inbound' ? '来电' : '去电';
  const content =
    call.outcome === 'answered'
      ? `${verb} ${call.customerNumber}，通话 ${talkTimeText(call.durationSeconds)}`
      : `${call.direction === 'inbound' ? '未接来电' : '未接通去电'} ${call.customerNumber}`;
  const [activity] = (await tx
    .insert(customerActivities)
    .values({
      orgId: call.orgId,
      customerId: call.customerId,
      authorUserId: call.agentUserId,
      kind: CALL_FOLLOW_UP_KIND,
      content,
      callRecordId: call.callRecordId,
      hasRecording: await callHasRecording(tx, call.orgId, call.callRecordId),
      createdAt: call.endedAt,
    })
    .returning()) as [typeof customerActivities.$inferSelect];
  await writeActivityEntries(tx, [activity]);
  if (call.outcome === 'answered') {
    await tx
      .update(customers)
      .set({ lastFollowUpAt: call.endedAt })
      .where(and(eq(customers.orgId, call.orgId), eq(customers.id, call.customerId)));
    const kinds = await listDictItems(tx, call.orgId, crmActivitiesApi.ACTIVITY_KIND_DICT);
    await insertCustomerEvents(tx, {
      orgId: call.orgId,
      customerId: call.customerId,
      kind: 'followed_up',
      actorUserId: call.agentUserId,
      reason: kinds.find(({ value }) => value === CALL_FOLLOW_UP_KIND)?.label ?? '电话',
      at: call.endedAt,
    });
  }
  return activity.id;
}
