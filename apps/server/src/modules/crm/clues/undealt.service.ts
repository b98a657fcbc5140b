import type { crmCluesApi, UndealtKind, UndealtRow } from '@atrium/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { pageOffset } from '../../../platform/db/page-total.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { users } from '../../admin/admin.tables.js';
import { crmClues } from '../clues.tables.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { ownedInScope } from '../customers/customers-in-scope.js';
import { customers } from '../customers.tables.js';
import { type ClueScope, clueScopeOf, cluesInScope } from './clue-access.js';

/** What the undealt list reads: clues by the clue scope, customers by the customers' role data scope. */
export interface UndealtScope {
  clues: ClueScope;
  customers: DataScope;
}

export async function undealtScopeOf(
  db: Db,
  member: { orgId: number; userId: number },
): Promise<UndealtScope> {
  return { clues: await clueScopeOf(db, member), customers: await customerScopeOf(db, member) };
}

/** Open clues in scope nobody has followed up yet. */
export const undealtClueWhere = (access: UndealtScope, kind: UndealtKind | undefined) =>
  and(
    kind === 'customer' ? sql`false` : cluesInScope(access.clues),
    isNull(crmClues.deletedAt),
    isNull(crmClues.lastFollowUpAt),
    inArray(crmClues.status, ['new', 'assigned']),
  )!;

/** Owned customers in scope nobody has followed up yet. */
export const undealtCustomerWhere = (access: UndealtScope, kind: UndealtKind | undefined) =>
  and(
    kind === 'clue' ? sql`false` : ownedInScope(access.customers),
    isNull(customers.deletedAt),
    isNull(customers.lastFollowUpAt),
  )!;

/**
 * GET /erp/crm/customer/undealt/page: both kinds in one page (a union ordered by creation time,
 * newest first); `kind` narrows it to one (the other side of the union matches nothing).
 */
export async function listUndealt(
  db: Db,
  access: UndealtScope,
  query: QueryOf<typeof crmCluesApi.undealtPage>,
) {
  const clueSelect = () =>
    db
      .select({
        kind: sql<UndealtKind>`'clue'`.as('kind'),
        id: crmClues.id,
        name: crmClues.name,
        phone: crmClues.phone,
        ownerUserId: crmClues.assigneeUserId,
        ownerName: sql<string>`coalesce(${users.name}, '')`.as('owner_name'),
        createdAt: crmClues.createdAt,
      })
      .from(crmClues)
      .leftJoin(users, eq(users.id, crmClues.assigneeUserId))
      .where(undealtClueWhere(access, query.kind));
  const customerSelect = () =>
    db
      .select({
        kind: sql<UndealtKind>`'customer'`.as('kind'),
        id: customers.id,
        name: customers.name,
        phone: customers.phone,
        ownerUserId: customers.ownerUserId,
        ownerName: sql<string>`coalesce(${users.name}, '')`.as('owner_name'),
        createdAt: customers.createdAt,
      })
      .from(customers)
      .leftJoin(users, eq(users.id, customers.ownerUserId))
      .where(undealtCustomerWhere(access, query.kind));

  const [clueTotal] = await db
    .select({ n: count() })
    .from(crmClues)
    .where(undealtClueWhere(access, query.kind));
  const [customerTotal] = await db
    .select({ n: count() })
    .from(customers)
    .where(undealtCustomerWhere(access, query.kind));
  const rows = await unionAll(clueSelect(), customerSelect())
    .orderBy(sql`created_at desc`, sql`kind`, sql`id desc`)
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const list: UndealtRow[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    phone: row.phone,
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
  return {
    list,
    total: (clueTotal?.n ?? 0) + (customerTotal?.n ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
