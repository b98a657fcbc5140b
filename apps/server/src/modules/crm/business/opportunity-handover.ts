import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { recordAudits } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { opportunities } from '../business.tables.js';
import { customerEvents } from '../customers.tables.js';

/** A customer changing hands: its owner before the move (null for a pool customer). */
export interface HandedOverCustomer {
  id: number;
  ownerUserId: number | null;
}

/**
 * For pool customers: the member who held each one last (the `from` of its latest move into the
 * pool, by release or recall), in one query.
 */
async function lastHoldersOf(tx: Db, orgId: number, customerIds: number[]) {
  if (customerIds.length === 0) return new Map<number, number>();
  const rows = await tx
    .selectDistinctOn([customerEvents.customerId], {
      customerId: customerEvents.customerId,
      fromOwnerUserId: customerEvents.fromOwnerUserId,
    })
    .from(customerEvents)
    .where(
      and(
        eq(customerEvents.orgId, orgId),
        inArray(customerEvents.customerId, customerIds),
        isNull(customerEvents.toOwnerUserId),
      ),
    )
    .orderBy(customerEvents.customerId, desc(customerEvents.at), desc(customerEvents.id));
  return new Map(
    rows.flatMap(({ customerId, fromOwnerUserId }) =>
      fromOwnerUserId === null ? [] : [[customerId, fromOwnerUserId] as const],
    ),
  );
}

/**
 * When customers are transferred or assigned, their OPEN opportunities owned by the previous owner
 * (for a pool customer: the member who held it last) go with them to the new owner, in the caller's
 * transaction, with one audit entry per opportunity. Won and lost ones stay as the record of who
 * closed them; opportunities owned by someone else (a colleague working the deal) stay theirs.
 * Answers the moved opportunity ids per customer, for the customer's own audit entry.
 */
export async function handOverOpenOpportunities(
  tx: Db,
  actor: Actor,
  moved: readonly HandedOverCustomer[],
  to: { userId: number; departmentId: number | null },
): Promise<Map<number, number[]>> {
  const lastHolders = await lastHoldersOf(
    tx,
    actor.orgId,
    moved.filter(({ ownerUserId }) => ownerUserId === null).map(({ id }) => id),
  );
  const pairs = moved.flatMap(({ id, ownerUserId }) => {
    const from = ownerUserId ?? lastHolders.get(id);
    return from === undefined || from === to.userId ? [] : [{ customerId: id, from }];
  });
  const byCustomer = new Map<number, number[]>();
  if (pairs.length === 0) return byCustomer;
  const rows = await tx
    .update(opportunities)
    .set({
      ownerUserId: to.userId,
      ownerDepartmentId: to.departmentId,
      version: sql`${opportunities.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.userId,
    })
    .where(
      and(
        eq(opportunities.orgId, actor.orgId),
        eq(opportunities.status, 'open'),
        isNull(opportunities.deletedAt),
        or(
          ...pairs.map(({ customerId, from }) =>
            and(eq(opportunities.customerId, customerId), eq(opportunities.ownerUserId, from)),
          ),
        ),
      ),
    )
    .returning({ id: opportunities.id, customerId: opportunities.customerId });
  const fromOf = new Map(pairs.map(({ customerId, from }) => [customerId, from]));
  for (const { id, customerId } of rows)
    byCustomer.set(customerId, [...(byCustomer.get(customerId) ?? []), id]);
  await recordAudits(
    tx,
    rows.map(({ id, customerId }) => ({
      ...actor,
      action: 'update' as const,
      entity: 'opportunity',
      entityId: id,
      before: { ownerUserId: fromOf.get(customerId) ?? null },
      after: { ownerUserId: to.userId, customerId, reason: 'customerTransferred' },
    })),
  );
  return byCustomer;
}
