import type { Locale } from '@atrium/contract';
import type { ExternalOrderRow, externalOrderQuery } from '@atrium/contract/endpoints/sale-channels';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { notFound } from '../../../platform/http/app-error.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import { saleExternalOrders } from './channels.tables.js';
import { displayStatus, reasonText } from './external-order-intake.js';

/** 外部订单: the logged platform orders with their outcome and the sale order each made or found. */

const selectRows = (db: Db) =>
  db
    .select({
      item: saleExternalOrders,
      sourceName: saleSources.name,
      saleOrderNo: saleOrders.documentNo,
      saleOrderStatus: saleOrders.status,
    })
    .from(saleExternalOrders)
    .innerJoin(saleSources, eq(saleSources.id, saleExternalOrders.sourceId))
    .leftJoin(saleOrders, eq(saleOrders.id, saleExternalOrders.saleOrderId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const toRow = (
  locale: Locale,
  { item, sourceName, saleOrderNo, saleOrderStatus }: Selected,
): ExternalOrderRow => ({
  id: item.id,
  sourceId: item.sourceId,
  sourceName,
  via: item.via,
  eventId: item.eventId,
  extOrderNo: item.extOrderNo,
  buyerName: item.buyerName,
  totalFen: item.totalFen,
  status: displayStatus(item),
  reason: reasonText(locale, item),
  saleOrderId: item.saleOrderId,
  saleOrderNo: saleOrderNo ?? '',
  saleOrderStatus: saleOrderStatus ?? '',
  attempts: item.attempts,
  receivedAt: item.receivedAt.toISOString(),
  appliedAt: item.appliedAt?.toISOString() ?? null,
});

function whereOf(orgId: number, query: Partial<z.output<typeof externalOrderQuery>>): SQL {
  const { status } = query;
  return and(
    eq(saleExternalOrders.orgId, orgId),
    query.sourceId ? eq(saleExternalOrders.sourceId, query.sourceId) : undefined,
    status === 'duplicate' ? eq(saleExternalOrders.duplicate, true) : undefined,
    status === 'applied'
      ? and(eq(saleExternalOrders.status, 'applied'), eq(saleExternalOrders.duplicate, false))
      : undefined,
    status && status !== 'duplicate' && status !== 'applied'
      ? eq(saleExternalOrders.status, status)
      : undefined,
    query.keyword ? ilike(saleExternalOrders.extOrderNo, containsPattern(query.keyword)) : undefined,
  )!;
}

/** GET /erp/sale/external/page. */
export async function listExternalOrders(
  db: Db,
  orgId: number,
  locale: Locale,
  query: z.output<typeof externalOrderQuery>,
) {
  const where = whereOf(orgId, query);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(saleExternalOrders.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = await pageTotal(db, () =>
    db.select({ id: saleExternalOrders.id }).from(saleExternalOrders).where(where).$dynamic(),
  );
  return {
    list: rows.map((row) => toRow(locale, row)),
    ...total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** A source's latest external orders (the source detail). */
export async function recentExternalOrders(db: Db, orgId: number, sourceId: number, locale: Locale) {
  const rows = await selectRows(db)
    .where(whereOf(orgId, { sourceId }))
    .orderBy(desc(saleExternalOrders.id))
    .limit(10);
  return rows.map((row) => toRow(locale, row));
}

/** GET /erp/sale/external/{id}: with the order as received. */
export async function externalOrderDetail(db: Db, orgId: number, locale: Locale, id: number) {
  const [row] = await selectRows(db).where(
    and(eq(saleExternalOrders.orgId, orgId), eq(saleExternalOrders.id, id)),
  );
  if (!row) throw notFound();
  return { ...toRow(locale, row), raw: row.item.raw };
}
