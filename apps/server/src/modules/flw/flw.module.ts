import { defineServerModule } from '../../platform/modules/server-module.js';
import { registerFlwRoutes } from './flw.routes.js';
import { seedDemoProcesses } from './process-demo-seed.js';
import { PROCESS_MESSAGES } from './process-messages.js';
import { registerProcessRoutes } from './process-routes.js';

/** Approval flows. */
export const flwModule = defineServerModule({
  name: 'flw',
  messages: { ...PROCESS_MESSAGES },
  routes: ({ app, db }) => {
    registerFlwRoutes(app);
    registerProcessRoutes(app, db);
  },
  demoSeed: [{ name: 'flw.processes', run: seedDemoProcesses }],
});
