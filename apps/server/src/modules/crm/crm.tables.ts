import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { orgIdColumn, userIdColumn } from '../admin/admin.tables.js';

/** Users new customers may be distributed to (the "distribution flag" of spec §3). */
export const crmDistributionObjects = pgTable(
  'crm_distribution_objects',
  {
    orgId: orgIdColumn(),
    userId: userIdColumn(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);
