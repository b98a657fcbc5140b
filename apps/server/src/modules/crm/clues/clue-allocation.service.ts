import type { crmCluesApi } from '@atrium/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudits } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { crmCluePools, crmClues } from '../clues.tables.js';
import { ownerDepartmentOf } from '../customers/customer-ownership.service.js';
import type { ClueScope } from './clue-access.js';
import { tellClueAssignees } from './clue-notices.js';
import { poolMembersOf, visiblePool } from './clue-pools.service.js';

interface RoundRobinMember {
  userId: number;
  autoAssignable: boolean;
}

/**
 * Who gets each of `count` clues in round-robin: the members in pool order, skipping those whose
 * auto-assign switch is off, starting after `lastUserId` (the member served last; from the first
 * member when unknown or no longer in the pool). Empty when nobody may receive clues.
 */
export function roundRobinTargets(
  members: readonly RoundRobinMember[],
  lastUserId: number | null,
  count: number,
): number[] {
  if (!members.some(({ autoAssignable }) => autoAssignable)) return [];
  const targets: number[] = [];
  let index = members.findIndex(({ userId }) => userId === lastUserId);
  while (targets.length < count) {
    index = (index + 1) % members.length;
    const member = members[index]!;
    if (member.autoAssignable) targets.push(member.userId);
  }
  return targets;
}

/**
 * PUT /erp/crm/clue/pool/{id}/allocate. The pool row is locked first, so two allocations of one
 * pool queue up and the second continues the round-robin where the first left off; the clues are
 * locked too, so a clue converted meanwhile is not handed out.
 */
export async function allocateClues(
  db: Db,
  actor: Actor,
  access: ClueScope,
  poolId: number,
  body: BodyOf<typeof crmCluesApi.clueAllocate>,
) {
  return db.transaction(async (tx) => {
    const pool = await visiblePool(tx, access, poolId, true);
    const ids = [...new Set(body.clueIds)];
    const clues = await tx
      .select()
      .from(crmClues)
      .where(
        and(
          eq(crmClues.orgId, actor.orgId),
          eq(crmClues.poolId, pool.id),
          inArray(crmClues.id, ids),
          isNull(crmClues.deletedAt),
        ),
      )
      .orderBy(asc(crmClues.id))
      .for('update');
    if (clues.length !== ids.length) throw notFound();
    if (clues.some(({ status }) => status === 'converted' || status === 'invalid'))
      throw fieldError('clueIds', 'clue.notAllocatable');

    const members = await poolMembersOf(tx, actor.orgId, pool.id);
    let targets: number[];
    if (body.mode === 'manual') {
      if (!members.some(({ userId }) => userId === body.toUserId))
        throw fieldError('toUserId', 'clue.notPoolMember');
      targets = clues.map(() => body.toUserId);
    } else {
      targets = roundRobinTargets(members, pool.rrLastUserId, clues.length);
      if (targets.length === 0) throw fieldError('mode', 'clue.noAutoAssignable');
      await tx
        .update(crmCluePools)
        .set({ rrLastUserId: targets.at(-1)!, updatedAt: new Date() })
        .where(and(eq(crmCluePools.orgId, actor.orgId), eq(crmCluePools.id, pool.id)));
    }

    const now = new Date();
    for (const userId of new Set(targets)) {
      const theirs = clues.filter((_, index) => targets[index] === userId).map(({ id }) => id);
      await tx
        .update(crmClues)
        .set({
          status: 'assigned',
          assigneeUserId: userId,
          assigneeDepartmentId: await ownerDepartmentOf(tx, actor.orgId, userId),
          assignedAt: now,
          version: sql`${crmClues.version} + 1`,
          updatedAt: now,
          updatedBy: actor.userId,
        })
        .where(and(eq(crmClues.orgId, actor.orgId), inArray(crmClues.id, theirs)));
    }
    await recordAudits(
      tx,
      clues.map((clue, index) => ({
        ...actor,
        action: 'update' as const,
        entity: 'clue',
        entityId: clue.id,
        before: { status: clue.status, assigneeUserId: clue.assigneeUserId },
        after: { status: 'assigned', assigneeUserId: targets[index]!, mode: body.mode },
      })),
    );
    await tellClueAssignees(tx, actor, targets);
    const nameOf = new Map(members.map(({ userId, name }) => [userId, name]));
    return {
      assignments: clues.map((clue, index) => ({
        clueId: clue.id,
        userId: targets[index]!,
        name: nameOf.get(targets[index]!) ?? '',
      })),
    };
  });
}
