import type { ClueSyncSourceRow, crmClueSyncApi } from '@atrium/contract';
import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { newHookKey, newSecret } from '../../../platform/webhooks/webhook-signature.js';
import { crmClueSyncSources } from '../clue-sync.tables.js';
import { crmCluePools } from '../clues.tables.js';

type SourceRecord = typeof crmClueSyncSources.$inferSelect;
type SourceBody = BodyOf<typeof crmClueSyncApi.clueSyncSourceCreate>;

const HOOK_PATH_PREFIX = '/erp/crm/clue/sync/hook/';

const toRow = (source: SourceRecord, poolName: string): ClueSyncSourceRow => ({
  id: source.id,
  name: source.name,
  poolId: source.poolId,
  poolName,
  sourceCode: source.sourceCode,
  fieldMapping: source.fieldMapping,
  enabled: source.enabled,
  hookPath: `${HOOK_PATH_PREFIX}${source.hookKey}`,
  secretHint: `…${source.secret.slice(-4)}`,
  version: source.version,
  updatedAt: source.updatedAt.toISOString(),
});

/** The audit entry never holds the secret. */
const audited = (row: ClueSyncSourceRow) => ({ ...row, secretHint: undefined });

const live = (orgId: number) =>
  and(eq(crmClueSyncSources.orgId, orgId), isNull(crmClueSyncSources.deletedAt));

async function poolNameOf(db: Db, orgId: number, poolId: number): Promise<string> {
  const [pool] = await db
    .select({ name: crmCluePools.name })
    .from(crmCluePools)
    .where(and(eq(crmCluePools.orgId, orgId), eq(crmCluePools.id, poolId), isNull(crmCluePools.deletedAt)));
  if (!pool) throw fieldError('poolId', 'clueSync.poolMissing');
  return pool.name;
}

async function liveSource(db: Db, orgId: number, id: number, lock = false) {
  const query = db
    .select({ source: crmClueSyncSources, poolName: crmCluePools.name })
    .from(crmClueSyncSources)
    .innerJoin(crmCluePools, eq(crmCluePools.id, crmClueSyncSources.poolId))
    .where(and(live(orgId), eq(crmClueSyncSources.id, id)));
  const [found] = lock ? await query.for('update', { of: crmClueSyncSources }) : await query;
  if (!found) throw notFound();
  return found;
}

const nameTaken = (error: unknown) =>
  pgErrorOf(error)?.constraint === 'crm_clue_sync_sources_org_name_key'
    ? fieldError('name', 'clueSync.nameTaken')
    : error;

/** GET /erp/crm/clue/sync/source/page. */
export async function listClueSyncSources(
  db: Db,
  orgId: number,
  query: QueryOf<typeof crmClueSyncApi.clueSyncSourcePage>,
) {
  const where = and(
    live(orgId),
    query.name ? ilike(crmClueSyncSources.name, containsPattern(query.name)) : undefined,
  );
  const rows = await db
    .select({ source: crmClueSyncSources, poolName: crmCluePools.name })
    .from(crmClueSyncSources)
    .innerJoin(crmCluePools, eq(crmCluePools.id, crmClueSyncSources.poolId))
    .where(where)
    .orderBy(desc(crmClueSyncSources.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = await pageTotal(db, () =>
    db.select({ id: crmClueSyncSources.id }).from(crmClueSyncSources).where(where).$dynamic(),
  );
  return {
    list: rows.map(({ source, poolName }) => toRow(source, poolName)),
    ...total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** POST /erp/crm/clue/sync/source: a new source with its own hook key and secret. */
export async function createClueSyncSource(db: Db, actor: Actor, body: SourceBody) {
  try {
    return await db.transaction(async (tx) => {
      const poolName = await poolNameOf(tx, actor.orgId, body.poolId);
      const [source] = await tx
        .insert(crmClueSyncSources)
        .values({
          ...body,
          hookKey: newHookKey(),
          secret: newSecret(),
          orgId: actor.orgId,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning();
      const row = toRow(source!, poolName);
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        entity: 'clueSyncSource',
        entityId: row.id,
        after: audited(row),
      });
      return { ...row, secret: source!.secret };
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** PUT /erp/crm/clue/sync/source/{id}; a stale version is 409. */
export async function updateClueSyncSource(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<typeof crmClueSyncApi.clueSyncSourceUpdate>,
) {
  const { version, ...fields } = body;
  try {
    return await db.transaction(async (tx) => {
      const { source, poolName: oldPoolName } = await liveSource(tx, actor.orgId, id, true);
      if (source.version !== version) throw new AppError(409, 'conflict.stale');
      const poolName = await poolNameOf(tx, actor.orgId, fields.poolId);
      const [updated] = await tx
        .update(crmClueSyncSources)
        .set({ ...fields, version: version + 1, updatedAt: new Date(), updatedBy: actor.userId })
        .where(eq(crmClueSyncSources.id, id))
        .returning();
      const row = toRow(updated!, poolName);
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'clueSyncSource',
        entityId: id,
        before: audited(toRow(source, oldPoolName)),
        after: audited(row),
      });
      return row;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** POST /erp/crm/clue/sync/source/{id}/secret: the old secret stops working at once. */
export function rotateClueSyncSecret(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const { source, poolName } = await liveSource(tx, actor.orgId, id, true);
    const [updated] = await tx
      .update(crmClueSyncSources)
      .set({
        secret: newSecret(),
        version: source.version + 1,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(crmClueSyncSources.id, id))
      .returning();
    const row = toRow(updated!, poolName);
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'clueSyncSource',
      entityId: id,
      after: { secretRotated: true },
    });
    return { ...row, secret: updated!.secret };
  });
}

/** DELETE /erp/crm/clue/sync/source/{id}: soft delete, so its log keeps naming it. */
export function deleteClueSyncSource(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const { source, poolName } = await liveSource(tx, actor.orgId, id, true);
    await tx
      .update(crmClueSyncSources)
      .set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(crmClueSyncSources.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'clueSyncSource',
      entityId: id,
      before: audited(toRow(source, poolName)),
    });
    return null;
  });
}
