import { eq } from 'drizzle-orm';
import { userOrganizations, users } from '../../apps/server/src/modules/admin/admin.tables.js';
import type { Db } from '../../apps/server/src/platform/db/database.js';

/** The eight demo accounts bulk-generated records are spread over (six departments among them). */
export const DEMO_OWNERS = ['sales', 'sales2', 'manager', 'agent', 'service', 'warehouse', 'finance', 'hr'];

/**
 * The demo owners' user ids and departments as SQL array literals, for a generate_series insert
 * that picks owner `1 + n % 8`: `(${ownerIds})[1 + n % 8]`, `(${departmentIds})[1 + n % 8]`.
 */
export async function demoOwnerArrays(
  db: Db,
  orgId: number,
): Promise<{ ownerIds: string; departmentIds: string }> {
  const owners = await db
    .select({ username: users.username, id: users.id, departmentId: userOrganizations.departmentId })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(eq(userOrganizations.orgId, orgId));
  const ownerList = DEMO_OWNERS.map((username) => owners.find((owner) => owner.username === username)!);
  return {
    ownerIds: `array[${ownerList.map((owner) => owner.id).join(',')}]`,
    departmentIds: `array[${ownerList.map((owner) => owner.departmentId ?? 'null').join(',')}]::int[]`,
  };
}
