import { flwApi } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { approvalProcesses, approvalProcessVersions } from './process.tables.js';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A running or ended approval (docs/approvals.md). Points at the frozen process version it started
 * on; `state` is the engine's own record of where the walk stands (its shape belongs to the engine).
 * Instances are never deleted, so a process version with instances can't be either.
 */
export const approvalInstances = pgTable(
  'approval_instances',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    instanceNo: text('instance_no').notNull(),
    processId: integer('process_id')
      .notNull()
      .references(() => approvalProcesses.id, { onDelete: 'restrict' }),
    processVersionId: integer('process_version_id')
      .notNull()
      .references(() => approvalProcessVersions.id, { onDelete: 'restrict' }),
    /** Copied from the version so lists filter and show without a join. */
    processName: text('process_name').notNull(),
    category: text('category').notNull(),
    initiatorId: integer('initiator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    initiatorDepartmentId: integer('initiator_department_id'),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<flwApi.InstanceStatus>().notNull().default('running'),
    round: integer('round').notNull().default(1),
    chosenApprovers: jsonb('chosen_approvers').$type<Record<string, number[]>>().notNull().default({}),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    /** A gated transition this instance decides (transition_requests.id), with its record. */
    transitionRequestId: integer('transition_request_id'),
    businessKind: text('business_kind'),
    businessRecordId: integer('business_record_id'),
    /** How the detail names and opens that record (its document number, its screen). */
    businessLabel: text('business_label'),
    businessPath: text('business_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_instances_org_no_key').on(t.orgId, t.instanceNo),
    index('approval_instances_org_initiator_idx').on(t.orgId, t.initiatorId, t.id),
    index('approval_instances_org_idx').on(t.orgId, t.id),
    uniqueIndex('approval_instances_request_key')
      .on(t.transitionRequestId)
      .where(sql`${t.transitionRequestId} is not null`),
    check('approval_instances_status_check', inList('status', flwApi.INSTANCE_STATUSES)),
  ],
);

/** One approver's task at one node of one round. */
export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'restrict' }),
    round: integer('round').notNull(),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The member the assignee stands in for (delegation, transfer, escalation). */
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<flwApi.TaskStatus>().notNull(),
    /** Order within a sequential node (and of added signers). */
    seq: integer('seq').notNull().default(0),
    createdAt: createdAt(),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    // The lists' indexes end with the instance id, so counting and paging a member's tasks joined
    // to their instances reads no task row (index-only; bench/approvals.ts, docs/approvals.md "Figures").
    index('approval_tasks_assignee_pending_idx')
      .on(t.orgId, t.assigneeId, t.createdAt, t.id, t.instanceId)
      .where(sql`${t.status} = 'pending'`),
    index('approval_tasks_assignee_acted_idx')
      .on(t.orgId, t.assigneeId, t.actedAt, t.id, t.instanceId)
      .where(sql`${t.actedAt} is not null`),
    index('approval_tasks_instance_idx').on(t.instanceId, t.id),
    check('approval_tasks_status_check', inList('status', flwApi.TASK_STATUSES)),
  ],
);

/** A copy of an instance sent to a member (抄送): they may read it, never decide. */
export const approvalCopies = pgTable(
  'approval_copies',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'restrict' }),
    round: integer('round').notNull(),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('approval_copies_once_key').on(t.instanceId, t.round, t.nodeId, t.userId),
    index('approval_copies_user_idx').on(t.orgId, t.userId, t.id, t.instanceId),
  ],
);

/** Every action on an instance, append-only: rows are never updated or deleted. */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'restrict' }),
    round: integer('round').notNull(),
    action: text('action').$type<flwApi.HistoryAction>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id, { onDelete: 'set null' }),
    nodeId: text('node_id'),
    nodeName: text('node_name'),
    taskId: integer('task_id'),
    comment: text('comment').notNull().default(''),
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default([]),
    targetIds: jsonb('target_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('approval_history_instance_idx').on(t.instanceId, t.id),
    check('approval_history_action_check', inList('action', flwApi.HISTORY_ACTIONS)),
  ],
);

/** A member's out-of-office delegation: tasks arriving for them in the period go to the delegate. */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    orgId: orgIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateUserId: integer('delegate_user_id').references(() => users.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);

export const APPROVAL_TIMER_KINDS = ['remind', 'limit'] as const;
export type ApprovalTimerKind = (typeof APPROVAL_TIMER_KINDS)[number];

/**
 * A node's time limit (docs/approvals.md "Timers"): a reminder, or the limit whose `onTimeout`
 * happens, due at `due_at`. Written when the node starts; fired once by the timer job (any
 * process), and ignored if the node is no longer the one that started it (decided, restarted).
 */
export const approvalTimers = pgTable(
  'approval_timers',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id, { onDelete: 'restrict' }),
    round: integer('round').notNull(),
    nodeId: text('node_id').notNull(),
    /** When the node started: a restarted node has another start, so its old timers do nothing. */
    nodeStartedAt: timestamp('node_started_at', { withTimezone: true }).notNull(),
    kind: text('kind').$type<ApprovalTimerKind>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_timers_due_idx').on(t.dueAt, t.id).where(sql`${t.firedAt} is null`),
    check('approval_timers_kind_check', inList('kind', APPROVAL_TIMER_KINDS)),
  ],
);
