import { businessDayStart } from '@atrium/contract';
import type { StockDocument, StockDocumentRow } from '@atrium/contract/endpoints/stock-documents';
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { users } from '../admin/admin.tables.js';
import { stockDocumentLines, stockDocuments } from './stock.tables.js';

interface DocumentPageQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  warehouseId?: number;
  supplierId?: number;
  effectiveFrom?: string;
  effectiveTo?: string;
}

const reversal = alias(stockDocuments, 'reversal');

/** Posted documents of these kinds, newest first (入库单 list, 盘点 list), within the caller's data scope. */
export async function documentPage(
  db: Db,
  orgId: number,
  kinds: readonly StockDocument['kind'][],
  query: DocumentPageQuery,
  inScope?: SQL,
) {
  const where = and(
    eq(stockDocuments.orgId, orgId),
    inScope,
    inArray(stockDocuments.kind, [...kinds]),
    query.keyword
      ? or(
          ilike(stockDocuments.documentNo, containsPattern(query.keyword)),
          ilike(stockDocuments.remark, containsPattern(query.keyword)),
          ilike(stockDocuments.supplierName, containsPattern(query.keyword)),
        )
      : undefined,
    query.warehouseId ? eq(stockDocuments.warehouseId, query.warehouseId) : undefined,
    query.supplierId ? eq(stockDocuments.supplierId, query.supplierId) : undefined,
    query.effectiveFrom ? gte(stockDocuments.effectiveAt, businessDayStart(query.effectiveFrom)) : undefined,
    query.effectiveTo ? lt(stockDocuments.effectiveAt, businessDayStart(query.effectiveTo, 1)) : undefined,
  );
  // Per row of the page (an index lookup each, not a count of every line of the organization); a
  // reversal counts the lines of the receipt it takes back whole.
  const lineCount = sql<number>`(select count(*) from ${stockDocumentLines} l
    where l.org_id = ${stockDocuments.orgId}
      and l.document_id = coalesce(${stockDocuments.reversesDocumentId}, ${stockDocuments.id}))`.mapWith(
    Number,
  );
  const rows = await db
    .select({
      id: stockDocuments.id,
      kind: stockDocuments.kind,
      documentNo: stockDocuments.documentNo,
      warehouseId: stockDocuments.warehouseId,
      warehouseName: stockDocuments.warehouseName,
      reversesDocumentId: stockDocuments.reversesDocumentId,
      reversesDocumentNo: sql<string>`coalesce((select r.document_no from ${stockDocuments} r
        where r.id = ${stockDocuments.reversesDocumentId}), '')`,
      reversedById: reversal.id,
      reversedByNo: sql<string>`coalesce(${reversal.documentNo}, '')`,
      remark: stockDocuments.remark,
      supplierId: stockDocuments.supplierId,
      supplierName: stockDocuments.supplierName,
      effectiveAt: stockDocuments.effectiveAt,
      postedAt: stockDocuments.postedAt,
      postedByName: sql<string>`coalesce(${users.name}, '')`,
      lineCount,
    })
    .from(stockDocuments)
    .leftJoin(
      reversal,
      and(eq(reversal.orgId, stockDocuments.orgId), eq(reversal.reversesDocumentId, stockDocuments.id)),
    )
    .leftJoin(users, eq(users.id, stockDocuments.postedBy))
    .where(where)
    .orderBy(desc(stockDocuments.postedAt), desc(stockDocuments.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: stockDocuments.id }).from(stockDocuments).where(where).$dynamic(),
  );
  const list: StockDocumentRow[] = rows.map((row) => ({
    ...row,
    effectiveAt: row.effectiveAt.toISOString(),
    postedAt: row.postedAt.toISOString(),
    transitions: [],
  }));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}
