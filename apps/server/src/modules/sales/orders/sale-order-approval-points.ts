import { and, eq, sql } from 'drizzle-orm';
import type { ApprovalPoint, ApprovalSubject } from '../../../platform/approvals/approval-points.js';
import type { SaleOrderRow } from './order-progress.js';
import { saleOrderLines } from './sale-orders.tables.js';

/** Fen as yuan text with two decimals, exactly. */
const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

function subjectOf(order: SaleOrderRow, extra: Record<string, unknown>): ApprovalSubject {
  return {
    label: `${order.documentNo} ${order.customerName}`,
    path: `/sale/order/detail/${order.id}`,
    formData: {
      documentNo: order.documentNo,
      customer: order.customerName,
      amount: yuan(order.totalFen),
      customerRate: `${order.customerDiscountRate / 100}%`,
      ...extra,
    },
  };
}

/**
 * Submitting an order whose lines are discounted deeper than the customer's rate (客户折扣率)
 * needs an approval (docs/sales-orders.md): measured as the number of such lines, so a threshold
 * of 0 means "any".
 */
export const saleOrderDiscountApprovalPoint: ApprovalPoint = {
  on: 'saleOrder.submit',
  key: 'saleOrder.submit.discount',
  measure: 'count',
  label: 'sales.approvalPointDiscount',
  async value(event) {
    const order = event.record as SaleOrderRow;
    const [row] = await event.tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(saleOrderLines)
      .where(
        and(
          eq(saleOrderLines.parentId, order.id),
          sql`${saleOrderLines.discountRate} < ${order.customerDiscountRate}`,
        ),
      );
    return row?.count ?? 0;
  },
  subject: (event, count) => subjectOf(event.record as SaleOrderRow, { count }),
};

/** Submitting an order above an amount (its total, fen) needs an approval. */
export const saleOrderAmountApprovalPoint: ApprovalPoint = {
  on: 'saleOrder.submit',
  key: 'saleOrder.submit.amount',
  measure: 'amount',
  label: 'sales.approvalPointAmount',
  value: (event) => (event.record as SaleOrderRow).totalFen,
  subject: (event) => subjectOf(event.record as SaleOrderRow, {}),
};
