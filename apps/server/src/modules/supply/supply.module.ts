import { defineServerModule } from '../../platform/modules/server-module.js';
import { supplierReference } from './supplier-references.js';
import { supplierTimelineKind } from './supplier-timeline.js';
import { SUPPLY_MESSAGES } from './supply.messages.js';
import { registerSupplyRoutes } from './supply.routes.js';
import { seedDemoSuppliers } from './supply-demo-seed.js';

/** Suppliers (供应商列表 / 详情 / 动态): the companies we buy from, what they supply, and follow-ups. */
export const supplyModule = defineServerModule({
  name: 'supply',
  messages: SUPPLY_MESSAGES,
  references: [supplierReference],
  timelineKinds: [supplierTimelineKind],
  routes: ({ app, db }) => registerSupplyRoutes(app, db),
  demoRoleGrants: { warehouse: { supplierList: 'all', supplierDetail: 'all', supplierActivity: 'all' } },
  demoSeed: [
    { name: 'supply.suppliers', after: ['catalogue.products'], run: (context) => seedDemoSuppliers(context) },
  ],
});
