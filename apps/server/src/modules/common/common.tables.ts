import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgIdColumn } from '../admin/admin.tables.js';

/** Dictionary entries (option lists) of one organization, grouped by `type`. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
    color: text('color').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('dict_items_org_type_value_key').on(t.orgId, t.type, t.value),
    index('dict_items_org_type_sort_idx').on(t.orgId, t.type, t.sort),
  ],
);
