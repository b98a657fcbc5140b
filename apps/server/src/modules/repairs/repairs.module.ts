import { defineServerModule } from '../../platform/modules/server-module.js';
import { WORK, WORK_EXPORT } from '../admin/role-grants.js';
import { REPAIR_DOCUMENT_KINDS } from './repair-document-kinds.js';
import { faultCategoryReference } from './repair-references.js';
import { myRepairQueueAssignment } from './repair-scopes.js';
import { pickupOrderTimelineKind, repairTimelineKind } from './repair-timelines.js';
import { REPAIRS_MESSAGES } from './repairs.messages.js';
import { registerRepairRoutes } from './repairs.routes.js';
import { seedDemoRepairs, seedRepairRoleScopes } from './repairs-demo-seed.js';

/**
 * After-sales repairs (docs/repairs.md): fault categories, pickups (取件单), repairs (维修单) from
 * check-in to shipping back, the technicians' workbench (工单处理) and the serial history. Work
 * orders are another module's.
 */
export const repairsModule = defineServerModule({
  name: 'repairs',
  messages: REPAIRS_MESSAGES,
  documentKinds: REPAIR_DOCUMENT_KINDS,
  routes: ({ app, db }) => registerRepairRoutes(app, db),
  references: [faultCategoryReference],
  scopeAssignments: [myRepairQueueAssignment],
  timelineKinds: [repairTimelineKind, pickupOrderTimelineKind],
  demoRoleGrants: {
    // 售后专员 is the demo's technician: the whole desk, repairs narrowed to "mine and unclaimed".
    afterSales: {
      repairList: WORK_EXPORT,
      repairDetail: WORK,
      repairManageDetail: WORK,
      repairCreate: ['add'],
      // delete: cancelling a pickup.
      collectOrderList: [...WORK_EXPORT, 'delete'],
      collectOrderCreate: ['add'],
      collectOrderDetail: WORK,
      repairWorkorderManage: WORK,
      faultCategory: 'all',
    },
    // An agent books a pickup from a call and follows it.
    callAgent: {
      collectOrderList: ['add', 'query', 'get'],
      collectOrderCreate: ['add'],
      collectOrderDetail: ['query', 'get'],
    },
    // The warehouse sees what repairs take out of stock.
    warehouse: {
      repairList: ['query', 'get'],
      repairDetail: ['query', 'get'],
    },
  },
  demoSeed: [
    { name: 'repairs.roleScopes', run: ({ tx, orgId }) => seedRepairRoleScopes(tx, orgId) },
    {
      name: 'repairs.demo',
      after: ['catalogue.fitsAndServices', 'stock.moves', 'crm.customers', 'sales.money'],
      run: (context) => seedDemoRepairs(context),
    },
  ],
});
