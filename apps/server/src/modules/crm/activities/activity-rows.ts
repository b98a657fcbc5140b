import type { CustomerActivity } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { users } from '../../admin/admin.tables.js';
import { attachedFilesById } from '../../files/attached-files.js';
import { customerActivities } from '../activities.tables.js';
import { customers } from '../customers.tables.js';

/** Follow-ups joined with their customer and author: add `.where(...)` and paging. */
export const selectActivities = (db: Db) =>
  db
    .select({
      activity: customerActivities,
      customerName: customers.name,
      customerSn: customers.sn,
      authorName: users.name,
    })
    .from(customerActivities)
    .innerJoin(customers, eq(customers.id, customerActivities.customerId))
    .leftJoin(users, eq(users.id, customerActivities.authorUserId))
    .$dynamic();

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

/** Answer rows, with each row's attachments read from the files of the organization in one query. */
export async function toActivityRows(
  db: Db,
  orgId: number,
  rows: SelectedRow[],
): Promise<CustomerActivity[]> {
  const byId = await attachedFilesById(
    db,
    orgId,
    rows.flatMap(({ activity }) => activity.attachmentFileIds),
  );
  return rows.map(({ activity, customerName, customerSn, authorName }) => ({
    id: activity.id,
    customerId: activity.customerId,
    customerName,
    customerSn,
    authorUserId: activity.authorUserId,
    authorName: authorName ?? '',
    kind: activity.kind,
    content: activity.content,
    attachments: activity.attachmentFileIds.flatMap((id) => byId.get(id) ?? []),
    nextFollowUpAt: activity.nextFollowUpAt?.toISOString() ?? null,
    callRecordId: activity.callRecordId,
    hasRecording: activity.hasRecording,
    createdAt: activity.createdAt.toISOString(),
  }));
}
