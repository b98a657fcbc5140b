import type { FieldDef, Locale } from '@atrium/contract';
import {
  type ReconciliationRow,
  type reconciliationQuery,
  STATEMENT_RESULTS,
} from '@atrium/contract/endpoints/sale-channels';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset } from '../../../platform/db/page-total.js';
import { notFound } from '../../../platform/http/app-error.js';
import { formatCell } from '../../../platform/resources/export/export-cells.js';
import type { ListExporter } from '../../../platform/resources/export/export-jobs.js';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
} from '../../../platform/resources/export/export-table.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { saleStatementResults } from './channels.tables.js';
import { statementOf } from './statements.service.js';

/** The reconciliation report of a statement: filters, sums per result, explanations, export. */

type Filters = Partial<z.output<typeof reconciliationQuery>>;

function whereOf(statementId: number, query: Filters): SQL {
  return and(
    eq(saleStatementResults.statementId, statementId),
    query.result ? eq(saleStatementResults.result, query.result) : undefined,
    query.explained ? eq(saleStatementResults.explained, query.explained === 'true') : undefined,
    query.keyword
      ? or(
          ilike(saleStatementResults.extOrderNo, containsPattern(query.keyword)),
          ilike(saleOrders.documentNo, containsPattern(query.keyword)),
        )
      : undefined,
  )!;
}

const selectResults = (db: Db) =>
  db
    .select({ result: saleStatementResults, saleOrderNo: saleOrders.documentNo })
    .from(saleStatementResults)
    .leftJoin(saleOrders, eq(saleOrders.id, saleStatementResults.saleOrderId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectResults>['execute']>>[number];

const toRow = ({ result, saleOrderNo }: Selected): ReconciliationRow => ({
  id: result.id,
  extOrderNo: result.extOrderNo,
  saleOrderId: result.saleOrderId,
  saleOrderNo: saleOrderNo ?? '',
  result: result.result,
  platformFen: result.platformFen,
  feesFen: result.feesFen,
  expectedFen: result.expectedFen,
  differenceFen: result.differenceFen,
  collectedFen: result.collectedFen,
  explained: result.explained,
  note: result.note,
});

/** GET /erp/sale/ecommerce/bill/{id}/result/page: differences first (by result), then by platform order. */
export async function reconciliationPage(
  db: Db,
  orgId: number,
  statementId: number,
  query: z.output<typeof reconciliationQuery>,
) {
  await statementOf(db, orgId, statementId);
  const where = whereOf(statementId, query);
  const rows = await selectResults(db)
    .where(where)
    .orderBy(
      sql`array_position(array['amountDiffers', 'missingInAtrium', 'missingOnPlatform', 'matched'], ${saleStatementResults.result})`,
      asc(saleStatementResults.extOrderNo),
    )
    .limit(query.pageSize)
    .offset(pageOffset(query));
  // Sums per result over the filters but the result itself: the tabs show every result's figures.
  const sums = await db
    .select({
      result: saleStatementResults.result,
      count: count(),
      platformFen: sql<string>`coalesce(sum(${saleStatementResults.platformFen}), 0)::text`,
      expectedFen: sql<string>`coalesce(sum(${saleStatementResults.expectedFen}), 0)::text`,
      differenceFen: sql<string>`coalesce(sum(${saleStatementResults.differenceFen}), 0)::text`,
    })
    .from(saleStatementResults)
    .leftJoin(saleOrders, eq(saleOrders.id, saleStatementResults.saleOrderId))
    .where(whereOf(statementId, { ...query, result: undefined }))
    .groupBy(saleStatementResults.result);
  const byResult = new Map(sums.map((sum) => [sum.result, sum]));
  const total = query.result
    ? (byResult.get(query.result)?.count ?? 0)
    : sums.reduce((all, sum) => all + sum.count, 0);
  return {
    list: rows.map(toRow),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    sums: STATEMENT_RESULTS.map((result) => {
      const sum = byResult.get(result);
      return {
        result,
        count: sum?.count ?? 0,
        platformFen: Number(sum?.platformFen ?? 0),
        expectedFen: Number(sum?.expectedFen ?? 0),
        differenceFen: Number(sum?.differenceFen ?? 0),
      };
    }),
  };
}

/** PUT /erp/sale/ecommerce/bill/result/{id}/explain. */
export async function explainResult(
  db: Db,
  actor: Actor,
  id: number,
  body: { explained: boolean; note: string },
) {
  return db.transaction(async (tx) => {
    const [found] = await selectResults(tx).where(eq(saleStatementResults.id, id));
    if (!found || found.result.orgId !== actor.orgId) throw notFound();
    await tx
      .update(saleStatementResults)
      .set({ explained: body.explained, note: body.note })
      .where(eq(saleStatementResults.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'sales.statementResult',
      entityId: id,
      before: { explained: found.result.explained, note: found.result.note },
      after: body,
    });
    return { ...toRow(found), ...body };
  });
}

const RESULT_LABELS: CodeLabels = {
  matched: { 'zh-CN': '一致', en: 'Matched' },
  amountDiffers: { 'zh-CN': '金额不符', en: 'Amount differs' },
  missingInAtrium: { 'zh-CN': '系统无此订单', en: 'Missing in Atrium' },
  missingOnPlatform: { 'zh-CN': '平台无此订单', en: 'Missing on platform' },
};

/** Fen as an export's money cell (yuan, as every export writes money). */
const MONEY: FieldDef = { kind: 'money', labelKey: 'amount' };
const yuan = (fen: number) => formatCell(MONEY, fen, 'zh-CN');

/** 电商账单 report export: the report's filters, within the requester's organization. */
export const reconciliationExporter: ListExporter = {
  name: 'saleReconciliation',
  menuKey: 'ecommerceBillList',
  open: async (input) => {
    const query = input.query as Filters & { statementId: number };
    await statementOf(input.db, input.requester.orgId, query.statementId);
    const where = whereOf(query.statementId, query);
    return tableExporter({
      name: 'saleReconciliation',
      menuKey: 'ecommerceBillList',
      where: async () => where,
      count: async (db, condition) => {
        const [{ total } = { total: 0 }] = await db
          .select({ total: count() })
          .from(saleStatementResults)
          .leftJoin(saleOrders, eq(saleOrders.id, saleStatementResults.saleOrderId))
          .where(condition);
        return total;
      },
      id: saleStatementResults.id,
      select: (db, condition) => selectResults(db).where(condition),
      idOf: (row) => row.result.id,
      columns: (locale: Locale) => [
        {
          title: { 'zh-CN': '平台订单号', en: 'Platform order no' },
          cell: (row) => textCell(row.result.extOrderNo),
        },
        { title: { 'zh-CN': '销售订单', en: 'Sale order' }, cell: (row) => textCell(row.saleOrderNo) },
        {
          title: { 'zh-CN': '对账结果', en: 'Result' },
          cell: (row) => codeCell(RESULT_LABELS, locale, row.result.result),
        },
        {
          title: { 'zh-CN': '平台结算（元）', en: 'Platform (yuan)' },
          cell: (row) => yuan(row.result.platformFen),
        },
        {
          title: { 'zh-CN': '应收（元）', en: 'Expected (yuan)' },
          cell: (row) => yuan(row.result.expectedFen),
        },
        {
          title: { 'zh-CN': '差额（元）', en: 'Difference (yuan)' },
          cell: (row) => yuan(row.result.differenceFen),
        },
        { title: { 'zh-CN': '平台费用（元）', en: 'Fees (yuan)' }, cell: (row) => yuan(row.result.feesFen) },
        {
          title: { 'zh-CN': '已收款（元）', en: 'Collected (yuan)' },
          cell: (row) => yuan(row.result.collectedFen),
        },
        {
          title: { 'zh-CN': '已说明', en: 'Explained' },
          cell: (row) => (row.result.explained ? (locale === 'en' ? 'Yes' : '是') : ''),
        },
        { title: { 'zh-CN': '说明', en: 'Note' }, cell: (row) => textCell(row.result.note) },
      ],
    }).open(input);
  },
};
