import { and, eq, isNull } from 'drizzle-orm';
import { isInScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { customers } from '../customers.tables.js';

/**
 * Whether a record may be linked to a customer by this writer: a live customer of the writer's
 * organization (another organization's id looks the same as none) and, with `dataScope`, one the
 * writer may see (an administrator sees all, pool customers included).
 */
export async function isLinkableCustomer(
  db: Db,
  actor: Actor,
  customerId: number,
  within: 'organization' | 'dataScope',
): Promise<boolean> {
  const [customer] = await db
    .select({ ownerUserId: customers.ownerUserId, ownerDepartmentId: customers.ownerDepartmentId })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.orgId, actor.orgId), isNull(customers.deletedAt)));
  if (!customer) return false;
  if (within === 'organization') return true;
  const scope = await customerScopeOf(db, actor);
  return scope.kind === 'all' || isInScope(scope, customer);
}
