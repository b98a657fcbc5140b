import {
  type BusinessProduct,
  type BusinessRow,
  type BusinessTotals,
  crmBusinessApi,
} from '@atrium/contract';
import { and, asc, count, desc, eq, gte, ilike, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { type DataScope, isInScope, ownedInScopeOf } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset } from '../../../platform/db/page-total.js';
import { notFound } from '../../../platform/http/app-error.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { users } from '../../admin/admin.tables.js';
import { opportunities, opportunityProducts } from '../business.tables.js';
import { customers } from '../customers.tables.js';

type OpportunityRecord = typeof opportunities.$inferSelect;
type PageQuery = QueryOf<typeof crmBusinessApi.businessPage>;

export function toBusinessRow(
  record: OpportunityRecord,
  names: { customerName: string | null; ownerName: string | null },
): BusinessRow {
  return {
    id: record.id,
    customerId: record.customerId,
    customerName: names.customerName ?? '',
    name: record.name,
    stage: record.stage,
    status: record.status,
    amountCents: record.amountCents,
    expectedCloseDate: record.expectedCloseDate,
    ownerUserId: record.ownerUserId,
    ownerName: names.ownerName ?? '',
    closeReason: record.closeReason,
    closedAt: record.closedAt ? record.closedAt.toISOString() : null,
    remark: record.remark,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** Opportunities with their customer's and owner's names; callers add the conditions. */
export const selectOpportunities = (db: Db) =>
  db
    .select({ record: opportunities, customerName: customers.name, ownerName: users.name })
    .from(opportunities)
    .innerJoin(customers, eq(customers.id, opportunities.customerId))
    .leftJoin(users, eq(users.id, opportunities.ownerUserId))
    .$dynamic();

/** The list's filters (and its export's). */
type BusinessFilters = Omit<PageQuery, 'pageNum' | 'pageSize'>;

/** The scope's live opportunities matching the filters (the query joins `customers`). */
export function businessListWhere(scope: DataScope, query: BusinessFilters): SQL {
  return and(
    ownedInScopeOf(scope, opportunities),
    isNull(opportunities.deletedAt),
    query.stage ? eq(opportunities.stage, query.stage) : undefined,
    query.status ? eq(opportunities.status, query.status) : undefined,
    query.ownerUserId ? eq(opportunities.ownerUserId, query.ownerUserId) : undefined,
    query.customerId ? eq(opportunities.customerId, query.customerId) : undefined,
    query.customerName ? ilike(customers.name, containsPattern(query.customerName)) : undefined,
    query.expectedCloseFrom ? gte(opportunities.expectedCloseDate, query.expectedCloseFrom) : undefined,
    query.expectedCloseTo ? lte(opportunities.expectedCloseDate, query.expectedCloseTo) : undefined,
  )!;
}

function pageOrder(query: PageQuery) {
  const direction = sql.raw(query.sortOrder === 'asc' ? 'asc' : 'desc');
  if (query.sortField === 'amountCents')
    return [sql`${opportunities.amountCents} ${direction}`, desc(opportunities.id)];
  if (query.sortField === 'expectedCloseDate')
    return [sql`${opportunities.expectedCloseDate} ${direction} nulls last`, desc(opportunities.id)];
  return [query.sortOrder === 'asc' ? asc(opportunities.id) : desc(opportunities.id)];
}

/** The filtered list's counts and sums per stage and status, exact (sums of integer cents). */
async function totalsOf(db: Db, where: SQL): Promise<BusinessTotals> {
  const groups = await db
    .select({
      stage: opportunities.stage,
      status: opportunities.status,
      count: count(),
      // sum(bigint) is numeric: read it as text so no driver rounds it.
      amount: sql<string>`coalesce(sum(${opportunities.amountCents}), 0)::text`,
    })
    .from(opportunities)
    .innerJoin(customers, eq(customers.id, opportunities.customerId))
    .where(where)
    .groupBy(opportunities.stage, opportunities.status);
  const bucketOf = (rows: typeof groups) => ({
    count: rows.reduce((sum, row) => sum + row.count, 0),
    amountCents: rows.reduce((sum, row) => sum + Number(row.amount), 0),
  });
  const open = groups.filter((row) => row.status === 'open');
  return {
    ...bucketOf(groups),
    stages: crmBusinessApi.BUSINESS_STAGES.map((stage) => ({
      stage,
      ...bucketOf(open.filter((row) => row.stage === stage)),
    })),
    won: bucketOf(groups.filter((row) => row.status === 'won')),
    lost: bucketOf(groups.filter((row) => row.status === 'lost')),
  };
}

/** GET /erp/crm/business/page: the scope's opportunities, with the totals of the filtered list. */
export async function listBusiness(db: Db, scope: DataScope, query: PageQuery) {
  const where = businessListWhere(scope, query);
  const totals = await totalsOf(db, where);
  const rows = await selectOpportunities(db)
    .where(where)
    .orderBy(...pageOrder(query))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: rows.map(({ record, ...names }) => toBusinessRow(record, names)),
    total: totals.count,
    totalExact: true,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    totals,
  };
}

/**
 * A live opportunity the scope may open (through its owner). Any other id, another
 * organization's or someone else's outside the scope, is 404: its existence is not disclosed.
 */
export async function visibleBusiness(db: Db, scope: DataScope, id: number) {
  const [row] = await selectOpportunities(db).where(
    and(eq(opportunities.orgId, scope.orgId), eq(opportunities.id, id), isNull(opportunities.deletedAt)),
  );
  if (!row || !isInScope(scope, row.record)) throw notFound();
  return row;
}

export async function businessProductsOf(db: Db, opportunityId: number): Promise<BusinessProduct[]> {
  const lines = await db
    .select()
    .from(opportunityProducts)
    .where(eq(opportunityProducts.opportunityId, opportunityId))
    .orderBy(asc(opportunityProducts.position), asc(opportunityProducts.id));
  return lines.map((line) => ({
    id: line.id,
    productId: line.productId,
    productName: line.productName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    lineAmountCents: crmBusinessApi.lineAmountCents(line),
  }));
}

/** GET /erp/crm/business/:id with its product lines. */
export async function getBusiness(db: Db, scope: DataScope, id: number) {
  const { record, ...names } = await visibleBusiness(db, scope, id);
  return { ...toBusinessRow(record, names), products: await businessProductsOf(db, id) };
}

/** GET /erp/crm/business/owners: who owns opportunities in the scope, by name. */
export async function businessOwners(db: Db, scope: DataScope) {
  const rows = await db
    .selectDistinct({ userId: users.id, name: users.name })
    .from(opportunities)
    .innerJoin(users, eq(users.id, opportunities.ownerUserId))
    .where(and(ownedInScopeOf(scope, opportunities), isNull(opportunities.deletedAt)))
    .orderBy(asc(users.name), asc(users.id));
  return rows;
}
