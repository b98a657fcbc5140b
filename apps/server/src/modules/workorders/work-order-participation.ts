import type { WorkOrderCommentVisibility } from '@atrium/contract/endpoints/work-orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import { filesOfOrganization } from '../files/attached-files.js';
import {
  addHandler,
  calendarOf,
  lockWorkOrder,
  saveWorkOrder,
  type WorkOrderActor,
} from './work-order-records.js';
import { clocksOf, stoppedClock } from './work-order-sla.js';
import { workOrderFollowers } from './work-orders.tables.js';

/**
 * Taking part in a work order (docs/workorders.md "Timeline"): comments, internal or visible to
 * the customer (the first customer-visible reply stops the response clock: the customer has an
 * answer), each commenter counted among the handlers; and following (我关注的).
 */

export async function commentOnWorkOrder(
  tx: Db,
  actor: WorkOrderActor & { userId: number },
  id: number,
  comment: { content: string; visibility: WorkOrderCommentVisibility; fileIds: number[] },
  now: Date,
): Promise<number> {
  const row = await lockWorkOrder(tx, actor.orgId, id);
  const fileIds = await filesOfOrganization(tx, actor.orgId, comment.fileIds);
  if (fileIds === null) throw fieldError('fileIds', 'workorders.fileMissing');
  if (comment.visibility === 'customer' && row.respondedAt === null) {
    const calendar = await calendarOf(tx, row.orgId);
    const clocks = clocksOf(row);
    await saveWorkOrder(
      tx,
      row,
      {},
      { ...clocks, response: stoppedClock(calendar, clocks.response, now) },
      calendar,
      now,
    );
  }
  await addHandler(tx, row.orgId, row.id, actor.userId, now);
  const [entryId] = await writeTimelineEntries(tx, [
    {
      orgId: row.orgId,
      recordKind: 'workOrder',
      recordId: row.id,
      type: 'comment',
      body: comment.content,
      fileIds,
      data: { visibility: comment.visibility },
      authorUserId: actor.userId,
      at: now,
    },
  ]);
  return entryId!;
}

/** Follows (true) or stops following (false); a repeat changes nothing. */
export async function setFollowing(
  db: Db,
  actor: WorkOrderActor & { userId: number },
  id: number,
  following: boolean,
): Promise<{ following: boolean }> {
  if (following) {
    await db
      .insert(workOrderFollowers)
      .values({ orgId: actor.orgId, workOrderId: id, userId: actor.userId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(workOrderFollowers)
      .where(
        and(
          eq(workOrderFollowers.orgId, actor.orgId),
          eq(workOrderFollowers.workOrderId, id),
          eq(workOrderFollowers.userId, actor.userId),
        ),
      );
  }
  return { following };
}
