import { type Locale, parseBusinessDateTime } from '@atrium/contract';
import {
  STATEMENT_IMPORT_FIELDS,
  type StatementRowKind,
  statementImportRow,
} from '@atrium/contract/endpoints/sale-channels';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database.js';
import { translate } from '../../../platform/http/messages.js';
import type { ImportShape } from '../../../platform/import/import-columns.js';
import type { Plan, RowImporter } from '../../../platform/import/run-row-import.js';
import { saleStatementRows, saleStatements } from './channels.tables.js';
import { inChunks } from './in-chunks.js';
import { statementOf } from './statements.service.js';

/**
 * 电商账单 import (the platform's settlement file into a statement): checked by the import
 * machinery (dry run, per-row errors), idempotent by the platform's transaction id per source —
 * a row the source had before (in this statement or another) is `unchanged`. Written in chunks of
 * set-based inserts, so 100,000 rows take seconds.
 */

export const statementImportShape: ImportShape = {
  fields: STATEMENT_IMPORT_FIELDS,
  schemas: { create: statementImportRow },
};

type ImportRow = z.output<typeof statementImportRow>;
const CHUNK = 2_000;
const LOOKUP_CHUNK = 5_000;

/** `2026-11-27`, `2026-11-27 10:00` or `2026-11-27T10:00:05` on the business clock; null when not a time. */
export function businessInstant(text: string): Date | null {
  const [day, time = '00:00:00'] = text.trim().split(/[ T]/);
  const full = time.length === 5 ? `${time}:00` : time;
  const ms = parseBusinessDateTime(`${day} ${full}`);
  return ms === null ? null : new Date(ms);
}

/** How a row counts for the shop: a sale brings money in, everything else takes it out. */
export const signedAmount = (kind: StatementRowKind, amount: number) =>
  kind === 'sale' ? Math.abs(amount) : -Math.abs(amount);

/** The importer of one statement's file (404 before the file is read when it is not the organization's). */
export async function statementImporter(
  db: Db,
  orgId: number,
  statementId: number,
  locale: Locale,
): Promise<RowImporter> {
  const statement = await statementOf(db, orgId, statementId);
  return {
    shape: statementImportShape,
    plan: async (good) => {
      const errors = [];
      const plans: Plan[] = [];
      const known = new Set<string>();
      for (const part of inChunks(
        good.map((row) => (row.values as ImportRow).txnId),
        LOOKUP_CHUNK,
      )) {
        const rows = await db
          .select({ txnId: saleStatementRows.txnId })
          .from(saleStatementRows)
          .where(
            and(
              eq(saleStatementRows.orgId, orgId),
              eq(saleStatementRows.sourceId, statement.sourceId),
              inArray(saleStatementRows.txnId, part),
            ),
          );
        for (const row of rows) known.add(row.txnId);
      }
      for (const row of good) {
        const values = row.values as ImportRow;
        const settledAt = businessInstant(values.settledAt);
        if (!settledAt) {
          errors.push({
            row: row.row,
            field: 'settledAt',
            message: translate(locale, 'saleChannels.badDateTime', { value: values.settledAt }),
          });
          continue;
        }
        const planned = { row: { row: row.row, values: { ...values, settledAt } } };
        plans.push(
          known.has(values.txnId) ? { action: 'unchanged', ...planned } : { action: 'create', ...planned },
        );
      }
      return { plans, errors };
    },
    commit: async (plans) => {
      const fresh = plans.filter((entry) => entry.action === 'create');
      await db.transaction(async (tx) => {
        await statementOf(tx, orgId, statementId, true);
        for (const part of inChunks(fresh, CHUNK)) {
          await tx
            .insert(saleStatementRows)
            .values(
              part.map(({ row }) => {
                const values = row.values as ImportRow & { settledAt: Date };
                return {
                  orgId,
                  sourceId: statement.sourceId,
                  statementId,
                  txnId: values.txnId,
                  extOrderNo: values.orderNo,
                  extOrderSn: values.lineSn,
                  kind: values.kind,
                  amountFen: signedAmount(values.kind, values.amount),
                  settledAt: values.settledAt,
                };
              }),
            )
            // A row another import wrote meanwhile is that import's: nothing to add.
            .onConflictDoNothing();
        }
        const [{ rows } = { rows: 0 }] = await tx
          .select({ rows: count() })
          .from(saleStatementRows)
          .where(eq(saleStatementRows.statementId, statementId));
        await tx.update(saleStatements).set({ rowCount: rows }).where(eq(saleStatements.id, statementId));
      });
      return [];
    },
  };
}
