import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { orgIdColumn, users } from '../admin/admin.tables.js';
import { files } from '../files/files.tables.js';
import { customers } from './customers.tables.js';

/**
 * Files attached to a customer (附件): uploaded through the files module, one row per file per
 * customer. The service checks the file belongs to the customer's organization.
 */
export const customerAttachments = pgTable(
  'customer_attachments',
  {
    orgId: orgIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    addedByUserId: integer('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.fileId] }),
    // A file's deletion cascades here; without this index it would scan the table.
    index('customer_attachments_file_idx').on(t.fileId),
  ],
);
