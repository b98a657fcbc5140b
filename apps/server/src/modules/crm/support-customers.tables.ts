import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { departments, orgIdColumn, updatedAt, users } from '../admin/admin.tables.js';
import { customers } from './customers.tables.js';
import { crmSupportGroups } from './support.tables.js';

const live = sql`deleted_at is null`;

/**
 * 售后客户: buyers the after-sales groups serve. A record of its own (a support case can exist
 * before anybody sells to the person), optionally linked to a CRM customer of the organization.
 * `handler_department_id` copies the handler's department when the handler is set, so a leader's
 * subtree list is one index range per department (like customers.owner_department_id).
 */
export const crmSupportCustomers = pgTable(
  'crm_support_customers',
  {
    ...resourceColumns(),
    name: text('name').notNull(),
    /** Normalized (normalizePhone); '' when unknown. */
    phone: text('phone').notNull().default(''),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    groupId: integer('group_id').references(() => crmSupportGroups.id, { onDelete: 'set null' }),
    handlerUserId: integer('handler_user_id').references(() => users.id, { onDelete: 'set null' }),
    handlerDepartmentId: integer('handler_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    /** pending | processing | done (SUPPORT_CUSTOMER_STATUSES in the contract). */
    status: text('status').notNull().default('pending'),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    index('crm_support_customers_org_handler_id_idx')
      .on(t.orgId, t.handlerUserId, t.id.desc().nullsFirst())
      .where(live),
    index('crm_support_customers_org_department_id_idx')
      .on(t.orgId, t.handlerDepartmentId, t.id.desc().nullsFirst())
      .where(live),
    index('crm_support_customers_org_phone_idx').on(t.orgId, t.phone).where(sql`${live} and phone <> ''`),
    index('crm_support_customers_group_handler_idx').on(t.groupId, t.handlerUserId).where(live),
  ],
);

/**
 * 售后分配 rule of one support group: when enabled, new support customers of the group go
 * round-robin to its members on duty; `cursor_user_id` is the member who got the last one.
 */
export const crmSupportDistributionRules = pgTable(
  'crm_support_distribution_rules',
  {
    orgId: orgIdColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => crmSupportGroups.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    cursorUserId: integer('cursor_user_id'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.groupId] })],
);
