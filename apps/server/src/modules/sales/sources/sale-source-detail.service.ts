import type { Locale } from '@atrium/contract';
import type { SaleSourceOverview, SaleSourceSettings } from '@atrium/contract/endpoints/sale-channels';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { newHookKey, newSecret } from '../../../platform/webhooks/webhook-signature.js';
import { userOrganizations, users } from '../../admin/admin.tables.js';
import { stockWarehouses } from '../../stock/stock.tables.js';
import { recentExternalOrders } from '../channels/external-order-list.js';
import { recentStatements } from '../channels/statements.service.js';
import { sourceSettingsOf } from './sale-source-settings.js';
import { saleSources } from './sale-sources.tables.js';

/**
 * 来源详情: a source's settings, its webhook (key and secret made as the clue sync and warehouse
 * sync sources make theirs: newHookKey/newSecret, the secret shown whole only when generated), and
 * its recent external orders and statements.
 */

export const EXTERNAL_ORDER_HOOK_PREFIX = '/erp/sale/external/hook/';

type Source = typeof saleSources.$inferSelect;

async function liveSource(db: Db, orgId: number, id: number, lock = false): Promise<Source> {
  const query = db
    .select()
    .from(saleSources)
    .where(and(eq(saleSources.orgId, orgId), eq(saleSources.id, id), isNull(saleSources.deletedAt)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound();
  return found;
}

const hookPathOf = (source: Source) =>
  source.webhookKey ? `${EXTERNAL_ORDER_HOOK_PREFIX}${source.webhookKey}` : '';

async function nameOf(db: Db, table: 'warehouse' | 'user', orgId: number, id: number | null) {
  if (id === null) return null;
  if (table === 'warehouse') {
    const [found] = await db
      .select({ name: stockWarehouses.name })
      .from(stockWarehouses)
      .where(and(eq(stockWarehouses.orgId, orgId), eq(stockWarehouses.id, id)));
    return found?.name ?? null;
  }
  const [found] = await db
    .select({ name: users.name })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(and(eq(userOrganizations.orgId, orgId), eq(users.id, id)));
  return found?.name ?? null;
}

async function overviewOf(db: Db, source: Source, locale: Locale): Promise<SaleSourceOverview> {
  const settings = sourceSettingsOf(source);
  return {
    id: source.id,
    code: source.code,
    name: source.name,
    kind: source.kind,
    platform: source.platform,
    enabled: source.enabled,
    version: source.version,
    settings,
    warehouseName: await nameOf(db, 'warehouse', source.orgId, settings.defaultWarehouseId),
    ownerName: await nameOf(db, 'user', source.orgId, settings.defaultOwnerUserId),
    hookPath: hookPathOf(source),
    secretHint: source.secret ? `…${source.secret.slice(-4)}` : '',
    recentOrders: await recentExternalOrders(db, source.orgId, source.id, locale),
    statements: await recentStatements(db, source.orgId, source.id),
  };
}

/** GET /erp/sale/source/{id}/overview. */
export async function sourceOverview(db: Db, orgId: number, id: number, locale: Locale) {
  return overviewOf(db, await liveSource(db, orgId, id), locale);
}

/** PUT /erp/sale/source/{id}/settings: the warehouse and owner must be the organization's; a stale version is 409. */
export async function updateSourceSettings(
  db: Db,
  actor: Actor,
  id: number,
  locale: Locale,
  body: SaleSourceSettings & { version: number },
) {
  const { version, ...settings } = body;
  const source = await db.transaction(async (tx) => {
    const source = await liveSource(tx, actor.orgId, id, true);
    if (source.version !== version) throw new AppError(409, 'conflict.stale');
    if (
      settings.defaultWarehouseId !== null &&
      !(await nameOf(tx, 'warehouse', actor.orgId, settings.defaultWarehouseId))
    )
      throw fieldError('defaultWarehouseId', 'saleChannels.warehouseMissing');
    if (
      settings.defaultOwnerUserId !== null &&
      !(await nameOf(tx, 'user', actor.orgId, settings.defaultOwnerUserId))
    )
      throw fieldError('defaultOwnerUserId', 'saleChannels.ownerMissing');
    const [updated] = await tx
      .update(saleSources)
      .set({ settings, version: version + 1, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(saleSources.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'saleSource',
      entityId: id,
      before: { settings: sourceSettingsOf(source) },
      after: { settings },
    });
    return updated!;
  });
  return overviewOf(db, source, locale);
}

/** POST /erp/sale/source/{id}/webhook: a URL key the first time, a new secret every time (the old one stops at once). */
export function generateSourceWebhook(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const source = await liveSource(tx, actor.orgId, id, true);
    const [updated] = await tx
      .update(saleSources)
      .set({
        webhookKey: source.webhookKey || newHookKey(),
        secret: newSecret(),
        version: source.version + 1,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(saleSources.id, id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'saleSource',
      entityId: id,
      after: { secretRotated: true },
    });
    return { hookPath: hookPathOf(updated!), secret: updated!.secret, version: updated!.version };
  });
}
