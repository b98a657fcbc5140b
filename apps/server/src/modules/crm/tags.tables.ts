import { CUSTOMER_TAG_COLORS, type CustomerTagColor } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';

/** 客户标签分组: served by the resource engine (customerTagGroupResource). */
export const customerTagGroups = pgTable(
  'customer_tag_groups',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    multiSelect: boolean('multi_select').notNull().default(false),
    sort: integer('sort'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    // Unique among live rows; a deleted group's name may be reused.
    uniqueIndex('customer_tag_groups_org_name_key').on(t.orgId, t.name).where(sql`${t.deletedAt} is null`),
    index('customer_tag_groups_org_idx').on(t.orgId, t.id),
  ],
);

/** 客户标签: a coloured tag in a group (customerTagResource); names unique within a group. */
export const customerTags = pgTable(
  'customer_tags',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => customerTagGroups.id),
    color: text('color').$type<CustomerTagColor>().notNull(),
    sort: integer('sort'),
  },
  (t) => [
    uniqueIndex('customer_tags_org_group_name_key')
      .on(t.orgId, t.groupId, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('customer_tags_org_group_idx').on(t.orgId, t.groupId, t.id),
    check(
      'customer_tags_color_check',
      sql.raw(`color in (${CUSTOMER_TAG_COLORS.map((c) => `'${c}'`).join(', ')})`),
    ),
  ],
);
