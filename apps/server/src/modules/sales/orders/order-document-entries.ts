import type { Db } from '../../../platform/db/database.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';

/**
 * What another document did to an order's figures: a shipment, a return received, an invoice
 * requested or voided, a collection, a refund, a collection voided.
 */
export type OrderDocumentAction =
  | 'shipped'
  | 'returned'
  | 'invoiced'
  | 'invoiceVoided'
  | 'collected'
  | 'refunded'
  | 'collectionVoided';

/**
 * Writes, in the document's transaction, one entry on each touched order's timeline (docs/sales.md,
 * Timeline): the action, a link to the document (its timeline kind and number) and the amount it
 * moved on that order (fen, signed as the order's figure moved). So every change of an order's
 * progress is on its timeline, not only those that change its state.
 */
export function writeOrderDocumentEntries(
  tx: Db,
  actor: { orgId: number; userId: number | null },
  action: OrderDocumentAction,
  document: { kind: string; id: number; label: string },
  amountByOrder: Iterable<readonly [orderId: number, amountFen: number]>,
): Promise<number[]> {
  return writeTimelineEntries(
    tx,
    [...amountByOrder].map(([orderId, amountFen]) => ({
      orgId: actor.orgId,
      recordKind: 'saleOrder',
      recordId: orderId,
      type: 'event' as const,
      action,
      link: document,
      data: { amountFen },
      authorUserId: actor.userId,
    })),
  );
}

/** The amounts of document lines summed per order. */
export function amountsByOrder(lines: readonly { orderId: number; amount: number }[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.orderId, (sums.get(line.orderId) ?? 0) + line.amount);
  return sums;
}
