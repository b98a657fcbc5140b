import { defineServerModule } from '../../platform/modules/server-module.js';
import { VIEW } from '../admin/role-grants.js';
import { HRM_MESSAGES } from './hrm.messages.js';
import { registerHrmRoutes } from './hrm.routes.js';
import { seedBranchStaff, seedDemoStaff } from './hrm-demo-seed.js';
import { departmentReference, employeeReference } from './hrm-references.js';

/** Departments and employees. */
export const hrmModule = defineServerModule({
  name: 'hrm',
  messages: HRM_MESSAGES,
  routes: ({ app, db }) => registerHrmRoutes(app, db),
  references: [departmentReference, employeeReference],
  demoRoleGrants: {
    salesManager: { staffList: VIEW },
    hr: { organizationList: 'all', organizationDetail: 'all', staffList: 'all', staffDetail: 'all' },
  },
  demoSeed: [
    {
      name: 'hrm.staff',
      run: async ({ tx, orgId, branchId, departmentIds, branchDepartmentIds, userIds }) => {
        await seedBranchStaff(tx, branchId, branchDepartmentIds.get('分公司总部'));
        await seedDemoStaff(tx, orgId, departmentIds, userIds);
      },
    },
  ],
});
