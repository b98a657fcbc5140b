import { and, eq, inArray } from 'drizzle-orm';
import type { ApprovalPoint } from '../../../platform/approvals/approval-points.js';
import { users } from '../../admin/admin.tables.js';
import { customers } from '../customers.tables.js';

type BulkTransfer = { ids: number[]; toUserId: number; reason: string };

/** How many customers the approval form lists by name (the rest are counted). */
const NAMED_AT_MOST = 20;

/**
 * A bulk 客户转移 of more customers than the organization's threshold needs an approval
 * (docs/approvals.md, "Bindings"). The command's payload is what was asked; the approval shows
 * the receiver, the count, the reason and the first customers by name.
 */
export const bulkTransferApprovalPoint: ApprovalPoint = {
  on: 'customer.bulkTransfer',
  measure: 'count',
  label: 'customer.approvalPointBulkTransfer',
  value: (event) => new Set((event.record as BulkTransfer).ids).size,
  async subject(event) {
    const asked = event.record as BulkTransfer;
    const ids = [...new Set(asked.ids)];
    const [receiver] = await event.tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, asked.toUserId));
    const named = await event.tx
      .select({ name: customers.name })
      .from(customers)
      .where(and(eq(customers.orgId, event.actor.orgId), inArray(customers.id, ids.slice(0, NAMED_AT_MOST))));
    const toUser = receiver?.name ?? '';
    return {
      label: `${toUser} ← ${ids.length}`,
      path: '',
      formData: {
        count: ids.length,
        toUser,
        reason: asked.reason,
        customers: named.map((customer) => customer.name).join('、'),
      },
    };
  },
};
