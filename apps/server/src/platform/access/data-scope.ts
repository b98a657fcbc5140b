import type { RecordScopes } from '@atrium/contract';
import { and, eq, inArray, isNotNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { departments, ROLE_ENABLED, roles, userRoles, users } from '../../modules/admin/admin.tables.js';
import { ADMINISTRATOR_ROLE_CODE } from '../../modules/admin/role-grants.js';
import { employees } from '../../modules/hrm/hrm.tables.js';
import type { Db } from '../db/database.js';
import { preparedOnce } from '../db/prepared-once.js';
import { scopeKeysOf } from './role-scope-keys.js';

/**
 * Whose owned records (customers, opportunities, owned resources) a member may see (issue 4
 * "data scope"). It lives in the platform because every module with owned records uses it; it
 * reads the admin tables (roles) and the hrm tables (employees lead departments).
 * - `all`: the member holds the enabled administrator role of the organization (the role that is
 *   granted everything; grants alone don't widen the scope: a role widens an owned resource, or a
 *   kind passed to `dataScopeOf` such as CRM's customers, only by choosing its data scope `all` in
 *   the role editor, platform/access/record-scope.ts);
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
 * The scope query, prepared once per database handle (every CRM call starts with it): whether the
 * member holds the administrator role, and the departments they lead with all their
 * sub-departments (a recursive walk down `parent_id`; UNION drops repeats, so a cycle in bad data
 * ends). One row: the member's user row carries the two answers.
 */
function prepareScopeQuery(db: Db, name: string) {
  const orgId = sql.placeholder('orgId');
  const userId = sql.placeholder('userId');
  return db
    .select({
      // Columns written out: inside a select list Drizzle would print them unqualified.
      isAdministrator: sql<boolean>`exists(
        select 1 from ${userRoles} ur join ${roles} r on r.id = ur.role_id
        where ur.user_id = ${userId} and r.org_id = ${orgId}
          and r.code = ${ADMINISTRATOR_ROLE_CODE} and r.status = ${ROLE_ENABLED})`.mapWith(Boolean),
      departmentIds: sql<number[]>`coalesce((
        with recursive led_subtree(id) as (
          select d.id from ${departments} d join ${employees} e on e.id = d.leader_employee_id
          where d.org_id = ${orgId} and e.org_id = ${orgId} and e.user_id = ${userId}
            and e.status = 'active' and e.deleted_at is null
          union
          select d.id from ${departments} d join led_subtree on d.parent_id = led_subtree.id
          where d.org_id = ${orgId}
        )
        select array_agg(led_subtree.id order by led_subtree.id) from led_subtree), '{}')`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare(name);
}

/**
 * The member's data scope; with `kind` (a hand-written owned document such as CRM's customers,
 * contract `customerScopes`), as their roles chose it for that kind in the role editor
 * (platform/access/role-scope-keys.ts): `all` when a role gives it, else the owner/led-departments
 * scope above. Such a kind offers only `owned` (its default) and `all`, the two a DataScope says.
 */
export async function dataScopeOf(
  db: Db,
  member: { orgId: number; userId: number },
  kind?: RecordScopes,
): Promise<DataScope> {
  const { orgId, userId } = member;
  if (kind) {
    const stray = kind.options.find((option) => option.kind !== 'owned' && option.kind !== 'all');
    if (stray) throw new Error(`${kind.name}: a DataScope can't say the scope "${stray.key}"`);
    if ((await scopeKeysOf(db, member, kind)) === 'all') return { kind: 'all', orgId, userId };
  }
  const query = preparedOnce(db, 'data_scope', (name) => prepareScopeQuery(db, name));
  const [row] = await query.execute({ orgId, userId });
  if (row?.isAdministrator) return { kind: 'all', orgId, userId };
  const departmentIds = (row?.departmentIds ?? []).map(Number);
  if (departmentIds.length === 0) return { kind: 'own', orgId, userId };
  return { kind: 'departments', orgId, userId, departmentIds };
}

/** The columns a record owned like a customer has (customers, opportunities, owned resources). */
export interface OwnedColumns {
  orgId: AnyPgColumn;
  ownerUserId: AnyPgColumn;
  ownerDepartmentId: AnyPgColumn;
}

/** What a scope condition compares with: the scope's own values, or placeholders of a prepared query. */
interface ScopeOperands {
  orgId: number | Placeholder;
  userId: number | Placeholder;
  inDepartments: (column: AnyPgColumn) => SQL;
}

/**
 * `ownerless`: whether scope `all` also holds records without an owner. CRM's pool customers have
 * none and are read apart, so there it doesn't; a generic owned resource's `all` is every record.
 */
function scopeCondition(
  kind: DataScope['kind'],
  table: OwnedColumns,
  operands: ScopeOperands,
  ownerless = false,
): SQL {
  const inOrg = eq(table.orgId, operands.orgId);
  if (kind === 'all') return ownerless ? inOrg : and(inOrg, isNotNull(table.ownerUserId))!;
  const own = eq(table.ownerUserId, operands.userId);
  if (kind === 'own') return and(inOrg, own)!;
  return and(inOrg, or(own, operands.inDepartments(table.ownerDepartmentId)))!;
}

/**
 * The condition on any owned table for the owned records of a scope (always within its
 * organization). `ownerless`: scope `all` holds records without an owner too (generic owned
 * resources); CRM pool customers have none and are read apart.
 */
export function ownedInScopeOf(scope: DataScope, table: OwnedColumns, ownerless = false): SQL {
  const departmentIds = scope.kind === 'departments' ? scope.departmentIds : [];
  return scopeCondition(
    scope.kind,
    table,
    {
      orgId: scope.orgId,
      userId: scope.userId,
      inDepartments: (column) => inArray(column, departmentIds),
    },
    ownerless,
  );
}

/**
 * The same condition for a prepared query of one scope kind, reading placeholders `orgId`,
 * `userId` and `departmentIds` (an int array); `scopePlaceholderValues` fills them.
 */
export function ownedInScopePrepared(kind: DataScope['kind'], table: OwnedColumns): SQL {
  return scopeCondition(kind, table, {
    orgId: sql.placeholder('orgId'),
    userId: sql.placeholder('userId'),
    inDepartments: (column) => sql`${column} = any(${sql.placeholder('departmentIds')}::int[])`,
  });
}

export function scopePlaceholderValues(scope: DataScope) {
  const departmentIds = scope.kind === 'departments' ? scope.departmentIds : [];
  return { orgId: scope.orgId, userId: scope.userId, departmentIds };
}

/** The condition for a generic owned resource: as `ownedInScopeOf`, but `all` is every record of the org. */
export const recordsInScopeOf = (scope: DataScope, table: OwnedColumns): SQL =>
  ownedInScopeOf(scope, table, true);

/** Whether a scope holds one owned record (by its owner and owner department; no owner: never). */
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
