import {
  STATEMENT_RESULTS,
  type StatementRow,
  type statementCreate,
  type statementPage,
} from '@atrium/contract/endpoints/sale-channels';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import { saleStatementResults, saleStatements } from './channels.tables.js';

/** 电商账单: statements of a source for a period, each with its counts per reconciliation result. */

type Statement = typeof saleStatements.$inferSelect;

const emptyCounts = () =>
  Object.fromEntries(STATEMENT_RESULTS.map((result) => [result, 0])) as StatementRow['counts'];

async function countsOf(db: Db, ids: number[]) {
  const byStatement = new Map<number, StatementRow['counts']>();
  if (ids.length === 0) return byStatement;
  const rows = await db
    .select({
      statementId: saleStatementResults.statementId,
      result: saleStatementResults.result,
      total: count(),
    })
    .from(saleStatementResults)
    .where(inArray(saleStatementResults.statementId, ids))
    .groupBy(saleStatementResults.statementId, saleStatementResults.result);
  for (const row of rows) {
    const counts = byStatement.get(row.statementId) ?? emptyCounts();
    counts[row.result] = row.total;
    byStatement.set(row.statementId, counts);
  }
  return byStatement;
}

const toRow = (
  statement: Statement,
  sourceName: string,
  counts: StatementRow['counts'] | undefined,
): StatementRow => ({
  id: statement.id,
  sourceId: statement.sourceId,
  sourceName,
  name: statement.name,
  periodFrom: statement.periodFrom,
  periodTo: statement.periodTo,
  rowCount: statement.rowCount,
  reconciledAt: statement.reconciledAt?.toISOString() ?? null,
  counts: counts ?? emptyCounts(),
  createdAt: statement.createdAt.toISOString(),
});

const selectStatements = (db: Db) =>
  db
    .select({ statement: saleStatements, sourceName: saleSources.name })
    .from(saleStatements)
    .innerJoin(saleSources, eq(saleSources.id, saleStatements.sourceId))
    .$dynamic();

async function rowsOf(db: Db, found: { statement: Statement; sourceName: string }[]) {
  const counts = await countsOf(
    db,
    found.map(({ statement }) => statement.id),
  );
  return found.map(({ statement, sourceName }) => toRow(statement, sourceName, counts.get(statement.id)));
}

/** GET /erp/sale/ecommerce/bill/page. */
export async function listStatements(db: Db, orgId: number, query: QueryOf<typeof statementPage>) {
  const where = and(
    eq(saleStatements.orgId, orgId),
    query.sourceId ? eq(saleStatements.sourceId, query.sourceId) : undefined,
  );
  const found = await selectStatements(db)
    .where(where)
    .orderBy(desc(saleStatements.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = await pageTotal(db, () =>
    db.select({ id: saleStatements.id }).from(saleStatements).where(where).$dynamic(),
  );
  return { list: await rowsOf(db, found), ...total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** A source's latest statements (the source detail). */
export async function recentStatements(db: Db, orgId: number, sourceId: number) {
  const found = await selectStatements(db)
    .where(and(eq(saleStatements.orgId, orgId), eq(saleStatements.sourceId, sourceId)))
    .orderBy(desc(saleStatements.id))
    .limit(10);
  return rowsOf(db, found);
}

/** The organization's statement (404 otherwise), optionally locked. */
export async function statementOf(db: Db, orgId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(saleStatements)
    .where(and(eq(saleStatements.orgId, orgId), eq(saleStatements.id, id)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound();
  return found;
}

/** GET /erp/sale/ecommerce/bill/{id}. */
export async function getStatement(db: Db, orgId: number, id: number) {
  const found = await selectStatements(db).where(
    and(eq(saleStatements.orgId, orgId), eq(saleStatements.id, id)),
  );
  if (found.length === 0) throw notFound();
  return (await rowsOf(db, found))[0]!;
}

/** POST /erp/sale/ecommerce/bill: a statement of a live source of the organization. */
export async function createStatement(db: Db, actor: Actor, body: BodyOf<typeof statementCreate>) {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select({ id: saleSources.id, deletedAt: saleSources.deletedAt })
      .from(saleSources)
      .where(and(eq(saleSources.orgId, actor.orgId), eq(saleSources.id, body.sourceId)));
    if (!source || source.deletedAt) throw fieldError('sourceId', 'saleChannels.sourceMissing');
    const [created] = await tx
      .insert(saleStatements)
      .values({ ...body, orgId: actor.orgId, createdBy: actor.userId })
      .returning({ id: saleStatements.id });
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'sales.statement',
      entityId: created!.id,
      after: body,
    });
    return getStatement(tx, actor.orgId, created!.id);
  });
}
