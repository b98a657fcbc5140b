import { supplierTimeline } from '@atrium/contract/endpoints/supplier-timeline';
import type { Db } from '../../platform/db/database.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import type { TimelineKind } from '../../platform/timeline/timeline-kinds.js';
import type { supplierActivities } from './supplier-activities.tables.js';
import { visibleSupplier } from './suppliers-in-scope.js';

/** A supplier's timeline: readable by whoever may open the supplier (its data scope), linked by its name. */
export const supplierTimelineKind: TimelineKind = {
  declaration: supplierTimeline,
  visible: async ({ db }, member, id) => ({ label: (await visibleSupplier(db, member, id)).name }),
};

/**
 * An activity's entry on its supplier's timeline (the activity stays its own record for the feed
 * across suppliers), at the time it took place, `data.activityId` naming it.
 */
export function writeSupplierActivityEntries(
  tx: Db,
  activities: readonly (typeof supplierActivities.$inferSelect)[],
) {
  return writeTimelineEntries(
    tx,
    activities.map((activity) => ({
      orgId: activity.orgId,
      recordKind: supplierTimeline.kind,
      recordId: activity.supplierId,
      type: 'activity' as const,
      action: activity.kind,
      body: activity.content,
      fileIds: activity.attachmentFileIds,
      data: { activityId: activity.id },
      authorUserId: activity.authorUserId,
      at: activity.occurredAt,
    })),
  );
}
