import { defineServerModule } from '../../platform/modules/server-module.js';
import { registerMoneyRoutes } from './money/money.routes.js';
import { paymentChannelReference } from './money/money-references.js';
import { seedMoneyRoleScopes } from './money/money-role-scopes.js';
import { invoiceTimelineKind, returnOrderTimelineKind } from './money/money-timelines.js';
import { returnReceiveApprovalPoint } from './money/return-approval-point.js';
import { SALES_MESSAGES } from './sales.messages.js';
import { SALES_DOCUMENT_KINDS } from './sales-document-kinds.js';
import { saleOrderReference, saleSourceReference } from './sales-references.js';
import { seedDemoSaleSources } from './sources/sale-source-demo-seed.js';

/**
 * Sales and orders (docs/sales.md): sale goods and sources, sale orders with product-tree lines,
 * fulfilment (pick, send, transfer, the packing station), money (collections, invoices, returns)
 * and channels (external orders, e-commerce bills, order status updates).
 */
export const salesModule = defineServerModule({
  name: 'sales',
  messages: SALES_MESSAGES,
  documentKinds: SALES_DOCUMENT_KINDS,
  references: [saleOrderReference, saleSourceReference, paymentChannelReference],
  routes: ({ app, db }) => registerMoneyRoutes(app, db),
  timelineKinds: [invoiceTimelineKind, returnOrderTimelineKind],
  approvalPoints: [returnReceiveApprovalPoint],
  demoRoleGrants: {
    finance: {
      saleCollectOrderList: 'all',
      invoiceList: 'all',
      invoiceCreate: 'all',
      invoiceDetail: 'all',
      returnOrderList: 'all',
      returnOrderCreate: 'all',
      returnOrderDetail: 'all',
    },
    salesperson: {
      invoiceList: ['query', 'get', 'add'],
      invoiceCreate: ['add'],
      invoiceDetail: ['query', 'get'],
      returnOrderList: ['query', 'get', 'add'],
      returnOrderCreate: ['add'],
      returnOrderDetail: ['query', 'get'],
    },
    salesManager: {
      invoiceList: ['query', 'get', 'add'],
      invoiceCreate: ['add'],
      invoiceDetail: ['query', 'get'],
      returnOrderList: ['query', 'get', 'add'],
      returnOrderCreate: ['add'],
      returnOrderDetail: ['query', 'get'],
    },
    // As the planned screens granted them before this module took the menus over (demo-seed.ts).
    warehouse: {
      returnOrderList: ['query', 'get', 'update'],
      returnOrderDetail: ['query', 'get', 'update'],
    },
    afterSales: { returnOrderList: ['query', 'get', 'update'], returnOrderDetail: ['query', 'get'] },
  },
  demoSeed: [
    { name: 'sales.sources', run: ({ tx, orgId }) => seedDemoSaleSources(tx, orgId) },
    { name: 'sales.moneyScopes', run: ({ tx, orgId }) => seedMoneyRoleScopes(tx, orgId) },
  ],
});
