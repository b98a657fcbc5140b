import type { Locale } from '@atrium/contract';
import { WAREHOUSE_SYNC_TIMESTAMP_WINDOW_SECONDS } from '@atrium/contract/endpoints/stock-sync';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { showableText } from '../../platform/http/input-guard.js';
import { type MessageKey, translate } from '../../platform/http/messages.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { bodyRefusal, openSignedDelivery } from '../../platform/webhooks/webhook-body.js';
import type { DeliveryHeaders } from '../../platform/webhooks/webhook-signature.js';
import { stockSyncEvents, stockSyncItems, stockSyncSettings } from './stock-sync.tables.js';
import { applySyncItem, type SyncItem } from './sync-item-apply.js';
import { storableRaw } from './unstorable-item.js';
import { itemsOf, type SyncDelivery } from './warehouse-sync-adapter.js';
import { adapterOf } from './warehouse-sync-adapters.js';

type Settings = typeof stockSyncSettings.$inferSelect;

export const SYNC_RETRY_JOB = 'stock.sync.retry';

export interface IncomingSyncDelivery {
  hookKey: string;
  headers: DeliveryHeaders;
  /** The exact bytes the sender signed (as UTF-8 text). */
  rawBody: string;
  now: Date;
  locale: Locale;
}

/**
 * POST /erp/stock/sync/hook/{hookKey}. The warehouse by its key (404), enabled (403), the
 * signature and timestamp over the raw bytes (401), and only then the body (400): nothing an
 * unauthenticated sender writes is parsed or logged. A repeated event id answers `duplicate` and
 * applies nothing, so senders may retry freely.
 */
export async function receiveSyncDelivery(db: Db, jobs: JobQueue, incoming: IncomingSyncDelivery) {
  const [settings] = await db
    .select()
    .from(stockSyncSettings)
    .where(eq(stockSyncSettings.hookKey, incoming.hookKey));
  if (!settings) throw notFound();
  if (!settings.enabled) throw new AppError(403, 'warehouseSync.disabled');
  const adapter = adapterOf(settings.adapter);
  const opened = openSignedDelivery(
    { secret: settings.secret, now: incoming.now, windowSeconds: WAREHOUSE_SYNC_TIMESTAMP_WINDOW_SECONDS },
    incoming.headers,
    incoming.rawBody,
    // Each item's text is judged on its own (takeDelivery): one bad item does not refuse the rest.
    (value) => itemsOf(adapter.parseDelivery(value)),
  );
  if (opened.refusal) throw new AppError(401, `warehouseSync.${opened.refusal}`);
  if (opened.body.issues.length > 0) throw bodyRefusal(opened.body);
  const delivery = adapter.parseDelivery(opened.body.value);
  if (!delivery) throw new AppError(400, 'warehouseSync.bodyInvalid');
  const items = await takeDelivery(db, settings, delivery, 'push', (item) => queueRetry(jobs, item));
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
 * was seen before. A transient failure leaves its item pending and queues the retry job.
 */
export async function takeDelivery(
  db: Db,
  settings: Settings,
  delivery: SyncDelivery,
  via: 'push' | 'pull',
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
  const ids = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stockSyncEvents)
      .values({ orgId: settings.orgId, warehouseId: settings.warehouseId, eventId: delivery.eventId, via })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return null;
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
  const applied: SyncItem[] = [];
  for (const id of ids) {
    const { item, retry } = await applySyncItem(db, settings.orgId, id, 'receive');
    if (retry) await onRetry(item);
    applied.push(item);
  }
  return applied;
}

const subjectOf = (
  item: { kind: 'level'; item: { code: string } } | { kind: 'shipment'; shipmentNo: string },
) => (item.kind === 'level' ? item.item.code : item.shipmentNo);

/** One retry job per waiting item at a time (the dedupe key), with the queue's back-off between tries. */
export const queueRetry = (jobs: JobQueue, item: SyncItem) =>
  jobs.enqueue({
    kind: SYNC_RETRY_JOB,
    orgId: item.orgId,
    payload: { itemId: item.id },
    dedupeKey: `stockSyncItem:${item.id}`,
  });
