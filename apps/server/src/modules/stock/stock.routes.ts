import {
  binCreate,
  binList,
  countGet,
  countPage,
  countPost,
  receiptGet,
  receiptPage,
  receiptPost,
  receiptReverse,
} from '@atrium/contract/endpoints/stock-documents';
import {
  balancePage,
  itemInfo,
  itemOnHand,
  itemOnHandTotals,
  movePage,
  serialsAtLocation,
  serialWhereabouts,
  transitBalances,
} from '@atrium/contract/endpoints/stock-queries';
import { warehouseResource } from '@atrium/contract/resources/warehouse';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { bindEndpoint } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { bindResource } from '../../platform/resources/bind-resource.js';
import { bindTransition } from '../../platform/transitions/bind-transition.js';
import { receiptTransitionKind, withReceiptTransitions } from './receipt-transitions.js';
import { stockWarehouses } from './stock.tables.js';
import * as pages from './stock-document-pages.service.js';
import * as documents from './stock-documents.service.js';
import { createBin, listBins } from './stock-locations.js';
import { onHandTotals } from './stock-on-hand.js';
import * as queries from './stock-queries.service.js';
import {
  assertDocumentInScope,
  type DocumentList,
  documentsInScope,
  registerDocumentScopes,
} from './stock-scopes.js';
import { createWarehouse, deleteWarehouse } from './warehouses.service.js';

export function registerStockRoutes(app: FastifyInstance, db: Db): void {
  bindResource(app, db, warehouseResource, stockWarehouses, {
    create: createWarehouse,
    delete: deleteWarehouse,
  });
  bindEndpoint(app, binList, ({ member, params }) => listBins(db, member.orgId, params.id));
  bindEndpoint(app, binCreate, ({ member, params, body }) => createBin(db, member, params.id, body.name));
  bindEndpoint(app, receiptPost, ({ member, body }) =>
    documents.postReceipt(db, member, body, app.referenceSources),
  );
  registerDocumentScopes(app.dataScopes);
  const inScope = (member: Member, list: DocumentList) => documentsInScope(db, app.dataScopes, member, list);
  const assertInScope = (member: Member, list: DocumentList, id: number) =>
    assertDocumentInScope(db, app.dataScopes, member, list, id);
  // 冲销 is the receipt's named transition `reverse` (platform/transitions), at its old path.
  app.transitions.register(receiptTransitionKind);
  bindTransition(app, receiptReverse, receiptTransitionKind, 'reverse', {
    inScope: (member, id) => assertInScope(member, 'receipts', id),
  });
  bindEndpoint(app, receiptGet, async ({ member, params }) => {
    await assertInScope(member, 'receipts', params.id);
    const document = await documents.getDocument(db, member.orgId, params.id, ['receipt', 'reversal']);
    if (document.kind !== 'receipt') return document;
    return {
      ...document,
      transitions: await app.transitions.statusOf(receiptTransitionKind, member, params.id),
    };
  });
  bindEndpoint(app, receiptPage, async ({ member, query }) => {
    const page = await pages.documentPage(
      db,
      member.orgId,
      ['receipt', 'reversal'],
      query,
      await inScope(member, 'receipts'),
    );
    await withReceiptTransitions(app.transitions, member, page);
    return page;
  });
  bindEndpoint(app, countGet, async ({ member, params }) => {
    await assertInScope(member, 'counts', params.id);
    return documents.getDocument(db, member.orgId, params.id, ['count']);
  });
  bindEndpoint(app, countPage, async ({ member, query }) =>
    pages.documentPage(db, member.orgId, ['count'], query, await inScope(member, 'counts')),
  );
  bindEndpoint(app, countPost, ({ member, body }) => documents.postCount(db, member, body));
  bindEndpoint(app, balancePage, ({ member, query }) => queries.balancePage(db, member.orgId, query));
  bindEndpoint(app, movePage, ({ member, query }) => queries.movePage(db, member.orgId, query));
  bindEndpoint(app, itemInfo, ({ member, query }) => queries.itemInfo(db, member.orgId, query));
  bindEndpoint(app, itemOnHand, ({ member, query }) => queries.itemOnHand(db, member.orgId, query));
  bindEndpoint(app, itemOnHandTotals, ({ member, query }) => onHandTotals(db, member.orgId, query));
  bindEndpoint(app, transitBalances, ({ member }) => queries.transitBalances(db, member.orgId));
  bindEndpoint(app, serialWhereabouts, ({ member, params }) =>
    queries.serialWhereabouts(db, member.orgId, params.serialNo),
  );
  bindEndpoint(app, serialsAtLocation, ({ member, params, query }) =>
    queries.serialsAtLocation(db, member.orgId, params.id, query),
  );
}
