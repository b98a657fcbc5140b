import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { orgIdColumn, updatedAt } from '../../modules/admin/admin.tables.js';

/**
 * An organization's setting of one approval point (approval-points.ts): whether the point needs
 * approval, by which process, and above what value. Read by the point's gate in the transaction
 * that asks; written from the approvals module's settings (docs/approvals.md, "Bindings").
 */
export const approvalBindings = pgTable(
  'approval_bindings',
  {
    orgId: orgIdColumn(),
    /** The point's gate key (`stockReceipt.reverse`, `customer.bulkTransfer`). */
    point: text('point').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** The approval process to start (approval_processes.id of the same organization). */
    processId: integer('process_id'),
    /** Approval is needed when the measured value is above this: fen for an amount, else a count. */
    threshold: bigint('threshold', { mode: 'number' }).notNull().default(0),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.point] })],
);
