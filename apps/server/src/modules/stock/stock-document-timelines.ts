import { countTimeline } from '@atrium/contract/endpoints/stock-count-timeline';
import { receiptTimeline } from '@atrium/contract/endpoints/stock-receipt-timeline';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error.js';
import type { TimelineKind } from '../../platform/timeline/timeline-kinds.js';
import { stockDocuments } from './stock.tables.js';
import { assertDocumentInScope, type DocumentList } from './stock-scopes.js';

/**
 * A stock document's timeline, read as its detail is: the list's data scope, then a document of
 * those kinds in the organization; linked by its number.
 */
function documentTimelineKind(
  declaration: TimelineKind['declaration'],
  list: DocumentList,
  kinds: ('receipt' | 'reversal' | 'count')[],
): TimelineKind {
  return {
    declaration,
    visible: async ({ app, db }, member, id) => {
      await assertDocumentInScope(db, app.dataScopes, member, list, id);
      const [row] = await db
        .select({ documentNo: stockDocuments.documentNo })
        .from(stockDocuments)
        .where(
          and(
            eq(stockDocuments.orgId, member.orgId),
            eq(stockDocuments.id, id),
            inArray(stockDocuments.kind, kinds),
          ),
        );
      if (!row) throw new AppError(404, 'stock.documentMissing');
      return { label: row.documentNo };
    },
  };
}

/** A receipt's (or its reversal's): its `reverse` transition lands here by itself (platform/transitions). */
export const receiptTimelineKind = documentTimelineKind(receiptTimeline, 'receipts', ['receipt', 'reversal']);

/** A count's: comments, files and links (a count has no transitions: it is posted when made). */
export const countTimelineKind = documentTimelineKind(countTimeline, 'counts', ['count']);
