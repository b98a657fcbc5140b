import { pickupOrderTimeline, repairTimeline } from '@atrium/contract/endpoints/repair-timelines';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import type { TimelineKind } from '../../platform/timeline/timeline-kinds.js';
import { assertRepairInScope } from './repair-scopes.js';
import { pickupOrders, repairs } from './repairs.tables.js';

/** A repair's timeline, read as its detail is: the repair scope, then the repair, by its number. */
export const repairTimelineKind: TimelineKind = {
  declaration: repairTimeline,
  visible: async ({ db }, member, id) => {
    await assertRepairInScope(db, member, id);
    const [row] = await db
      .select({ documentNo: repairs.documentNo })
      .from(repairs)
      .where(and(eq(repairs.orgId, member.orgId), eq(repairs.id, id)));
    if (!row) throw new AppError(404, 'repairs.repairMissing');
    return { label: row.documentNo };
  },
};

/** A pickup's timeline: any pickup of the organization (pickups have no narrower scope). */
export const pickupOrderTimelineKind: TimelineKind = {
  declaration: pickupOrderTimeline,
  visible: async ({ db }, member, id) => {
    const [row] = await db
      .select({ documentNo: pickupOrders.documentNo })
      .from(pickupOrders)
      .where(and(eq(pickupOrders.orgId, member.orgId), eq(pickupOrders.id, id)));
    if (!row) throw new AppError(404, 'repairs.pickupMissing');
    return { label: row.documentNo };
  },
};
