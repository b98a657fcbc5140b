import type { RecordScopes } from '@atrium/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import type { ReferenceCaller } from '../references/reference-source.js';
import { dataScopeOf, recordsInScopeOf } from './data-scope.js';
import { scopeKeysOf } from './role-scope-keys.js';

/**
 * Role data scopes (docs/architecture.md §3a "Data scopes"): which records of a kind (a resource,
 * a hand-written document) a member sees, from the scopes their roles chose for it. One builder,
 * `recordScopeCondition`, gives the condition every read and write of the kind applies (page, get,
 * update, delete, restore, export, import), so no operation has its own copy.
 */

/**
 * "Records of my <assignments>": a module owning the assignment (stock: warehouse managers)
 * registers it in its manifest (`scopeAssignments`); `ids` selects the ids the caller is assigned
 * to, as a subquery the record's field is matched against.
 */
export interface ScopeAssignment {
  /** The contract's AssignmentScope name (`myWarehouses`). */
  name: string;
  ids: (caller: ReferenceCaller) => SQL;
}

/** The app's assignment scopes by name, and every kind of record offering scopes (the role editor lists them). */
export interface DataScopeRegistry {
  assignments: ReadonlyMap<string, ScopeAssignment>;
  kinds: Map<string, RecordScopes>;
}

export function dataScopeRegistry(assignments: readonly ScopeAssignment[]): DataScopeRegistry {
  const byName = new Map<string, ScopeAssignment>();
  for (const assignment of assignments) {
    if (byName.has(assignment.name)) throw new Error(`Two scope assignments are named "${assignment.name}"`);
    byName.set(assignment.name, assignment);
  }
  return { assignments: byName, kinds: new Map() };
}

/**
 * Makes a kind's scopes choosable in the role editor; an assignment scope no module registered
 * fails at start-up. A kind bound twice under one name (a test's copy of a resource) keeps the first.
 */
export function registerRecordScopes(registry: DataScopeRegistry, kind: RecordScopes): void {
  for (const option of kind.options) {
    if (option.kind === 'assignment' && !registry.assignments.has(option.key)) {
      throw new Error(`${kind.name}: no module registers the scope assignment "${option.key}"`);
    }
  }
  if (!registry.kinds.has(kind.name)) registry.kinds.set(kind.name, kind);
}

function assignmentOf(
  assignments: DataScopeRegistry['assignments'] | undefined,
  kind: RecordScopes,
  name: string,
): ScopeAssignment {
  const found = assignments?.get(name);
  if (!found) throw new Error(`${kind.name}: no module registers the scope assignment "${name}"`);
  return found;
}

/** The record's columns by field name (with `orgId`, and the owner columns of owned records). */
export type ScopedColumns = Record<string, AnyPgColumn | undefined>;

/**
 * The condition narrowing a kind's records to the caller's scope (undefined: every record of the
 * organization, which the caller's own organization condition already says).
 */
export async function recordScopeCondition(
  db: Db,
  assignments: DataScopeRegistry['assignments'] | undefined,
  caller: ReferenceCaller,
  kind: RecordScopes,
  columns: ScopedColumns,
): Promise<SQL | undefined> {
  // A kind offering only `all` needs no look-up. A kind with owned records reads the caller's
  // data scope beside its keys (side by side on PostgreSQL's pool): a list's first two reads.
  const owns = kind.options.some((option) => option.kind === 'owned');
  const [keys, ownedScope] = await Promise.all([
    kind.options.length === 1 ? new Set([kind.defaultKey]) : scopeKeysOf(db, caller, kind),
    owns ? dataScopeOf(db, caller) : undefined,
  ]);
  if (keys === 'all' || keys.has('all')) return undefined;
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`${kind.name}: the scope needs the column of "${name}"`);
    return found;
  };
  const conditions: SQL[] = [];
  for (const option of kind.options.filter(({ key }) => keys.has(key))) {
    if (option.kind === 'owned') {
      const owned = {
        orgId: column('orgId'),
        ownerUserId: column('ownerUserId'),
        ownerDepartmentId: column('ownerDepartmentId'),
      };
      conditions.push(recordsInScopeOf(ownedScope ?? (await dataScopeOf(db, caller)), owned));
    } else if (option.kind === 'participant') {
      conditions.push(eq(column(option.field!), caller.userId));
    } else if (option.kind === 'assignment') {
      conditions.push(
        sql`${column(option.field!)} in (${assignmentOf(assignments, kind, option.key).ids(caller)})`,
      );
    }
  }
  return conditions.length === 1 ? conditions[0] : (or(...conditions) ?? sql`false`);
}

/** Whether a scope condition (undefined: every record) holds the organization's record `id`. */
export async function scopeHolds(
  db: Db,
  table: PgTable,
  columns: ScopedColumns,
  caller: ReferenceCaller,
  id: number,
  inScope: SQL | undefined,
): Promise<boolean> {
  if (!inScope) return true;
  const idColumn = columns.id!;
  const [row] = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(idColumn, id), eq(columns.orgId!, caller.orgId), inScope));
  return row !== undefined;
}
