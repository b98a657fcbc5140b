import { type EmployeeStatus, type Gender, hrmApi } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { departments, users } from '../admin/admin.tables.js';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Staff of an organization (员工). Departments live in admin.tables.ts (memberships point at
 * them too). Soft-deleted like the resource engine's rows; a deleted employee frees its job
 * number and account link.
 */
export const employees = pgTable(
  'employees',
  {
    ...resourceColumns(),
    /** The linked sign-in account, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    jobNumber: text('job_number').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    position: text('position').notNull().default(''),
    entryDate: date('entry_date', { mode: 'string' }),
    status: text('status').$type<EmployeeStatus>().notNull().default('active'),
    gender: text('gender').$type<Gender>(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('employees_org_job_number_key').on(t.orgId, t.jobNumber).where(sql`${t.deletedAt} is null`),
    // One employee per account and organization.
    uniqueIndex('employees_org_user_key')
      .on(t.orgId, t.userId)
      .where(sql`${t.deletedAt} is null and ${t.userId} is not null`),
    index('employees_org_department_idx').on(t.orgId, t.departmentId),
    check('employees_status_check', inList('status', hrmApi.EMPLOYEE_STATUSES)),
    check('employees_gender_check', inList('gender', hrmApi.GENDERS)),
  ],
);
