import type { Locale } from '@atrium/contract';
import * as api from '@atrium/contract/endpoints/work-orders';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerRecordScopes } from '../../platform/access/record-scope.js';
import { loadBusinessCalendar } from '../../platform/business-calendar/business-calendar.service.js';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { bindListExport } from '../../platform/resources/export/bind-list-export.js';
import { crmSupportGroups } from '../crm/support.tables.js';
import { workOrderDetail } from './work-order-detail.js';
import { acceptWorkOrder, assignWorkOrder, claimWorkOrder, rejectWorkOrder } from './work-order-dispatch.js';
import { workOrderExporter } from './work-order-export.js';
import { commentOnWorkOrder, setFollowing } from './work-order-participation.js';
import { assertViewGranted, workOrderPage } from './work-order-queries.js';
import { lockWorkOrder } from './work-order-records.js';
import { assertWorkOrderInScope } from './work-order-scope.js';
import { enterExtraState, workOrderTransitionKind } from './work-order-transitions.js';
import { createWorkOrder, updateWorkOrder } from './work-order-write.js';
import { workOrderPriorities, workOrderTypes } from './workorder-settings.tables.js';

/**
 * 工单 (docs/workorders.md): the one list with its five views, export, detail, create, update, the
 * named transitions, the type's own states, dispatch, comments and followers. Every route checks
 * the caller's data scope first (outside it: 404); every change runs in one transaction, and the
 * detail it answers is read after it commits. `now` is the module's clock (tests pass a fixed one).
 */
export function registerWorkOrderRoutes(
  app: FastifyInstance,
  db: Db,
  now: () => Date = () => new Date(),
): void {
  registerRecordScopes(app.dataScopes, api.workOrderScopes);
  const kind = workOrderTransitionKind(now);
  app.transitions.register(kind);
  const detail = (member: Member, id: number, locale: Locale) =>
    workOrderDetail(app, db, kind, member, id, locale, now());
  /**
   * A write in its transaction, the work order locked and found in the caller's scope first: a
   * transfer racing the check cannot let a caller act on one they no longer see.
   */
  const inScopeLocked = <T>(member: Member, id: number, write: (tx: Db, at: Date) => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockWorkOrder(tx, member.orgId, id);
      await assertWorkOrderInScope(tx, member, id);
      return write(tx, now());
    });
  /** The change, then the detail read after it commits. */
  const change = async (
    member: Member,
    id: number,
    locale: Locale,
    write: (tx: Db, at: Date) => Promise<unknown>,
  ) => {
    await inScopeLocked(member, id, write);
    return detail(member, id, locale);
  };

  bindEndpoint(app, api.workOrderPage, async ({ member, query, locale }) => {
    // Read side by side: a view the caller may not open fails the first, and nothing is answered.
    const [, page] = await Promise.all([
      assertViewGranted(db, member, query.view),
      workOrderPage(db, member, query, loadBusinessCalendar(db, member.orgId), locale, now()),
    ]);
    return page;
  });
  bindListExport(app, api.workOrderExport, workOrderExporter);
  bindEndpoint(app, api.workOrderOptions, async ({ member }) => {
    const [types, priorities, groups] = await Promise.all([
      db
        .select({
          id: workOrderTypes.id,
          name: workOrderTypes.name,
          form: workOrderTypes.form,
          defaultGroupId: workOrderTypes.defaultGroupId,
          extraStates: workOrderTypes.extraStates,
        })
        .from(workOrderTypes)
        .where(and(eq(workOrderTypes.orgId, member.orgId), eq(workOrderTypes.enabled, true)))
        .orderBy(asc(workOrderTypes.sort), asc(workOrderTypes.id)),
      db
        .select({
          id: workOrderPriorities.id,
          name: workOrderPriorities.name,
          color: workOrderPriorities.color,
          isDefault: workOrderPriorities.isDefault,
        })
        .from(workOrderPriorities)
        .where(and(eq(workOrderPriorities.orgId, member.orgId), eq(workOrderPriorities.enabled, true)))
        .orderBy(asc(workOrderPriorities.sort), asc(workOrderPriorities.id)),
      db
        .select({ id: crmSupportGroups.id, name: crmSupportGroups.name })
        .from(crmSupportGroups)
        .where(and(eq(crmSupportGroups.orgId, member.orgId), eq(crmSupportGroups.enabled, true)))
        .orderBy(asc(crmSupportGroups.sort), asc(crmSupportGroups.id)),
    ]);
    return { types: types.map((type) => ({ ...type, form: type.form ?? null })), priorities, groups };
  });
  bindEndpoint(app, api.workOrderGet, async ({ member, params, locale }) => {
    await assertWorkOrderInScope(db, member, params.id);
    return detail(member, params.id, locale);
  });
  bindEndpoint(app, api.workOrderCreate, async ({ member, body, locale }) => {
    const id = await db.transaction((tx) => createWorkOrder(tx, member, body, now()));
    return detail(member, id, locale);
  });
  bindEndpoint(app, api.workOrderUpdate, ({ member, params, body, locale }) =>
    change(member, params.id, locale, (tx, at) => updateWorkOrder(tx, member, params.id, body, at)),
  );

  for (const [name, endpoint] of Object.entries(api.WORK_ORDER_TRANSITION_ENDPOINTS) as [
    api.WorkOrderTransition,
    typeof api.workOrderStart,
  ][]) {
    bindEndpoint(app, endpoint, async ({ member, params, body, locale }) => {
      await assertWorkOrderInScope(db, member, params.id);
      const taken = await app.transitions.take(kind, name, member, params.id, body?.version);
      if (!taken.done) return { pending: true as const, requestId: taken.requestId };
      return detail(member, params.id, locale);
    });
  }
  bindEndpoint(app, api.workOrderEnterState, ({ member, params, body, locale }) =>
    change(member, params.id, locale, (tx, at) =>
      enterExtraState(tx, member, params.id, body.state, body.version, at),
    ),
  );

  bindEndpoint(app, api.workOrderAssign, ({ member, params, body, locale }) =>
    change(member, params.id, locale, (tx, at) => assignWorkOrder(tx, member, params.id, body, at)),
  );
  /**
   * Claiming, accepting, rejecting: each checks, the row locked, what puts it in the caller's scope
   * (its group's queue, the offer to them), so a second claim at once reads "taken" (409), not 404.
   */
  const dispatch = async (
    member: Member,
    id: number,
    locale: Locale,
    write: (tx: Db, at: Date) => Promise<unknown>,
  ) => {
    await assertWorkOrderInScope(db, member, id);
    await db.transaction((tx) => write(tx, now()));
    return detail(member, id, locale);
  };
  bindEndpoint(app, api.workOrderClaim, ({ member, params, locale }) =>
    dispatch(member, params.id, locale, (tx, at) => claimWorkOrder(tx, member, params.id, at)),
  );
  bindEndpoint(app, api.workOrderAccept, ({ member, params, locale }) =>
    dispatch(member, params.id, locale, (tx, at) => acceptWorkOrder(tx, member, params.id, at)),
  );
  bindEndpoint(app, api.workOrderReject, ({ member, params, body, locale }) =>
    dispatch(member, params.id, locale, (tx, at) => rejectWorkOrder(tx, member, params.id, body.reason, at)),
  );

  bindEndpoint(app, api.workOrderComment, async ({ member, params, body }) => {
    const entryId = await inScopeLocked(member, params.id, (tx, at) =>
      commentOnWorkOrder(tx, member, params.id, body, at),
    );
    return { entryId };
  });
  bindEndpoint(app, api.workOrderFollow, async ({ member, params }) => {
    await assertWorkOrderInScope(db, member, params.id);
    return setFollowing(db, member, params.id, true);
  });
  bindEndpoint(app, api.workOrderUnfollow, async ({ member, params }) => {
    await assertWorkOrderInScope(db, member, params.id);
    return setFollowing(db, member, params.id, false);
  });
}
