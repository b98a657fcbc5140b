import type { CustomerEvent, CustomerRow, crmCustomersApi } from '@atrium/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DataScope, isInScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { notFound } from '../../../platform/http/app-error.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { users } from '../../admin/admin.tables.js';
import { customerContacts, customerEvents, customers } from '../customers.tables.js';
import { hasAnyTag, tagIdsByCustomer } from '../tag-links/customer-tag-ids.js';
import { ownedInScope } from './customers-in-scope.js';

type CustomerRecord = typeof customers.$inferSelect;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toCustomerRow(customer: CustomerRecord, ownerName: string | null): CustomerRow {
  return {
    id: customer.id,
    sn: customer.sn,
    name: customer.name,
    phone: customer.phone,
    source: customer.source,
    level: customer.level,
    stage: customer.stage,
    ownerUserId: customer.ownerUserId,
    ownerName: ownerName ?? '',
    ownerDepartmentId: customer.ownerDepartmentId,
    address: customer.address,
    remark: customer.remark,
    lastFollowUpAt: iso(customer.lastFollowUpAt),
    lastDealAt: iso(customer.lastDealAt),
    claimedAt: iso(customer.claimedAt),
    version: customer.version,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  };
}

/** Customers with their owner's name; callers add the conditions (and joins). */
export const selectCustomers = (db: Db) =>
  db
    .select({ customer: customers, ownerName: users.name })
    .from(customers)
    .leftJoin(users, eq(users.id, customers.ownerUserId))
    .$dynamic();

type ListQuery = QueryOf<typeof crmCustomersApi.customerPage>;
/** The filters of the lists (and of their exports). */
type ListFilters = Omit<ListQuery, 'pageNum' | 'pageSize'>;

function listFilters(db: Db, query: ListFilters): (SQL | undefined)[] {
  return [
    isNull(customers.deletedAt),
    query.name ? ilike(customers.name, containsPattern(query.name)) : undefined,
    query.phone ? eq(customers.phone, query.phone) : undefined,
    query.sn ? eq(customers.sn, query.sn) : undefined,
    query.level ? eq(customers.level, query.level) : undefined,
    query.stage ? eq(customers.stage, query.stage) : undefined,
    query.source ? eq(customers.source, query.source) : undefined,
    query.ownerUserId ? eq(customers.ownerUserId, query.ownerUserId) : undefined,
    query.tagIds?.length ? hasAnyTag(db, query.tagIds) : undefined,
  ];
}

/** 客户列表: owned customers in the data scope matching the filters. */
export function heldCustomersWhere(db: Db, scope: DataScope, query: ListFilters): SQL {
  return and(ownedInScope(scope), ...listFilters(db, query))!;
}

/** 客户公海: the organization's pool customers matching the filters. */
export function poolCustomersWhere(db: Db, orgId: number, query: ListFilters): SQL {
  return and(eq(customers.orgId, orgId), isNull(customers.ownerUserId), ...listFilters(db, query))!;
}

function listOrder(query: ListQuery) {
  // Newest first by id (ids grow with creation time), so the owner/department/pool indexes serve it.
  if (!query.sortField || query.sortField === 'createdAt')
    return [query.sortOrder === 'asc' ? asc(customers.id) : desc(customers.id)];
  const column = query.sortField === 'lastFollowUpAt' ? customers.lastFollowUpAt : customers.claimedAt;
  return [
    sql`${column} ${sql.raw(query.sortOrder === 'asc' ? 'asc' : 'desc')} nulls last`,
    desc(customers.id),
  ];
}

async function listWhere(db: Db, where: SQL, query: ListQuery) {
  // The total and the page are independent reads: on PostgreSQL they run side by side on two
  // pooled connections, so a deep page costs the slower of the two, not their sum.
  const [{ total, totalExact }, list] = await Promise.all([
    pageTotal(db, () => db.select({ id: customers.id }).from(customers).where(where).$dynamic()),
    pageRows(db, where, query),
  ]);
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

async function pageRows(db: Db, where: SQL, query: ListQuery) {
  // The page's ids first: with an index on the scope and order this walk reads the index only,
  // so a deep page skips index entries, not whole rows; then just those rows (same order).
  const pageIds = db
    .select({ id: customers.id })
    .from(customers)
    .where(where)
    .orderBy(...listOrder(query))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const rows = await selectCustomers(db)
    .where(inArray(customers.id, pageIds))
    .orderBy(...listOrder(query));
  const tagIds = await tagIdsByCustomer(
    db,
    rows[0]?.customer.orgId ?? 0,
    rows.map(({ customer }) => customer.id),
  );
  return rows.map(({ customer, ownerName }) => ({
    ...toCustomerRow(customer, ownerName),
    tagIds: tagIds.get(customer.id) ?? [],
  }));
}

/** GET /erp/crm/customer/page: owned customers in the caller's data scope. */
export function listCustomers(db: Db, scope: DataScope, query: ListQuery) {
  return listWhere(db, heldCustomersWhere(db, scope, query), query);
}

/** GET /erp/crm/customer/pool/page: the organization's public pool. */
export function listPoolCustomers(db: Db, orgId: number, query: ListQuery) {
  return listWhere(db, poolCustomersWhere(db, orgId, query), query);
}

/**
 * A live customer the scope may open: one it holds, or one in the pool. Any other id (another
 * organization's, someone else's outside the scope, deleted) is 404, never 403: its existence is
 * not disclosed.
 */
export async function visibleCustomer(db: Db, scope: DataScope, id: number) {
  const [row] = await selectCustomers(db).where(
    and(eq(customers.orgId, scope.orgId), eq(customers.id, id), isNull(customers.deletedAt)),
  );
  if (!row || !(row.customer.ownerUserId === null || isInScope(scope, row.customer))) throw notFound();
  return row;
}

const actor = alias(users, 'actor');
const fromOwner = alias(users, 'from_owner');
const toOwner = alias(users, 'to_owner');

/** The customer's timeline, newest first. */
export async function customerTimeline(db: Db, orgId: number, customerId: number): Promise<CustomerEvent[]> {
  const rows = await db
    .select({
      event: customerEvents,
      actorName: actor.name,
      fromOwnerName: fromOwner.name,
      toOwnerName: toOwner.name,
    })
    .from(customerEvents)
    .leftJoin(actor, eq(actor.id, customerEvents.actorUserId))
    .leftJoin(fromOwner, eq(fromOwner.id, customerEvents.fromOwnerUserId))
    .leftJoin(toOwner, eq(toOwner.id, customerEvents.toOwnerUserId))
    .where(and(eq(customerEvents.orgId, orgId), eq(customerEvents.customerId, customerId)))
    .orderBy(desc(customerEvents.at), desc(customerEvents.id));
  return rows.map(({ event, actorName, fromOwnerName, toOwnerName }) => ({
    id: event.id,
    kind: event.kind,
    actorUserId: event.actorUserId,
    actorName: actorName ?? '',
    fromOwnerUserId: event.fromOwnerUserId,
    fromOwnerName: fromOwnerName ?? '',
    toOwnerUserId: event.toOwnerUserId,
    toOwnerName: toOwnerName ?? '',
    reason: event.reason,
    at: event.at.toISOString(),
  }));
}

/** GET /erp/crm/customer/:id with contacts and timeline. */
export async function getCustomer(db: Db, scope: DataScope, id: number) {
  const { customer, ownerName } = await visibleCustomer(db, scope, id);
  // Once the customer is known to be visible, its parts are independent reads.
  const [contacts, events, tagsById] = await Promise.all([
    db
      .select({
        id: customerContacts.id,
        name: customerContacts.name,
        phone: customerContacts.phone,
        role: customerContacts.role,
      })
      .from(customerContacts)
      .where(and(eq(customerContacts.orgId, scope.orgId), eq(customerContacts.customerId, id)))
      .orderBy(asc(customerContacts.id)),
    customerTimeline(db, scope.orgId, id),
    tagIdsByCustomer(db, scope.orgId, [id]),
  ]);
  const tagIds = tagsById.get(id) ?? [];
  return { ...toCustomerRow(customer, ownerName), tagIds, contacts, events };
}
