import { MY_WORK_ORDERS_SCOPE, workOrderScopes } from '@atrium/contract/endpoints/work-orders';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ScopeAssignment } from '../../platform/access/record-scope.js';
import { scopeKeysOf } from '../../platform/access/role-scope-keys.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ReferenceCaller } from '../../platform/references/reference-source.js';
import { groupsLedBy, groupsWorkedInBy } from '../crm/support/support-group-staff.js';
import { crmSupportGroupMembers, crmSupportGroups } from '../crm/support.tables.js';
import { workOrderHandlers, workOrders } from './work-orders.tables.js';

/**
 * Which work orders a caller sees (contract `workOrderScopes`, docs/workorders.md "Scope"): with
 * a role set to `all` (an administrator's) every one; otherwise those they reported, handle or
 * handled (work_order_handlers, the responsible person included), the unassigned ones waiting in
 * their own support group's queue, and every one of the groups they lead. Every list, detail,
 * export and action applies it; a work order outside it is a 404, as one that does not exist.
 */

/** Group ids as a subquery, or as a list read beforehand (a list lets the planner use the group index). */
type GroupIds = SQL | readonly number[];
const inGroups = (column: SQL, ids: GroupIds) =>
  Array.isArray(ids)
    ? ids.length === 0
      ? sql`false`
      : sql`${column} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
    : sql`${column} in (${ids as SQL})`;

/**
 * The "mine" condition on a row of `work_orders` named `alias` (one builder for every use): `queue`
 * the caller's own group (its unassigned work orders), `led` the groups they lead. The handler
 * check carries `offset 0` so PostgreSQL keeps it a probe of the handler's key per row: without it
 * the planner hashes all of the caller's handled work orders first (100,000 of them at a million
 * work orders, ~50 ms) even when page 1 needs ten rows (bench/workorders.ts, --explain).
 */
function involvedIn(alias: string, caller: ReferenceCaller, queue: GroupIds, led: GroupIds): SQL {
  const w = sql.raw(`"${alias}"`);
  // The handler probe last: PostgreSQL tries the branches in order, the row's own columns first.
  return sql`(${w}.reporter_user_id = ${caller.userId}
    or ${w}.responsible_user_id = ${caller.userId}
    or ${inGroups(sql`${w}.group_id`, led)}
    or (${w}.responsible_user_id is null and ${inGroups(sql`${w}.group_id`, queue)})
    or exists (select 1 from ${workOrderHandlers} h
      where h.org_id = ${caller.orgId} and h.user_id = ${caller.userId} and h.work_order_id = ${w}.id
      offset 0))`;
}

const ownGroup = (caller: ReferenceCaller) =>
  sql`select m.group_id from ${crmSupportGroupMembers} m where m.org_id = ${caller.orgId} and m.user_id = ${caller.userId}`;

/** The scope as an assignment (role editor, generic reads): the ids of the work orders involving the caller. */
export const myWorkOrdersAssignment: ScopeAssignment = {
  name: MY_WORK_ORDERS_SCOPE.name,
  ids: (caller) =>
    sql`select wo.id from ${workOrders} wo where wo.org_id = ${caller.orgId} and ${involvedIn(
      'wo',
      caller,
      ownGroup(caller),
      sql`select g.id from ${crmSupportGroups} g where g.org_id = ${caller.orgId} and g.leader_user_id = ${caller.userId}`,
    )}`,
};

/**
 * The caller's scope (undefined: every work order of the organization) in two spellings of one
 * set: `rowWise`, a condition on the row itself (each branch using its own index; cheap where the
 * scope is dense, as a newest-first page finds its rows at once), and `branches`, each a select of
 * the ids of one branch from its own index (cheap where the scope is sparse: a technician's few
 * hundred among a million, which a row-wise scan would look for through the whole table).
 */
export interface WorkOrderScope {
  rowWise: SQL;
  /** Widest first (the led groups', then the handled, reported, responsible ones, the queue). */
  branches: SQL[];
}

/** What the scope and who may move a work order read of the caller, in one place. */
export interface WorkOrderStanding {
  /** A role scoped `all` (an administrator's): every work order. */
  all: boolean;
  /** The support groups they lead. */
  led: number[];
  /** The support groups they work in (their queues). */
  own: number[];
}

export async function workOrderStandingOf(db: Db, caller: ReferenceCaller): Promise<WorkOrderStanding> {
  const [keys, led, own] = await Promise.all([
    scopeKeysOf(db, caller, workOrderScopes),
    groupsLedBy(db, caller.orgId, caller.userId),
    groupsWorkedInBy(db, caller.orgId, caller.userId),
  ]);
  return { all: keys === 'all' || keys.has('all'), led, own };
}

export async function workOrderScopeOf(db: Db, caller: ReferenceCaller): Promise<WorkOrderScope | undefined> {
  const { all, led, own: queue } = await workOrderStandingOf(db, caller);
  if (all) return undefined;
  const ofOrg = (condition: SQL) =>
    sql`select ${workOrders.id} from ${workOrders} where ${workOrders.orgId} = ${caller.orgId} and ${condition}`;
  const branches = [
    led.length > 0 ? ofOrg(inGroups(sql`${workOrders.groupId}`, led)) : undefined,
    sql`select ${workOrderHandlers.workOrderId} from ${workOrderHandlers}
      where ${workOrderHandlers.orgId} = ${caller.orgId} and ${workOrderHandlers.userId} = ${caller.userId}`,
    ofOrg(sql`${workOrders.reporterUserId} = ${caller.userId}`),
    ofOrg(sql`${workOrders.responsibleUserId} = ${caller.userId}`),
    queue.length > 0
      ? ofOrg(sql`${workOrders.responsibleUserId} is null and ${inGroups(sql`${workOrders.groupId}`, queue)}`)
      : undefined,
  ].filter((branch) => branch !== undefined);
  return { rowWise: involvedIn('work_orders', caller, queue, led), branches };
}

/** The scope as `id in (…)` of its branches' ids: for a sparse scope. */
export const inScopeBranches = (scope: WorkOrderScope): SQL =>
  sql`${workOrders.id} in (${sql.join(scope.branches, sql` union all `)})`;

/**
 * Whether the scope holds more than `limit` work orders because one of its branches alone does:
 * each branch counted from its index up to `limit + 1`, widest first, stopping at the first past it.
 */
export async function scopeWiderThan(db: Db, scope: WorkOrderScope, limit: number): Promise<boolean> {
  for (const branch of scope.branches) {
    const counted = (await db.execute(
      sql`select count(*)::int as n from (${branch} limit ${limit + 1}) branch`,
    )) as { rows: { n: number }[] };
    if (Number(counted.rows[0]!.n) > limit) return true;
  }
  return false;
}

/** The condition narrowing `work_orders` to the caller's scope; undefined: every work order of the organization. */
export async function workOrdersInScope(db: Db, caller: ReferenceCaller): Promise<SQL | undefined> {
  return (await workOrderScopeOf(db, caller))?.rowWise;
}

/** Refuses (404) a work order of another organization or outside the caller's scope. */
export async function assertWorkOrderInScope(db: Db, caller: ReferenceCaller, id: number): Promise<void> {
  const inScope = await workOrdersInScope(db, caller);
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.orgId, caller.orgId), eq(workOrders.id, id), inScope));
  if (!row) throw new AppError(404, 'workorders.missing');
}
