import { defineServerModule } from '../../platform/modules/server-module.js';
import { VIEW } from '../admin/role-grants.js';
import { seedDemoApprovalBindings } from './approval-binding-demo-seed.js';
import { APPROVAL_BINDING_MESSAGES } from './approval-bindings.messages.js';
import { registerApprovalBindingRoutes } from './approval-bindings.routes.js';
import { APPROVAL_TIMERS_SCHEDULE, registerApprovalTimersJob } from './approval-timers.js';
import { FLW_MESSAGES } from './flw.messages.js';
import { registerFlwRoutes } from './flw.routes.js';
import { APPROVAL_INSTANCE } from './flw-document-kinds.js';
import { seedDemoInstances } from './instance-demo-seed.js';
import { engineOf } from './instance-engine.js';
import { seedDemoProcesses } from './process-demo-seed.js';
import { PROCESS_MESSAGES } from './process-messages.js';
import { registerProcessRoutes } from './process-routes.js';

/** Approval flows. */
export const flwModule = defineServerModule({
  name: 'flw',
  messages: { ...FLW_MESSAGES, ...PROCESS_MESSAGES, ...APPROVAL_BINDING_MESSAGES },
  routes: ({ app, db }) => {
    registerFlwRoutes(app, db);
    registerProcessRoutes(app, db);
    registerApprovalBindingRoutes(app, db);
  },
  jobs: (queue, { app }) => registerApprovalTimersJob(queue, engineOf(app)),
  schedules: [APPROVAL_TIMERS_SCHEDULE],
  documentKinds: [APPROVAL_INSTANCE],
  // Everyone starts approvals, reads those they take part in, decides their tasks and reads their
  // copies; managers and finance also see every instance (the administrator holds everything).
  demoRoleGrants: {
    everyone: {
      approvalMyStart: 'all',
      approvalMyApproved: 'all',
      approvalCopyToMe: VIEW,
      approvalDetail: VIEW,
    },
    salesManager: { approvalAll: VIEW },
    finance: { approvalAll: 'all' },
  },
  demoSeed: [
    { name: 'flw.processes', run: seedDemoProcesses },
    { name: 'flw.bindings', after: ['flw.processes'], run: seedDemoApprovalBindings },
    { name: 'flw.instances', after: ['flw.processes'], run: seedDemoInstances },
  ],
});
