import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { organizations, users } from '../admin/admin.tables.js';

/** Users new customers may be distributed to (the "distribution flag" of spec §3). */
export const crmDistributionObjects = pgTable(
  'crm_distribution_objects',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);
