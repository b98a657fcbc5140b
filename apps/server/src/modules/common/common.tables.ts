import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt } from '../admin/admin.tables.js';

/** Dictionary entries (option lists) of one organization, grouped by `type`. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    type: text('type').notNull(),
    label: text('label').notNull(),
    /** The label in English; empty: English screens show `label`. */
    labelEn: text('label_en').notNull().default(''),
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

/**
 * Dictionary types of one organization: the code screens ask GET /erp/common/dict/{type} for, a
 * name for the editor, and a switch that silences the whole type. Items refer to it by code.
 */
export const dictTypes = pgTable(
  'dict_types',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('dict_types_org_code_key').on(t.orgId, t.code)],
);
