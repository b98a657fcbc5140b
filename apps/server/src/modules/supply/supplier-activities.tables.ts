import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, users } from '../admin/admin.tables.js';
import { suppliers } from './suppliers.tables.js';

/** 供应商动态: a visit, call or note on a supplier, with attached files of the organization. Append-only. */
export const supplierActivities = pgTable(
  'supply_supplier_activities',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Ids of files (modules/files) of the same organization. */
    attachmentFileIds: integer('attachment_file_ids').array().notNull().default(sql`'{}'::integer[]`),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // DESC NULLS FIRST as a plain `ORDER BY … DESC` reads it (see crm/activities.tables.ts).
    index('supply_supplier_activities_org_occurred_idx').on(
      t.orgId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('supply_supplier_activities_supplier_occurred_idx').on(
      t.supplierId,
      t.occurredAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('supply_supplier_activities_kind_check', sql`${t.kind} in ('visit', 'call', 'note')`),
  ],
);
