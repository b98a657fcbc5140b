import { saleOrderTimeline } from '@atrium/contract/endpoints/sale-order-timeline';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../platform/http/app-error.js';
import type { TimelineKind } from '../../../platform/timeline/timeline-kinds.js';
import { assertOrderInScope } from './sale-order-scopes.js';
import { saleOrders } from './sale-orders.tables.js';

/** A sale order's timeline, read as its detail is: the order scope, then the order, by its number. */
export const saleOrderTimelineKind: TimelineKind = {
  declaration: saleOrderTimeline,
  visible: async ({ db }, member, id) => {
    await assertOrderInScope(db, member, id);
    const [row] = await db
      .select({ documentNo: saleOrders.documentNo })
      .from(saleOrders)
      .where(and(eq(saleOrders.orgId, member.orgId), eq(saleOrders.id, id)));
    if (!row) throw new AppError(404, 'sales.orderMissing');
    return { label: row.documentNo };
  },
};
