import type { crmCustomersApi } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { departments, userOrganizations, users } from '../../admin/admin.tables.js';

/** GET /erp/crm/customer/transfer/targets: enabled members of the organization, by name. */
export async function customerOwnerOptions(
  db: Db,
  orgId: number,
): Promise<crmCustomersApi.CustomerOwnerOption[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, departmentName: departments.name })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .leftJoin(departments, eq(departments.id, userOrganizations.departmentId))
    .where(and(eq(userOrganizations.orgId, orgId), eq(users.status, 'enabled')))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, departmentName: row.departmentName ?? '' }));
}
