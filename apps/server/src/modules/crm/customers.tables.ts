import { crmCustomersApi } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../platform/resources/resource-columns.js';
import { createdAt, departments, orgIdColumn, users } from '../admin/admin.tables.js';

const live = sql`deleted_at is null`;

/**
 * Customers (客户). `owner_user_id` null means the customer sits in the public pool (客户公海);
 * `owner_department_id` copies the owner's department at assignment so that a manager's
 * department-subtree list is one index range per department.
 */
export const customers = pgTable(
  'customers',
  {
    ...resourceColumns(),
    /** Customer number, unique in the organization (KH + 8 digits of the id). */
    sn: text('sn').notNull(),
    name: text('name').notNull(),
    /** Normalized (normalizePhone); '' when unknown. */
    phone: text('phone').notNull().default(''),
    /** A customer-source code. */
    source: text('source').notNull().default(''),
    level: text('level').notNull().default(''),
    stage: text('stage').notNull().default(''),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerDepartmentId: integer('owner_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    /** Which public pool a pooled customer sits in (private-sea rules); null: the organization's pool. */
    poolId: integer('pool_id'),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    lastFollowUpAt: timestamp('last_follow_up_at', { withTimezone: true }),
    lastDealAt: timestamp('last_deal_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_org_sn_key').on(t.orgId, t.sn),
    // One live customer per phone in an organization; also the phone search's index.
    uniqueIndex('customers_org_phone_key').on(t.orgId, t.phone).where(sql`${live} and phone <> ''`),
    // List pages: newest first within an owner, a department, the pool or the organization.
    // NULLS FIRST like a plain `ORDER BY id DESC` (drizzle's .desc().nullsFirst() alone writes NULLS LAST, an
    // order PostgreSQL cannot read from the index for that query, so it walked the primary key).
    index('customers_org_owner_id_idx').on(t.orgId, t.ownerUserId, t.id.desc().nullsFirst()).where(live),
    index('customers_org_department_id_idx')
      .on(t.orgId, t.ownerDepartmentId, t.id.desc().nullsFirst())
      .where(live),
    index('customers_org_pool_id_idx')
      .on(t.orgId, t.id.desc().nullsFirst())
      .where(sql`${live} and owner_user_id is null`),
    index('customers_org_name_idx').on(t.orgId, t.name).where(live),
    // The undealt list (clues/undealt.service.ts): customers in scope nobody has followed up yet,
    // newest first; partial, so it holds only those few.
    index('customers_org_owner_undealt_idx')
      .on(t.orgId, t.ownerUserId, t.createdAt.desc().nullsFirst())
      .where(sql`${live} and last_follow_up_at is null`),
    index('customers_org_department_undealt_idx')
      .on(t.orgId, t.ownerDepartmentId, t.createdAt.desc().nullsFirst())
      .where(sql`${live} and last_follow_up_at is null`),
  ],
);

/** People to talk to at a customer. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalized like the customer's. */
    phone: text('phone').notNull().default(''),
    role: text('role').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_contacts_customer_idx').on(t.customerId),
    index('customer_contacts_org_phone_idx').on(t.orgId, t.phone).where(sql`phone <> ''`),
  ],
);

/** The customer's timeline: append-only, one row per creation, claim, release, transfer, edit, merge. */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<crmCustomersApi.CustomerEventKind>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromOwnerUserId: integer('from_owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    toOwnerUserId: integer('to_owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    index('customer_events_customer_at_idx').on(t.customerId, t.at.desc().nullsFirst()),
    // Who lost which customer when: the reclaim cooldown of the private-sea rules.
    index('customer_events_org_from_owner_idx').on(t.orgId, t.fromOwnerUserId, t.at.desc().nullsFirst()),
    // Claims per person and day: the daily claim limit of the private-sea rules.
    index('customer_events_org_claimer_idx')
      .on(t.orgId, t.toOwnerUserId, t.at.desc().nullsFirst())
      .where(sql`kind = 'claimed'`),
    check(
      'customer_events_kind_check',
      sql.raw(`kind in (${crmCustomersApi.CUSTOMER_EVENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
