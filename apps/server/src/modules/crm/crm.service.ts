import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { crmDistributionObjects } from './crm.tables.js';

/** Whether new customers of the organization may be distributed to this user. */
export async function isDistributionObject(db: Db, orgId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: crmDistributionObjects.userId })
    .from(crmDistributionObjects)
    .where(and(eq(crmDistributionObjects.orgId, orgId), eq(crmDistributionObjects.userId, userId)))
    .limit(1);
  return row !== undefined;
}
