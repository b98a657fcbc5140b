import type { BusinessCalendar, Locale } from '@atrium/contract';
import { PAGE_TOTAL_EXACT_LIMIT, slaElapsedAt } from '@atrium/contract';
import {
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_VIEW_MENUS,
  type WorkOrderPageQuery,
  type WorkOrderRow,
  type WorkOrderSlaClock,
} from '@atrium/contract/endpoints/work-orders';
import type { WorkOrderExtraState } from '@atrium/contract/endpoints/workorder-settings';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { grantedKeys } from '../../platform/access/granted-menus.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { estimatedPageTotal, pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Member } from '../../platform/http/request-context.js';
import type { ReferenceCaller } from '../../platform/references/reference-source.js';
import { users } from '../admin/admin.tables.js';
import { customers } from '../crm/customers.tables.js';
import { crmSupportGroups } from '../crm/support.tables.js';
import { transitionStateOf } from './work-order-records.js';
import { inScopeBranches, scopeWiderThan, workOrderScopeOf } from './work-order-scope.js';
import { clocksOf, settledClock, type WorkOrderClock } from './work-order-sla.js';
import { workOrderFollowers, workOrderHandlers, workOrders } from './work-orders.tables.js';
import { workOrderPriorities, workOrderTypes } from './workorder-settings.tables.js';

/**
 * The work-order lists (全部工单, 我提交的, 我负责的, 我关注的, 我经办的: one list, five views) and
 * the rows they answer (docs/workorders.md "Lists"). Each view has its own index
 * (work-orders.tables.ts); the page's ids are read first, then those rows with their names.
 */

type Filters = Omit<WorkOrderPageQuery, 'pageNum' | 'pageSize'>;

/** A 403 when the caller may not open the view's menu. */
export async function assertViewGranted(db: Db, member: Member, view: WorkOrderPageQuery['view']) {
  const key = `${WORK_ORDER_VIEW_MENUS[view]}:query`;
  const granted = await grantedKeys(db, member.userId, member.orgId, [key]);
  if (!granted.has(key)) throw new AppError(403, 'workorders.viewForbidden');
}

/**
 * The list's condition. 我提交的, 我负责的 and 我经办的 are within "mine" by definition, so the data
 * scope is applied to 全部工单 and 我关注的 only (one follows what one could open, but may lose it).
 */
export async function workOrderListWhere(
  db: Db,
  member: ReferenceCaller,
  query: Filters,
): Promise<SQL | undefined> {
  return (await workOrderList(db, member, query)).where;
}

/** The rows of the relation a view is made of (我关注的, 我经办的): one per work order of the organization. */
const relationOf = (db: Db, member: ReferenceCaller, view: Filters['view']) => {
  const relation =
    view === 'followed' ? workOrderFollowers : view === 'charged' ? workOrderHandlers : undefined;
  return (
    relation &&
    (() =>
      db
        .select({ id: relation.workOrderId })
        .from(relation)
        .where(and(eq(relation.orgId, member.orgId), eq(relation.userId, member.userId)))
        .$dynamic())
  );
};

/**
 * The list's condition, and — for 我关注的 and 我经办的 with no filter and no scope to apply — the
 * relation's own rows to count (the same number: each names one work order of the organization),
 * so their total is read from the follower's or handler's index alone.
 */
async function workOrderList(db: Db, member: ReferenceCaller, query: Filters) {
  const view = query.view ?? 'all';
  const me = member.userId;
  const scope = view === 'all' || view === 'followed' ? await workOrderScopeOf(db, member) : undefined;
  // A scope holding more than a page total counts exactly is dense: matched on the row, its total
  // an estimate when nothing else narrows it; a sparse one is looked up by its branches' ids.
  const wide = scope ? await scopeWiderThan(db, scope, PAGE_TOTAL_EXACT_LIMIT) : false;
  const scoped = scope && (wide ? scope.rowWise : inScopeBranches(scope));
  const relation = relationOf(db, member, view);
  const filtered = [
    query.typeId,
    query.status,
    query.priorityId,
    query.groupId,
    query.customerId,
    query.responsibleUserId,
    query.slaState,
    query.keyword,
  ].some((value) => value !== undefined);
  const viewCondition = {
    all: undefined,
    reported: eq(workOrders.reporterUserId, me),
    responsible: eq(workOrders.responsibleUserId, me),
    followed: relation && inArray(workOrders.id, relation()),
    charged: relation && inArray(workOrders.id, relation()),
  }[view];
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(workOrders.orgId, member.orgId),
    scoped,
    viewCondition,
    query.typeId ? eq(workOrders.typeId, query.typeId) : undefined,
    query.status ? eq(workOrders.status, query.status) : undefined,
    query.priorityId ? eq(workOrders.priorityId, query.priorityId) : undefined,
    query.groupId ? eq(workOrders.groupId, query.groupId) : undefined,
    query.customerId ? eq(workOrders.customerId, query.customerId) : undefined,
    query.responsibleUserId ? eq(workOrders.responsibleUserId, query.responsibleUserId) : undefined,
    query.slaState
      ? or(eq(workOrders.respState, query.slaState), eq(workOrders.resState, query.slaState))
      : undefined,
    keyword
      ? or(
          ilike(workOrders.documentNo, keyword),
          ilike(workOrders.title, keyword),
          ilike(workOrders.contactName, keyword),
          ilike(workOrders.contactPhone, keyword),
        )
      : undefined,
  );
  return {
    where,
    countable: relation && !filtered && !scoped ? relation : undefined,
    beyondExactTotal: wide && view === 'all' && !filtered,
  };
}

export function workOrderOrder(sort: WorkOrderPageQuery['sort']) {
  switch (sort) {
    case 'oldest':
      return [asc(workOrders.id)];
    case 'due':
      return [sql`${workOrders.slaDueAt} asc nulls last`, desc(workOrders.id)];
    case 'updated':
      return [desc(workOrders.updatedAt), desc(workOrders.id)];
    default:
      return [desc(workOrders.id)];
  }
}

const reporters = alias(users, 'reporters');
const responsibles = alias(users, 'responsibles');

/** Work orders with the names a row shows. */
export function selectWorkOrderRows(db: Db) {
  return db
    .select({
      row: workOrders,
      typeName: workOrderTypes.name,
      extraStates: workOrderTypes.extraStates,
      priorityName: workOrderPriorities.name,
      priorityColor: workOrderPriorities.color,
      customerName: sql<string>`coalesce(${customers.name}, '')`,
      reporterName: sql<string>`coalesce(${reporters.name}, '')`,
      responsibleName: sql<string>`coalesce(${responsibles.name}, '')`,
      groupName: sql<string>`coalesce(${crmSupportGroups.name}, '')`,
    })
    .from(workOrders)
    .innerJoin(workOrderTypes, eq(workOrderTypes.id, workOrders.typeId))
    .innerJoin(workOrderPriorities, eq(workOrderPriorities.id, workOrders.priorityId))
    .leftJoin(customers, eq(customers.id, workOrders.customerId))
    .leftJoin(reporters, eq(reporters.id, workOrders.reporterUserId))
    .leftJoin(responsibles, eq(responsibles.id, workOrders.responsibleUserId))
    .leftJoin(crmSupportGroups, eq(crmSupportGroups.id, workOrders.groupId))
    .$dynamic();
}
export type SelectedWorkOrder = Awaited<
  ReturnType<ReturnType<typeof selectWorkOrderRows>['execute']>
>[number];

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A clock as a row shows it at `at`: its state live (the scan may be a minute behind), its time run. */
function clockView(
  calendar: BusinessCalendar,
  clock: WorkOrderClock,
  warnPercent: number,
  at: Date,
): WorkOrderSlaClock {
  const settled = settledClock(calendar, clock, at, warnPercent);
  const running = { elapsedMs: clock.elapsedMs, runningSince: clock.runningSince?.getTime() ?? null };
  return {
    state: settled.state,
    targetMs: clock.targetMs,
    elapsedMs: slaElapsedAt(calendar, running, at.getTime()),
    dueAt: iso(settled.dueAt),
    stoppedAt: iso(clock.stoppedAt),
  };
}

/** What a status is called: a base status's label, or the type's own state's name. */
export function statusName(status: string, extraStates: readonly WorkOrderExtraState[], locale: Locale) {
  const base = transitionStateOf(status);
  if (base !== 'extraState') return WORK_ORDER_STATUS_LABELS[base][locale];
  return extraStates.find((state) => state.code === status)?.name ?? status;
}

export function workOrderRowOf(
  selected: SelectedWorkOrder,
  calendar: BusinessCalendar,
  locale: Locale,
  at: Date,
): WorkOrderRow {
  const { row } = selected;
  const clocks = clocksOf(row);
  const response = clockView(calendar, clocks.response, clocks.warnPercent, at);
  const resolution = clockView(calendar, clocks.resolution, clocks.warnPercent, at);
  return {
    id: row.id,
    documentNo: row.documentNo,
    typeId: row.typeId,
    typeName: selected.typeName,
    title: row.title,
    status: row.status,
    statusName: statusName(row.status, selected.extraStates, locale),
    priorityId: row.priorityId,
    priorityName: selected.priorityName,
    priorityColor: selected.priorityColor,
    customerId: row.customerId,
    customerName: selected.customerName,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    reporterUserId: row.reporterUserId,
    reporterName: selected.reporterName,
    responsibleUserId: row.responsibleUserId,
    responsibleName: selected.responsibleName,
    groupId: row.groupId,
    groupName: selected.groupName,
    assignment: row.assignment,
    response,
    resolution,
    dueAt: iso(row.slaDueAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** One page of a view, newest first unless sorted otherwise. */
export async function workOrderPage(
  db: Db,
  member: Member,
  query: WorkOrderPageQuery,
  calendar: Promise<BusinessCalendar>,
  locale: Locale,
  at: Date,
) {
  const { where, countable, beyondExactTotal } = await workOrderList(db, member, query);
  const matching =
    countable ?? (() => db.select({ id: workOrders.id }).from(workOrders).where(where).$dynamic());
  const order = workOrderOrder(query.sort);
  const pageIds = db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [rows, { total, totalExact }, clockCalendar] = await Promise.all([
    selectWorkOrderRows(db)
      .where(inArray(workOrders.id, pageIds))
      .orderBy(...order),
    beyondExactTotal ? estimatedPageTotal(db, matching) : pageTotal(db, matching),
    calendar,
  ]);
  return {
    list: rows.map((row) => workOrderRowOf(row, clockCalendar, locale, at)),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
