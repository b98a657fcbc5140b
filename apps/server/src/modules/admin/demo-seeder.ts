import type { Db } from '../../platform/db/database.js';
import type { DemoSeedContext, DemoSeedStep } from '../../platform/modules/server-module.js';
import type { ReferenceRegistry } from '../../platform/references/reference-source.js';
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
import { ADMINISTRATOR_ROLE_CODE, type Grants, grantToRole } from './role-grants.js';
import { addMembership, createUser } from './users.service.js';

const departmentOfAccount = (departmentIds: ReadonlyMap<string, number>) => (username: string) =>
  departmentIds.get(DEMO_ACCOUNTS.find((account) => account.username === username)?.department ?? '');
const mobileOfAccount = (username: string) =>
  DEMO_ACCOUNTS.find((account) => account.username === username)?.mobile ?? '';

/**
 * Writes the demo data set once, in one transaction: the foundation (organizations, departments,
 * master data, roles, accounts), then each module's steps in the given order (see demoSeedOrder).
 * A database that already has the demo organization is left alone.
 */
export async function seedDemoData(
  db: Db,
  modules: {
    steps: readonly DemoSeedStep[];
    references: ReferenceRegistry;
    /** Each demo role's grants (composeDemoRoleGrants of the modules' manifests). */
    roleGrants: ReadonlyMap<string, Grants>;
  },
): Promise<boolean> {
  const { steps, references, roleGrants } = modules;
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
      const grants = roleGrants.get(role.code);
      if (grants) await grantToRole(tx, roleId, grants);
    }
    const branchAdminRoleId = await createRole(tx, branchId, DEMO_ROLES[0]!);
    const branchDepartmentIds = await createDepartments(tx, branchId, [{ name: '分公司总部' }]);

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
      if (account.roleCode === ADMINISTRATOR_ROLE_CODE) {
        await addMembership(tx, { userId, orgId: branchId });
        await tx.insert(userRoles).values({ userId, roleId: branchAdminRoleId });
      }
    }
    const context: DemoSeedContext = {
      tx,
      orgId,
      branchId,
      departmentIds,
      branchDepartmentIds,
      userIds,
      departmentOfUser: departmentOfAccount(departmentIds),
      mobileOfUser: mobileOfAccount,
      references,
    };
    for (const step of steps) await step.run(context);
  });
  return true;
}
