import type { ClueRow, crmCluesApi } from '@atrium/contract';
import { and, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { users } from '../../admin/admin.tables.js';
import { crmCluePools, crmClues } from '../clues.tables.js';
import { assertPhoneFree, phoneHolderOf, phoneTakenError } from '../phone-holders.js';
import { type ClueScope, cluesInScope } from './clue-access.js';
import { visiblePool } from './clue-pools.service.js';

type ClueRecord = typeof crmClues.$inferSelect;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toClueRow(clue: ClueRecord, poolName: string, assigneeName: string | null): ClueRow {
  return {
    id: clue.id,
    poolId: clue.poolId,
    poolName,
    name: clue.name,
    company: clue.company,
    phone: clue.phone,
    source: clue.source,
    status: clue.status,
    assigneeUserId: clue.assigneeUserId,
    assigneeName: assigneeName ?? '',
    assignedAt: iso(clue.assignedAt),
    convertedCustomerId: clue.convertedCustomerId,
    lastFollowUpAt: iso(clue.lastFollowUpAt),
    invalidReason: clue.invalidReason,
    createdAt: clue.createdAt.toISOString(),
  };
}

/** Clues with their pool's and assignee's names; callers add the conditions. */
export const selectClues = (db: Db) =>
  db
    .select({ clue: crmClues, poolName: crmCluePools.name, assigneeName: users.name })
    .from(crmClues)
    .innerJoin(crmCluePools, eq(crmCluePools.id, crmClues.poolId))
    .leftJoin(users, eq(users.id, crmClues.assigneeUserId))
    .$dynamic();

type ClueListQuery = QueryOf<typeof crmCluesApi.cluePage>;

/** The clues in the member's reach matching the list's filters (also its export's). */
export function clueListWhere(access: ClueScope, query: Omit<ClueListQuery, 'pageNum' | 'pageSize'>): SQL {
  return and(
    cluesInScope(access),
    isNull(crmClues.deletedAt),
    query.poolId ? eq(crmClues.poolId, query.poolId) : undefined,
    query.name
      ? or(
          ilike(crmClues.name, containsPattern(query.name)),
          ilike(crmClues.company, containsPattern(query.name)),
        )
      : undefined,
    query.phone ? eq(crmClues.phone, query.phone) : undefined,
    query.status ? eq(crmClues.status, query.status) : undefined,
    query.assigneeUserId ? eq(crmClues.assigneeUserId, query.assigneeUserId) : undefined,
  )!;
}

/** GET /erp/crm/clue/page. */
export async function listClues(db: Db, access: ClueScope, query: ClueListQuery) {
  const where = clueListWhere(access, query);
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: crmClues.id }).from(crmClues).where(where).$dynamic(),
  );
  const rows = await selectClues(db)
    .where(where)
    .orderBy(desc(crmClues.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: rows.map(({ clue, poolName, assigneeName }) => toClueRow(clue, poolName, assigneeName)),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** A live clue the member may see, optionally locked for a change; anything else is 404. */
export async function visibleClue(db: Db, access: ClueScope, id: number, lock = false) {
  const select = db
    .select()
    .from(crmClues)
    .where(and(cluesInScope(access), eq(crmClues.id, id), isNull(crmClues.deletedAt)));
  const [clue] = lock ? await select.for('update') : await select;
  if (!clue) throw notFound();
  return clue;
}

/**
 * POST /erp/crm/clue. The phone arrives normalized; one a customer or an open clue holds is
 * refused naming it, also when two creates race (the open-clue unique index decides).
 */
export async function createClue(
  db: Db,
  actor: Actor,
  access: ClueScope,
  body: BodyOf<typeof crmCluesApi.clueCreate>,
) {
  try {
    return await db.transaction(async (tx) => {
      // Shared lock: a pool being deleted (which counts its open clues) gets no new clue meanwhile.
      const pool = await visiblePool(tx, access, body.poolId, 'share');
      await assertPhoneFree(tx, actor.orgId, body.phone);
      const [clue] = await tx
        .insert(crmClues)
        .values({ ...body, orgId: actor.orgId, createdBy: actor.userId, updatedBy: actor.userId })
        .returning();
      const row = toClueRow(clue!, pool.name, null);
      await recordAudit(tx, { ...actor, action: 'create', entity: 'clue', entityId: clue!.id, after: row });
      return row;
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'crm_clues_org_phone_key') {
      const holder = await phoneHolderOf(db, actor.orgId, body.phone);
      if (holder) throw phoneTakenError(holder);
    }
    throw error;
  }
}
