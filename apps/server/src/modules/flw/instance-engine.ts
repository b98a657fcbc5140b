import {
  APPROVAL_CHANGED_EVENT,
  type ApprovalChangedEvent,
  type ApprovalChangeReason,
  type ApprovalFlow,
  type ApproverNode,
  type CcNode,
  type ProcessSettings,
  type StoredFormDefinition,
} from '@atrium/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MessageKey } from '../../platform/http/messages.js';
import { notifyUsers } from '../../platform/notifications/notify-users.js';
import { publishRealtime } from '../../platform/realtime/publish-realtime.js';
import { users } from '../admin/admin.tables.js';
import {
  approvalCopies,
  approvalHistory,
  approvalInstances,
  approvalTasks,
  approvalTimers,
} from './approval.tables.js';
import {
  type AssigneeInput,
  administratorsOf,
  delegatesAt,
  resolveAssignees,
  walkContextOf,
} from './approval-assignees.js';
import {
  emptyState,
  frontier,
  type InstanceState,
  nodeOf,
  nodesBefore,
  type Plan,
  planOf,
  stateOf,
} from './flow-walk.js';
import type { ApprovalEndedEvent, ApprovalOutcome } from './flw-hook-events.js';
import { approvalProcessVersions } from './process.tables.js';

/**
 * The approval engine's core (docs/approvals.md "The engine"): starting nodes, settling them as
 * tasks are decided, walking on, and ending instances. Every function here runs inside the
 * action's transaction, with the instance row locked (`lockInstance`) before any of its tasks, so
 * concurrent actions on one instance queue instead of interleaving or deadlocking.
 */

export type InstanceRow = typeof approvalInstances.$inferSelect;
export type TaskRow = typeof approvalTasks.$inferSelect;

/** The engine's collaborators, built once per app. */
export interface Engine {
  /** The hooks on `approvalInstance.afterEnd` (other modules), if any module declares one. */
  afterEnd?: (event: ApprovalEndedEvent) => Promise<void>;
  /**
   * Completes the gated request an instance decides (docs/approvals.md "Bindings"): the document
   * kit's `completeTransition`, run in the ending action's transaction.
   */
  completeRequest?: (
    requestId: number,
    outcome: 'approved' | 'rejected',
    decidedBy: number | null,
    tx: Db,
  ) => Promise<unknown>;
  /** The clock (tests fix it). */
  now: () => Date;
}

/** The app's engine: its clock, the hooks on `approvalInstance.afterEnd` of every module, and the document kit's completion. */
export function engineOf(app: FastifyInstance): Engine {
  return {
    afterEnd: app.moduleHooks.runnerOf<ApprovalEndedEvent>('approvalInstance.afterEnd'),
    completeRequest: (requestId, outcome, decidedBy, tx) =>
      app.transitions.completeTransition(requestId, outcome, decidedBy, tx),
    now: () => new Date(),
  };
}

/** The frozen version an instance runs on. */
export interface RunningVersion {
  version: number;
  flow: ApprovalFlow;
  form: StoredFormDefinition;
  settings: ProcessSettings;
}

/** One action's working set: the locked instance, its version, its plan and what to tell whom. */
export interface Walk {
  tx: Db;
  engine: Engine;
  instance: InstanceRow;
  version: RunningVersion;
  plan: Plan;
  state: InstanceState;
  now: Date;
  /** Who acts (null: the engine). */
  actorId: number | null;
  /** Realtime events to send, by reason → user ids. */
  changed: Map<ApprovalChangeReason, Set<number>>;
  /** Inbox notices to send (who gets a task, a copy, the end). */
  notices: { kind: 'taskArrived' | 'remind' | 'cc' | 'approved' | 'rejected'; userIds: number[] }[];
}

export const OPEN_TASK = ['waiting', 'pending'] as const;

/** The instance of the organization, locked for the action; null when absent. */
export async function lockInstance(tx: Db, orgId: number, id: number): Promise<InstanceRow | null> {
  const [row] = await tx
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.orgId, orgId), eq(approvalInstances.id, id)))
    .for('update');
  return row ?? null;
}

export async function versionOf(db: Db, versionId: number): Promise<RunningVersion> {
  const [row] = await db
    .select({
      version: approvalProcessVersions.version,
      flow: approvalProcessVersions.flow,
      form: approvalProcessVersions.form,
      settings: approvalProcessVersions.settings,
    })
    .from(approvalProcessVersions)
    .where(eq(approvalProcessVersions.id, versionId));
  if (!row) throw new Error(`approval process version ${versionId} is missing`);
  return row;
}

/** The working set of an action on a locked instance: its plan is the one its round started with. */
export async function openWalk(
  tx: Db,
  engine: Engine,
  instance: InstanceRow,
  actorId: number | null,
): Promise<Walk> {
  const version = await versionOf(tx, instance.processVersionId);
  const state = stateOf(instance.state);
  return {
    tx,
    engine,
    instance,
    version,
    plan: planOf(version.flow, null, state.branches).plan,
    state,
    now: engine.now(),
    actorId,
    changed: new Map(),
    notices: [],
  };
}

const assigneeInput = (instance: InstanceRow): AssigneeInput => ({
  orgId: instance.orgId,
  initiatorId: instance.initiatorId,
  initiatorDepartmentId: instance.initiatorDepartmentId,
  formData: instance.formData,
  chosenApprovers: instance.chosenApprovers,
});

function tell(walk: Walk, reason: ApprovalChangeReason, userIds: Iterable<number>) {
  const set = walk.changed.get(reason) ?? new Set<number>();
  for (const id of userIds) set.add(id);
  walk.changed.set(reason, set);
}

export interface HistoryEntry {
  action: (typeof approvalHistory.$inferInsert)['action'];
  actorId?: number | null;
  onBehalfOfId?: number | null;
  nodeId?: string | null;
  nodeName?: string | null;
  taskId?: number | null;
  comment?: string;
  attachmentIds?: number[];
  targetIds?: number[];
}

/** Appends a history row (the table is append-only: a trigger refuses updates and deletes). */
export async function writeHistory(walk: Walk, entry: HistoryEntry): Promise<number> {
  const [row] = await walk.tx
    .insert(approvalHistory)
    .values({
      orgId: walk.instance.orgId,
      instanceId: walk.instance.id,
      round: walk.instance.round,
      createdAt: walk.now,
      ...entry,
      actorId: entry.actorId === undefined ? walk.actorId : entry.actorId,
    })
    .returning({ id: approvalHistory.id });
  return row!.id;
}

/**
 * Starts a round: conditions are read now (form, the initiator's department and roles), the
 * branches taken are stored, `keepDone` nodes count as done already, and the first nodes start.
 */
export async function startRound(walk: Walk, keepDone: (plan: Plan) => string[] = () => []): Promise<void> {
  const context = await walkContextOf(walk.tx, {
    orgId: walk.instance.orgId,
    initiatorId: walk.instance.initiatorId,
    initiatorDepartmentId: walk.instance.initiatorDepartmentId,
    formData: walk.instance.formData,
  });
  const { plan, branches } = planOf(walk.version.flow, context);
  walk.plan = plan;
  walk.state = { ...emptyState(branches), done: keepDone(plan) };
  await advance(walk);
}

/** Starts every node the frontier reached; CC nodes and nodes passed with nobody walk on at once. */
export async function advance(walk: Walk): Promise<void> {
  for (;;) {
    if (walk.instance.status !== 'running') return;
    const open = frontier(walk.plan, new Set(walk.state.done));
    if (open === null) {
      await endInstance(walk, 'approved');
      return;
    }
    const fresh = open.filter((id) => !walk.state.active.includes(id));
    if (fresh.length === 0) return;
    let passed = false;
    for (const id of fresh) {
      const node = nodeOf(walk.plan, id)!;
      walk.state.startedAt[id] = walk.now.toISOString();
      const started = node.type === 'cc' ? await sendCopies(walk, node, []) : await startApprover(walk, node);
      if (started === 'passed') {
        walk.state.done.push(id);
        passed = true;
      } else walk.state.active.push(id);
    }
    if (!passed) return;
  }
}

/** Writes a CC node's copies (plus `extra` recipients), its history row and notices; it never waits. */
export async function sendCopies(
  walk: Walk,
  node: Pick<CcNode, 'id' | 'name' | 'assignees'> | { id: string; name: string; assignees: null },
  extra: readonly number[],
): Promise<'passed'> {
  const resolved = node.assignees
    ? await resolveAssignees(walk.tx, node.assignees, node.id, assigneeInput(walk.instance))
    : [];
  const recipients = [...new Set([...resolved, ...extra])];
  if (recipients.length === 0) return 'passed';
  const written = await walk.tx
    .insert(approvalCopies)
    .values(
      recipients.map((userId) => ({
        orgId: walk.instance.orgId,
        instanceId: walk.instance.id,
        round: walk.instance.round,
        nodeId: node.id,
        nodeName: node.name,
        userId,
        createdAt: walk.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: approvalCopies.userId });
  const copied = written.map((row) => row.userId);
  await writeHistory(walk, {
    action: 'cc',
    actorId: null,
    nodeId: node.id,
    nodeName: node.name,
    targetIds: copied,
  });
  walk.notices.push({ kind: 'cc', userIds: copied });
  tell(walk, 'ccArrived', copied);
  return 'passed';
}

/** The assignees of this round's tasks meeting `where` (e.g. approved ones, or a node's open ones). */
export async function roundAssignees(walk: Walk, where: SQL): Promise<Set<number>> {
  const rows = await walk.tx
    .select({ assigneeId: approvalTasks.assigneeId })
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, walk.instance.id),
        eq(approvalTasks.round, walk.instance.round),
        where,
      ),
    );
  return new Set(rows.map((row) => row.assigneeId));
}

/**
 * Resolves an approver node's assignees and stores their tasks: sequential nodes queue them (the
 * first pending, the others waiting), all-of and any-of open them together. Nobody found →
 * `whenNobody`: the organization's administrators, or passing the node (an `autoPass` row).
 */
async function startApprover(walk: Walk, node: ApproverNode): Promise<'passed' | 'waiting'> {
  let assignees = await resolveAssignees(walk.tx, node.assignees, node.id, assigneeInput(walk.instance));
  if (assignees.length > 0 && walk.version.settings.skipRepeatedApprover) {
    const approved = await roundAssignees(walk, eq(approvalTasks.status, 'approved'));
    if (assignees.every((id) => approved.has(id))) assignees = [];
  }
  if (assignees.length === 0 && node.whenNobody === 'toAdmin')
    assignees = await administratorsOf(walk.tx, walk.instance.orgId);
  if (assignees.length === 0) {
    await writeHistory(walk, { action: 'autoPass', actorId: null, nodeId: node.id, nodeName: node.name });
    walk.state.skipped.push(node.id);
    return 'passed';
  }
  await openTasks(
    walk,
    node,
    assignees.map((userId, index) => ({ userId, seq: node.mode === 'sequential' ? index * 100 : 0 })),
  );
  await scheduleTimers(walk, node);
  return 'waiting';
}

const HOUR_MS = 3_600_000;

/** A started node's reminder and time limit, as durable timers (approval-timers.ts fires them). */
async function scheduleTimers(walk: Walk, node: ApproverNode): Promise<void> {
  const limit = node.timeLimit;
  if (!limit) return;
  const at = (hours: number) => new Date(walk.now.getTime() + hours * HOUR_MS);
  const timers = [
    ...(limit.remindAfterHours ? [{ kind: 'remind' as const, dueAt: at(limit.remindAfterHours) }] : []),
    ...(limit.limitHours && limit.onTimeout !== 'none'
      ? [{ kind: 'limit' as const, dueAt: at(limit.limitHours) }]
      : []),
  ];
  if (timers.length === 0) return;
  await walk.tx.insert(approvalTimers).values(
    timers.map((timer) => ({
      orgId: walk.instance.orgId,
      instanceId: walk.instance.id,
      round: walk.instance.round,
      nodeId: node.id,
      nodeStartedAt: walk.now,
      ...timer,
    })),
  );
}

/**
 * Stores tasks of a node, each going to its assignee's delegate when a delegation covers now (the
 * task remembers whom it stands in for); the lowest wave opens (pending), later ones wait.
 */
export async function openTasks(
  walk: Walk,
  node: { id: string; name: string },
  wanted: readonly { userId: number; seq: number; onBehalfOfId?: number | null }[],
): Promise<TaskRow[]> {
  const delegates = await delegatesAt(
    walk.tx,
    walk.instance.orgId,
    wanted.map((task) => task.userId),
    walk.now,
  );
  const [openSeq] = await walk.tx
    .select({ seq: sql<number | null>`min(${approvalTasks.seq})` })
    .from(approvalTasks)
    .where(and(...nodeTasks(walk, node.id), inArray(approvalTasks.status, [...OPEN_TASK])));
  const firstWave = Math.min(openSeq?.seq ?? Number.POSITIVE_INFINITY, ...wanted.map((task) => task.seq));
  const seen = new Set<number>();
  const rows = wanted.flatMap((task) => {
    const delegate = delegates.get(task.userId);
    const assigneeId = delegate ?? task.userId;
    if (seen.has(assigneeId)) return [];
    seen.add(assigneeId);
    return [
      {
        orgId: walk.instance.orgId,
        instanceId: walk.instance.id,
        round: walk.instance.round,
        nodeId: node.id,
        nodeName: node.name,
        assigneeId,
        onBehalfOfId: delegate ? task.userId : (task.onBehalfOfId ?? null),
        status: task.seq === firstWave ? ('pending' as const) : ('waiting' as const),
        seq: task.seq,
        createdAt: walk.now,
      },
    ];
  });
  if (rows.length === 0) return [];
  const created = await walk.tx.insert(approvalTasks).values(rows).returning();
  const arrived = created.filter((task) => task.status === 'pending').map((task) => task.assigneeId);
  walk.notices.push({ kind: 'taskArrived', userIds: arrived });
  tell(walk, 'taskArrived', arrived);
  return created;
}

const nodeTasks = (walk: Walk, nodeId: string) => [
  eq(approvalTasks.instanceId, walk.instance.id),
  eq(approvalTasks.round, walk.instance.round),
  eq(approvalTasks.nodeId, nodeId),
];

/**
 * After a decision at a node: when no task of it is open, the node is done and the walk goes on;
 * otherwise the lowest open wave opens if nothing of it is pending (the next signer's turn).
 */
export async function settleNode(walk: Walk, nodeId: string): Promise<void> {
  const open = await walk.tx
    .select({ id: approvalTasks.id, seq: approvalTasks.seq, status: approvalTasks.status })
    .from(approvalTasks)
    .where(and(...nodeTasks(walk, nodeId), inArray(approvalTasks.status, [...OPEN_TASK])))
    .orderBy(asc(approvalTasks.seq), asc(approvalTasks.id));
  if (open.length === 0) {
    walk.state.active = walk.state.active.filter((id) => id !== nodeId);
    walk.state.done.push(nodeId);
    await advance(walk);
    return;
  }
  const wave = open[0]!.seq;
  const waiting = open.filter((task) => task.seq === wave && task.status === 'waiting');
  if (waiting.length === 0 || open.some((task) => task.seq === wave && task.status === 'pending')) return;
  const opened = await walk.tx
    .update(approvalTasks)
    .set({ status: 'pending', createdAt: walk.now })
    .where(
      inArray(
        approvalTasks.id,
        waiting.map((task) => task.id),
      ),
    )
    .returning({ assigneeId: approvalTasks.assigneeId });
  const arrived = opened.map((task) => task.assigneeId);
  walk.notices.push({ kind: 'taskArrived', userIds: arrived });
  tell(walk, 'taskArrived', arrived);
}

/** Closes open tasks of this round (all, or those of one node / one wave, or all but one). */
export async function closeOpenTasks(
  walk: Walk,
  only: { nodeId?: string; seq?: number; exceptTaskId?: number } = {},
): Promise<void> {
  const closed = await walk.tx
    .update(approvalTasks)
    .set({
      status: 'closed',
      // A pending task reached its assignee: closing it files it under their 已办.
      actedAt: sql`case when ${approvalTasks.status} = 'pending' then ${walk.now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(approvalTasks.instanceId, walk.instance.id),
        inArray(approvalTasks.status, [...OPEN_TASK]),
        only.nodeId === undefined ? undefined : eq(approvalTasks.nodeId, only.nodeId),
        only.seq === undefined ? undefined : eq(approvalTasks.seq, only.seq),
        only.exceptTaskId === undefined ? undefined : sql`${approvalTasks.id} <> ${only.exceptTaskId}`,
      ),
    )
    .returning({ assigneeId: approvalTasks.assigneeId });
  tell(
    walk,
    'taskClosed',
    closed.map((task) => task.assigneeId),
  );
}

/**
 * Ends the instance: its status and finish time, a closing history row for a decision, the
 * initiator told, and the `approvalInstance.afterEnd` hooks run in this same transaction.
 */
export async function endInstance(walk: Walk, outcome: ApprovalOutcome): Promise<void> {
  walk.instance.status = outcome;
  walk.instance.finishedAt = walk.now;
  walk.state.active = [];
  await closeOpenTasks(walk);
  if (outcome === 'approved' || outcome === 'rejected') {
    await writeHistory(walk, { action: outcome, actorId: null });
    walk.notices.push({ kind: outcome, userIds: [walk.instance.initiatorId] });
  }
  tell(walk, 'instanceEnded', [walk.instance.initiatorId]);
  const { instance } = walk;
  await walk.engine.afterEnd?.({
    tx: walk.tx,
    instance: {
      id: instance.id,
      orgId: instance.orgId,
      instanceNo: instance.instanceNo,
      processId: instance.processId,
      initiatorId: instance.initiatorId,
      round: instance.round,
      transitionRequestId: instance.transitionRequestId,
      businessKind: instance.businessKind,
      businessRecordId: instance.businessRecordId,
    },
    outcome,
    decidedBy: walk.actorId,
  });
  // A business request follows its instance in this same transaction: approved takes the effect
  // (its refusal rolls the decision back); rejected, withdrawn or cancelled leaves the record as it was.
  if (instance.transitionRequestId !== null) {
    await walk.engine.completeRequest?.(
      instance.transitionRequestId,
      outcome === 'approved' ? 'approved' : 'rejected',
      walk.actorId,
      walk.tx,
    );
  }
}

/** The nodes a resubmission keeps as done (resubmitFrom: 'rejectedNode'): those before the rejecting one. */
export function doneBeforeRejection(previous: InstanceState): (plan: Plan) => string[] {
  return (plan) => {
    if (!previous.rejectedNodeId) return [];
    const before = new Set(nodesBefore(plan, previous.rejectedNodeId) ?? []);
    return previous.done.filter((id) => before.has(id));
  };
}

const NOTICE_TITLES: Record<Walk['notices'][number]['kind'], MessageKey> = {
  taskArrived: 'flw.notice.taskArrived',
  remind: 'flw.notice.remind',
  cc: 'flw.notice.cc',
  approved: 'flw.notice.approved',
  rejected: 'flw.notice.rejected',
};

/**
 * Saves the instance row and sends what the action collected: inbox notices and `approval.changed`
 * events, all in the action's transaction (NOTIFY leaves on commit, never after a rollback).
 */
export async function finishWalk(walk: Walk): Promise<void> {
  const { instance } = walk;
  await walk.tx
    .update(approvalInstances)
    .set({
      status: instance.status,
      round: instance.round,
      formData: instance.formData,
      state: walk.state as unknown as Record<string, unknown>,
      finishedAt: instance.finishedAt,
      updatedAt: walk.now,
    })
    .where(eq(approvalInstances.id, instance.id));
  const notices = walk.notices.filter((notice) => notice.userIds.length > 0);
  if (notices.length > 0) {
    const [initiator] = await walk.tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, instance.initiatorId));
    for (const notice of notices)
      await notifyUsers(walk.tx, instance.orgId, notice.userIds, {
        kind: `approval.${notice.kind}`,
        title: NOTICE_TITLES[notice.kind],
        params: {
          initiator: initiator?.name ?? '',
          process: instance.processName,
          instanceNo: instance.instanceNo,
        },
        record: { kind: 'approvalInstance', id: instance.id },
        path: `/approval/detail/${instance.id}`,
      });
  }
  for (const [reason, userIds] of walk.changed) {
    if (userIds.size === 0) continue;
    await publishRealtime<ApprovalChangedEvent>(walk.tx, {
      orgId: instance.orgId,
      userIds: [...userIds],
      type: APPROVAL_CHANGED_EVENT,
      data: { reason, instanceId: instance.id },
    });
  }
}

/** The refusal of acting on an instance that no longer allows it. */
export const refused = (key: MessageKey, status: 400 | 403 | 404 | 409 = 400) => new AppError(status, key);
