import type { WorkOrderPriorityInput } from '@atrium/contract/endpoints/workorder-settings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { workOrderPriorities } from '../workorder-settings.tables.js';

/**
 * Exactly one default priority: the service keeps at most one (a new default unmarks the old, the
 * default cannot be unmarked, disabled or deleted); the first priority of an organization becomes
 * the default, so there is one as soon as there is any.
 */
export async function withFirstDefault(
  db: Db,
  orgId: number,
  input: WorkOrderPriorityInput,
): Promise<WorkOrderPriorityInput> {
  if (input.isDefault) return input;
  const [current] = await db
    .select({ id: workOrderPriorities.id })
    .from(workOrderPriorities)
    .where(and(eq(workOrderPriorities.orgId, orgId), eq(workOrderPriorities.isDefault, true)))
    .limit(1);
  return current ? input : { ...input, isDefault: true };
}
