import type { crmSalesViewingApi, SalesViewingFigures, SalesViewingRow } from '@atrium/contract';
import { businessDayStart } from '@atrium/contract';
import {
  and,
  asc,
  count,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  or,
  sql,
} from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset } from '../../../platform/db/page-total.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import {
  departments,
  menus,
  ROLE_ENABLED,
  roleMenus,
  roles,
  userOrganizations,
  userRoles,
  users,
} from '../../admin/admin.tables.js';
import { customerActivities } from '../activities.tables.js';
import { opportunities } from '../business.tables.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { customerEvents, customers } from '../customers.tables.js';

/** Who counts as a salesperson: a member whose enabled roles grant the customer list. */
const SALESPERSON_GRANT = 'customerList:query';

const ZERO: SalesViewingFigures = {
  customerCount: 0,
  gainedCount: 0,
  followUpCount: 0,
  openBusinessCount: 0,
  openAmountCents: 0,
  wonCount: 0,
  wonAmountCents: 0,
  lostCount: 0,
};

/** The salespeople a scope may view, by name (self; a leader adds the members of their subtree). */
function salespeopleOf(db: Db, scope: DataScope, name: string | undefined) {
  const grantsCustomerList = db
    .select({ one: sql`1` })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.orgId, scope.orgId)))
    .innerJoin(roleMenus, eq(roleMenus.roleId, roles.id))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(
      and(
        eq(userRoles.userId, users.id),
        eq(roles.status, ROLE_ENABLED),
        eq(menus.permissionKey, SALESPERSON_GRANT),
      ),
    );
  const inScope =
    scope.kind === 'all'
      ? undefined
      : scope.kind === 'own'
        ? eq(users.id, scope.userId)
        : or(eq(users.id, scope.userId), inArray(userOrganizations.departmentId, scope.departmentIds));
  return db
    .select({ userId: users.id, name: users.name, departmentName: departments.name })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .leftJoin(departments, eq(departments.id, userOrganizations.departmentId))
    .where(
      and(
        eq(userOrganizations.orgId, scope.orgId),
        eq(users.status, 'enabled'),
        exists(grantsCustomerList),
        inScope,
        name ? ilike(users.name, containsPattern(name)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Each person's figures, one grouped query per source table. An organization has at most a few
 * thousand salespeople, so figures are computed for all who match and the page is cut afterwards:
 * the totals need all of them anyway.
 */
async function figuresOf(db: Db, orgId: number, userIds: number[], from: Date, until: Date) {
  const figures = new Map(userIds.map((id) => [id, { ...ZERO, lastFollowUpAt: null as string | null }]));
  if (userIds.length === 0) return figures;
  const of = (id: number | null) => (id === null ? undefined : figures.get(id));

  const held = await db
    .select({ userId: customers.ownerUserId, n: count() })
    .from(customers)
    .where(
      and(eq(customers.orgId, orgId), inArray(customers.ownerUserId, userIds), isNull(customers.deletedAt)),
    )
    .groupBy(customers.ownerUserId);
  for (const row of held) {
    const person = of(row.userId);
    if (person) person.customerCount = row.n;
  }

  const gained = await db
    .select({
      userId: customerEvents.toOwnerUserId,
      n: sql<number>`count(distinct ${customerEvents.customerId})`.mapWith(Number),
    })
    .from(customerEvents)
    .where(
      and(
        eq(customerEvents.orgId, orgId),
        inArray(customerEvents.toOwnerUserId, userIds),
        gte(customerEvents.at, from),
        lt(customerEvents.at, until),
      ),
    )
    .groupBy(customerEvents.toOwnerUserId);
  for (const row of gained) {
    const person = of(row.userId);
    if (person) person.gainedCount = row.n;
  }

  const followUps = await db
    .select({
      userId: customerActivities.authorUserId,
      inPeriod:
        sql<number>`count(*) filter (where ${customerActivities.createdAt} >= ${from} and ${customerActivities.createdAt} < ${until})`.mapWith(
          Number,
        ),
      last: max(customerActivities.createdAt),
    })
    .from(customerActivities)
    .where(and(eq(customerActivities.orgId, orgId), inArray(customerActivities.authorUserId, userIds)))
    .groupBy(customerActivities.authorUserId);
  for (const row of followUps) {
    const person = of(row.userId);
    if (!person) continue;
    person.followUpCount = row.inPeriod;
    person.lastFollowUpAt = row.last ? new Date(row.last).toISOString() : null;
  }

  const closedInPeriod = sql`${opportunities.closedAt} >= ${from} and ${opportunities.closedAt} < ${until}`;
  const deals = await db
    .select({
      userId: opportunities.ownerUserId,
      openCount: sql<number>`count(*) filter (where ${opportunities.status} = 'open')`.mapWith(Number),
      openAmount:
        sql<number>`coalesce(sum(${opportunities.amountCents}) filter (where ${opportunities.status} = 'open'), 0)`.mapWith(
          Number,
        ),
      wonCount:
        sql<number>`count(*) filter (where ${opportunities.status} = 'won' and ${closedInPeriod})`.mapWith(
          Number,
        ),
      wonAmount:
        sql<number>`coalesce(sum(${opportunities.amountCents}) filter (where ${opportunities.status} = 'won' and ${closedInPeriod}), 0)`.mapWith(
          Number,
        ),
      lostCount:
        sql<number>`count(*) filter (where ${opportunities.status} = 'lost' and ${closedInPeriod})`.mapWith(
          Number,
        ),
    })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.orgId, orgId),
        inArray(opportunities.ownerUserId, userIds),
        isNotNull(opportunities.ownerUserId),
        isNull(opportunities.deletedAt),
      ),
    )
    .groupBy(opportunities.ownerUserId);
  for (const row of deals) {
    const person = of(row.userId);
    if (!person) continue;
    Object.assign(person, {
      openBusinessCount: row.openCount,
      openAmountCents: row.openAmount,
      wonCount: row.wonCount,
      wonAmountCents: row.wonAmount,
      lostCount: row.lostCount,
    });
  }
  return figures;
}

const sumOf = (rows: SalesViewingFigures[]): SalesViewingFigures =>
  Object.fromEntries(
    (Object.keys(ZERO) as (keyof SalesViewingFigures)[]).map((key) => [
      key,
      rows.reduce((sum, row) => sum + row[key], 0),
    ]),
  ) as unknown as SalesViewingFigures;

/** GET /erp/crm/sales/viewing/page. */
export async function salesViewingPage(
  db: Db,
  member: { orgId: number; userId: number },
  query: QueryOf<typeof crmSalesViewingApi.salesViewingPage>,
) {
  const scope = await customerScopeOf(db, member);
  const people = await salespeopleOf(db, scope, query.name);
  const from = businessDayStart(query.startDate);
  const until = businessDayStart(query.endDate, 1);
  const figures = await figuresOf(
    db,
    member.orgId,
    people.map((person) => person.userId),
    from,
    until,
  );
  const rows: SalesViewingRow[] = people.map((person) => ({
    userId: person.userId,
    name: person.name,
    departmentName: person.departmentName ?? '',
    ...figures.get(person.userId)!,
  }));
  const start = pageOffset(query);
  return {
    list: rows.slice(start, start + query.pageSize),
    total: rows.length,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    totals: sumOf(rows),
  };
}
