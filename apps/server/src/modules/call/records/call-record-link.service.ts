import type { CustomerActivity, callRecordsApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { addActivity } from '../../crm/activities/activities.service.js';
import { selectActivities, toActivityRows } from '../../crm/activities/activity-rows.js';
import { setActivityEntryCall } from '../../crm/activities/activity-timeline.js';
import { customerActivities } from '../../crm/activities.tables.js';
import { visibleCustomer } from '../../crm/customers/customer-queries.service.js';
import { callRecords } from '../call.tables.js';
import { noteCallRecording } from '../telephony/call-follow-up.js';
import { scopedCall } from './call-record-list.service.js';

type LinkBody = BodyOf<typeof callRecordsApi.callRecordLink>;

/** The followUpType value of a call follow-up (dict-defaults.ts), as the telephony path writes it. */
export const CALL_ACTIVITY_KIND = 'call';

/**
 * An existing follow-up the call may take: of the organization, on a customer the caller may open,
 * without a call yet, and on the call's customer when the call has one.
 */
async function linkableActivity(tx: Db, scope: DataScope, callCustomerId: number | null, activityId: number) {
  const [activity] = await tx
    .select({
      id: customerActivities.id,
      customerId: customerActivities.customerId,
      callRecordId: customerActivities.callRecordId,
    })
    .from(customerActivities)
    .where(and(eq(customerActivities.orgId, scope.orgId), eq(customerActivities.id, activityId)))
    .for('update');
  const fits =
    activity !== undefined &&
    activity.callRecordId === null &&
    (callCustomerId === null || activity.customerId === callCustomerId);
  if (!fits) throw fieldError('activityId', 'callRecord.activityNotLinkable');
  await visibleCustomer(tx, scope, activity.customerId).catch(() => {
    throw fieldError('activityId', 'callRecord.activityNotLinkable');
  });
  return activity;
}

/**
 * POST /erp/call/record/:id/activity (关联跟进): links a call of the caller's scope to an existing
 * follow-up, or writes a new call follow-up through the follow-up service (its kind, scope,
 * last-follow-up and timeline rules) on the customer the caller names. The follow-up's call, the
 * call's follow-up and customer, and the audit entries commit together; a call links once.
 */
export function linkCallRecord(
  db: Db,
  actor: Actor,
  scope: DataScope,
  callId: number,
  body: LinkBody,
): Promise<CustomerActivity> {
  return db.transaction(async (tx) => {
    await scopedCall(tx, scope, callId);
    const [call] = await tx
      .select({ customerId: callRecords.customerId, activityId: callRecords.activityId })
      .from(callRecords)
      .where(and(eq(callRecords.orgId, actor.orgId), eq(callRecords.id, callId)))
      .for('update');
    if (!call) throw new AppError(404, 'notFound');
    if (call.activityId !== null) throw new AppError(400, 'callRecord.alreadyLinked');

    let activityId: number;
    let customerId: number;
    if ('activityId' in body) {
      const activity = await linkableActivity(tx, scope, call.customerId, body.activityId);
      activityId = activity.id;
      customerId = activity.customerId;
    } else {
      const created = await addActivity(tx, actor, scope, body.customerId, {
        kind: CALL_ACTIVITY_KIND,
        content: body.content,
        attachmentFileIds: [],
      });
      activityId = created.id;
      customerId = created.customerId;
    }
    await tx
      .update(customerActivities)
      .set({ callRecordId: callId })
      .where(and(eq(customerActivities.orgId, actor.orgId), eq(customerActivities.id, activityId)));
    await setActivityEntryCall(tx, actor.orgId, activityId, callId);
    await noteCallRecording(tx, actor.orgId, callId, activityId);
    await tx
      .update(callRecords)
      .set({ activityId, customerId })
      .where(and(eq(callRecords.orgId, actor.orgId), eq(callRecords.id, callId)));
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'callRecord',
      entityId: callId,
      before: { activityId: null, customerId: call.customerId },
      after: { activityId, customerId },
    });
    const rows = await selectActivities(tx).where(eq(customerActivities.id, activityId));
    const [row] = await toActivityRows(tx, actor.orgId, rows);
    return row!;
  });
}
