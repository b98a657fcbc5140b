import type { Locale } from '@atrium/contract';
import { WAREHOUSE_SYNC_TIMESTAMP_WINDOW_SECONDS } from '@atrium/contract/endpoints/stock-sync';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { showableText } from '../../platform/http/input-guard.js';
import { type MessageKey, translate } from '../../platform/http/messages.js';
import { applyIntakeItems, queueIntakeRetry } from '../../platform/intake/apply-intake-item.js';
import type { IntakeVia } from '../../platform/intake/intake-events.tables.js';
import { storableRaw } from '../../platform/intake/intake-raw.js';
import {
  type IncomingDelivery,
  type IntakeDelivery,
  openSignedIntake,
  type SignedIntake,
} from '../../platform/intake/signed-intake.js';
import { takeDelivery } from '../../platform/intake/take-delivery.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { stockSyncItems, stockSyncSettings } from './stock-sync.tables.js';
import { type SyncItem, WAREHOUSE_SYNC_ITEMS } from './sync-item-apply.js';
import { adapterOf } from './warehouse-sync-adapters.js';

type Settings = typeof stockSyncSettings.$inferSelect;

/** The warehouse sync's signed webhook, as the platform intake reads it (platform/intake). */
export const WAREHOUSE_SYNC_INTAKE: SignedIntake<Settings> = {
  windowSeconds: WAREHOUSE_SYNC_TIMESTAMP_WINDOW_SECONDS,
  findSource: async (db, hookKey) => {
    const [settings] = await db
      .select()
      .from(stockSyncSettings)
      .where(eq(stockSyncSettings.hookKey, hookKey));
    return settings;
  },
  parseDelivery: (settings, body) => adapterOf(settings.adapter).parseDelivery(body),
  refusalKey: (refusal) => `warehouseSync.${refusal}`,
};

/** The key of a warehouse's event ids in the platform's duplicate guard. */
export const WAREHOUSE_SYNC_SOURCE = 'warehouseSync';

/**
 * POST /erp/stock/sync/hook/{hookKey}. The warehouse by its key (404), enabled (403), the
 * signature and timestamp over the raw bytes (401), and only then the body (400): nothing an
 * unauthenticated sender writes is parsed or logged. A repeated event id answers `duplicate` and
 * applies nothing, so senders may retry freely.
 */
export async function receiveSyncDelivery(db: Db, jobs: JobQueue, incoming: IncomingDelivery) {
  const { source: settings, delivery } = await openSignedIntake(db, WAREHOUSE_SYNC_INTAKE, incoming);
  const items = await takeSyncDelivery(db, settings, delivery, 'push', (item) => queueSyncRetry(jobs, item));
  return {
    eventId: delivery.eventId,
    duplicate: items === null,
    items: (items ?? []).map((item) => ({
      index: item.itemIndex,
      status: item.status,
      error: errorText(incoming.locale, item),
    })),
  };
}

/** An item's stored error in a reader's locale ('' when none). */
export const errorText = (locale: Locale, item: Pick<SyncItem, 'errorKey' | 'errorParams'>) =>
  item.errorKey === '' ? '' : translate(locale, item.errorKey as MessageKey, item.errorParams);

/**
 * Logs a delivery's items (pending) under its event id, then applies each; null when the event id
 * was seen before. A transient failure leaves its item pending and queues the retry job
 * (platform/intake/apply-intake-item.ts).
 */
export async function takeSyncDelivery(
  db: Db,
  settings: Settings,
  delivery: IntakeDelivery,
  via: IntakeVia,
  onRetry: (item: SyncItem) => Promise<unknown>,
): Promise<SyncItem[] | null> {
  const adapter = adapterOf(settings.adapter);
  const receivedAt = new Date();
  // The kind and subject are read up front so the list shows them while an item waits for a retry.
  const first = await Promise.all(
    delivery.items.map(async (raw) => {
      try {
        const reading = await adapter.readItem(raw, receivedAt);
        const { kind, subject } = reading.ok
          ? { kind: reading.item.kind, subject: subjectOf(reading.item) }
          : { kind: reading.kind, subject: reading.subject };
        return { kind, subject: showableText(subject) };
      } catch {
        return { kind: 'unknown' as const, subject: '' };
      }
    }),
  );
  const key = { orgId: settings.orgId, sourceKind: WAREHOUSE_SYNC_SOURCE, sourceId: settings.warehouseId };
  const ids = await takeDelivery(db, key, delivery.eventId, via, async (tx, receivedAt) => {
    const rows = await tx
      .insert(stockSyncItems)
      .values(
        delivery.items.map((raw, itemIndex) => ({
          orgId: settings.orgId,
          warehouseId: settings.warehouseId,
          eventId: delivery.eventId,
          itemIndex,
          ...storableRaw(raw),
          receivedAt,
          ...first[itemIndex]!,
        })),
      )
      .returning({ id: stockSyncItems.id });
    return rows.map((row) => row.id);
  });
  if (ids === null) return null;
  return applyIntakeItems(db, WAREHOUSE_SYNC_ITEMS, settings.orgId, ids, onRetry);
}

const subjectOf = (
  item: { kind: 'level'; item: { code: string } } | { kind: 'shipment'; shipmentNo: string },
) => (item.kind === 'level' ? item.item.code : item.shipmentNo);

/** One retry job per waiting item at a time, with the queue's back-off between tries. */
export const queueSyncRetry = (jobs: JobQueue, item: SyncItem) =>
  queueIntakeRetry(jobs, WAREHOUSE_SYNC_ITEMS, item);
