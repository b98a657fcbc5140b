import type { AssigneeRule } from '@atrium/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { enabledMemberIds } from '../../platform/access/granted-menus.js';
import type { Db } from '../../platform/db/database.js';
import { ROLE_ENABLED, roles, userOrganizations, userRoles, users } from '../admin/admin.tables.js';
import { ADMINISTRATOR_ROLE_CODE } from '../admin/role-grants.js';
import { employees } from '../hrm/hrm.tables.js';
import { approvalDelegations } from './approval.tables.js';
import type { WalkContext } from './flow-conditions.js';

/**
 * Who an approver or CC node reaches (docs/approvals.md "Assignees"), resolved once when the node
 * starts and stored in its tasks or copies: later changes to roles or departments move nothing.
 * Only enabled members of the organization are kept, in the rule's order, each once.
 */

/** What rules read about the instance. */
export interface AssigneeInput {
  orgId: number;
  initiatorId: number;
  initiatorDepartmentId: number | null;
  formData: Readonly<Record<string, unknown>>;
  chosenApprovers: Readonly<Record<string, number[]>>;
}

/** One department of the initiator's chain, from their own upward, with its leader's account. */
interface ChainLink {
  departmentId: number;
  leaderUserId: number | null;
}

/** The department and every one above it, nearest first, with each leader's user id. */
export async function departmentChain(
  db: Db,
  orgId: number,
  departmentId: number | null,
): Promise<ChainLink[]> {
  if (departmentId === null) return [];
  const result = (await db.execute(sql`
    with recursive chain(id, parent_id, leader_employee_id, depth) as (
      select id, parent_id, leader_employee_id, 0 from departments where org_id = ${orgId} and id = ${departmentId}
      union all
      select d.id, d.parent_id, d.leader_employee_id, chain.depth + 1
      from departments d join chain on d.id = chain.parent_id
      where d.org_id = ${orgId} and chain.depth < 30
    )
    select chain.id as "departmentId", e.user_id as "leaderUserId"
    from chain
    left join employees e on e.id = chain.leader_employee_id and e.org_id = ${orgId} and e.deleted_at is null
    order by chain.depth`)) as { rows: unknown[] };
  return (result.rows as { departmentId: number; leaderUserId: number | null }[]).map((row) => ({
    departmentId: Number(row.departmentId),
    leaderUserId: row.leaderUserId === null ? null : Number(row.leaderUserId),
  }));
}

/** The initiator's enabled roles in the organization. */
export async function enabledRolesOf(db: Db, orgId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.orgId, orgId), eq(roles.status, ROLE_ENABLED)));
  return rows.map((row) => row.id);
}

/** What conditions read about an initiator (form aside). */
export async function walkContextOf(
  db: Db,
  input: Pick<AssigneeInput, 'orgId' | 'initiatorId' | 'initiatorDepartmentId' | 'formData'>,
): Promise<WalkContext> {
  const [chain, roleIds] = await Promise.all([
    departmentChain(db, input.orgId, input.initiatorDepartmentId),
    enabledRolesOf(db, input.orgId, input.initiatorId),
  ]);
  return { formData: input.formData, departmentChain: chain.map((link) => link.departmentId), roleIds };
}

/**
 * The leader `levels` up: the chain's distinct leaders from the initiator's own department upward,
 * skipping departments without one and the initiator leading their own; level 1 is the nearest.
 */
export function leaderAt(chain: readonly ChainLink[], initiatorId: number, levels: number): number | null {
  const leaders: number[] = [];
  for (const { leaderUserId } of chain) {
    if (leaderUserId === null || leaderUserId === initiatorId || leaders.includes(leaderUserId)) continue;
    leaders.push(leaderUserId);
  }
  return leaders[levels - 1] ?? null;
}

/** Ids named in a form field of kind employee (one id, several, or numeric text). */
function employeeIdsIn(value: unknown): number[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** The user ids a rule names, before keeping enabled members. */
async function ruleUserIds(
  db: Db,
  rule: AssigneeRule,
  nodeId: string,
  input: AssigneeInput,
): Promise<number[]> {
  switch (rule.kind) {
    case 'users':
      return rule.userIds;
    case 'roles': {
      const rows = await db
        .selectDistinct({ userId: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(inArray(roles.id, rule.roleIds), eq(roles.orgId, input.orgId), eq(roles.status, ROLE_ENABLED)),
        );
      return rows.map((row) => row.userId).sort((a, b) => a - b);
    }
    case 'leader': {
      const chain = await departmentChain(db, input.orgId, input.initiatorDepartmentId);
      const leader = leaderAt(chain, input.initiatorId, rule.levels);
      return leader === null ? [] : [leader];
    }
    case 'initiatorChoice':
      return input.chosenApprovers[nodeId] ?? [];
    case 'formField': {
      const ids = employeeIdsIn(input.formData[rule.field]);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: employees.id, userId: employees.userId })
        .from(employees)
        .where(
          and(
            eq(employees.orgId, input.orgId),
            inArray(employees.id, ids),
            isNull(employees.deletedAt),
            isNotNull(employees.userId),
          ),
        );
      const byEmployee = new Map(rows.map((row) => [row.id, row.userId!]));
      return ids.flatMap((id) => byEmployee.get(id) ?? []);
    }
  }
}

/** The given users that are enabled members of the organization, in the given order, each once. */
export async function enabledMembersInOrder(
  db: Db,
  orgId: number,
  userIds: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return [];
  const enabled = new Set(await enabledMemberIds(db, orgId, inArray(userOrganizations.userId, wanted)));
  return wanted.filter((id) => enabled.has(id));
}

/** The enabled members a node's rule reaches now. */
export async function resolveAssignees(
  db: Db,
  rule: AssigneeRule,
  nodeId: string,
  input: AssigneeInput,
): Promise<number[]> {
  return enabledMembersInOrder(db, input.orgId, await ruleUserIds(db, rule, nodeId, input));
}

/** The organization's enabled administrators (a node with nobody found and `whenNobody: 'toAdmin'`). */
export async function administratorsOf(db: Db, orgId: number): Promise<number[]> {
  const holders = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(roles.orgId, orgId), eq(roles.code, ADMINISTRATOR_ROLE_CODE), eq(roles.status, ROLE_ENABLED)),
    );
  return enabledMembersInOrder(
    db,
    orgId,
    holders.map((row) => row.userId).sort((a, b) => a - b),
  );
}

/**
 * Each assignee's delegate where an enabled delegation covers `at` and the delegate is an enabled
 * member (not followed further: a delegate's own delegation does not pass the task on again).
 */
export async function delegatesAt(
  db: Db,
  orgId: number,
  userIds: readonly number[],
  at: Date,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: approvalDelegations.userId, delegateUserId: approvalDelegations.delegateUserId })
    .from(approvalDelegations)
    .innerJoin(users, eq(users.id, approvalDelegations.delegateUserId))
    .innerJoin(
      userOrganizations,
      and(eq(userOrganizations.userId, users.id), eq(userOrganizations.orgId, orgId)),
    )
    .where(
      and(
        eq(approvalDelegations.orgId, orgId),
        inArray(approvalDelegations.userId, [...userIds]),
        eq(approvalDelegations.enabled, true),
        lte(approvalDelegations.startAt, at),
        gt(approvalDelegations.endAt, at),
        eq(users.status, 'enabled'),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.delegateUserId!]));
}
