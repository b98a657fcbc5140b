import { defineServerModule } from '../../platform/modules/server-module.js';
import { APPROVAL_BINDING_MESSAGES } from './approval-bindings.messages.js';
import { registerApprovalBindingRoutes } from './approval-bindings.routes.js';
import { registerFlwRoutes } from './flw.routes.js';

/** Approval flows. */
export const flwModule = defineServerModule({
  name: 'flw',
  messages: APPROVAL_BINDING_MESSAGES,
  routes: ({ app, db }) => {
    registerFlwRoutes(app);
    registerApprovalBindingRoutes(app, db);
  },
});
