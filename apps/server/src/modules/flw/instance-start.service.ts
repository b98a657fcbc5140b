import type { flwApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { nextDocumentNumber } from '../../platform/document-numbers/next-document-number.js';
import { assertFormValues } from '../../platform/forms/form-values-check.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { userOrganizations } from '../admin/admin.tables.js';
import { filesOfOrganization } from '../files/attached-files.js';
import { approvalInstances } from './approval.tables.js';
import { enabledMembersInOrder, walkContextOf } from './approval-assignees.js';
import { planNodes, planOf } from './flow-walk.js';
import { APPROVAL_INSTANCE } from './flw-document-kinds.js';
import {
  type Engine,
  finishWalk,
  openWalk,
  sendCopies,
  startRound,
  writeHistory,
} from './instance-engine.js';
import { approvalProcesses, approvalProcessVersions } from './process.tables.js';
import { mayStart } from './process-starters.js';

type StartBody = BodyOf<typeof flwApi.instanceStart>;

/** The latest published version of an enabled process of the organization, or null. */
export async function startableVersion(db: Db, orgId: number, processId: number) {
  const [row] = await db
    .select({ version: approvalProcessVersions })
    .from(approvalProcesses)
    .innerJoin(
      approvalProcessVersions,
      and(
        eq(approvalProcessVersions.processId, approvalProcesses.id),
        eq(approvalProcessVersions.version, approvalProcesses.publishedVersion),
      ),
    )
    .where(
      and(
        eq(approvalProcesses.orgId, orgId),
        eq(approvalProcesses.id, processId),
        eq(approvalProcesses.enabled, true),
      ),
    );
  return row?.version ?? null;
}

/** Every approver the initiator chose is an enabled member, one only where the node takes one. */
async function checkedChoices(
  db: Db,
  orgId: number,
  nodes: readonly { id: string; name: string; multiple: boolean }[],
  chosen: Readonly<Record<string, number[]>>,
): Promise<Record<string, number[]>> {
  const checked: Record<string, number[]> = {};
  for (const node of nodes) {
    const path = `chosenApprovers.${node.id}`;
    const ids = [...new Set(chosen[node.id] ?? [])];
    if (ids.length === 0) throw fieldError(path, 'flw.chooseApprovers', { node: node.name });
    if (!node.multiple && ids.length > 1)
      throw fieldError(path, 'flw.chosenApproverOne', { node: node.name });
    const members = await enabledMembersInOrder(db, orgId, ids);
    if (members.length !== ids.length) throw fieldError(path, 'flw.memberMissing');
    checked[node.id] = members;
  }
  return checked;
}

/**
 * 发起审批: on the latest published version of an enabled process the caller may start, with a
 * form that fits it. Numbers the instance, writes its `submit` row, sends the initiator's CC
 * copies and starts the first nodes, all in one transaction.
 */
export function startInstance(db: Db, engine: Engine, member: Member, body: StartBody) {
  return db.transaction(async (tx) => {
    const { orgId, userId } = member;
    const version = await startableVersion(tx, orgId, body.processId);
    if (!version) throw fieldError('processId', 'flw.processNotStartable');
    const [membership] = await tx
      .select({ departmentId: userOrganizations.departmentId })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.orgId, orgId), eq(userOrganizations.userId, userId)));
    const initiatorDepartmentId = membership?.departmentId ?? null;
    const context = await walkContextOf(tx, {
      orgId,
      initiatorId: userId,
      initiatorDepartmentId,
      formData: body.formData,
    });
    const starter = { userId, departmentPath: context.departmentChain, roleIds: context.roleIds };
    if (!mayStart(version.starters, starter)) throw fieldError('processId', 'flw.processNotStartable');
    assertFormValues(version.form, body.formData);
    const choosing = planNodes(planOf(version.flow, context).plan).flatMap((node) =>
      node.type === 'approver' && node.assignees.kind === 'initiatorChoice'
        ? [{ id: node.id, name: node.name, multiple: node.assignees.multiple }]
        : [],
    );
    const chosenApprovers = await checkedChoices(tx, orgId, choosing, body.chosenApprovers);
    if (body.ccUserIds.length > 0 && !version.settings.initiatorMayCc)
      throw fieldError('ccUserIds', 'flw.ccNotAllowed');
    const ccUserIds = await enabledMembersInOrder(tx, orgId, body.ccUserIds);
    if (ccUserIds.length !== new Set(body.ccUserIds).size) throw fieldError('ccUserIds', 'flw.memberMissing');
    const attachmentIds = await filesOfOrganization(tx, orgId, body.attachmentIds);
    if (!attachmentIds) throw fieldError('attachmentIds', 'flw.attachmentMissing');
    return openInstance(tx, engine, version, {
      orgId,
      initiatorId: userId,
      initiatorDepartmentId,
      formData: body.formData,
      chosenApprovers,
      ccUserIds,
      attachmentIds,
    });
  });
}

type StartableVersion = NonNullable<Awaited<ReturnType<typeof startableVersion>>>;

/** What a new instance starts with, beyond its version. */
export interface OpeningFacts {
  orgId: number;
  initiatorId: number;
  initiatorDepartmentId: number | null;
  formData: Record<string, unknown>;
  chosenApprovers?: Record<string, number[]>;
  ccUserIds?: readonly number[];
  attachmentIds?: number[];
  /** The gated request it decides, and how the detail links to its record (approval-binding-start.ts). */
  business?: {
    transitionRequestId: number;
    kind: string;
    recordId: number | null;
    label: string;
    path: string;
  };
}

/**
 * Numbers and inserts an instance of `version`, writes its `submit` row, sends the initiator's CC
 * copies and starts the first nodes, in the caller's transaction.
 */
export async function openInstance(tx: Db, engine: Engine, version: StartableVersion, facts: OpeningFacts) {
  const now = engine.now();
  const [instance] = await tx
    .insert(approvalInstances)
    .values({
      orgId: facts.orgId,
      instanceNo: await nextDocumentNumber(tx, facts.orgId, APPROVAL_INSTANCE, now),
      processId: version.processId,
      processVersionId: version.id,
      processName: version.name,
      category: version.category,
      initiatorId: facts.initiatorId,
      initiatorDepartmentId: facts.initiatorDepartmentId,
      formData: facts.formData,
      chosenApprovers: facts.chosenApprovers ?? {},
      transitionRequestId: facts.business?.transitionRequestId ?? null,
      businessKind: facts.business?.kind ?? null,
      businessRecordId: facts.business?.recordId ?? null,
      businessLabel: facts.business?.label ?? null,
      businessPath: facts.business?.path ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const walk = await openWalk(tx, engine, instance!, facts.initiatorId);
  await writeHistory(walk, { action: 'submit', attachmentIds: facts.attachmentIds ?? [] });
  // The initiator's own CC recipients are copied at the start (node `start`, no node name).
  if (facts.ccUserIds?.length)
    await sendCopies(walk, { id: 'start', name: '', assignees: null }, facts.ccUserIds);
  await startRound(walk);
  await finishWalk(walk);
  return { id: instance!.id, instanceNo: instance!.instanceNo };
}
