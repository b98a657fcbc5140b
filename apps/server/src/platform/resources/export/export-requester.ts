import { and, eq } from 'drizzle-orm';
import { users } from '../../../modules/admin/admin.tables.js';
import { hasPermission } from '../../access/granted-menus.js';
import type { Db } from '../../db/database.js';
import { membershipExists } from '../../org/organization-scope.js';

/**
 * Whether an export's requester may still have it when the job runs: an enabled user, still a member
 * of the organization, still holding the endpoint's permission (none recorded: older jobs, membership only).
 */
export async function mayStillRun(
  db: Db,
  orgId: number,
  userId: number,
  permission: string | undefined,
): Promise<boolean> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'enabled'), membershipExists(db, users.id, orgId)));
  if (!member) return false;
  return permission === undefined || hasPermission(db, userId, orgId, permission);
}
