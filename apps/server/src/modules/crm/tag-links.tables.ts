import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn } from '../admin/admin.tables.js';
import { customers } from './customers.tables.js';
import { customerTags } from './tags.tables.js';

/** Which tags a customer carries (客户标签). Removing a link deletes the row; the timeline keeps the history. */
export const customerTagLinks = pgTable(
  'customer_tag_links',
  {
    orgId: orgIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => customerTags.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.tagId] }),
    // The tag filter: customers having a tag.
    index('customer_tag_links_org_tag_idx').on(t.orgId, t.tagId, t.customerId),
  ],
);
