import type { StockDocument, StockDocumentRow } from '@atrium/contract/endpoints/stock-documents';
import { receiptTransitions } from '@atrium/contract/endpoints/stock-documents';
import { and, eq } from 'drizzle-orm';
import type { TransitionKind, TransitionRegistry } from '../../platform/transitions/record-transitions.js';
import { stockDocuments } from './stock.tables.js';
import { postReversal, receiptRow } from './stock-documents.service.js';

type ReceiptRow = typeof stockDocuments.$inferSelect;
type ReceiptState = (typeof receiptTransitions.states)[number];

/**
 * A receipt's transitions on the server: its state is `reversed` once a reversing document points
 * at it, else `posted`; its version counts the transitions it took (1 posted, 2 reversed), since
 * a posted document changes only by them. `reverse` posts the reversal (postReversal).
 */
export const receiptTransitionKind: TransitionKind<ReceiptState, 'reverse', StockDocument> = {
  declaration: receiptTransitions,
  async read(db, orgId, id, lock) {
    const receipt = await receiptRow(db, orgId, id, lock);
    if (!receipt) return undefined;
    const [reversal] = await db
      .select({ id: stockDocuments.id })
      .from(stockDocuments)
      .where(and(eq(stockDocuments.orgId, orgId), eq(stockDocuments.reversesDocumentId, receipt.id)));
    return reversal
      ? { state: 'reversed', version: 2, record: receipt }
      : { state: 'posted', version: 1, record: receipt };
  },
  missing: 'stock.documentMissing',
  // `reverse` starts only from `posted`: the one other state is `reversed`.
  refused: () => 'stock.alreadyReversed',
  effects: {
    reverse: (tx, actor, _id, read) => postReversal(tx, actor, read.record as ReceiptRow),
  },
};

/** A receipts page with each receipt's transitions the caller may take now (the list's row actions). */
export async function withReceiptTransitions(
  transitions: TransitionRegistry,
  caller: { orgId: number; userId: number },
  page: { list: StockDocumentRow[] },
): Promise<void> {
  const receipts = page.list
    .filter((row) => row.kind === 'receipt')
    .map((row) => ({ id: row.id, state: row.reversedById ? ('reversed' as const) : ('posted' as const) }));
  const offered = await transitions.offeredOn(receiptTransitionKind, caller, receipts);
  for (const row of page.list) row.transitions = offered.get(row.id)?.transitions ?? [];
}
