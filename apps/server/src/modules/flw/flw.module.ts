import { defineServerModule } from '../../platform/modules/server-module.js';
import { registerFlwRoutes } from './flw.routes.js';

/** Approval flows. */
export const flwModule = defineServerModule({
  name: 'flw',
  messages: {},
  routes: ({ app }) => registerFlwRoutes(app),
});
