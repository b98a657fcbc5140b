import { businessDayStart, type Locale } from '@atrium/contract';
import type {
  WarehouseSyncItemDetail,
  WarehouseSyncItemRow,
  warehouseSyncLogPage,
} from '@atrium/contract/endpoints/stock-sync';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { AppError } from '../../platform/http/app-error.js';
import type { QueryOf } from '../../platform/http/bind-endpoint.js';
import { stockWarehouses } from '../stock/stock.tables.js';
import { stockSyncItems } from './stock-sync.tables.js';
import { errorText } from './sync-intake.service.js';
import type { SyncItem } from './sync-item-apply.js';

const toRow = (locale: Locale, item: SyncItem, warehouseName: string): WarehouseSyncItemRow => ({
  id: item.id,
  warehouseId: item.warehouseId,
  warehouseName,
  eventId: item.eventId,
  itemIndex: item.itemIndex,
  kind: item.kind,
  subject: item.subject,
  status: item.status,
  attempts: item.attempts,
  error: errorText(locale, item),
  receivedAt: item.receivedAt.toISOString(),
  appliedAt: item.appliedAt?.toISOString() ?? null,
});

/** GET /erp/stock/sync/log/page: items newest first. */
export async function syncLogPage(
  db: Db,
  orgId: number,
  locale: Locale,
  query: QueryOf<typeof warehouseSyncLogPage>,
) {
  const where = and(
    eq(stockSyncItems.orgId, orgId),
    query.warehouseId ? eq(stockSyncItems.warehouseId, query.warehouseId) : undefined,
    query.status ? eq(stockSyncItems.status, query.status) : undefined,
    query.kind ? eq(stockSyncItems.kind, query.kind) : undefined,
    query.eventId ? eq(stockSyncItems.eventId, query.eventId) : undefined,
    query.receivedFrom ? gte(stockSyncItems.receivedAt, businessDayStart(query.receivedFrom)) : undefined,
    query.receivedTo ? lt(stockSyncItems.receivedAt, businessDayStart(query.receivedTo, 1)) : undefined,
  );
  const rows = await db
    .select({ item: stockSyncItems, warehouseName: stockWarehouses.name })
    .from(stockSyncItems)
    .innerJoin(stockWarehouses, eq(stockWarehouses.id, stockSyncItems.warehouseId))
    .where(where)
    .orderBy(desc(stockSyncItems.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = await pageTotal(db, () =>
    db.select({ id: stockSyncItems.id }).from(stockSyncItems).where(where).$dynamic(),
  );
  return {
    list: rows.map(({ item, warehouseName }) => toRow(locale, item, warehouseName)),
    ...total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** GET /erp/stock/sync/log/{id}: the item with its raw payload, mapped result and diff; 404 for another organization's. */
export async function syncItemDetail(
  db: Db,
  orgId: number,
  locale: Locale,
  id: number,
): Promise<WarehouseSyncItemDetail> {
  const [row] = await db
    .select({ item: stockSyncItems, warehouseName: stockWarehouses.name })
    .from(stockSyncItems)
    .innerJoin(stockWarehouses, eq(stockWarehouses.id, stockSyncItems.warehouseId))
    .where(and(eq(stockSyncItems.id, id), eq(stockSyncItems.orgId, orgId)));
  if (!row) throw new AppError(404, 'warehouseSync.itemMissing');
  return {
    ...toRow(locale, row.item, row.warehouseName),
    raw: row.item.raw,
    rawEscaped: row.item.rawEscaped,
    mapped: row.item.mapped,
    diff: row.item.diff,
    moveIds: row.item.moveIds,
  };
}
