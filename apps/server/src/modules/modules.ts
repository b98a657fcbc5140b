import { registerMessages } from '../platform/http/messages.js';
import { adminModule } from './admin/admin.module.js';
import { aiModule } from './ai/ai.module.js';
import { authModule } from './auth/auth.module.js';
import { callModule } from './call/call.module.js';
import { catalogueModule } from './catalogue/catalogue.module.js';
import { commonModule } from './common/common.module.js';
import { crmModule } from './crm/crm.module.js';
import { downloadModule } from './download/download.module.js';
import { filesModule } from './files/files.module.js';
import { flwModule } from './flw/flw.module.js';
import { hrmModule } from './hrm/hrm.module.js';
import { repairsModule } from './repairs/repairs.module.js';
import { salesModule } from './sales/sales.module.js';
import { stockModule } from './stock/stock.module.js';
import { stockSyncModule } from './stock-sync/stock-sync.module.js';
import { supplyModule } from './supply/supply.module.js';

/**
 * Every server module, the one list a new module is added to: the app registers their jobs and
 * routes and the seeder runs their seeds in this order (a demo step may name others to run after).
 */
export const SERVER_MODULES = [
  authModule,
  adminModule,
  commonModule,
  filesModule,
  hrmModule,
  crmModule,
  aiModule,
  callModule,
  flwModule,
  downloadModule,
  catalogueModule,
  stockModule,
  stockSyncModule,
  supplyModule,
  salesModule,
  repairsModule,
] as const;

/** Each catalogue's keys, not only the keys all catalogues share. */
type KeysOfEach<Catalogue> = Catalogue extends unknown ? keyof Catalogue : never;
type ListedMessageKey = KeysOfEach<(typeof SERVER_MODULES)[number]['messages']>;

declare module '../platform/http/messages.js' {
  interface ModuleMessageKeys {
    listed: ListedMessageKey;
  }
}

// At load, not in buildApp: the seeder, the CLI and services tested without an app translate too.
for (const listed of SERVER_MODULES) registerMessages(listed.messages);
