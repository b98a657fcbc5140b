import { defineServerModule } from '../../platform/modules/server-module.js';
import { ADMIN_MESSAGES } from './admin.messages.js';
import { registerAdminRoutes } from './admin.routes.js';
import { roleReference, userReference } from './admin-references.js';
import { registerMenuEditorRoutes } from './menu-editor.routes.js';
import { seedMenus } from './menu-seed.js';
import { registerPersonalCenterRoutes } from './personal-center.routes.js';
import { grantEverythingToAdministrators, VIEW } from './role-grants.js';

/**
 * Users, roles, menus and the personal center. Its menu tree is seeded before the demo data (roles
 * are granted menus); administrators get every menu after it (the demo creates their role). The
 * demo data set's foundation (organizations, accounts) is its demo-seeder.ts, run before every step.
 */
export const adminModule = defineServerModule({
  name: 'admin',
  messages: ADMIN_MESSAGES,
  routes: ({ app, db }) => {
    registerAdminRoutes(app, db);
    registerMenuEditorRoutes(app, db);
    registerPersonalCenterRoutes(app, db);
  },
  seedBeforeDemo: seedMenus,
  seedAfterDemo: grantEverythingToAdministrators,
  references: [userReference, roleReference],
  // Every account's home and personal center; payment channels are finance's master data.
  demoRoleGrants: {
    everyone: { dashboard: VIEW, personalCenterManage: 'all' },
    finance: { paymentChannel: 'all' },
  },
});
