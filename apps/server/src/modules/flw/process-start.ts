import type { ApproverNode, FlowNode } from '@atrium/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { ROLE_ENABLED, roles, userRoles } from '../admin/admin.tables.js';
import { approvalProcesses, approvalProcessVersions } from './process.tables.js';
import { mayStart, type Starter } from './process-starters.js';

/** The caller as the starter rule sees them: enabled roles, and their department's path to the top. */
async function starterOf(db: Db, orgId: number, userId: number): Promise<Starter> {
  const roleRows = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.orgId, orgId), eq(roles.status, ROLE_ENABLED)));
  const path = (await db.execute(sql`
    with recursive up(id, parent_id, depth) as (
      select d.id, d.parent_id, 0 from departments d
      join user_organizations m on m.department_id = d.id
      where m.user_id = ${userId} and m.org_id = ${orgId} and d.org_id = ${orgId}
      union all
      select d.id, d.parent_id, up.depth + 1 from departments d
      join up on d.id = up.parent_id
      where d.org_id = ${orgId} and up.depth < 50
    )
    select id from up order by depth`)) as { rows: { id: number }[] };
  return {
    userId,
    roleIds: roleRows.map((row) => row.id),
    departmentPath: path.rows.map((row) => Number(row.id)),
  };
}

/** The latest published version of each enabled process of the organization. */
function publishedVersions(db: Db, orgId: number, processId?: number) {
  return db
    .select({
      id: approvalProcesses.id,
      name: approvalProcesses.name,
      category: approvalProcesses.category,
      icon: approvalProcesses.icon,
      description: approvalProcesses.description,
      publishedVersion: approvalProcessVersions.version,
      starters: approvalProcessVersions.starters,
      form: approvalProcessVersions.form,
      flow: approvalProcessVersions.flow,
      settings: approvalProcessVersions.settings,
    })
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
        eq(approvalProcesses.enabled, true),
        isNotNull(approvalProcesses.publishedVersion),
        processId === undefined ? undefined : eq(approvalProcesses.id, processId),
      ),
    )
    .orderBy(approvalProcesses.category, desc(approvalProcesses.id));
}

/** GET /erp/flw/process/startable: enabled, published, and the caller passes its starter rule. */
export async function startableProcesses(db: Db, orgId: number, userId: number) {
  const [starter, processes] = [await starterOf(db, orgId, userId), await publishedVersions(db, orgId)];
  return processes
    .filter((process) => mayStart(process.starters, starter))
    .map(({ id, name, category, icon, description, publishedVersion }) => ({
      id,
      name,
      category,
      icon,
      description,
      publishedVersion,
    }));
}

/** Approver nodes anywhere in the flow (branches included) whose approvers the initiator picks. */
function initiatorChoiceNodes(nodes: readonly FlowNode[]): ApproverNode[] {
  return nodes.flatMap((node) => {
    if (node.type === 'approver') return node.assignees.kind === 'initiatorChoice' ? [node] : [];
    if (node.type === 'cc') return [];
    return node.branches.flatMap((branch) => initiatorChoiceNodes(branch.nodes));
  });
}

/** GET /erp/flw/process/:id/start-form: what starting the latest published version needs. */
export async function startForm(db: Db, orgId: number, userId: number, processId: number) {
  const [process] = await publishedVersions(db, orgId, processId);
  if (!process) throw notFound();
  if (!mayStart(process.starters, await starterOf(db, orgId, userId)))
    throw new AppError(400, 'flwProcess.notStartable');
  return {
    processId: process.id,
    name: process.name,
    publishedVersion: process.publishedVersion,
    // The flow has no start node, so no field is hidden from the initiator.
    form: process.form,
    chooseApprovers: initiatorChoiceNodes(process.flow.nodes).map((node) => ({
      nodeId: node.id,
      name: node.name,
      multiple: node.assignees.kind === 'initiatorChoice' && node.assignees.multiple,
    })),
    initiatorMayCc: process.settings.initiatorMayCc,
  };
}
