import type { Db } from '../../platform/db/database.js';
import { seedAiDemo } from '../ai/ai-demo-seed.js';
import { seedCallDemo } from '../call/call-demo-seed.js';
import { seedDemoCalls } from '../call/demo-calls/demo-calls.js';
import { seedActivityDemo } from '../crm/activities/activity-demo-seed.js';
import { seedDemoBusiness } from '../crm/business/business-demo-seed.js';
import { seedCasebookDemo } from '../crm/casebook/casebook-demo-seed.js';
import { seedClueDemo } from '../crm/clues/clue-demo-seed.js';
import { crmDistributionObjects } from '../crm/crm.tables.js';
import { seedDemoCustomers } from '../crm/customers/customer-demo-seed.js';
import { seedDiscountRateDemo } from '../crm/discount-rates/discount-rate-demo-seed.js';
import { seedPrivateSeaDemo } from '../crm/private-sea/private-sea-demo-seed.js';
import { seedSupportDemo } from '../crm/support/support-demo-seed.js';
import { seedSupportCustomerDemo } from '../crm/support-customers/support-customer-demo-seed.js';
import { seedCustomerTagDemo } from '../crm/tags/tags-demo-seed.js';
import { seedBranchStaff, seedDemoStaff } from '../hrm/hrm-demo-seed.js';
import { userRoles } from './admin.tables.js';
import {
  DEMO_ACCOUNTS,
  DEMO_BRANCH_ORGANIZATION,
  DEMO_CUSTOMER_SOURCES,
  DEMO_DEPARTMENTS,
  DEMO_ORGANIZATION,
  DEMO_PASSWORD,
  DEMO_PAYMENT_CHANNELS,
  DEMO_ROLES,
} from './demo-seed.js';
import { customerSources, paymentChannels } from './master-data.tables.js';
import {
  createDepartments,
  createOrganization,
  createRole,
  findOrganizationByCode,
} from './organizations.service.js';
import { ADMINISTRATOR_ROLE_CODE, grantToRole } from './role-grants.js';
import { addMembership, createUser } from './users.service.js';

/** Writes the demo data set once; a database that already has the demo organization is left alone. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await findOrganizationByCode(db, DEMO_ORGANIZATION.code)) return false;
  await db.transaction(async (tx) => {
    const orgId = await createOrganization(tx, DEMO_ORGANIZATION);
    const branchId = await createOrganization(tx, DEMO_BRANCH_ORGANIZATION);
    const departmentIds = await createDepartments(tx, orgId, DEMO_DEPARTMENTS);
    await tx.insert(customerSources).values(DEMO_CUSTOMER_SOURCES.map((row) => ({ ...row, orgId })));
    await tx.insert(paymentChannels).values(DEMO_PAYMENT_CHANNELS.map((row) => ({ ...row, orgId })));

    const roleIds = new Map<string, number>();
    for (const role of DEMO_ROLES) {
      const roleId = await createRole(tx, orgId, role);
      roleIds.set(role.code, roleId);
      if (role.grants !== 'everything') await grantToRole(tx, roleId, role.grants);
    }
    const branchAdminRoleId = await createRole(tx, branchId, DEMO_ROLES[0]!);
    const branchDepartmentIds = await createDepartments(tx, branchId, [{ name: '分公司总部' }]);
    await seedBranchStaff(tx, branchId, branchDepartmentIds.get('分公司总部'));

    const userIds = new Map<string, number>();
    for (const account of DEMO_ACCOUNTS) {
      const userId = await createUser(tx, { ...account, password: DEMO_PASSWORD, status: 'enabled' });
      userIds.set(account.username, userId);
      await addMembership(tx, {
        userId,
        orgId,
        departmentId: departmentIds.get(account.department),
        isDefault: true,
      });
      await tx.insert(userRoles).values({ userId, roleId: roleIds.get(account.roleCode)! });
      if (account.distribution) await tx.insert(crmDistributionObjects).values({ orgId, userId });
      if (account.roleCode === ADMINISTRATOR_ROLE_CODE) {
        await addMembership(tx, { userId, orgId: branchId });
        await tx.insert(userRoles).values({ userId, roleId: branchAdminRoleId });
      }
    }
    await seedDemoStaff(tx, orgId, departmentIds, userIds);
    await seedDemoCustomers(tx, orgId, userIds, (username) =>
      departmentIds.get(DEMO_ACCOUNTS.find((account) => account.username === username)?.department ?? ''),
    );
    await seedDemoBusiness(tx, orgId);
    await seedPrivateSeaDemo(tx, orgId, departmentIds, userIds);
    // After the claim dates are set: follow-ups count from them.
    await seedActivityDemo(tx, orgId, userIds);
    await seedAiDemo(tx, orgId, userIds);
    await seedCustomerTagDemo(tx, orgId);
    await seedCasebookDemo(tx, orgId, userIds);
    await seedDiscountRateDemo(tx, orgId);
    await seedSupportDemo(tx, orgId, userIds);
    await seedClueDemo(tx, orgId, userIds, (username) =>
      departmentIds.get(DEMO_ACCOUNTS.find((account) => account.username === username)?.department ?? ''),
    );
    await seedSupportCustomerDemo(tx, orgId, userIds, (username) =>
      departmentIds.get(DEMO_ACCOUNTS.find((account) => account.username === username)?.department ?? ''),
    );
    await seedCallDemo(
      tx,
      orgId,
      userIds,
      (username) => DEMO_ACCOUNTS.find((account) => account.username === username)?.mobile ?? '',
    );
    // After the seats and the customers: calls ring on the seats, from the customers' numbers.
    await seedDemoCalls(tx, orgId, userIds);
  });
  return true;
}
