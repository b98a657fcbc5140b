import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type DataScope, dataScopeOf } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { userOrganizations } from '../../admin/admin.tables.js';
import { crmCluePoolMembers, crmCluePools, crmClues } from '../clues.tables.js';

/**
 * What clues a member works with. The customer data scope (administrator: all; department leader:
 * own plus the department subtree; else own) applied to the clue's assignee, widened by the pools
 * the member works: pools they belong to, and, for a department leader, pools with a member in
 * the departments they lead (so a manager can allocate and watch their team's pools).
 */
export interface ClueScope {
  scope: DataScope;
  /** Pools the member works with; 'all' for the administrator. */
  poolIds: number[] | 'all';
}

export async function clueScopeOf(db: Db, member: { orgId: number; userId: number }): Promise<ClueScope> {
  const scope = await dataScopeOf(db, member);
  if (scope.kind === 'all') return { scope, poolIds: 'all' };
  const viaMember =
    scope.kind === 'departments'
      ? or(
          eq(crmCluePoolMembers.userId, member.userId),
          inArray(userOrganizations.departmentId, scope.departmentIds),
        )
      : eq(crmCluePoolMembers.userId, member.userId);
  const rows = await db
    .selectDistinct({ poolId: crmCluePoolMembers.poolId })
    .from(crmCluePoolMembers)
    .innerJoin(
      userOrganizations,
      and(
        eq(userOrganizations.orgId, crmCluePoolMembers.orgId),
        eq(userOrganizations.userId, crmCluePoolMembers.userId),
      ),
    )
    .where(and(eq(crmCluePoolMembers.orgId, member.orgId), viaMember));
  return { scope, poolIds: rows.map(({ poolId }) => poolId) };
}

/** The condition on `crm_clue_pools` for the pools a member works with. */
export function poolsInScope({ scope, poolIds }: ClueScope): SQL {
  const inOrg = eq(crmCluePools.orgId, scope.orgId);
  if (poolIds === 'all') return inOrg;
  return and(inOrg, poolIds.length > 0 ? inArray(crmCluePools.id, poolIds) : sql`false`)!;
}

/** The condition on `crm_clues` for the clues a member may see (always within the organization). */
export function cluesInScope({ scope, poolIds }: ClueScope): SQL {
  const inOrg = eq(crmClues.orgId, scope.orgId);
  if (poolIds === 'all') return inOrg;
  const reach: SQL[] = [eq(crmClues.assigneeUserId, scope.userId)];
  if (poolIds.length > 0) reach.push(inArray(crmClues.poolId, poolIds));
  if (scope.kind === 'departments') reach.push(inArray(crmClues.assigneeDepartmentId, scope.departmentIds));
  return and(inOrg, or(...reach))!;
}

/** Whether a member works with one pool. */
export const worksPool = ({ poolIds }: ClueScope, poolId: number) =>
  poolIds === 'all' || poolIds.includes(poolId);
