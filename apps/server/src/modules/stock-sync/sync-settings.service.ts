import type {
  WarehouseSyncSettingsRow,
  warehouseSyncSettingsSave,
} from '@atrium/contract/endpoints/stock-sync';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import { newHookKey, newSecret } from '../../platform/webhooks/webhook-signature.js';
import { stockWarehouses } from '../stock/stock.tables.js';
import { warehouseRoot } from '../stock/stock-locations.js';
import { stockSyncSettings } from './stock-sync.tables.js';

type Settings = typeof stockSyncSettings.$inferSelect;
type Warehouse = Pick<typeof stockWarehouses.$inferSelect, 'id' | 'code' | 'name'>;
type Actor = { orgId: number; userId: number; ip?: string };

export const SYNC_HOOK_PATH_PREFIX = '/erp/stock/sync/hook/';

const toRow = (warehouse: Warehouse, settings: Settings | null): WarehouseSyncSettingsRow => ({
  warehouseId: warehouse.id,
  warehouseCode: warehouse.code,
  warehouseName: warehouse.name,
  configured: settings !== null,
  enabled: settings?.enabled ?? false,
  adapter: settings?.adapter ?? 'atriumGenericJson',
  hookPath: settings ? `${SYNC_HOOK_PATH_PREFIX}${settings.hookKey}` : '',
  secretHint: settings ? `…${settings.secret.slice(-4)}` : '',
  pullUrl: settings?.pullUrl ?? '',
  pulledUntil: settings?.pulledUntil?.toISOString() ?? null,
  version: settings?.version ?? 0,
});

/** GET /erp/stock/sync/settings/list: every live warehouse, configured or not, by code. */
export async function listSyncSettings(db: Db, orgId: number) {
  const rows = await db
    .select({
      warehouse: { id: stockWarehouses.id, code: stockWarehouses.code, name: stockWarehouses.name },
      settings: stockSyncSettings,
    })
    .from(stockWarehouses)
    .leftJoin(stockSyncSettings, eq(stockSyncSettings.warehouseId, stockWarehouses.id))
    .where(and(eq(stockWarehouses.orgId, orgId), isNull(stockWarehouses.deletedAt)))
    .orderBy(asc(stockWarehouses.code));
  return rows.map(({ warehouse, settings }) => toRow(warehouse, settings));
}

async function lockedSettings(tx: Db, orgId: number, warehouseId: number) {
  const { warehouse } = await warehouseRoot(tx, orgId, warehouseId);
  const [settings] = await tx
    .select()
    .from(stockSyncSettings)
    .where(eq(stockSyncSettings.warehouseId, warehouseId))
    .for('update');
  return { warehouse, settings: settings ?? null };
}

/** The audit entry never holds the secret. */
const audited = (row: WarehouseSyncSettingsRow) => ({ ...row, secretHint: undefined });

/**
 * PUT /erp/stock/sync/settings/{warehouseId}: the first save creates the hook key and secret and
 * answers the secret once; later saves change the switches at the version read (409 when stale).
 */
export function saveSyncSettings(
  db: Db,
  actor: Actor,
  warehouseId: number,
  body: BodyOf<typeof warehouseSyncSettingsSave>,
) {
  const { version, ...fields } = body;
  return db.transaction(async (tx) => {
    const { warehouse, settings } = await lockedSettings(tx, actor.orgId, warehouseId);
    if ((settings?.version ?? 0) !== version) throw new AppError(409, 'conflict.stale');
    if (!settings) {
      // Two first saves at once: the second waits on the unique index, inserts nothing and is stale.
      const [created] = await tx
        .insert(stockSyncSettings)
        .values({
          ...fields,
          orgId: actor.orgId,
          warehouseId,
          hookKey: newHookKey(),
          secret: newSecret(),
          updatedBy: actor.userId,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw new AppError(409, 'conflict.stale');
      const row = toRow(warehouse, created);
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        entity: 'stock.syncSettings',
        entityId: created.id,
        after: audited(row),
      });
      return { ...row, secret: created.secret };
    }
    const [updated] = await tx
      .update(stockSyncSettings)
      .set({ ...fields, version: settings.version + 1, updatedAt: new Date(), updatedBy: actor.userId })
      .where(eq(stockSyncSettings.id, settings.id))
      .returning();
    const row = toRow(warehouse, updated!);
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'stock.syncSettings',
      entityId: settings.id,
      before: audited(toRow(warehouse, settings)),
      after: audited(row),
    });
    return row;
  });
}

/** POST /erp/stock/sync/settings/{warehouseId}/secret: the old secret stops working at once. */
export function rotateSyncSecret(db: Db, actor: Actor, warehouseId: number) {
  return db.transaction(async (tx) => {
    const { warehouse, settings } = await lockedSettings(tx, actor.orgId, warehouseId);
    if (!settings) throw new AppError(404, 'warehouseSync.notConfigured');
    const [updated] = await tx
      .update(stockSyncSettings)
      .set({
        secret: newSecret(),
        version: settings.version + 1,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(stockSyncSettings.id, settings.id))
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'stock.syncSettings',
      entityId: settings.id,
      after: { secretRotated: true },
    });
    return { ...toRow(warehouse, updated!), secret: updated!.secret };
  });
}
