import type { ApproverNode } from '@atrium/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobSchedule } from '../../platform/jobs/job-scheduler.js';
import { approvalTasks, approvalTimers } from './approval.tables.js';
import { administratorsOf, enabledMembersInOrder } from './approval-assignees.js';
import { nodeOf } from './flow-walk.js';
import {
  closeOpenTasks,
  type Engine,
  endInstance,
  finishWalk,
  lockInstance,
  openTasks,
  openWalk,
  settleNode,
  type Walk,
  writeHistory,
} from './instance-engine.js';

/**
 * Node time limits as durable timers (docs/approvals.md "Timers"): a node that starts with a
 * `timeLimit` writes its reminder and limit rows (instance-engine.ts); a scheduled job fires the
 * due ones every five minutes, one job per organization that has any, whichever process claims
 * the period. Each timer fires in its own transaction (the timer row, then the instance, locked),
 * at most once, and does nothing when its node is no longer the one that started it.
 */

export const APPROVAL_TIMERS_JOB = 'flw.approvalTimers';

/** Organizations with a timer due now (the schedule queues a job for each). */
async function organizationsWithDueTimers(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orgId: approvalTimers.orgId })
    .from(approvalTimers)
    .where(and(isNull(approvalTimers.firedAt), lte(approvalTimers.dueAt, sql`now()`)));
  return rows.map((row) => row.orgId);
}

export const APPROVAL_TIMERS_SCHEDULE: JobSchedule = {
  name: 'flw.approvalTimers.every5Minutes',
  cron: '*/5 * * * *',
  kind: APPROVAL_TIMERS_JOB,
  organizations: organizationsWithDueTimers,
};

export function registerApprovalTimersJob(queue: JobQueue, engine: Engine): void {
  queue.register(APPROVAL_TIMERS_JOB, async ({ job, db }) => {
    // The period the schedule queued the job for is its clock (tests step it).
    const period = typeof job.payload.period === 'string' ? new Date(job.payload.period) : engine.now();
    return { fired: await fireDueTimers(db, engine, job.orgId, period) };
  });
}

/** Pending tasks of the node in this round, locked. */
async function pendingAt(walk: Walk, nodeId: string) {
  return walk.tx
    .select()
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, walk.instance.id),
        eq(approvalTasks.round, walk.instance.round),
        eq(approvalTasks.nodeId, nodeId),
        eq(approvalTasks.status, 'pending'),
      ),
    )
    .orderBy(asc(approvalTasks.seq), asc(approvalTasks.id))
    .for('update');
}

async function setStatus(walk: Walk, ids: number[], status: 'approved' | 'rejected' | 'transferred') {
  if (ids.length === 0) return;
  await walk.tx
    .update(approvalTasks)
    .set({ status, actedAt: walk.now })
    .where(inArray(approvalTasks.id, ids));
}

async function remind(walk: Walk, node: ApproverNode): Promise<void> {
  const assignees = (await pendingAt(walk, node.id)).map((task) => task.assigneeId);
  if (assignees.length === 0) return;
  await writeHistory(walk, { action: 'remind', nodeId: node.id, nodeName: node.name, targetIds: assignees });
  walk.notices.push({ kind: 'remind', userIds: assignees });
}

async function timeOut(walk: Walk, node: ApproverNode): Promise<void> {
  const limit = node.timeLimit!;
  const pending = await pendingAt(walk, node.id);
  const entry = { nodeId: node.id, nodeName: node.name, targetIds: pending.map((task) => task.assigneeId) };
  if (limit.onTimeout === 'approve') {
    await setStatus(
      walk,
      pending.map((task) => task.id),
      'approved',
    );
    await writeHistory(walk, { action: 'autoApprove', ...entry });
    await closeOpenTasks(walk, { nodeId: node.id });
    await settleNode(walk, node.id);
  } else if (limit.onTimeout === 'reject') {
    await setStatus(
      walk,
      pending.map((task) => task.id),
      'rejected',
    );
    await writeHistory(walk, { action: 'autoReject', ...entry });
    walk.state.rejectedNodeId = node.id;
    await endInstance(walk, 'rejected');
  } else if (limit.onTimeout === 'escalate' && pending.length > 0) {
    const named = limit.escalateToUserId
      ? await enabledMembersInOrder(walk.tx, walk.instance.orgId, [limit.escalateToUserId])
      : [];
    const targets = named.length > 0 ? named : await administratorsOf(walk.tx, walk.instance.orgId);
    const to = targets.filter((id) => !pending.some((task) => task.assigneeId === id));
    if (to.length === 0) return;
    await setStatus(
      walk,
      pending.map((task) => task.id),
      'transferred',
    );
    await writeHistory(walk, { action: 'escalate', ...entry, targetIds: to });
    await openTasks(
      walk,
      node,
      to.map((userId) => ({ userId, seq: pending[0]!.seq, onBehalfOfId: pending[0]!.assigneeId })),
    );
  }
}

/** Fires the organization's timers due at `at`, each in its own transaction; answers how many. */
export async function fireDueTimers(db: Db, engine: Engine, orgId: number, at: Date, most = 500) {
  const clock: Engine = { ...engine, now: () => at };
  let fired = 0;
  while (fired < most) {
    const claimed = await db.transaction(async (tx) => {
      const [timer] = await tx
        .select()
        .from(approvalTimers)
        .where(
          and(eq(approvalTimers.orgId, orgId), isNull(approvalTimers.firedAt), lte(approvalTimers.dueAt, at)),
        )
        .orderBy(asc(approvalTimers.dueAt), asc(approvalTimers.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!timer) return false;
      await tx.update(approvalTimers).set({ firedAt: at }).where(eq(approvalTimers.id, timer.id));
      const instance = await lockInstance(tx, orgId, timer.instanceId);
      if (!instance || instance.status !== 'running' || instance.round !== timer.round) return true;
      const walk = await openWalk(tx, clock, instance, null);
      const node = nodeOf(walk.plan, timer.nodeId);
      const current =
        node?.type === 'approver' &&
        walk.state.active.includes(node.id) &&
        walk.state.startedAt[node.id] === timer.nodeStartedAt.toISOString();
      if (!current) return true;
      await (timer.kind === 'remind' ? remind(walk, node) : timeOut(walk, node));
      await finishWalk(walk);
      return true;
    });
    if (!claimed) break;
    fired += 1;
  }
  return fired;
}
