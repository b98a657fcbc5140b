import { registerIntakeRetry } from '../../platform/intake/apply-intake-item.js';
import { defineServerModule } from '../../platform/modules/server-module.js';
import { registerChannelRoutes } from './channels/channels.routes.js';
import { CHANNELS_DEMO_ROLE_GRANTS } from './channels/channels-role-grants.js';
import { EXTERNAL_ORDER_ITEMS } from './channels/external-order-intake.js';
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
    registerChannelRoutes(app, db);
  },
  jobs: (queue) => {
    registerIntakeRetry(queue, EXTERNAL_ORDER_ITEMS);
  },
  demoRoleGrants: CHANNELS_DEMO_ROLE_GRANTS,
  demoSeed: [{ name: 'sales.sources', run: ({ tx, orgId }) => seedDemoSaleSources(tx, orgId) }],
});
