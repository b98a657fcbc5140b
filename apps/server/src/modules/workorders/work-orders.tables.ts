import type { WorkOrderAssignmentState, WorkOrderSlaState } from '@atrium/contract/endpoints/work-orders';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt, users } from '../admin/admin.tables.js';
import { callRecords } from '../call/call.tables.js';
import { customers } from '../crm/customers.tables.js';
import { crmSupportGroups } from '../crm/support.tables.js';
import { saleOrders } from '../sales/orders/sale-orders.tables.js';
import { workOrderPriorities, workOrderTypes } from './workorder-settings.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const ms = (name: string) => bigint(name, { mode: 'number' });
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * 工单 (docs/workorders.md). The status is a base status (open, inProgress, waitingCustomer,
 * resolved, closed) or a code of the type's extra states. Two SLA clocks live in columns
 * (contract sla-clock.ts: business ms of the closed running intervals + the start of the open
 * one), each with its target (null: no policy), its warning and due instants while running and
 * its state as last written; `sla_next_check_at` is the earliest warning or due instant still
 * ahead of the running clocks, which the SLA scan job reads as a range (partial index) and settles
 * in SQL alone (the instants are already in business time), and `sla_due_at` the earliest due
 * instant (the list's "time left").
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** 工单号, allocated by the server (kind workOrder: GD20261128-0001). */
    documentNo: text('document_no').notNull(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull().default(''),
    /** Normalized like the CRM's phones (§5 phone rules). */
    contactPhone: text('contact_phone').notNull().default(''),
    saleOrderId: integer('sale_order_id').references(() => saleOrders.id, { onDelete: 'set null' }),
    serialNo: text('serial_no'),
    callRecordId: integer('call_record_id').references(() => callRecords.id, { onDelete: 'set null' }),
    priorityId: integer('priority_id').notNull(),
    reporterUserId: userRef('reporter_user_id'),
    responsibleUserId: userRef('responsible_user_id'),
    groupId: integer('group_id').references(() => crmSupportGroups.id, { onDelete: 'set null' }),
    /** unassigned (in the group's queue), pending (offered to the responsible person), accepted. */
    assignment: text('assignment').$type<WorkOrderAssignmentState>().notNull().default('unassigned'),
    status: text('status').notNull().default('open'),
    /** Values of the type's form. */
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    attachmentFileIds: jsonb('attachment_file_ids').$type<number[]>().notNull().default([]),
    resolvedAt: at('resolved_at'),
    closedAt: at('closed_at'),
    /** The policy's warning share (percent) copied with its targets. */
    slaWarnPercent: integer('sla_warn_percent').notNull().default(80),
    // First-response clock.
    respElapsedMs: ms('resp_elapsed_ms').notNull().default(0),
    respRunningSince: at('resp_running_since'),
    respTargetMs: ms('resp_target_ms'),
    respDueAt: at('resp_due_at'),
    /** When it enters warning (the policy's share of the target) if it keeps running. */
    respWarnAt: at('resp_warn_at'),
    respState: text('resp_state').$type<WorkOrderSlaState>().notNull().default('none'),
    respondedAt: at('responded_at'),
    // Resolution clock (stops at resolved_at).
    resElapsedMs: ms('res_elapsed_ms').notNull().default(0),
    resRunningSince: at('res_running_since'),
    resTargetMs: ms('res_target_ms'),
    resDueAt: at('res_due_at'),
    resWarnAt: at('res_warn_at'),
    resState: text('res_state').$type<WorkOrderSlaState>().notNull().default('none'),
    /** The earliest due instant of the running clocks; null when none runs toward a target. */
    slaDueAt: at('sla_due_at'),
    /** The earliest warning or due instant still ahead of a running clock; null when none. */
    slaNextCheckAt: at('sla_next_check_at'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('work_orders_org_document_no_key').on(t.orgId, t.documentNo),
    // One index per list view, newest first (bench/workorders.ts).
    index('work_orders_org_id_idx').on(t.orgId, t.id.desc()),
    index('work_orders_org_reporter_idx').on(t.orgId, t.reporterUserId, t.id.desc()),
    index('work_orders_org_responsible_idx').on(t.orgId, t.responsibleUserId, t.id.desc()),
    index('work_orders_org_group_idx').on(t.orgId, t.groupId, t.id.desc()),
    index('work_orders_org_status_idx').on(t.orgId, t.status, t.id.desc()),
    index('work_orders_org_customer_idx').on(t.orgId, t.customerId),
    // The type filter, and the open work orders of a type and priority an SLA policy re-targets.
    index('work_orders_org_type_priority_idx').on(t.orgId, t.typeId, t.priorityId, t.id.desc()),
    index('work_orders_org_priority_idx').on(t.orgId, t.priorityId),
    // "Time left": least first, those without a running clock last.
    index('work_orders_org_due_idx').on(t.orgId, t.slaDueAt, t.id.desc()),
    // The SLA scan: a range over the instants to check, open work orders only.
    index('work_orders_sla_next_check_idx')
      .on(t.orgId, t.slaNextCheckAt)
      .where(sql`${t.slaNextCheckAt} is not null`),
    foreignKey({
      name: 'work_orders_type_fk',
      columns: [t.orgId, t.typeId],
      foreignColumns: [workOrderTypes.orgId, workOrderTypes.id],
    }),
    foreignKey({
      name: 'work_orders_priority_fk',
      columns: [t.orgId, t.priorityId],
      foreignColumns: [workOrderPriorities.orgId, workOrderPriorities.id],
    }),
    check('work_orders_assignment_check', sql`${t.assignment} in ('unassigned', 'pending', 'accepted')`),
    check(
      'work_orders_sla_check',
      sql`${t.respElapsedMs} >= 0 and ${t.resElapsedMs} >= 0 and ${t.slaWarnPercent} between 1 and 99`,
    ),
  ],
);

/** 我关注的: who follows which work order. */
export const workOrderFollowers = pgTable(
  'work_order_followers',
  {
    orgId: orgIdColumn(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.workOrderId, t.userId] }),
    index('work_order_followers_user_idx').on(t.orgId, t.userId, t.workOrderId.desc()),
  ],
);

/** 我经办的: everyone who handled a work order (responsible once, or acted on it), from when. */
export const workOrderHandlers = pgTable(
  'work_order_handlers',
  {
    orgId: orgIdColumn(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstAt: at('first_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.workOrderId, t.userId] }),
    index('work_order_handlers_user_idx').on(t.orgId, t.userId, t.workOrderId.desc()),
  ],
);

/** Round robin in a support group: the member who got the group's last work order. */
export const workOrderGroupCursors = pgTable(
  'work_order_group_cursors',
  {
    orgId: orgIdColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => crmSupportGroups.id, { onDelete: 'cascade' }),
    lastUserId: integer('last_user_id'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.groupId] })],
);
