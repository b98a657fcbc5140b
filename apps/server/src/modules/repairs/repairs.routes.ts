import * as api from '@atrium/contract/endpoints/repair-orders';
import * as pickupApi from '@atrium/contract/endpoints/repair-pickups';
import { repairSerialHistory } from '@atrium/contract/endpoints/repair-serial-history';
import * as workbench from '@atrium/contract/endpoints/repair-workbench';
import { faultCategoryResource } from '@atrium/contract/resources/fault-category';
import { count, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerRecordScopes } from '../../platform/access/record-scope.js';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { bindResource } from '../../platform/resources/bind-resource.js';
import { bindListExport } from '../../platform/resources/export/bind-list-export.js';
import {
  checkInEffect,
  createPickup,
  pickupDetailOf,
  pickupPageOf,
  pickupTransitionKind,
  updatePickup,
} from './pickups.service.js';
import { pickupExporter, repairExporter } from './repair-exports.js';
import { openRepair } from './repair-open.js';
import { repairDetailOf, repairListWhere, repairOrderBy, repairPageOf } from './repair-queries.js';
import { assertRepairInScope, repairsInScope } from './repair-scopes.js';
import {
  diagnoseEffect,
  repairTransitionKind,
  shipBackEffect,
  withRepairEffect,
} from './repair-transitions.js';
import { claimRepair, consumeRepairParts, swapRepairUnit } from './repair-workbench.service.js';
import { repairFaultCategories, repairFaultCategoryFittings, repairs } from './repairs.tables.js';
import { serialHistoryOf } from './serial-history.js';

/** 维修单, 取件单, 工单处理, 故障分类 and the serial history (docs/repairs.md). */
export function registerRepairRoutes(app: FastifyInstance, db: Db): void {
  registerRecordScopes(app.dataScopes, api.repairScopes);
  app.transitions.register(repairTransitionKind);
  app.transitions.register(pickupTransitionKind);
  bindResource(app, db, faultCategoryResource, repairFaultCategories, {
    children: { fittings: { table: repairFaultCategoryFittings } },
  });

  // --- repairs ---
  const repairDetail = async (member: Member, id: number) => {
    const [detail, status] = await Promise.all([
      repairDetailOf(db, member.orgId, id),
      app.transitions.statusOf(repairTransitionKind, member, id),
    ]);
    return { ...detail, transitions: status };
  };
  const withRowTransitions = async <
    R extends { id: number; status: api.RepairStatus; underWarranty: boolean | null },
  >(
    member: Member,
    list: R[],
  ) => {
    const offered = await app.transitions.offeredOn(
      repairTransitionKind,
      member,
      list.map((row) => ({ id: row.id, state: row.status, row })),
    );
    for (const row of list) Object.assign(row, offered.get(row.id));
    return list;
  };

  bindEndpoint(app, api.repairPage, async ({ member, query }) => {
    const where = repairListWhere(member.orgId, await repairsInScope(db, member), query);
    const page = await repairPageOf(db, where, repairOrderBy(query), query);
    await withRowTransitions(member, page.list);
    return page;
  });
  bindEndpoint(app, api.repairGet, async ({ member, params }) => {
    await assertRepairInScope(db, member, params.id);
    return repairDetail(member, params.id);
  });
  bindEndpoint(app, api.repairCreate, async ({ member, body }) => {
    const { id } = await db.transaction((tx) => openRepair(tx, member, body));
    return repairDetail(member, id);
  });
  // Taken in its own transaction; the detail is read after it commits (PGlite has one connection).
  const take = async (
    member: Member,
    id: number,
    name: api.RepairTransition,
    kind: typeof repairTransitionKind,
    version?: number,
  ) => {
    await assertRepairInScope(db, member, id);
    const taken = await app.transitions.take(kind, name, member, id, version);
    if (!taken.done) return { pending: true as const, requestId: taken.requestId };
    return repairDetail(member, id);
  };
  // A transition with a body: that call's effect on the registered kind. No gate watches these, so
  // the answer is always the detail.
  const takeWithBody = async (
    member: Member,
    id: number,
    name: 'diagnose' | 'shipBack',
    effect: Parameters<typeof withRepairEffect>[1],
    version?: number,
  ) => {
    const taken = await take(member, id, name, withRepairEffect(name, effect), version);
    if ('pending' in taken) throw new Error(`A gate holds the repair's ${name}`);
    return taken;
  };
  bindEndpoint(app, api.repairDiagnose, ({ member, params, body }) =>
    takeWithBody(member, params.id, 'diagnose', diagnoseEffect(body), body.version),
  );
  bindEndpoint(app, api.repairShipBack, ({ member, params, body }) =>
    takeWithBody(member, params.id, 'shipBack', shipBackEffect(body), body.version),
  );
  for (const [name, endpoint] of Object.entries(api.REPAIR_PLAIN_TRANSITION_ENDPOINTS) as [
    api.PlainRepairTransition,
    typeof api.repairQuote,
  ][]) {
    bindEndpoint(app, endpoint, ({ member, params, body }) =>
      take(member, params.id, name, repairTransitionKind, body?.version),
    );
  }
  bindListExport(app, api.repairExport, repairExporter);

  // --- the workbench ---
  bindEndpoint(app, workbench.repairQueue, async ({ member, query }) => {
    const inScope = await repairsInScope(db, member);
    const where = repairListWhere(member.orgId, inScope, { ...query, openOnly: true, userId: member.userId });
    const byState = repairListWhere(member.orgId, inScope, {
      ...query,
      status: undefined,
      openOnly: true,
      userId: member.userId,
    });
    const [page, counts] = await Promise.all([
      repairPageOf(db, where, repairOrderBy({ sortField: 'createdAt', sortOrder: 'asc' }), query),
      stateCounts(db, byState),
    ]);
    await withRowTransitions(member, page.list);
    return { ...page, counts };
  });
  bindEndpoint(app, workbench.repairClaim, async ({ member, params, body }) => {
    // No scope check first: a technician racing another for a queued repair must hear who won
    // (409), not that it vanished (404) because the winner's claim took it out of their scope.
    await claimRepair(db, member, params.id, body?.version);
    return repairDetail(member, params.id);
  });
  bindEndpoint(app, workbench.repairConsume, async ({ member, params, body }) => {
    await assertRepairInScope(db, member, params.id);
    await consumeRepairParts(db, member, params.id, body);
    return repairDetail(member, params.id);
  });
  bindEndpoint(app, workbench.repairSwap, async ({ member, params, body }) => {
    await assertRepairInScope(db, member, params.id);
    await swapRepairUnit(db, member, params.id, body);
    return repairDetail(member, params.id);
  });
  bindEndpoint(app, repairSerialHistory, ({ member, query }) =>
    serialHistoryOf(db, member.orgId, query.serialNo),
  );

  // --- pickups ---
  const pickupDetail = async (member: Member, id: number) => {
    const [detail, transitions] = await Promise.all([
      pickupDetailOf(db, member.orgId, id),
      app.transitions.statusOf(pickupTransitionKind, member, id),
    ]);
    return { ...detail, transitions };
  };
  bindEndpoint(app, pickupApi.pickupPage, async ({ member, query }) => {
    const page = await pickupPageOf(db, member.orgId, query);
    const offered = await app.transitions.offeredOn(
      pickupTransitionKind,
      member,
      page.list.map((row) => ({ id: row.id, state: row.status })),
    );
    for (const row of page.list) Object.assign(row, offered.get(row.id));
    return page;
  });
  bindEndpoint(app, pickupApi.pickupGet, ({ member, params }) => pickupDetail(member, params.id));
  bindEndpoint(app, pickupApi.pickupCreate, async ({ member, body }) => {
    const id = await db.transaction((tx) => createPickup(tx, member, body));
    return pickupDetail(member, id);
  });
  bindEndpoint(app, pickupApi.pickupUpdate, async ({ member, params, body }) => {
    await updatePickup(db, member, params.id, body);
    return pickupDetail(member, params.id);
  });
  const takePickup = async (
    member: Member,
    id: number,
    name: pickupApi.PickupTransition,
    kind: typeof pickupTransitionKind,
    version?: number,
  ) => {
    const taken = await app.transitions.take(kind, name, member, id, version);
    if (!taken.done) return { pending: true as const, requestId: taken.requestId };
    return pickupDetail(member, id);
  };
  bindEndpoint(app, pickupApi.pickupCheckIn, async ({ member, params, body }) => {
    const kind = {
      ...pickupTransitionKind,
      effects: { ...pickupTransitionKind.effects, checkIn: checkInEffect(body) },
    };
    const taken = await takePickup(member, params.id, 'checkIn', kind, body.version);
    if ('pending' in taken) throw new Error('A check-in has no gate');
    return taken;
  });
  for (const [name, endpoint] of Object.entries(pickupApi.PICKUP_PLAIN_TRANSITION_ENDPOINTS) as [
    pickupApi.PlainPickupTransition,
    typeof pickupApi.pickupCancel,
  ][]) {
    bindEndpoint(app, endpoint, ({ member, params, body }) =>
      takePickup(member, params.id, name, pickupTransitionKind, body?.version),
    );
  }
  bindListExport(app, pickupApi.pickupExport, pickupExporter);
}

/** How many of the queue's repairs are in each state. */
async function stateCounts(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ status: repairs.status, count: count() })
    .from(repairs)
    .where(where)
    .groupBy(repairs.status);
  return api.REPAIR_STATUSES.flatMap((status) => {
    const found = rows.find((row) => row.status === status);
    return found ? [{ status, count: found.count }] : [];
  });
}
