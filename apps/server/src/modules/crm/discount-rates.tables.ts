import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { customers } from './customers.tables.js';

/**
 * 客户折扣率 (customerDiscountRateResource): a rate in basis points (10000 = 100%) for one customer
 * or one customer level; one live row per customer and one per level.
 */
export const customerDiscountRates = pgTable(
  'customer_discount_rates',
  {
    ...resourceColumns(),
    customerId: integer('customer_id').references(() => customers.id),
    level: text('level').notNull().default(''),
    rate: integer('rate').notNull(),
    effectiveFrom: date('effective_from'),
    effectiveTo: date('effective_to'),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('customer_discount_rates_org_customer_id_key')
      .on(t.orgId, t.customerId)
      .where(sql`${t.deletedAt} is null and ${t.customerId} is not null`),
    uniqueIndex('customer_discount_rates_org_level_key')
      .on(t.orgId, t.level)
      .where(sql`${t.deletedAt} is null and ${t.customerId} is null`),
    index('customer_discount_rates_org_idx').on(t.orgId, t.id),
    check('customer_discount_rates_rate_check', sql`${t.rate} > 0 and ${t.rate} <= 10000`),
    check('customer_discount_rates_target_check', sql`(${t.customerId} is null) <> (${t.level} = '')`),
  ],
);
