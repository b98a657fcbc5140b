import { crmBusinessApi } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { departments, orgIdColumn, users } from '../admin/admin.tables.js';
import { customers } from './customers.tables.js';

const live = sql`deleted_at is null`;
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Opportunities (商机) of a customer. `owner_department_id` copies the owner's department (as on
 * customers) so that a manager's subtree list is one index range per department. Money in cents.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    ...resourceColumns(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stage: text('stage').$type<crmBusinessApi.BusinessStage>().notNull().default('contact'),
    status: text('status').$type<crmBusinessApi.BusinessStatus>().notNull().default('open'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    expectedCloseDate: date('expected_close_date', { mode: 'string' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerDepartmentId: integer('owner_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    /** Why it was won or lost; '' while open. */
    closeReason: text('close_reason').notNull().default(''),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    index('opportunities_org_owner_id_idx').on(t.orgId, t.ownerUserId, t.id.desc().nullsFirst()).where(live),
    index('opportunities_org_department_id_idx')
      .on(t.orgId, t.ownerDepartmentId, t.id.desc().nullsFirst())
      .where(live),
    index('opportunities_customer_idx').on(t.customerId).where(live),
    check('opportunities_stage_check', inList('stage', crmBusinessApi.BUSINESS_STAGES)),
    check('opportunities_status_check', inList('status', crmBusinessApi.BUSINESS_STATUSES)),
    check('opportunities_amount_check', sql`amount_cents >= 0`),
  ],
);

/** Product lines of an opportunity; `product_id` waits for the product catalogue (a later issue). */
export const opportunityProducts = pgTable(
  'opportunity_products',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    productId: integer('product_id'),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    /** Line order as entered. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('opportunity_products_opportunity_idx').on(t.opportunityId, t.position),
    check('opportunity_products_amount_check', sql`quantity > 0 and unit_price_cents >= 0`),
  ],
);
