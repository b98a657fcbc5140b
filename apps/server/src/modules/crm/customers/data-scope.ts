import { subtreeIdsOf } from '@atrium/contract';
import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
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

export async function dataScopeOf(db: Db, member: { orgId: number; userId: number }): Promise<DataScope> {
  const { orgId, userId } = member;
  const [administrator] = await db
    .select({ roleId: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(roles.orgId, orgId),
        eq(roles.code, ADMINISTRATOR_ROLE_CODE),
        eq(roles.status, ROLE_ENABLED),
      ),
    )
    .limit(1);
  if (administrator) return { kind: 'all', orgId, userId };

  const led = await db
    .select({ id: departments.id })
    .from(departments)
    .innerJoin(employees, eq(employees.id, departments.leaderEmployeeId))
    .where(
      and(
        eq(departments.orgId, orgId),
        eq(employees.orgId, orgId),
        eq(employees.userId, userId),
        eq(employees.status, 'active'),
        isNull(employees.deletedAt),
      ),
    );
  if (led.length === 0) return { kind: 'own', orgId, userId };
  const tree = await db
    .select({
      id: departments.id,
      parentId: departments.parentId,
      sort: departments.sort,
      name: departments.name,
      enabled: departments.enabled,
    })
    .from(departments)
    .where(eq(departments.orgId, orgId));
  const departmentIds = [...new Set(led.flatMap(({ id }) => subtreeIdsOf(tree, id)))];
  return { kind: 'departments', orgId, userId, departmentIds };
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
