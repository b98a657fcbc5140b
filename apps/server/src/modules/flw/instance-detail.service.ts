import { type FieldRights, type flwApi, formatBusinessDateTime, type Locale } from '@atrium/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { visibleValues } from '../../platform/forms/form-values-check.js';
import { translate } from '../../platform/http/messages.js';
import type { Member } from '../../platform/http/request-context.js';
import { departments, users } from '../admin/admin.tables.js';
import { attachedFilesById } from '../files/attached-files.js';
import { approvalCopies, approvalHistory, approvalTasks } from './approval.tables.js';
import { nodeOf, planNodes, planOf, rejectTargets, stateOf } from './flow-walk.js';
import { mayCancelAny, readableInstance } from './instance-actions.service.js';
import { versionOf } from './instance-engine.js';

/**
 * 审批详情 (docs/approvals.md "Reads"): the form with the caller's field rights applied on the
 * server (hidden fields are not sent), the timeline of the round, the history with names and
 * attachments, and what the caller may do now. Opening it marks the caller's copy read.
 */

type UserRef = { id: number; name: string };

async function namesOf(db: Db, ids: Iterable<number | null>): Promise<Map<number, UserRef>> {
  const unique = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function instanceDetail(
  db: Db,
  member: Member,
  id: number,
  locale: Locale,
): Promise<flwApi.InstanceDetail> {
  const instance = await readableInstance(db, member, id);
  const version = await versionOf(db, instance.processVersionId);
  const state = stateOf(instance.state);
  const { plan } = planOf(version.flow, null, state.branches);
  const [tasks, history, copies] = await Promise.all([
    db
      .select()
      .from(approvalTasks)
      .where(eq(approvalTasks.instanceId, instance.id))
      .orderBy(asc(approvalTasks.seq), asc(approvalTasks.id)),
    db
      .select()
      .from(approvalHistory)
      .where(eq(approvalHistory.instanceId, instance.id))
      .orderBy(asc(approvalHistory.id)),
    db
      .select({ id: approvalCopies.id, nodeId: approvalCopies.nodeId, read: approvalCopies.read })
      .from(approvalCopies)
      .where(and(eq(approvalCopies.instanceId, instance.id), eq(approvalCopies.userId, member.userId)))
      .orderBy(desc(approvalCopies.id)),
  ]);
  const round = tasks.filter((task) => task.round === instance.round);
  const mine = round.find((task) => task.assigneeId === member.userId && task.status === 'pending');
  const myNode = mine ? nodeOf(plan, mine.nodeId) : undefined;
  // The caller's rights: at their pending task's node, else the node of their latest task or copy.
  const latestTask = [...tasks].reverse().find((task) => task.assigneeId === member.userId);
  const rightsNodeId = mine?.nodeId ?? latestTask?.nodeId ?? copies[0]?.nodeId;
  const rightsNode = rightsNodeId ? planNodes(plan).find((node) => node.id === rightsNodeId) : undefined;
  const isInitiator = instance.initiatorId === member.userId;
  const fieldRights: FieldRights = isInitiator && !mine ? {} : (rightsNode?.fieldRights ?? {});

  if (copies.some((copy) => !copy.read))
    await db
      .update(approvalCopies)
      .set({ read: true })
      .where(
        and(
          eq(approvalCopies.instanceId, instance.id),
          eq(approvalCopies.userId, member.userId),
          eq(approvalCopies.read, false),
        ),
      );

  const names = await namesOf(db, [
    instance.initiatorId,
    ...tasks.flatMap((task) => [task.assigneeId, task.onBehalfOfId]),
    ...history.flatMap((row) => [row.actorId, row.onBehalfOfId, ...row.targetIds]),
  ]);
  const ref = (userId: number | null) => (userId === null ? null : (names.get(userId) ?? null));
  const files = await attachedFilesById(
    db,
    instance.orgId,
    history.flatMap((row) => row.attachmentIds),
  );
  const [department] = instance.initiatorDepartmentId
    ? await db
        .select({ name: departments.name })
        .from(departments)
        .where(and(eq(departments.orgId, instance.orgId), eq(departments.id, instance.initiatorDepartmentId)))
    : [];

  const done = new Set(state.done);
  const skipped = new Set(state.skipped);
  const timelineTask = (task: (typeof tasks)[number]) => ({
    id: task.id,
    assignee: ref(task.assigneeId) ?? { id: task.assigneeId, name: '' },
    status: task.status,
    onBehalfOf: ref(task.onBehalfOfId),
    actedAt: task.actedAt ? formatBusinessDateTime(task.actedAt) : null,
    comment: task.comment,
  });
  const nodeState = (nodeId: string): flwApi.InstanceDetail['timeline'][number]['state'] => {
    if (skipped.has(nodeId)) return 'skipped';
    if (done.has(nodeId)) return 'done';
    if (state.active.includes(nodeId)) return 'active';
    if (instance.status === 'rejected' && state.rejectedNodeId === nodeId) return 'rejected';
    return 'upcoming';
  };
  const endState = { approved: 'done', rejected: 'rejected', running: 'upcoming' } as const;
  const timeline: flwApi.InstanceDetail['timeline'] = [
    {
      nodeId: 'start',
      name: translate(locale, 'flw.timeline.start'),
      type: 'start',
      mode: null,
      state: 'done',
      tasks: [],
    },
    ...planNodes(plan).map((node) => ({
      nodeId: node.id,
      name: node.name,
      type: node.type,
      mode: node.type === 'approver' ? node.mode : null,
      state: nodeState(node.id),
      tasks: round.filter((task) => task.nodeId === node.id).map(timelineTask),
    })),
    {
      nodeId: 'end',
      name: translate(locale, 'flw.timeline.end'),
      type: 'end',
      mode: null,
      state: endState[instance.status as keyof typeof endState] ?? 'skipped',
      tasks: [],
    },
  ];

  const acted = history.some(
    (row) =>
      row.round === instance.round && ['approve', 'reject', 'transfer', 'addSigner'].includes(row.action),
  );
  const ended = instance.status === 'approved' || instance.status === 'cancelled';
  return {
    id: instance.id,
    instanceNo: instance.instanceNo,
    processId: instance.processId,
    processName: instance.processName,
    category: instance.category,
    processVersion: version.version,
    status: instance.status,
    round: instance.round,
    initiator: ref(instance.initiatorId) ?? { id: instance.initiatorId, name: '' },
    initiatorDepartment: department?.name ?? null,
    createTime: formatBusinessDateTime(instance.createdAt),
    finishTime: instance.finishedAt ? formatBusinessDateTime(instance.finishedAt) : null,
    form: version.form,
    formData: visibleValues(instance.formData, fieldRights),
    fieldRights,
    timeline,
    history: history.map((row) => ({
      id: row.id,
      action: row.action,
      actor: ref(row.actorId),
      onBehalfOf: ref(row.onBehalfOfId),
      nodeId: row.nodeId,
      nodeName: row.nodeName,
      round: row.round,
      comment: row.comment,
      attachments: row.attachmentIds.flatMap((fileId) => files.get(fileId) ?? []),
      targets: row.targetIds.flatMap((userId) => names.get(userId) ?? []),
      createTime: formatBusinessDateTime(row.createdAt),
    })),
    myTask:
      mine && myNode?.type === 'approver'
        ? {
            taskId: mine.id,
            nodeId: mine.nodeId,
            nodeName: mine.nodeName,
            canTransfer: myNode.allowTransfer,
            canAddSigner: myNode.allowAddSigner,
            rejectTargets: rejectTargets(plan, state, mine.nodeId).map((node) => ({
              nodeId: node.id,
              name: node.name,
            })),
          }
        : null,
    canWithdraw: isInitiator && instance.status === 'running' && !acted,
    canResubmit:
      isInitiator &&
      instance.transitionRequestId === null &&
      (instance.status === 'rejected' || instance.status === 'withdrawn'),
    canCancel: !ended && (isInitiator || (await mayCancelAny(db, member))),
    business:
      instance.businessKind === null
        ? null
        : {
            kind: instance.businessKind,
            recordId: instance.businessRecordId ?? 0,
            label: instance.businessLabel ?? '',
            path: instance.businessPath ?? '',
          },
  };
}
