import { integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, departments, orgIdColumn, updatedAt, users } from '../../modules/admin/admin.tables.js';

/**
 * The columns every resource table has (bindResource relies on them): tenant, optimistic-lock
 * version, who/when, and `deleted_at` for soft delete. Spread into a pgTable's columns.
 */
export const resourceColumns = () => ({
  id: serial('id').primaryKey(),
  orgId: orgIdColumn(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const RESOURCE_COLUMN_NAMES = Object.keys(resourceColumns()) as (keyof ReturnType<
  typeof resourceColumns
>)[];

/**
 * The owner columns of an owned resource's table (`ownership: true`): spread beside
 * `resourceColumns()`. Its list indexes should lead with (org_id, owner_user_id) and
 * (org_id, owner_department_id), as the data scope filters on them.
 */
export const ownedColumns = () => ({
  ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
  ownerDepartmentId: integer('owner_department_id').references(() => departments.id, {
    onDelete: 'set null',
  }),
});
