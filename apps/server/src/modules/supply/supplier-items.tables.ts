import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt } from '../admin/admin.tables.js';
import { suppliers } from './suppliers.tables.js';

/**
 * What a supplier supplies: a catalogue product or fitting (item kind + id, like stock items), our
 * purchase price in fen and the lead time in days; each item once per supplier.
 */
export const supplierItems = pgTable(
  'supply_supplier_items',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    itemKind: text('item_kind').notNull(),
    itemId: integer('item_id').notNull(),
    purchasePrice: bigint('purchase_price', { mode: 'number' }).notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('supply_supplier_items_supplier_item_idx').on(t.supplierId, t.itemKind, t.itemId),
    // Who supplies a given product (purchasing asks it from the item's side).
    index('supply_supplier_items_org_item_idx').on(t.orgId, t.itemKind, t.itemId),
    check('supply_supplier_items_kind_check', sql`${t.itemKind} in ('product', 'fitting')`),
    check('supply_supplier_items_price_check', sql`${t.purchasePrice} >= 0`),
    check('supply_supplier_items_lead_time_check', sql`${t.leadTimeDays} >= 0`),
  ],
);
