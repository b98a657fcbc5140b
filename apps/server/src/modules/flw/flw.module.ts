import { defineServerModule } from '../../platform/modules/server-module.js';
import { VIEW } from '../admin/role-grants.js';
import { APPROVAL_TIMERS_SCHEDULE, registerApprovalTimersJob } from './approval-timers.js';
import { FLW_MESSAGES } from './flw.messages.js';
import { registerFlwRoutes } from './flw.routes.js';
import { APPROVAL_INSTANCE } from './flw-document-kinds.js';
import { engineOf } from './instance-engine.js';

/** Approval flows. */
export const flwModule = defineServerModule({
  name: 'flw',
  messages: { ...FLW_MESSAGES },
  routes: ({ app, db }) => registerFlwRoutes(app, db),
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
});
