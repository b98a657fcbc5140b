import { defineServerModule } from '../../platform/modules/server-module.js';
import { registerFulfilmentRoutes } from './fulfilment/fulfilment.routes.js';
import {
  saleOrderAmountApprovalPoint,
  saleOrderDiscountApprovalPoint,
} from './orders/sale-order-approval-points.js';
import { seedDemoSaleOrders } from './orders/sale-order-demo-seed.js';
import { saleOrderTimelineKind } from './orders/sale-order-timeline.js';
import { registerSaleOrderRoutes } from './orders/sale-orders.routes.js';
import { SALES_MESSAGES } from './sales.messages.js';
import { SALES_DOCUMENT_KINDS } from './sales-document-kinds.js';
import { platformServiceReference, saleOrderReference, saleSourceReference } from './sales-references.js';
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
  routes: ({ app, db }) => {
    registerSaleOrderRoutes(app, db);
    registerFulfilmentRoutes(app, db);
  },
  references: [saleOrderReference, saleSourceReference, platformServiceReference],
  approvalPoints: [saleOrderDiscountApprovalPoint, saleOrderAmountApprovalPoint],
  timelineKinds: [saleOrderTimelineKind],
  demoRoleGrants: {
    salesperson: {
      saleGoods: ['query', 'get'],
      saleOrderList: ['add', 'query', 'get', 'update', 'delete', 'export'],
      saleOrderCreate: ['add'],
      saleOrderDetail: ['add', 'query', 'get', 'update'],
    },
    salesManager: {
      saleGoods: 'all',
      saleOrderList: 'all',
      saleOrderCreate: 'all',
      saleOrderDetail: 'all',
      saleOrderDetailList: 'all',
    },
    warehouse: {
      saleOrderList: ['query', 'get'],
      saleOrderDetail: ['query', 'get'],
      saleOrderDetailList: 'all',
      pickOrderList: 'all',
      sendOrderList: 'all',
      transferOrderList: 'all',
    },
    finance: {
      saleGoods: ['query', 'get', 'export'],
      saleOrderList: ['query', 'get', 'export'],
      saleOrderDetail: ['query', 'get'],
      saleOrderDetailList: 'all',
    },
  },
  demoSeed: [
    { name: 'sales.sources', run: ({ tx, orgId }) => seedDemoSaleSources(tx, orgId) },
    {
      name: 'sales.orders',
      after: [
        'sales.sources',
        'catalogue.products',
        'stock.moves',
        'crm.customers',
        'crm.discount-rates',
        'catalogue.fitsAndServices',
      ],
      run: (context) => seedDemoSaleOrders(context),
    },
  ],
});
