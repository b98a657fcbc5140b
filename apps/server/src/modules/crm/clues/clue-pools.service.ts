import type { CluePoolDetail, CluePoolRow, crmCluesApi } from '@atrium/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { userOrganizations, users } from '../../admin/admin.tables.js';
import { crmCluePoolMembers, crmCluePools, crmClues } from '../clues.tables.js';
import { enrollPersonPoolMembers } from '../support/person-pool.service.js';
import { crmPersonPoolMembers } from '../support.tables.js';
import { type ClueScope, poolsInScope, worksPool } from './clue-access.js';

type PoolRecord = typeof crmCluePools.$inferSelect;

/** Member and clue counts of some pools (one grouped query each). */
async function countsOf(db: Db, orgId: number, poolIds: number[]) {
  if (poolIds.length === 0) return new Map<number, { members: number; clues: number; unassigned: number }>();
  const members = await db
    .select({ poolId: crmCluePoolMembers.poolId, n: count() })
    .from(crmCluePoolMembers)
    .where(and(eq(crmCluePoolMembers.orgId, orgId), inArray(crmCluePoolMembers.poolId, poolIds)))
    .groupBy(crmCluePoolMembers.poolId);
  const clues = await db
    .select({
      poolId: crmClues.poolId,
      n: count(),
      unassigned: sql<number>`count(*) filter (where ${crmClues.status} = 'new')`.mapWith(Number),
    })
    .from(crmClues)
    .where(and(eq(crmClues.orgId, orgId), inArray(crmClues.poolId, poolIds), isNull(crmClues.deletedAt)))
    .groupBy(crmClues.poolId);
  return new Map(
    poolIds.map((id) => {
      const clue = clues.find((row) => row.poolId === id);
      return [
        id,
        {
          members: members.find((row) => row.poolId === id)?.n ?? 0,
          clues: clue?.n ?? 0,
          unassigned: clue?.unassigned ?? 0,
        },
      ];
    }),
  );
}

const toPoolRow = (
  pool: PoolRecord,
  counts: { members: number; clues: number; unassigned: number } | undefined,
): CluePoolRow => ({
  id: pool.id,
  name: pool.name,
  allocationMode: pool.allocationMode,
  memberCount: counts?.members ?? 0,
  clueCount: counts?.clues ?? 0,
  unassignedCount: counts?.unassigned ?? 0,
  version: pool.version,
  createdAt: pool.createdAt.toISOString(),
});

/** GET /erp/crm/clue/pool/page. */
export async function listCluePools(
  db: Db,
  access: ClueScope,
  query: QueryOf<typeof crmCluesApi.cluePoolPage>,
) {
  const where = and(
    poolsInScope(access),
    isNull(crmCluePools.deletedAt),
    query.name ? ilike(crmCluePools.name, containsPattern(query.name)) : undefined,
  )!;
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: crmCluePools.id }).from(crmCluePools).where(where).$dynamic(),
  );
  const pools = await db
    .select()
    .from(crmCluePools)
    .where(where)
    .orderBy(desc(crmCluePools.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const counts = await countsOf(
    db,
    access.scope.orgId,
    pools.map(({ id }) => id),
  );
  return {
    list: pools.map((pool) => toPoolRow(pool, counts.get(pool.id))),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The members of a pool in round-robin order, with their person-pool auto-assign switch. */
export async function poolMembersOf(db: Db, orgId: number, poolId: number) {
  const rows = await db
    .select({
      userId: crmCluePoolMembers.userId,
      name: users.name,
      autoAssignable: crmPersonPoolMembers.autoAssignableSelf,
    })
    .from(crmCluePoolMembers)
    .innerJoin(users, eq(users.id, crmCluePoolMembers.userId))
    .leftJoin(
      crmPersonPoolMembers,
      and(
        eq(crmPersonPoolMembers.orgId, crmCluePoolMembers.orgId),
        eq(crmPersonPoolMembers.userId, crmCluePoolMembers.userId),
      ),
    )
    .where(and(eq(crmCluePoolMembers.orgId, orgId), eq(crmCluePoolMembers.poolId, poolId)))
    .orderBy(asc(crmCluePoolMembers.sort), asc(crmCluePoolMembers.userId));
  return rows.map((row) => ({ ...row, autoAssignable: row.autoAssignable ?? false }));
}

/**
 * A live pool of the organization the member works with; anything else is 404. `lock`: true
 * locks it for a change of the pool; 'share' for adding a clue to it (waits for a delete).
 */
export async function visiblePool(db: Db, access: ClueScope, id: number, lock: boolean | 'share' = false) {
  const select = db
    .select()
    .from(crmCluePools)
    .where(
      and(
        eq(crmCluePools.orgId, access.scope.orgId),
        eq(crmCluePools.id, id),
        isNull(crmCluePools.deletedAt),
      ),
    );
  const [pool] = lock ? await select.for(lock === 'share' ? 'share' : 'update') : await select;
  if (!pool || !worksPool(access, pool.id)) throw notFound();
  return pool;
}

async function detailOf(db: Db, pool: PoolRecord): Promise<CluePoolDetail> {
  const counts = await countsOf(db, pool.orgId, [pool.id]);
  return {
    ...toPoolRow(pool, counts.get(pool.id)),
    members: await poolMembersOf(db, pool.orgId, pool.id),
    rrLastUserId: pool.rrLastUserId,
  };
}

/** GET /erp/crm/clue/pool/{id}. */
export async function getCluePool(db: Db, access: ClueScope, id: number) {
  return detailOf(db, await visiblePool(db, access, id));
}

type PoolBody = BodyOf<typeof crmCluesApi.cluePoolCreate>;

/** Every member must belong to the organization (400 on memberUserIds otherwise). */
async function assertMembersInOrg(tx: Db, orgId: number, userIds: number[]) {
  if (userIds.length === 0) return;
  const found = await tx
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.orgId, orgId), inArray(userOrganizations.userId, userIds)));
  if (found.length !== new Set(userIds).size) throw fieldError('memberUserIds', 'clue.memberNotInOrg');
}

async function replaceMembers(tx: Db, orgId: number, poolId: number, userIds: number[]) {
  await tx
    .delete(crmCluePoolMembers)
    .where(and(eq(crmCluePoolMembers.orgId, orgId), eq(crmCluePoolMembers.poolId, poolId)));
  if (userIds.length === 0) return;
  await tx
    .insert(crmCluePoolMembers)
    .values(userIds.map((userId, sort) => ({ orgId, poolId, userId, sort })));
  // Round-robin deals to members whose auto-assign switch is on: a new member gets the switch.
  await enrollPersonPoolMembers(tx, orgId, userIds);
}

const nameTaken = (error: unknown) =>
  pgErrorOf(error)?.constraint === 'crm_clue_pools_org_name_key'
    ? fieldError('name', 'clue.poolNameTaken')
    : error;

/** POST /erp/crm/clue/pool. */
export async function createCluePool(db: Db, actor: Actor, body: PoolBody) {
  const { memberUserIds, ...fields } = body;
  try {
    return await db.transaction(async (tx) => {
      await assertMembersInOrg(tx, actor.orgId, memberUserIds);
      const [pool] = await tx
        .insert(crmCluePools)
        .values({ ...fields, orgId: actor.orgId, createdBy: actor.userId, updatedBy: actor.userId })
        .returning();
      await replaceMembers(tx, actor.orgId, pool!.id, memberUserIds);
      const detail = await detailOf(tx, pool!);
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        entity: 'cluePool',
        entityId: pool!.id,
        after: detail,
      });
      return detail;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** PUT /erp/crm/clue/pool/{id}: name, mode and members; a stale version is 409. */
export async function updateCluePool(
  db: Db,
  actor: Actor,
  access: ClueScope,
  id: number,
  body: BodyOf<typeof crmCluesApi.cluePoolUpdate>,
) {
  const { memberUserIds, version, ...fields } = body;
  try {
    return await db.transaction(async (tx) => {
      const pool = await visiblePool(tx, access, id, true);
      if (pool.version !== version) throw new AppError(409, 'conflict.stale');
      await assertMembersInOrg(tx, actor.orgId, memberUserIds);
      const before = await detailOf(tx, pool);
      const [updated] = await tx
        .update(crmCluePools)
        .set({ ...fields, version: pool.version + 1, updatedAt: new Date(), updatedBy: actor.userId })
        .where(and(eq(crmCluePools.orgId, actor.orgId), eq(crmCluePools.id, id)))
        .returning();
      await replaceMembers(tx, actor.orgId, id, memberUserIds);
      const after = await detailOf(tx, updated!);
      await recordAudit(tx, { ...actor, action: 'update', entity: 'cluePool', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * DELETE /erp/crm/clue/pool/{id}: a soft delete (who/when kept), refused with 409 while the pool
 * still holds open clues (new or assigned); its converted and invalid clues stay as history.
 */
export async function deleteCluePool(db: Db, actor: Actor, access: ClueScope, id: number) {
  return db.transaction(async (tx) => {
    const pool = await visiblePool(tx, access, id, true);
    const [open] = await tx
      .select({ n: count() })
      .from(crmClues)
      .where(
        and(
          eq(crmClues.orgId, actor.orgId),
          eq(crmClues.poolId, id),
          isNull(crmClues.deletedAt),
          inArray(crmClues.status, ['new', 'assigned']),
        ),
      );
    if (open!.n > 0) throw new AppError(409, 'clue.poolHasOpenClues', { count: open!.n });
    const before = await detailOf(tx, pool);
    const now = new Date();
    await tx
      .update(crmCluePools)
      .set({ deletedAt: now, updatedAt: now, updatedBy: actor.userId, version: pool.version + 1 })
      .where(and(eq(crmCluePools.orgId, actor.orgId), eq(crmCluePools.id, id)));
    await recordAudit(tx, { ...actor, action: 'delete', entity: 'cluePool', entityId: id, before });
    return { id };
  });
}
