import type { ApproverNode, flwApi, Locale } from '@atrium/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { applyEdits } from '../../platform/forms/form-values-check.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import { translate } from '../../platform/http/messages.js';
import type { Member } from '../../platform/http/request-context.js';
import { filesOfOrganization } from '../files/attached-files.js';
import { approvalTasks } from './approval.tables.js';
import { enabledMembersInOrder } from './approval-assignees.js';
import { nodeOf, nodesFrom, rejectTargets } from './flow-walk.js';
import {
  advance,
  closeOpenTasks,
  type Engine,
  endInstance,
  finishWalk,
  lockInstance,
  OPEN_TASK,
  openTasks,
  openWalk,
  roundAssignees,
  settleNode,
  type TaskRow,
  type Walk,
  writeHistory,
} from './instance-engine.js';

/**
 * What an assignee does with a pending task (我审批的): approve, reject, transfer, add signers,
 * batch approve. Each runs in one transaction that locks the instance, then the task, and checks
 * again that the task is still the caller's and pending: a task is decided once, and a second
 * attempt (another tab, a double click) gets 409 with a clear message.
 */

interface TaskAction {
  walk: Walk;
  task: TaskRow;
  node: ApproverNode;
}

async function onOwnTask<T>(
  db: Db,
  engine: Engine,
  member: Member,
  taskId: number,
  work: (action: TaskAction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const mine = and(
      eq(approvalTasks.orgId, member.orgId),
      eq(approvalTasks.id, taskId),
      eq(approvalTasks.assigneeId, member.userId),
    );
    const [peek] = await tx.select({ instanceId: approvalTasks.instanceId }).from(approvalTasks).where(mine);
    if (!peek) throw new AppError(404, 'flw.taskNotFound');
    // Instance first, then the task: every action locks in this order, so none deadlock.
    const instance = await lockInstance(tx, member.orgId, peek.instanceId);
    const [task] = await tx.select().from(approvalTasks).where(mine).for('update');
    if (!instance || !task) throw new AppError(404, 'flw.taskNotFound');
    if (task.status === 'waiting') throw new AppError(404, 'flw.taskNotFound');
    if (task.status !== 'pending' || instance.status !== 'running')
      throw new AppError(409, 'flw.taskDecided');
    const walk = await openWalk(tx, engine, instance, member.userId);
    const node = nodeOf(walk.plan, task.nodeId);
    if (node?.type !== 'approver') throw new Error(`task ${task.id} is at no approver node of its plan`);
    const result = await work({ walk, task, node });
    await finishWalk(walk);
    return result;
  });
}

async function decide(
  walk: Walk,
  task: TaskRow,
  status: 'approved' | 'rejected' | 'transferred',
  comment: string,
) {
  await walk.tx
    .update(approvalTasks)
    .set({ status, actedAt: walk.now, comment })
    .where(eq(approvalTasks.id, task.id));
}

async function checkedAttachments(walk: Walk, ids: readonly number[]): Promise<number[]> {
  const found = await filesOfOrganization(walk.tx, walk.instance.orgId, ids);
  if (!found) throw fieldError('attachmentIds', 'flw.attachmentMissing');
  return found;
}

const taskEntry = (task: TaskRow) => ({
  nodeId: task.nodeId,
  nodeName: task.nodeName,
  taskId: task.id,
  onBehalfOfId: task.onBehalfOfId,
});

type ApproveBody = BodyOf<typeof flwApi.taskApprove>;

async function approveTask({ walk, task, node }: TaskAction, body: ApproveBody) {
  if (body.formData)
    walk.instance.formData = applyEdits(
      walk.version.form,
      node.fieldRights,
      walk.instance.formData,
      body.formData,
    );
  const attachmentIds = await checkedAttachments(walk, body.attachmentIds);
  await decide(walk, task, 'approved', body.comment);
  await writeHistory(walk, { action: 'approve', ...taskEntry(task), comment: body.comment, attachmentIds });
  // 或签: the first approval ends its wave; the siblings close.
  if (node.mode === 'anyOf') await closeOpenTasks(walk, { nodeId: node.id, seq: task.seq });
  await settleNode(walk, node.id);
  return { instanceStatus: walk.instance.status };
}

export const approve = (db: Db, engine: Engine, member: Member, taskId: number, body: ApproveBody) =>
  onOwnTask(db, engine, member, taskId, (action) => approveTask(action, body));

export const reject = (
  db: Db,
  engine: Engine,
  member: Member,
  taskId: number,
  body: BodyOf<typeof flwApi.taskReject>,
) =>
  onOwnTask(db, engine, member, taskId, async ({ walk, task }) => {
    const attachmentIds = await checkedAttachments(walk, body.attachmentIds);
    const target = body.toNodeId;
    if (
      target !== undefined &&
      !rejectTargets(walk.plan, walk.state, task.nodeId).some((n) => n.id === target)
    )
      throw fieldError('toNodeId', 'flw.rejectTargetInvalid');
    await decide(walk, task, 'rejected', body.comment);
    await writeHistory(walk, {
      action: 'reject',
      ...taskEntry(task),
      comment: body.comment,
      attachmentIds,
      targetIds: [],
    });
    if (target === undefined) {
      walk.state.rejectedNodeId = task.nodeId;
      await endInstance(walk, 'rejected');
      return { instanceStatus: walk.instance.status };
    }
    // Back to an earlier node: it and everything after it start again.
    await closeOpenTasks(walk);
    const restart = new Set(nodesFrom(walk.plan, target) ?? []);
    walk.state.done = walk.state.done.filter((id) => !restart.has(id));
    walk.state.skipped = walk.state.skipped.filter((id) => !restart.has(id));
    walk.state.active = [];
    await advance(walk);
    return { instanceStatus: walk.instance.status };
  });

/** Members who hold an open task at the node now. */
const openAtNode = (walk: Walk, nodeId: string) =>
  roundAssignees(walk, and(eq(approvalTasks.nodeId, nodeId), inArray(approvalTasks.status, [...OPEN_TASK]))!);

export const transfer = (
  db: Db,
  engine: Engine,
  member: Member,
  taskId: number,
  body: BodyOf<typeof flwApi.taskTransfer>,
) =>
  onOwnTask(db, engine, member, taskId, async ({ walk, task, node }) => {
    if (!node.allowTransfer) throw new AppError(400, 'flw.transferNotAllowed');
    if (body.userId === member.userId || (await openAtNode(walk, node.id)).has(body.userId))
      throw fieldError('userId', 'flw.transferTarget');
    const [target] = await enabledMembersInOrder(walk.tx, member.orgId, [body.userId]);
    if (target === undefined) throw fieldError('userId', 'flw.memberMissing');
    await decide(walk, task, 'transferred', body.comment);
    await writeHistory(walk, {
      action: 'transfer',
      ...taskEntry(task),
      comment: body.comment,
      targetIds: [target],
    });
    const [created] = await openTasks(walk, node, [
      { userId: target, seq: task.seq, onBehalfOfId: task.onBehalfOfId ?? member.userId },
    ]);
    return { taskId: created!.id };
  });

export const addSigner = (
  db: Db,
  engine: Engine,
  member: Member,
  taskId: number,
  body: BodyOf<typeof flwApi.taskAddSigner>,
) =>
  onOwnTask(db, engine, member, taskId, async ({ walk, task, node }) => {
    if (!node.allowAddSigner) throw new AppError(400, 'flw.addSignerNotAllowed');
    const open = await openAtNode(walk, node.id);
    const wanted = [...new Set(body.userIds)];
    if (wanted.some((id) => id === member.userId || open.has(id)))
      throw fieldError('userIds', 'flw.transferTarget');
    const signers = await enabledMembersInOrder(walk.tx, member.orgId, wanted);
    if (signers.length !== wanted.length) throw fieldError('userIds', 'flw.memberMissing');
    await writeHistory(walk, {
      action: 'addSigner',
      ...taskEntry(task),
      comment: body.comment,
      targetIds: signers,
    });
    // Waves: the lowest open seq of a node is pending. Before: the signers join the caller's wave
    // and the caller waits one wave later; after: they wait one wave after the caller's.
    if (body.position === 'before')
      await walk.tx
        .update(approvalTasks)
        .set({ status: 'waiting', seq: task.seq + 1 })
        .where(eq(approvalTasks.id, task.id));
    const seq = body.position === 'before' ? task.seq : task.seq + 1;
    const created = await openTasks(
      walk,
      node,
      signers.map((userId) => ({ userId, seq })),
    );
    return { taskIds: created.map((row) => row.id) };
  });

/**
 * Approves several of the caller's pending tasks, each in its own transaction (one refused does
 * not undo the others); only tasks whose node allows batch approval.
 */
export async function batchApprove(
  db: Db,
  engine: Engine,
  member: Member,
  locale: Locale,
  body: BodyOf<typeof flwApi.taskBatchApprove>,
) {
  let approved = 0;
  const refused: { taskId: number; message: string }[] = [];
  for (const taskId of [...new Set(body.taskIds)]) {
    try {
      await onOwnTask(db, engine, member, taskId, async (action) => {
        if (!action.node.allowBatch) throw new AppError(400, 'flw.batchNotAllowed');
        return approveTask(action, { comment: body.comment, attachmentIds: [] });
      });
      approved += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ taskId, message: translate(locale, error.messageKey, error.params) });
    }
  }
  return { approved, refused };
}
