import { registerIntakeRetry } from '../../platform/intake/apply-intake-item.js';
import { type DemoRoleGrants, defineServerModule } from '../../platform/modules/server-module.js';
import { registerChannelRoutes } from './channels/channels.routes.js';
import { seedDemoChannels } from './channels/channels-demo.js';
import { CHANNELS_DEMO_ROLE_GRANTS } from './channels/channels-role-grants.js';
import { EXTERNAL_ORDER_ITEMS } from './channels/external-order-intake.js';
import { registerFulfilmentRoutes } from './fulfilment/fulfilment.routes.js';
import { seedDemoFulfilment } from './fulfilment/fulfilment-demo-seed.js';
import { registerMoneyRoutes } from './money/money.routes.js';
import { seedDemoMoney } from './money/money-demo-seed.js';
import { paymentChannelReference } from './money/money-references.js';
import { MONEY_DEMO_ROLE_GRANTS } from './money/money-role-grants.js';
import { seedMoneyRoleScopes } from './money/money-role-scopes.js';
import { invoiceTimelineKind, returnOrderTimelineKind } from './money/money-timelines.js';
import { returnReceiveApprovalPoint } from './money/return-approval-point.js';
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

/** What the demo roles may do on the order and fulfilment screens (channels and money keep theirs beside them). */
const ORDER_AND_FULFILMENT_GRANTS: DemoRoleGrants = {
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
};

/** Each part's grants for a role side by side (the parts' menu keys never overlap). */
function combinedGrants(...parts: DemoRoleGrants[]): DemoRoleGrants {
  const combined: Record<string, object> = {};
  for (const part of parts) {
    for (const [role, grants] of Object.entries(part)) combined[role] = { ...combined[role], ...grants };
  }
  return combined as DemoRoleGrants;
}

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
    registerChannelRoutes(app, db);
    registerMoneyRoutes(app, db);
  },
  jobs: (queue) => {
    registerIntakeRetry(queue, EXTERNAL_ORDER_ITEMS);
  },
  references: [saleOrderReference, saleSourceReference, platformServiceReference, paymentChannelReference],
  approvalPoints: [saleOrderDiscountApprovalPoint, saleOrderAmountApprovalPoint, returnReceiveApprovalPoint],
  timelineKinds: [saleOrderTimelineKind, invoiceTimelineKind, returnOrderTimelineKind],
  demoRoleGrants: combinedGrants(
    ORDER_AND_FULFILMENT_GRANTS,
    CHANNELS_DEMO_ROLE_GRANTS,
    MONEY_DEMO_ROLE_GRANTS,
  ),
  demoSeed: [
    { name: 'sales.sources', run: ({ tx, orgId }) => seedDemoSaleSources(tx, orgId) },
    { name: 'sales.moneyScopes', run: ({ tx, orgId }) => seedMoneyRoleScopes(tx, orgId) },
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
    {
      name: 'sales.fulfilment',
      after: ['sales.orders'],
      run: async ({ tx, orgId, userIds }) => {
        await seedDemoFulfilment(tx, orgId, userIds);
      },
    },
    {
      name: 'sales.money',
      after: ['sales.fulfilment'],
      run: ({ tx, orgId, userIds }) => seedDemoMoney(tx, orgId, userIds),
    },
    {
      name: 'sales.channels',
      after: ['sales.orders'],
      run: ({ tx, orgId, userIds }) => seedDemoChannels(tx, orgId, userIds.get('sales')!),
    },
  ],
});
