import type { StoredFormDefinition } from '@atrium/contract';
import type { WorkOrderExtraState } from '@atrium/contract/endpoints/workorder-settings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt } from '../admin/admin.tables.js';
import { crmSupportGroups } from '../crm/support.tables.js';

/**
 * 工单设置 (docs/workorders.md "Settings"). Every row belongs to one organization; the composite
 * keys (org_id, id) let work orders and policies reference a type or priority of their own
 * organization only.
 */

/** A work-order type: its own form, default support group, reopen window and extra states. */
export const workOrderTypes = pgTable(
  'workorder_types',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The form designer's definition of the type's extra fields; null: none. */
    form: jsonb('form').$type<StoredFormDefinition>(),
    /**
     * A support group of the same organization (the settings service checks the organization);
     * a plain key so deleting the group only clears it (a composite key would null org_id too).
     */
    defaultGroupId: integer('default_group_id').references(() => crmSupportGroups.id, {
      onDelete: 'set null',
    }),
    reopenDays: integer('reopen_days').notNull().default(7),
    /** States the type adds between inProgress and resolved: [{ code, name, pausesSla }]. */
    extraStates: jsonb('extra_states').$type<WorkOrderExtraState[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workorder_types_org_code_key').on(t.orgId, t.code),
    unique('workorder_types_org_id_key').on(t.orgId, t.id),
    check('workorder_types_reopen_days_check', sql`${t.reopenDays} between 0 and 365`),
  ],
);

/** A priority level (紧急, 高, 中, 低) with its colour; one is the default of the organization. */
export const workOrderPriorities = pgTable(
  'workorder_priorities',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#1677ff'),
    sort: integer('sort').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workorder_priorities_org_code_key').on(t.orgId, t.code),
    unique('workorder_priorities_org_id_key').on(t.orgId, t.id),
    // At most one default per organization.
    uniqueIndex('workorder_priorities_org_default_key').on(t.orgId).where(sql`${t.isDefault}`),
  ],
);

/**
 * The SLA of one type at one priority: first response and resolution targets in BUSINESS minutes
 * of the organization's business calendar (platform/business-calendar `loadBusinessCalendar`:
 * working hours, holidays, make-up days), and the share of a target (percent) from which a clock
 * is in warning. A work order's clocks keep their elapsed business time; a changed policy only
 * moves their due instants.
 */
export const workOrderSlaPolicies = pgTable(
  'workorder_sla_policies',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    typeId: integer('type_id').notNull(),
    priorityId: integer('priority_id').notNull(),
    firstResponseMinutes: integer('first_response_minutes').notNull(),
    resolutionMinutes: integer('resolution_minutes').notNull(),
    warnPercent: integer('warn_percent').notNull().default(80),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workorder_sla_policies_org_type_priority_key').on(t.orgId, t.typeId, t.priorityId),
    index('workorder_sla_policies_priority_idx').on(t.orgId, t.priorityId),
    foreignKey({
      name: 'workorder_sla_policies_type_fk',
      columns: [t.orgId, t.typeId],
      foreignColumns: [workOrderTypes.orgId, workOrderTypes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'workorder_sla_policies_priority_fk',
      columns: [t.orgId, t.priorityId],
      foreignColumns: [workOrderPriorities.orgId, workOrderPriorities.id],
    }).onDelete('cascade'),
    check(
      'workorder_sla_policies_targets_check',
      sql`${t.firstResponseMinutes} > 0 and ${t.resolutionMinutes} > 0 and ${t.warnPercent} between 1 and 99`,
    ),
  ],
);
