import type { DistributionObjectRow } from '@atrium/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import { recordAudit, recordAudits } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { departments, userOrganizations, users } from '../../admin/admin.tables.js';
import { isDistributionObject } from '../crm.service.js';
import { crmDistributionObjects } from '../crm.tables.js';
import { transferCustomers } from '../customers/customer-ownership.service.js';
import { customers } from '../customers.tables.js';

/** Members of the organization with their department, optionally only the distribution objects. */
async function members(
  db: Db,
  orgId: number,
  onlyDistributionObjects: boolean,
): Promise<DistributionObjectRow[]> {
  const base = db
    .select({
      userId: users.id,
      username: users.username,
      name: users.name,
      departmentName: departments.name,
    })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .leftJoin(departments, eq(departments.id, userOrganizations.departmentId))
    .$dynamic();
  const query = onlyDistributionObjects
    ? base.innerJoin(
        crmDistributionObjects,
        and(eq(crmDistributionObjects.orgId, orgId), eq(crmDistributionObjects.userId, users.id)),
      )
    : base;
  const rows = await query.where(eq(userOrganizations.orgId, orgId)).orderBy(asc(users.id));
  return rows.map((row) => ({ ...row, departmentName: row.departmentName ?? '' }));
}

export const listDistributionObjects = (db: Db, orgId: number) => members(db, orgId, true);
export const distributionMemberOptions = (db: Db, orgId: number) => members(db, orgId, false);

/** POST .../customerDistributionObject: members only; one already flagged stays as it is. */
export async function addDistributionObjects(db: Db, actor: Actor, userIds: number[]) {
  const unique = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ userId: userOrganizations.userId })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.orgId, actor.orgId), inArray(userOrganizations.userId, unique)));
    if (found.length !== unique.length) throw fieldError('userIds', 'customer.ownerNotMember');
    const added = await tx
      .insert(crmDistributionObjects)
      .values(unique.map((userId) => ({ orgId: actor.orgId, userId })))
      .onConflictDoNothing()
      .returning();
    await recordAudits(
      tx,
      added.map(({ userId }) => ({
        ...actor,
        action: 'create' as const,
        entity: 'customerDistributionObject',
        entityId: userId,
        after: { userId },
      })),
    );
    return { count: added.length };
  });
}

/** DELETE .../customerDistributionObject/:userId. */
export async function removeDistributionObject(db: Db, actor: Actor, userId: number) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(crmDistributionObjects)
      .where(and(eq(crmDistributionObjects.orgId, actor.orgId), eq(crmDistributionObjects.userId, userId)))
      .returning();
    if (removed.length === 0) throw notFound();
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'customerDistributionObject',
      entityId: userId,
      before: { userId },
    });
  });
  return null;
}

/**
 * PUT .../customerDistributionObject/assign: pool customers dealt round-robin over the chosen
 * salespeople, each share moved by the customers' own bulk transfer (timeline row, audit entry),
 * all in one transaction. Only a distribution object may assign.
 */
export async function assignPoolCustomers(
  db: Db,
  actor: Actor,
  scope: DataScope,
  body: { ids: number[]; toUserIds: number[]; reason: string },
) {
  if (!(await isDistributionObject(db, actor.orgId, actor.userId)))
    throw new AppError(403, 'customerAssignment.notDistributionObject');
  const ids = [...new Set(body.ids)];
  const toUserIds = [...new Set(body.toUserIds)];
  return db.transaction(async (tx) => {
    const pooled = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.orgId, actor.orgId),
          inArray(customers.id, ids),
          isNull(customers.ownerUserId),
          isNull(customers.deletedAt),
        ),
      )
      .for('update');
    if (pooled.length !== ids.length) throw fieldError('ids', 'customerAssignment.notInPool');
    let count = 0;
    for (const [index, toUserId] of toUserIds.entries()) {
      const share = ids.filter((_, position) => position % toUserIds.length === index);
      if (share.length === 0) continue;
      const moved = await transferCustomers(tx, actor, scope, { ids: share, toUserId, reason: body.reason });
      count += moved.count;
    }
    return { count };
  });
}
