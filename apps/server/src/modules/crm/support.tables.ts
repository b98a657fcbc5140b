import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt, userIdColumn, users } from '../admin/admin.tables.js';

/**
 * 售后班组 (support group, spec §3): after-sales staff work in one group of their organization.
 * `leader_user_id` (组长) is a user of the organization, in the group or not; work orders escalate
 * to them and they see the group's work orders. Deleting the user leaves the group without one.
 */
export const crmSupportGroups = pgTable(
  'crm_support_groups',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    leaderUserId: integer('leader_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('crm_support_groups_org_name_key').on(t.orgId, t.name),
    // The composite key lets members reference a group of their own organization only.
    unique('crm_support_groups_org_id_key').on(t.orgId, t.id),
    // groupsLedBy: the groups a user leads, read on every scoped work-order list.
    index('crm_support_groups_org_leader_idx').on(t.orgId, t.leaderUserId),
  ],
);

/**
 * A user's membership of one support group per organization, with their work status
 * (memberEnabled: on duty, receives after-sales work). A user without a row is not after-sales staff.
 */
export const crmSupportGroupMembers = pgTable(
  'crm_support_group_members',
  {
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    groupId: integer('group_id').notNull(),
    memberEnabled: boolean('member_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.userId] }),
    index('crm_support_group_members_group_idx').on(t.orgId, t.groupId),
    foreignKey({
      name: 'crm_support_group_members_group_fk',
      columns: [t.orgId, t.groupId],
      foreignColumns: [crmSupportGroups.orgId, crmSupportGroups.id],
    }).onDelete('cascade'),
  ],
);

/** Person-pool members: users new clues/customers may be auto-assigned to, and their own switch. */
export const crmPersonPoolMembers = pgTable(
  'crm_person_pool_members',
  {
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    autoAssignableSelf: boolean('auto_assignable_self').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);
