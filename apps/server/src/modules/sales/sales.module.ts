import { defineServerModule } from '../../platform/modules/server-module.js';
import { registerFulfilmentRoutes } from './fulfilment/fulfilment.routes.js';
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
  references: [saleOrderReference, saleSourceReference],
  routes: ({ app, db }) => {
    registerFulfilmentRoutes(app, db);
  },
  demoRoleGrants: {
    warehouse: { pickOrderList: 'all', sendOrderList: 'all', transferOrderList: 'all' },
  },
  demoSeed: [{ name: 'sales.sources', run: ({ tx, orgId }) => seedDemoSaleSources(tx, orgId) }],
});
