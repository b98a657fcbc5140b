import { workOrderTimeline } from '@atrium/contract/endpoints/work-orders';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import type { TimelineKind } from '../../platform/timeline/timeline-kinds.js';
import { assertWorkOrderInScope } from './work-order-scope.js';
import { workOrders } from './work-orders.tables.js';

/** A work order's timeline, read as its detail is: the scope, then the work order, by its number. */
export const workOrderTimelineKind: TimelineKind = {
  declaration: workOrderTimeline,
  visible: async ({ db }, member, id) => {
    await assertWorkOrderInScope(db, member, id);
    const [row] = await db
      .select({ documentNo: workOrders.documentNo })
      .from(workOrders)
      .where(and(eq(workOrders.orgId, member.orgId), eq(workOrders.id, id)));
    if (!row) throw new AppError(404, 'workorders.missing');
    return { label: row.documentNo };
  },
};
