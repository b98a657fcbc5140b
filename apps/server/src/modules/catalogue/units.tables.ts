import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';

/**
 * 计量单位: the organization's units of measure (a resource table). Products and fittings name
 * theirs by `name`, unique among live units; `decimals` (0–4, stock quantities are numeric(18, 4))
 * is how fine a quantity of it may be, checked by the stock ledger on every posting.
 */
export const catalogueUnits = pgTable(
  'catalogue_units',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    decimals: integer('decimals').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('catalogue_units_org_name_idx').on(t.orgId, t.name).where(sql`${t.deletedAt} is null`),
    check('catalogue_units_decimals_check', sql`${t.decimals} between 0 and 4`),
  ],
);
