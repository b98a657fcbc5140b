import { and, eq, sql } from 'drizzle-orm';
import type { ApprovalPoint } from '../../platform/approvals/approval-points.js';
import { stockMoves } from './stock.tables.js';

type Receipt = { id: number; documentNo: string; warehouseName: string; supplierName: string };

/** Fen as yuan text with two decimals, exactly (no float on the way). */
const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/**
 * 冲销 of a receipt worth more than the organization's threshold needs an approval (docs/approvals.md,
 * "Bindings"): the receipt's worth is what its moves carried in (the sum of their values, fen).
 */
export const receiptReversalApprovalPoint: ApprovalPoint = {
  on: 'stockReceipt.reverse',
  measure: 'amount',
  label: 'stock.approvalPointReceiptReverse',
  async value(event) {
    const [row] = await event.tx
      .select({ worth: sql<string>`coalesce(sum(${stockMoves.value}), 0)` })
      .from(stockMoves)
      .where(
        and(
          eq(stockMoves.orgId, event.actor.orgId),
          eq(stockMoves.documentKind, 'receipt'),
          eq(stockMoves.documentId, event.id),
        ),
      );
    return Number(row?.worth ?? 0);
  },
  subject(event, worth) {
    const receipt = event.record as Receipt;
    return {
      label: receipt.documentNo,
      // The receipts list opening this receipt's detail (apps/web/src/features/stock/document-paths.ts).
      path: `/supply/stock/receipt/list?open=${receipt.id}`,
      formData: {
        documentNo: receipt.documentNo,
        amount: yuan(worth),
        warehouse: receipt.warehouseName,
        supplier: receipt.supplierName,
      },
    };
  },
};
