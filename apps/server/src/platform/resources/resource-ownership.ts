import { and, eq, type SQL, sql } from 'drizzle-orm';
import { userOrganizations } from '../../modules/admin/admin.tables.js';
import { employees } from '../../modules/hrm/hrm.tables.js';
import { dataScopeOf, isInScope } from '../access/data-scope.js';
import { recordScopeCondition, scopeHolds } from '../access/record-scope.js';
import type { Db } from '../db/database.js';
import { fieldError, notFound } from '../http/app-error.js';
import type { ReferenceCaller } from '../references/reference-source.js';
import type { ResourceStore } from './resource-store.js';

/**
 * The condition narrowing a store's rows to the caller's data scope (platform/access/
 * record-scope.ts: the scopes their roles chose for the resource; owned resources default to CRM's
 * owner/department scope, whose `all` holds every record, owner or not); undefined: every record.
 * Page, get, update, delete, restore, export and import all apply it: a record outside the scope is
 * answered as absent (404), as CRM does for customers.
 */
export function scopeConditionOf(
  db: Db,
  store: ResourceStore,
  caller: ReferenceCaller,
): Promise<SQL | undefined> {
  return recordScopeCondition(
    db,
    store.dataScopes?.assignments,
    caller,
    store.resource.recordScopes,
    store.columns,
  );
}

/**
 * A module's own update or delete rule (bindResource's `update`, `delete`) runs only on a record in
 * the caller's scope: outside it the answer is 404 before the rule's checks, which could tell it exists.
 */
export async function assertInScope(db: Db, store: ResourceStore, caller: ReferenceCaller, id: number) {
  const inScope = await scopeConditionOf(db, store, caller);
  if (!(await scopeHolds(db, store.table, store.columns, caller, id, inScope))) throw notFound();
}

/**
 * A member's department in the organization: the membership's, else their employee record's
 * (null when neither names one).
 */
export async function departmentOfMember(db: Db, orgId: number, userId: number): Promise<number | null> {
  const [row] = await db
    .select({
      departmentId: sql<number | null>`coalesce(${userOrganizations.departmentId}, (
        select ${employees.departmentId} from ${employees}
        where ${employees.orgId} = ${orgId} and ${employees.userId} = ${userId} and ${employees.deletedAt} is null
        limit 1))`,
    })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.orgId, orgId), eq(userOrganizations.userId, userId)));
  return row?.departmentId === null || row?.departmentId === undefined ? null : Number(row.departmentId);
}

/**
 * The owner columns a write sets: on create the caller (or the owner the body names), on update
 * only when the body changes the owner. A new owner other than the caller must be a member the
 * caller's scope holds (with their department); the department always follows the owner.
 */
export async function ownerValues(
  db: Db,
  store: ResourceStore,
  caller: ReferenceCaller,
  body: Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!store.resource.ownership) return {};
  const asked = body.ownerUserId;
  if (before && (asked === undefined || asked === before.ownerUserId)) return {};
  if (asked === null && before) throw fieldError('ownerUserId', 'validation.ownerOutOfScope');
  const ownerUserId = typeof asked === 'number' ? asked : caller.userId;
  const ownerDepartmentId = await departmentOfMember(db, caller.orgId, ownerUserId);
  if (ownerUserId !== caller.userId) {
    const scope = await dataScopeOf(db, caller);
    if (!isInScope(scope, { ownerUserId, ownerDepartmentId })) {
      throw fieldError('ownerUserId', 'validation.ownerOutOfScope');
    }
  }
  return { ownerUserId, ownerDepartmentId };
}
