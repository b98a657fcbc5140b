import { defineServerModule } from '../../platform/modules/server-module.js';
import { receiptReversalApprovalPoint } from './receipt-approval-point.js';
import { STOCK_MESSAGES } from './stock.messages.js';
import { registerStockRoutes } from './stock.routes.js';
import { seedDemoWarehouses } from './stock-demo-seed.js';
import { seedDemoStock } from './stock-demo-stock.js';
import { STOCK_COUNT, STOCK_RECEIPT, STOCK_REVERSAL } from './stock-document-kinds.js';
import { countTimelineKind, receiptTimelineKind } from './stock-document-timelines.js';
import { STOCK_ITEM_HOOKS } from './stock-item-hooks.js';
import { warehouseReference } from './stock-references.js';
import { myWarehousesAssignment } from './stock-scopes.js';

/** Warehouses and the stock ledger (docs/stock.md): documents, balances, serials, reservations. */
export const stockModule = defineServerModule({
  name: 'stock',
  messages: STOCK_MESSAGES,
  routes: ({ app, db }) => registerStockRoutes(app, db),
  references: [warehouseReference],
  documentKinds: [STOCK_RECEIPT, STOCK_REVERSAL, STOCK_COUNT],
  scopeAssignments: [myWarehousesAssignment],
  timelineKinds: [receiptTimelineKind, countTimelineKind],
  hooks: STOCK_ITEM_HOOKS,
  approvalPoints: [receiptReversalApprovalPoint],
  demoRoleGrants: {
    warehouse: { warehouseList: 'all', stockReceiptList: 'all', stockCountList: 'all', stockOverview: 'all' },
  },
  demoSeed: [
    { name: 'stock.warehouses', run: ({ tx, orgId, userIds }) => seedDemoWarehouses(tx, orgId, userIds) },
    {
      name: 'stock.moves',
      after: ['stock.warehouses', 'catalogue.products', 'supply.suppliers'],
      run: ({ tx, orgId, userIds, references }) => seedDemoStock(tx, orgId, userIds, references),
    },
  ],
});
