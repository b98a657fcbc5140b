import type { ApprovalPoint } from '../../../platform/approvals/approval-points.js';
import { yuan } from './order-collections.js';

type ReturnRecord = { id: number; documentNo: string; totalFen: number; reason: string };

/**
 * 收货 of a return worth more than the organization's threshold needs an approval (docs/approvals.md,
 * "Bindings"; docs/sales-money.md): its worth is the return's amount (its lines' share of the order).
 */
export const returnReceiveApprovalPoint: ApprovalPoint = {
  on: 'returnOrder.receive',
  measure: 'amount',
  label: 'sales.approvalPointReturnReceive',
  value: (event) => Number((event.record as ReturnRecord).totalFen),
  subject(event, worth) {
    const record = event.record as ReturnRecord;
    return {
      label: record.documentNo,
      path: `/sale/return/detail/${record.id}`,
      formData: { documentNo: record.documentNo, amount: yuan(worth), reason: record.reason },
    };
  },
};
