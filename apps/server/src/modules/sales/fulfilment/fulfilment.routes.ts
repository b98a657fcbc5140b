import type { Endpoint } from '@atrium/contract';
import {
  packingLookup,
  pickableOrders,
  pickCancel,
  pickCreate,
  pickGet,
  pickPage,
  pickPick,
  sendGet,
  sendPage,
  sendPost,
} from '@atrium/contract/endpoints/sale-fulfilment';
import {
  transferCancel,
  transferCreate,
  transferGet,
  transferPage,
  transferReceive,
  transferSend,
} from '@atrium/contract/endpoints/sale-fulfilment-transfers';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import { bindEndpoint } from '../../../platform/http/bind-endpoint.js';
import type { Member } from '../../../platform/http/request-context.js';
import type { TransitionKind } from '../../../platform/transitions/record-transitions.js';
import {
  assertFulfilmentInScope,
  assertWarehousesInScope,
  type FulfilmentList,
  fulfilmentInScope,
  registerFulfilmentScopes,
  warehouseInScope,
} from './fulfilment-scopes.js';
import { packingOf } from './packing.service.js';
import {
  createPick,
  getPick,
  pickableOrders as openOrders,
  pickPage as pagePicks,
} from './pick-orders.service.js';
import { pickTransitionKind } from './pick-transitions.js';
import { getSend, sendPage as pageSends, postSend, warehousesOfLines } from './send-orders.service.js';
import { createTransfer, getTransfer, transferPage as pageTransfers } from './transfer-orders.service.js';
import { transferTransitionKind } from './transfer-transitions.js';

/** Fulfilment's routes (docs/sales-fulfilment.md): picks, send orders, the packing station, transfers. */
export function registerFulfilmentRoutes(app: FastifyInstance, db: Db): void {
  registerFulfilmentScopes(app.dataScopes);
  app.transitions.register(pickTransitionKind);
  app.transitions.register(transferTransitionKind);
  const inScope = (member: Member, list: FulfilmentList) =>
    fulfilmentInScope(db, app.dataScopes, member, list);
  const assertInScope = (member: Member, list: FulfilmentList, id: number) =>
    assertFulfilmentInScope(db, app.dataScopes, member, list, id);

  const readPick = async (member: Member, id: number) => ({
    ...(await getPick(db, member.orgId, id)),
    transitions: await app.transitions.statusOf(pickTransitionKind, member, id),
  });
  const readTransfer = async (member: Member, id: number) => ({
    ...(await getTransfer(db, member.orgId, id)),
    transitions: await app.transitions.statusOf(transferTransitionKind, member, id),
  });

  /** A transition's endpoint answering the record as it is after the transition's transaction. */
  const bindDocumentTransition = <State extends string, Name extends string>(
    endpoint: Endpoint,
    kind: TransitionKind<State, Name, { id: number }>,
    transition: Name,
    list: FulfilmentList,
    reread: (member: Member, id: number) => Promise<unknown>,
  ) =>
    bindEndpoint(app, endpoint, async ({ member, params, body }) => {
      const { id } = params as { id: number };
      await assertInScope(member, list, id);
      const version = (body as { version?: number } | null | undefined)?.version;
      const taken = await app.transitions.take(kind, transition, member, id, version);
      if (!taken.done) return { pending: true as const, requestId: taken.requestId } as never;
      return (await reread(member, id)) as never;
    });

  const assertWarehouses = (member: Member, list: FulfilmentList, ids: number[], any = false) =>
    assertWarehousesInScope(db, app.dataScopes, member, list, ids, { any });

  bindEndpoint(app, pickCreate, async ({ member, body }) => {
    await assertWarehouses(member, 'pick', [body.warehouseId]);
    return readPick(member, await createPick(db, member, body));
  });
  bindEndpoint(app, pickableOrders, ({ member, query }) => openOrders(db, member.orgId, query.warehouseId));
  bindEndpoint(app, pickGet, async ({ member, params }) => {
    await assertInScope(member, 'pick', params.id);
    return readPick(member, params.id);
  });
  /** A page's rows with the transitions the caller may take on each (the list's row actions). */
  const withOffered = async <
    State extends string,
    Name extends string,
    Page extends { list: { id: number; state: State; transitions: string[] }[] },
  >(
    kind: TransitionKind<State, Name, { id: number }>,
    member: Member,
    page: Page,
  ): Promise<Page> => {
    const offered = await app.transitions.offeredOn(kind, member, page.list);
    for (const row of page.list) row.transitions = offered.get(row.id)?.transitions ?? [];
    return page;
  };

  bindEndpoint(app, pickPage, async ({ member, query }) =>
    withOffered(
      pickTransitionKind,
      member,
      await pagePicks(db, member.orgId, query, await inScope(member, 'pick')),
    ),
  );
  bindDocumentTransition(pickPick, pickTransitionKind, 'pick', 'pick', readPick);
  bindDocumentTransition(pickCancel, pickTransitionKind, 'cancel', 'pick', readPick);

  bindEndpoint(app, sendPost, async ({ member, body }) => {
    await assertWarehouses(member, 'send', await warehousesOfLines(db, member.orgId, body.lines));
    const ids = await postSend(db, member, body);
    return { list: await Promise.all(ids.map((id) => getSend(db, member.orgId, id))) };
  });
  bindEndpoint(app, sendGet, async ({ member, params }) => {
    await assertInScope(member, 'send', params.id);
    return getSend(db, member.orgId, params.id);
  });
  bindEndpoint(app, sendPage, async ({ member, query }) =>
    pageSends(db, member.orgId, query, await inScope(member, 'send')),
  );
  bindEndpoint(app, packingLookup, ({ member, query }) =>
    packingOf(db, member.orgId, query.documentNo, (column) =>
      warehouseInScope(db, app.dataScopes, member, column),
    ),
  );

  bindEndpoint(app, transferCreate, async ({ member, body }) => {
    await assertWarehouses(member, 'transfer', [body.fromWarehouseId, body.toWarehouseId], true);
    return readTransfer(member, await createTransfer(db, member, body));
  });
  bindEndpoint(app, transferGet, async ({ member, params }) => {
    await assertInScope(member, 'transfer', params.id);
    return readTransfer(member, params.id);
  });
  bindEndpoint(app, transferPage, async ({ member, query }) =>
    withOffered(
      transferTransitionKind,
      member,
      await pageTransfers(db, member.orgId, query, await inScope(member, 'transfer')),
    ),
  );
  bindDocumentTransition(transferSend, transferTransitionKind, 'send', 'transfer', readTransfer);
  bindDocumentTransition(transferReceive, transferTransitionKind, 'receive', 'transfer', readTransfer);
  bindDocumentTransition(transferCancel, transferTransitionKind, 'cancel', 'transfer', readTransfer);
}
