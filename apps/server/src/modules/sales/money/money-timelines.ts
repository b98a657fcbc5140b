import { invoiceTimeline, returnOrderTimeline } from '@atrium/contract/endpoints/sale-money';
import { invoiceResource } from '@atrium/contract/resources/invoice';
import { returnOrderResource } from '@atrium/contract/resources/return-order';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordScopeCondition } from '../../../platform/access/record-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import type { TimelineKind } from '../../../platform/timeline/timeline-kinds.js';
import { saleInvoices, saleReturns } from './money.tables.js';

type DocumentTable = typeof saleInvoices | typeof saleReturns;

/**
 * A money document's timeline, read as its detail is: the document of the organization within the
 * caller's data scope (the resource's own scopes), linked by its number; 404 otherwise.
 */
function moneyTimelineKind(
  declaration: TimelineKind['declaration'],
  recordScopes: NonNullable<typeof invoiceResource.recordScopes>,
  table: DocumentTable,
): TimelineKind {
  return {
    declaration,
    visible: async ({ app, db }, member, id) => {
      const scope = await recordScopeCondition(
        db,
        app.dataScopes.assignments,
        member,
        recordScopes,
        getTableColumns(table as PgTable) as never,
      );
      const [row] = await db
        .select({ documentNo: table.documentNo })
        .from(table as typeof saleInvoices)
        .where(and(eq(table.orgId, member.orgId), eq(table.id, id), isNull(table.deletedAt), scope));
      if (!row) throw notFound();
      return { label: row.documentNo };
    },
  };
}

export const invoiceTimelineKind = moneyTimelineKind(
  invoiceTimeline,
  invoiceResource.recordScopes!,
  saleInvoices,
);
export const returnOrderTimelineKind = moneyTimelineKind(
  returnOrderTimeline,
  returnOrderResource.recordScopes!,
  saleReturns,
);

/**
 * A money document's first entry on its own timeline, in the transaction that wrote it: who
 * created it and when, linked to its order when it has one (a return; an invoice may span several).
 */
export function writeCreatedEntry(
  tx: Db,
  actor: { orgId: number; userId: number | null },
  recordKind: 'invoice' | 'returnOrder',
  id: number,
  order?: { id: number; documentNo: string },
): Promise<number[]> {
  return writeTimelineEntries(tx, [
    {
      orgId: actor.orgId,
      recordKind,
      recordId: id,
      type: 'event',
      action: 'created',
      link: order && { kind: 'saleOrder', id: order.id, label: order.documentNo },
      authorUserId: actor.userId,
    },
  ]);
}
