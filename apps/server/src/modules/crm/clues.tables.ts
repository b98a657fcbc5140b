import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { createdAt, departments, orgIdColumn, userIdColumn, users } from '../admin/admin.tables.js';
import { customers } from './customers.tables.js';

const live = sql`deleted_at is null`;

/**
 * 线索池 (clue pool): a named inbox of sales leads worked by its members. Round-robin allocation
 * remembers the member who got the last clue (`rr_last_user_id`), so the next batch goes on from
 * the member after them.
 */
export const crmCluePools = pgTable(
  'crm_clue_pools',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    allocationMode: text('allocation_mode').$type<'manual' | 'round_robin'>().notNull().default('manual'),
    rrLastUserId: integer('rr_last_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    uniqueIndex('crm_clue_pools_org_name_key').on(t.orgId, t.name).where(live),
    unique('crm_clue_pools_org_id_key').on(t.orgId, t.id),
    check('crm_clue_pools_mode_check', sql`allocation_mode in ('manual', 'round_robin')`),
  ],
);

/** Who works a clue pool; `sort` is the round-robin order. */
export const crmCluePoolMembers = pgTable(
  'crm_clue_pool_members',
  {
    orgId: orgIdColumn(),
    poolId: integer('pool_id').notNull(),
    userId: userIdColumn(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.poolId, t.userId] }),
    index('crm_clue_pool_members_org_user_idx').on(t.orgId, t.userId),
    foreignKey({
      name: 'crm_clue_pool_members_pool_fk',
      columns: [t.orgId, t.poolId],
      foreignColumns: [crmCluePools.orgId, crmCluePools.id],
    }).onDelete('cascade'),
  ],
);

/**
 * 线索 (clue, a sales lead). `assignee_department_id` copies the assignee's department at
 * assignment (like customers) so a manager's subtree is an index range; `last_follow_up_at` null
 * means nobody has followed it up yet (待处理). A converted clue keeps the customer it became.
 */
export const crmClues = pgTable(
  'crm_clues',
  {
    ...resourceColumns(),
    poolId: integer('pool_id').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    /** Normalized (normalizePhone); '' when unknown. */
    phone: text('phone').notNull().default(''),
    source: text('source').notNull().default(''),
    status: text('status').$type<'new' | 'assigned' | 'converted' | 'invalid'>().notNull().default('new'),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeDepartmentId: integer('assignee_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    convertedCustomerId: integer('converted_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    lastFollowUpAt: timestamp('last_follow_up_at', { withTimezone: true }),
    /** Why the clue was marked invalid (无效); '' otherwise. */
    invalidReason: text('invalid_reason').notNull().default(''),
  },
  (t) => [
    foreignKey({
      name: 'crm_clues_pool_fk',
      columns: [t.orgId, t.poolId],
      foreignColumns: [crmCluePools.orgId, crmCluePools.id],
    }),
    // One open clue per phone in an organization (a converted clue's phone belongs to its customer;
    // an invalid clue holds none).
    uniqueIndex('crm_clues_org_phone_key')
      .on(t.orgId, t.phone)
      .where(sql`${live} and phone <> '' and status not in ('converted', 'invalid')`),
    index('crm_clues_org_pool_id_idx').on(t.orgId, t.poolId, t.id.desc().nullsFirst()).where(live),
    index('crm_clues_org_assignee_id_idx')
      .on(t.orgId, t.assigneeUserId, t.id.desc().nullsFirst())
      .where(live),
    index('crm_clues_org_department_id_idx')
      .on(t.orgId, t.assigneeDepartmentId, t.id.desc().nullsFirst())
      .where(live),
    check('crm_clues_status_check', sql`status in ('new', 'assigned', 'converted', 'invalid')`),
  ],
);
