import { businessDayStart } from '@atrium/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { saleStatementResults, saleStatementRows, saleStatements } from './channels.tables.js';
import { getStatement, statementOf } from './statements.service.js';

/**
 * Reconciling a statement (docs/sales-channels.md, "Reconciliation"), set-based: one INSERT … SELECT
 * writes every result, whatever the statement's size.
 *
 * Per platform order of the statement: platform = Σ its sale and refund rows (a refund negative);
 * expected = the Atrium order's total − returned (0 for a cancelled order). Fees and commissions
 * are shown, not compared. Equal → matched; different → amountDiffers; no Atrium order of the
 * source with that platform number → missingInAtrium. Then every live, not cancelled order of
 * the source placed in the statement's period (business days) whose platform number is on no
 * statement of the source → missingOnPlatform (an order without a platform number by its own
 * number). A difference marked explained stays explained while its result and difference stay
 * the same.
 */
export async function reconcileStatement(db: Db, actor: Actor, statementId: number) {
  return db.transaction(async (tx) => {
    const statement = await statementOf(tx, actor.orgId, statementId, true);
    const kept = await tx
      .select({
        extOrderNo: saleStatementResults.extOrderNo,
        result: saleStatementResults.result,
        differenceFen: saleStatementResults.differenceFen,
        explained: saleStatementResults.explained,
        note: saleStatementResults.note,
      })
      .from(saleStatementResults)
      .where(
        and(
          eq(saleStatementResults.statementId, statementId),
          or(eq(saleStatementResults.explained, true), sql`${saleStatementResults.note} <> ''`),
        ),
      );
    await tx.delete(saleStatementResults).where(eq(saleStatementResults.statementId, statementId));
    const { orgId } = actor;
    const { sourceId } = statement;
    const from = businessDayStart(statement.periodFrom);
    const to = businessDayStart(statement.periodTo, 1);
    const expected = sql`case when o.status = 'cancelled' then 0 else o.total_fen - o.returned_fen end`;
    await tx.execute(sql`
      insert into ${saleStatementResults}
        (org_id, statement_id, ext_order_no, sale_order_id, result, platform_fen, fees_fen, expected_fen, difference_fen, collected_fen)
      select ${orgId}::int, ${statementId}::int, p.ext_order_no, o.id,
        case when o.id is null then 'missingInAtrium'
             when p.platform_fen = ${expected} then 'matched'
             else 'amountDiffers' end,
        p.platform_fen, p.fees_fen,
        coalesce(${expected}, 0),
        p.platform_fen - coalesce(${expected}, 0),
        coalesce(o.collected_fen, 0)
      from (
        select r.ext_order_no,
          coalesce(sum(r.amount_fen) filter (where r.kind in ('sale', 'refund')), 0) as platform_fen,
          coalesce(sum(r.amount_fen) filter (where r.kind not in ('sale', 'refund')), 0) as fees_fen
        from ${saleStatementRows} r
        where r.statement_id = ${statementId}
        group by r.ext_order_no
      ) p
      left join ${saleOrders} o
        on o.org_id = ${orgId} and o.source_id = ${sourceId} and o.ext_order_no = p.ext_order_no
        and o.ext_order_no <> '' and o.deleted_at is null
      union all
      select ${orgId}::int, ${statementId}::int,
        case when o.ext_order_no <> '' then o.ext_order_no else o.document_no end, o.id,
        'missingOnPlatform', 0, 0, ${expected}, -(${expected}), o.collected_fen
      from ${saleOrders} o
      where o.org_id = ${orgId} and o.source_id = ${sourceId} and o.deleted_at is null
        and o.status <> 'cancelled'
        and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz
        and (o.ext_order_no = '' or not exists (
          select 1 from ${saleStatementRows} r
          where r.org_id = ${orgId} and r.source_id = ${sourceId} and r.ext_order_no = o.ext_order_no))
    `);
    // Explanations carry over while what they explain is unchanged (few rows: finance marks them one by one).
    for (const entry of kept) {
      await tx
        .update(saleStatementResults)
        .set({ note: entry.note, explained: entry.explained })
        .where(
          and(
            eq(saleStatementResults.statementId, statementId),
            eq(saleStatementResults.extOrderNo, entry.extOrderNo),
            eq(saleStatementResults.result, entry.result),
            eq(saleStatementResults.differenceFen, entry.differenceFen),
          ),
        );
    }
    await tx
      .update(saleStatements)
      .set({ reconciledAt: new Date() })
      .where(eq(saleStatements.id, statementId));
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'sales.statement',
      entityId: statementId,
      after: { reconciled: true },
    });
    return getStatement(tx, orgId, statementId);
  });
}
