import { defineServerModule } from '../../platform/modules/server-module.js';
import { STOCK_SYNC_MESSAGES } from './stock-sync.messages.js';
import { registerStockSyncRoutes } from './stock-sync.routes.js';
import { seedDemoSync } from './stock-sync-demo-seed.js';
import { registerSyncJobs, SYNC_PULL_SCHEDULE } from './sync-jobs.js';

/** 仓库同步日志 (docs/warehouse-sync.md): outside warehouses push or are pulled; every item is logged and applied through the stock ledger. */
export const stockSyncModule = defineServerModule({
  name: 'stock-sync',
  messages: STOCK_SYNC_MESSAGES,
  routes: ({ app, db }) => registerStockSyncRoutes(app, db),
  jobs: (queue) => registerSyncJobs(queue),
  schedules: [SYNC_PULL_SCHEDULE],
  demoRoleGrants: { warehouse: { warehouseSyncLog: 'all' } },
  demoSeed: [
    {
      name: 'stockSync.demo',
      // After the week of moves: the ledger refuses a move dated before a later one.
      after: ['catalogue.products', 'stock.warehouses', 'stock.moves'],
      run: ({ tx, orgId }) => seedDemoSync(tx, orgId),
    },
  ],
});
