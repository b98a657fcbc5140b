import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { customers } from './customers.tables.js';

/** 客户案例: served by the resource engine (customerCaseResource). */
export const customerCases = pgTable(
  'customer_cases',
  {
    ...resourceColumns(),
    title: text('title').notNull(),
    problem: text('problem').notNull(),
    resolution: text('resolution').notNull().default(''),
    /** A free text list until there is a product catalogue. */
    products: text('products').notNull().default(''),
    customerId: integer('customer_id').references(() => customers.id),
    /** File ids of the files module, comma-separated. */
    attachments: text('attachments').notNull().default(''),
  },
  (t) => [
    index('customer_cases_org_idx').on(t.orgId, t.id).where(sql`${t.deletedAt} is null`),
    index('customer_cases_org_customer_idx').on(t.orgId, t.customerId),
  ],
);
