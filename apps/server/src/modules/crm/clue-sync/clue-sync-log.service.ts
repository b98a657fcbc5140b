import type { ClueSyncDeliveryRow, crmClueSyncApi, Locale } from '@atrium/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { isMessageKey, translate } from '../../../platform/http/messages.js';
import { crmClueSyncDeliveries, crmClueSyncItems, crmClueSyncSources } from '../clue-sync.tables.js';

/** A stored reason key in the reader's locale; a key this build doesn't know is shown as is. */
const reasonText = (locale: Locale, key: string, params: Record<string, string | number> = {}) =>
  key === '' ? '' : isMessageKey(key) ? translate(locale, key, params) : key;

/** GET /erp/crm/clue/sync/log/page: deliveries newest first, each with its items in order. */
export async function listClueSyncLog(
  db: Db,
  orgId: number,
  locale: Locale,
  query: QueryOf<typeof crmClueSyncApi.clueSyncLogPage>,
) {
  const where = and(
    eq(crmClueSyncDeliveries.orgId, orgId),
    query.sourceId ? eq(crmClueSyncDeliveries.sourceId, query.sourceId) : undefined,
    query.status ? eq(crmClueSyncDeliveries.status, query.status) : undefined,
  );
  const deliveries = await db
    .select({ delivery: crmClueSyncDeliveries, sourceName: crmClueSyncSources.name })
    .from(crmClueSyncDeliveries)
    .innerJoin(crmClueSyncSources, eq(crmClueSyncSources.id, crmClueSyncDeliveries.sourceId))
    .where(where)
    .orderBy(desc(crmClueSyncDeliveries.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const ids = deliveries.map(({ delivery }) => delivery.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(crmClueSyncItems)
          .where(and(eq(crmClueSyncItems.orgId, orgId), inArray(crmClueSyncItems.deliveryId, ids)))
          .orderBy(asc(crmClueSyncItems.deliveryId), asc(crmClueSyncItems.itemIndex));
  const total = await pageTotal(db, () =>
    db.select({ id: crmClueSyncDeliveries.id }).from(crmClueSyncDeliveries).where(where).$dynamic(),
  );
  const list: ClueSyncDeliveryRow[] = deliveries.map(({ delivery, sourceName }) => ({
    id: delivery.id,
    sourceId: delivery.sourceId,
    sourceName,
    eventId: delivery.eventId,
    status: delivery.status,
    reason: reasonText(locale, delivery.reasonKey),
    acceptedCount: delivery.acceptedCount,
    rejectedCount: delivery.rejectedCount,
    receivedAt: delivery.receivedAt.toISOString(),
    items: items
      .filter((item) => item.deliveryId === delivery.id)
      .map((item) => ({
        index: item.itemIndex,
        status: item.status,
        reason: reasonText(locale, item.reasonKey, item.reasonParams),
        name: item.name,
        phone: item.phone,
        clueId: item.clueId,
        payload: item.payload,
      })),
  }));
  return { list, ...total, pageNum: query.pageNum, pageSize: query.pageSize };
}
