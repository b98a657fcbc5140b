import { maskPhone } from '@atrium/contract';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { type DataScope, isInScope, ownedInScopeOf } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { userOrganizations } from '../../admin/admin.tables.js';
import { customers } from '../../crm/customers.tables.js';
import { callRecords } from '../call.tables.js';

/**
 * Which calls a member may read, from the CRM data scope (platform/access/data-scope.ts):
 * - `all` (administrator): every call of the organization;
 * - `own`: the calls they took (the agent of the call) and calls with customers they hold;
 * - `departments` (a department leader): also the calls of the members of those departments and
 *   calls with customers held in them.
 * The condition reads `customers` left-joined on the call's customer.
 */
export function callsInScope(db: Db, scope: DataScope): SQL {
  const inOrg = eq(callRecords.orgId, scope.orgId);
  if (scope.kind === 'all') return inOrg;
  const took = eq(callRecords.agentUserId, scope.userId);
  const withHeldCustomer = ownedInScopeOf(scope, customers);
  if (scope.kind === 'own') return and(inOrg, or(took, withHeldCustomer))!;
  const departmentMembers = db
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(
      and(
        eq(userOrganizations.orgId, scope.orgId),
        inArray(userOrganizations.departmentId, scope.departmentIds),
      ),
    );
  return and(inOrg, or(took, inArray(callRecords.agentUserId, departmentMembers), withHeldCustomer))!;
}

/**
 * The other party's number as this member sees it: in full to an administrator, to the agent who
 * took the call and when the customer is one they may open with phone (in their scope); masked
 * otherwise (a leader reading a team member's call with a stranger or a pool customer), as the
 * customer search masks it.
 */
export function visibleNumber(
  scope: DataScope,
  call: { customerNumber: string; agentUserId: number | null },
  customer: { ownerUserId: number | null; ownerDepartmentId: number | null } | null,
): string {
  const mayShow =
    scope.kind === 'all' ||
    call.agentUserId === scope.userId ||
    (customer !== null && isInScope(scope, customer));
  return mayShow ? call.customerNumber : maskPhone(call.customerNumber);
}
