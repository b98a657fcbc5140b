import { receiptTimeline } from '@atrium/contract/endpoints/stock-receipt-timeline';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import type { TimelineKind } from '../../platform/timeline/timeline-kinds.js';
import { stockDocuments } from './stock.tables.js';
import { assertDocumentInScope } from './stock-scopes.js';

/**
 * A receipt's (or its reversal's) timeline: read as its detail is (the receipts' data scope, then
 * a receipt or reversal of the organization), linked by its number. Its `reverse` transition
 * lands here by itself (platform/transitions writes the state change).
 */
export const receiptTimelineKind: TimelineKind = {
  declaration: receiptTimeline,
  visible: async ({ app, db }, member, id) => {
    await assertDocumentInScope(db, app.dataScopes, member, 'receipts', id);
    const [row] = await db
      .select({ documentNo: stockDocuments.documentNo })
      .from(stockDocuments)
      .where(
        and(
          eq(stockDocuments.orgId, member.orgId),
          eq(stockDocuments.id, id),
          inArray(stockDocuments.kind, ['receipt', 'reversal']),
        ),
      );
    if (!row) throw new AppError(404, 'stock.documentMissing');
    return { label: row.documentNo };
  },
};
