import { defineServerModule } from '../../platform/modules/server-module.js';
import { WORKORDER_SETTINGS_MESSAGES } from './settings/workorder-settings.messages.js';
import { registerWorkOrderSettingsRoutes } from './settings/workorder-settings.routes.js';
import { myWorkOrdersAssignment } from './work-order-scope.js';
import { registerSlaScanJob, SLA_SCAN_SCHEDULE } from './work-order-sla-scan.js';
import { workOrderTimelineKind } from './work-order-timeline.js';
import { registerWorkOrderRoutes } from './work-orders.routes.js';
import { WORKORDER_DOCUMENT_KINDS } from './workorder-document-kinds.js';
import { WORKORDERS_MESSAGES } from './workorders.messages.js';
import { seedDemoWorkOrders } from './workorders-demo-seed.js';

/**
 * Work orders (docs/workorders.md): settings (types with their forms, priorities, SLA policies),
 * work orders with their five list views, dispatch, timeline and SLA clocks, and the SLA scan.
 */
export const workordersModule = defineServerModule({
  name: 'workorders',
  messages: { ...WORKORDERS_MESSAGES, ...WORKORDER_SETTINGS_MESSAGES },
  documentKinds: WORKORDER_DOCUMENT_KINDS,
  routes: ({ app, db }) => {
    registerWorkOrderSettingsRoutes(app, db);
    registerWorkOrderRoutes(app, db);
  },
  jobs: (queue) => registerSlaScanJob(queue),
  schedules: [SLA_SCAN_SCHEDULE],
  scopeAssignments: [myWorkOrdersAssignment],
  timelineKinds: [workOrderTimelineKind],
  demoSeed: [
    {
      name: 'workorders.demo',
      after: ['crm.customers', 'crm.support'],
      run: (context) => seedDemoWorkOrders(context),
    },
  ],
  demoRoleGrants: {
    // After-sales staff work the queue: every view (their scope: theirs, their queue, groups they lead).
    afterSales: {
      workorderAll: ['query', 'get', 'export'],
      workorderMyReported: 'all',
      workorderMyResponsible: 'all',
      workorderMyFollowed: 'all',
      workorderMyCharged: 'all',
      workorderCreate: 'all',
      workorderDetail: ['query', 'get', 'update', 'edit'],
      workorderSetting: ['query'],
    },
    // Agents raise work orders from calls and follow what they reported.
    callAgent: {
      workorderMyReported: 'all',
      workorderMyFollowed: 'all',
      workorderCreate: 'all',
      workorderDetail: ['query', 'get', 'update'],
    },
  },
});
