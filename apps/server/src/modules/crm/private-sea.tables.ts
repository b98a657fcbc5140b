import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { departments } from '../admin/admin.tables.js';

/**
 * Private-sea rules (私海规则): how many customers a person may hold and when held customers go
 * back to the public pool. `department_id` null is the organization's default rule; a department's
 * rule covers its subtree (the nearest rule up the tree wins). A null limit means "no limit".
 */
export const privateSeaRules = pgTable(
  'private_sea_rules',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    maxHeld: integer('max_held'),
    recallNoFollowUpDays: integer('recall_no_follow_up_days'),
    recallNoDealDays: integer('recall_no_deal_days'),
    remindDaysBefore: integer('remind_days_before'),
    reclaimCooldownDays: integer('reclaim_cooldown_days'),
    dailyClaimLimit: integer('daily_claim_limit'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    // One live rule per department, and one default (department null → 0) per organization.
    uniqueIndex('private_sea_rules_org_department_key')
      .on(t.orgId, sql`coalesce(${t.departmentId}, 0)`)
      .where(sql`deleted_at is null`),
    index('private_sea_rules_org_id_idx')
      .on(t.orgId, t.id.desc().nullsFirst())
      .where(sql`deleted_at is null`),
  ],
);
