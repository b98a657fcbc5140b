import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.js';
import { departments, ROLE_ENABLED, roles, userRoles } from '../../admin/admin.tables.js';
import { ADMINISTRATOR_ROLE_CODE } from '../../admin/role-grants.js';
import { employees } from '../../hrm/hrm.tables.js';
import { customers } from '../customers.tables.js';

/**
 * Whose customers a member may see (issue 4 "data scope"):
 * - `all`: the member holds the enabled administrator role of the organization (the role that is
 *   granted everything; grants alone don't widen the scope, so a role editor can't leak data);
 * - `departments`: the member's employee record (hrm, linked by account) leads one or more
 *   departments: customers owned in those departments and all their sub-departments, plus their own;
 * - `own`: everyone else sees the customers they own.
 * A customer's department is `owner_department_id`, copied from the owner's membership when it
 * gets its owner. Pool customers (no owner) are not in anybody's scope: pool screens read them apart.
 */
export type DataScope =
  | { kind: 'all'; orgId: number; userId: number }
  | { kind: 'departments'; orgId: number; userId: number; departmentIds: number[] }
  | { kind: 'own'; orgId: number; userId: number };

/**
 * Reads the scope in one round trip (every CRM call starts here): whether the member holds the
 * administrator role, and the departments they lead with all their sub-departments (a recursive
 * walk down `parent_id`; UNION drops repeats, so a cycle in bad data ends).
 */
export async function dataScopeOf(db: Db, member: { orgId: number; userId: number }): Promise<DataScope> {
  const { orgId, userId } = member;
  const { rows } = (await db.execute(sql`
    with recursive led_subtree(id) as (
      select ${departments.id} from ${departments}
      join ${employees} on ${employees.id} = ${departments.leaderEmployeeId}
      where ${departments.orgId} = ${orgId} and ${employees.orgId} = ${orgId} and ${employees.userId} = ${userId}
        and ${employees.status} = 'active' and ${employees.deletedAt} is null
      union
      select ${departments.id} from ${departments}
      join led_subtree on ${departments.parentId} = led_subtree.id
      where ${departments.orgId} = ${orgId}
    )
    select exists(
             select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
             where ${userRoles.userId} = ${userId} and ${roles.orgId} = ${orgId}
               and ${roles.code} = ${ADMINISTRATOR_ROLE_CODE} and ${roles.status} = ${ROLE_ENABLED}
           ) as is_administrator,
           coalesce((select array_agg(id order by id) from led_subtree), '{}') as department_ids
  `)) as { rows: { is_administrator: boolean; department_ids: number[] }[] };
  const [{ is_administrator: isAdministrator, department_ids: departmentIds }] = rows as [
    (typeof rows)[number],
  ];
  if (isAdministrator) return { kind: 'all', orgId, userId };
  if (departmentIds.length === 0) return { kind: 'own', orgId, userId };
  return { kind: 'departments', orgId, userId, departmentIds: departmentIds.map(Number) };
}

/** The columns a record owned like a customer has (customers, opportunities…). */
interface OwnedColumns {
  orgId: AnyPgColumn;
  ownerUserId: AnyPgColumn;
  ownerDepartmentId: AnyPgColumn;
}

/** The condition on any owned table for the owned records of a scope (always within its organization). */
export function ownedInScopeOf(scope: DataScope, table: OwnedColumns): SQL {
  const inOrg = eq(table.orgId, scope.orgId);
  if (scope.kind === 'all') return and(inOrg, isNotNull(table.ownerUserId))!;
  const own = eq(table.ownerUserId, scope.userId);
  if (scope.kind === 'own') return and(inOrg, own)!;
  return and(inOrg, or(own, inArray(table.ownerDepartmentId, scope.departmentIds)))!;
}

/** The condition on `customers` for the owned customers of a scope (always within its organization). */
export function ownedInScope(scope: DataScope): SQL {
  return ownedInScopeOf(scope, customers);
}

/** Whether a scope holds one customer (by its owner and owner department). */
export function isInScope(
  scope: DataScope,
  customer: { ownerUserId: number | null; ownerDepartmentId: number | null },
): boolean {
  if (customer.ownerUserId === null) return false;
  if (scope.kind === 'all' || customer.ownerUserId === scope.userId) return true;
  return (
    scope.kind === 'departments' &&
    customer.ownerDepartmentId !== null &&
    scope.departmentIds.includes(customer.ownerDepartmentId)
  );
}
