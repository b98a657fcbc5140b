import { defineServerModule } from '../../platform/modules/server-module.js';
import { DEMO_ACCOUNTS } from '../admin/demo-seed.js';
import { VIEW, WORK, WORK_EXPORT } from '../admin/role-grants.js';
import { seedActivityDemo } from './activities/activity-demo-seed.js';
import { seedDemoBusiness } from './business/business-demo-seed.js';
import { seedCasebookDemo } from './casebook/casebook-demo-seed.js';
import { seedClueDemo } from './clues/clue-demo-seed.js';
import { CRM_MESSAGES } from './crm.messages.js';
import { registerCrmRoutes } from './crm.routes.js';
import { crmDistributionObjects } from './crm.tables.js';
import { bulkTransferApprovalPoint } from './customers/bulk-transfer-approval-point.js';
import { seedDemoCustomers } from './customers/customer-demo-seed.js';
import { customerReference } from './customers/customer-references.js';
import { customerTimelineKind } from './customers/customer-timeline-kind.js';
import { seedDiscountRateDemo } from './discount-rates/discount-rate-demo-seed.js';
import { seedPrivateSeaDemo } from './private-sea/private-sea-demo-seed.js';
import { RECALL_SCHEDULE, registerRecallJob } from './private-sea/recall-schedule.js';
import { seedSupportDemo } from './support/support-demo-seed.js';
import { supportGroupReference } from './support/support-group-reference.js';
import { seedSupportCustomerDemo } from './support-customers/support-customer-demo-seed.js';
import { registerCustomerTagRoutes } from './tags/tags.routes.js';
import { seedCustomerTagDemo } from './tags/tags-demo-seed.js';

/** Customers, clues, opportunities, follow-ups, support, the private sea, tags and clue sync. */
export const crmModule = defineServerModule({
  name: 'crm',
  messages: CRM_MESSAGES,
  routes: ({ app, db }) => {
    registerCrmRoutes(app, db);
    registerCustomerTagRoutes(app, db);
  },
  jobs: (queue) => registerRecallJob(queue),
  schedules: [RECALL_SCHEDULE],
  references: [customerReference, supportGroupReference],
  timelineKinds: [customerTimelineKind],
  approvalPoints: [bulkTransferApprovalPoint],
  demoRoleGrants: {
    salesperson: {
      customerPoolList: WORK,
      // No export: a salesperson's customers are the company's list; an administrator may grant it.
      customerList: WORK,
      customerCreate: ['add'],
      customerDetail: [...WORK, 'customerDetailParsing'],
      customerBusinessList: WORK,
      businessCreate: ['add'],
      businessDetail: WORK,
      customerActivityList: VIEW,
      // Clues they work: their pools' clues (create, convert) and their undealt list.
      cluePoolList: ['add', 'query', 'get', 'edit'],
      customerUndealtList: VIEW,
      customerQuery: VIEW,
      customerCasebook: ['add', 'query', 'get', 'update', 'export'],
    },
    salesManager: {
      customerPoolList: 'all',
      customerList: 'all',
      customerBusinessList: 'all',
      customerCreate: 'all',
      customerDetail: 'all',
      businessCreate: 'all',
      businessDetail: 'all',
      customerActivityList: 'all',
      cluePoolList: 'all',
      cluePoolEdit: 'all',
      clueAllocationEdit: 'all',
      customerTagList: 'all',
      customerUndealtList: 'all',
      customerQuery: 'all',
      customerAssignment: 'all',
      customerCasebook: 'all',
      privateSeaRuleList: 'all',
      privateSeaRuleDetail: 'all',
      saleViewing: 'all',
    },
    callAgent: {
      customerList: WORK,
      customerCreate: ['add'],
      customerDetail: [...WORK, 'customerDetailParsing'],
      customerActivityList: [...VIEW, 'customerActivityParsing'],
      customerQuery: VIEW,
    },
    afterSales: {
      // Read-only, every customer (customer-demo-seed.ts gives the role the scope `all`): the owner
      // of a device sent in is found for its pickup, repair or work order.
      customerList: VIEW,
      supportCustomerList: WORK_EXPORT,
      supportDistribution: VIEW,
      customerQuery: VIEW,
      customerDetail: VIEW,
    },
    finance: { customerDiscountRate: 'all' },
  },
  demoSeed: [
    {
      name: 'crm.distribution-objects',
      run: async ({ tx, orgId, userIds }) => {
        for (const { username, distribution } of DEMO_ACCOUNTS) {
          if (distribution)
            await tx.insert(crmDistributionObjects).values({ orgId, userId: userIds.get(username)! });
        }
      },
    },
    {
      name: 'crm.customers',
      run: ({ tx, orgId, userIds, departmentOfUser }) =>
        seedDemoCustomers(tx, orgId, userIds, departmentOfUser),
    },
    { name: 'crm.business', after: ['crm.customers'], run: ({ tx, orgId }) => seedDemoBusiness(tx, orgId) },
    {
      name: 'crm.private-sea',
      after: ['crm.customers'],
      run: ({ tx, orgId, departmentIds, userIds }) => seedPrivateSeaDemo(tx, orgId, departmentIds, userIds),
    },
    {
      name: 'crm.activities',
      // After the claim dates are set: follow-ups count from them.
      after: ['crm.private-sea'],
      run: ({ tx, orgId, userIds }) => seedActivityDemo(tx, orgId, userIds),
    },
    { name: 'crm.tags', run: ({ tx, orgId }) => seedCustomerTagDemo(tx, orgId) },
    {
      name: 'crm.casebook',
      after: ['crm.customers'],
      run: ({ tx, orgId, userIds }) => seedCasebookDemo(tx, orgId, userIds),
    },
    {
      name: 'crm.discount-rates',
      after: ['crm.customers'],
      run: ({ tx, orgId }) => seedDiscountRateDemo(tx, orgId),
    },
    { name: 'crm.support', run: ({ tx, orgId, userIds }) => seedSupportDemo(tx, orgId, userIds) },
    {
      name: 'crm.clues',
      run: ({ tx, orgId, userIds, departmentOfUser }) => seedClueDemo(tx, orgId, userIds, departmentOfUser),
    },
    {
      name: 'crm.support-customers',
      after: ['crm.support'],
      run: ({ tx, orgId, userIds, departmentOfUser }) =>
        seedSupportCustomerDemo(tx, orgId, userIds, departmentOfUser),
    },
  ],
});
