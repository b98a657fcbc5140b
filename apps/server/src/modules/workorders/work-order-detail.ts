import type { Locale } from '@atrium/contract';
import { WORK_ORDER_DONE_STATUSES, type WorkOrderDetail } from '@atrium/contract/endpoints/work-orders';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { grantedKeys } from '../../platform/access/granted-menus.js';
import { loadBusinessCalendar } from '../../platform/business-calendar/business-calendar.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Member } from '../../platform/http/request-context.js';
import { users } from '../admin/admin.tables.js';
import { isSupportGroupMember } from '../crm/support/support-group-staff.js';
import { attachedFilesById } from '../files/attached-files.js';
import { saleOrders } from '../sales/orders/sale-orders.tables.js';
import { mayMove, workOrderMoverOf } from './work-order-movers.js';
import { selectWorkOrderRows, workOrderRowOf } from './work-order-queries.js';
import { transitionStateOf } from './work-order-records.js';
import { reopenUntil, type workOrderTransitionKind } from './work-order-transitions.js';
import { workOrderFollowers, workOrderHandlers, workOrders } from './work-orders.tables.js';
import { workOrderTypes } from './workorder-settings.tables.js';

/**
 * 工单详情: the row, the type's form with the values, followers and handlers, the transitions the
 * caller may take and the dispatch actions open to them (assign, claim, accept, reject, enterState).
 * The caller's scope is checked by the route first.
 */
export async function workOrderDetail(
  app: FastifyInstance,
  db: Db,
  kind: ReturnType<typeof workOrderTransitionKind>,
  member: Member,
  id: number,
  locale: Locale,
  at: Date,
): Promise<WorkOrderDetail> {
  const [selected] = await selectWorkOrderRows(db).where(
    and(eq(workOrders.orgId, member.orgId), eq(workOrders.id, id)),
  );
  if (!selected) throw new AppError(404, 'workorders.missing');
  const { row } = selected;
  const [calendar, type, saleOrder, files, followers, handlers, transitions, keys, membership, mover] =
    await Promise.all([
      loadBusinessCalendar(db, member.orgId),
      db
        .select({
          form: workOrderTypes.form,
          extraStates: workOrderTypes.extraStates,
          reopenDays: workOrderTypes.reopenDays,
        })
        .from(workOrderTypes)
        .where(eq(workOrderTypes.id, row.typeId))
        .then((rows) => rows[0]!),
      row.saleOrderId === null
        ? undefined
        : db
            .select({ documentNo: saleOrders.documentNo })
            .from(saleOrders)
            .where(eq(saleOrders.id, row.saleOrderId))
            .then((rows) => rows[0]),
      attachedFilesById(db, member.orgId, row.attachmentFileIds),
      db
        .select({ userId: workOrderFollowers.userId, name: users.name })
        .from(workOrderFollowers)
        .innerJoin(users, eq(users.id, workOrderFollowers.userId))
        .where(and(eq(workOrderFollowers.orgId, member.orgId), eq(workOrderFollowers.workOrderId, id)))
        .orderBy(asc(workOrderFollowers.createdAt)),
      db
        .select({ userId: workOrderHandlers.userId, name: users.name, firstAt: workOrderHandlers.firstAt })
        .from(workOrderHandlers)
        .innerJoin(users, eq(users.id, workOrderHandlers.userId))
        .where(and(eq(workOrderHandlers.orgId, member.orgId), eq(workOrderHandlers.workOrderId, id)))
        .orderBy(asc(workOrderHandlers.firstAt)),
      app.transitions.statusOf(kind, member, id),
      grantedKeys(db, member.userId, member.orgId, ['workorderDetail:edit', 'workorderDetail:update']),
      row.groupId !== null && isSupportGroupMember(db, member.orgId, row.groupId, member.userId),
      workOrderMoverOf(db, member),
    ]);
  const done = (WORK_ORDER_DONE_STATUSES as readonly string[]).includes(row.status);
  const mayWork = keys.has('workorderDetail:update') && !done;
  const offeredToMe = row.responsibleUserId === member.userId && row.assignment === 'pending';
  const actions = [
    ...(keys.has('workorderDetail:edit') && !done && mayMove(mover, row) ? ['assign'] : []),
    ...(mayWork && row.responsibleUserId === null && membership ? ['claim'] : []),
    ...(mayWork && offeredToMe ? ['accept', 'reject'] : []),
    ...(mayWork &&
    mayMove(mover, row) &&
    type.extraStates.length > 0 &&
    (row.status === 'inProgress' || transitionStateOf(row.status) === 'extraState')
      ? ['enterState']
      : []),
  ];
  const until = reopenUntil(row, type.reopenDays);
  return {
    ...workOrderRowOf(selected, calendar, locale, at),
    description: row.description,
    saleOrderId: row.saleOrderId,
    saleOrderNo: saleOrder?.documentNo ?? '',
    serialNo: row.serialNo,
    callRecordId: row.callRecordId,
    form: type.form ?? null,
    custom: row.custom,
    extraStates: type.extraStates,
    attachments: row.attachmentFileIds.flatMap((fileId) => files.get(fileId) ?? []),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    reopenUntil: until?.toISOString() ?? null,
    followers: followers.map(({ userId, name }) => ({ userId, name })),
    following: followers.some((follower) => follower.userId === member.userId),
    handlers: handlers.map((handler) => ({ ...handler, firstAt: handler.firstAt.toISOString() })),
    transitions,
    actions,
  };
}
