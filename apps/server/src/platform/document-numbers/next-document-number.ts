import type { DocumentNumberPattern } from '@atrium/contract/endpoints/document-numbers';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { DocumentKind } from './document-kind.js';
import { documentNumberSeries, formatDocumentNumber } from './document-number-format.js';
import { documentNumberCounters, documentNumberPatterns } from './document-numbers.tables.js';

/** The organization's pattern of a kind: its administrator's, else the module's default. */
export async function documentNumberPatternOf(db: Db, orgId: number, kind: DocumentKind) {
  const [row] = await db
    .select()
    .from(documentNumberPatterns)
    .where(and(eq(documentNumberPatterns.orgId, orgId), eq(documentNumberPatterns.kind, kind.name)));
  if (!row) return kind.defaultPattern;
  return {
    prefix: row.prefix,
    datePart: row.datePart,
    width: row.width,
    restart: row.restart,
  } as DocumentNumberPattern;
}

/**
 * Allocates the next number of a kind, inside the transaction that writes the document (`tx`):
 * `await nextDocumentNumber(tx, orgId, STOCK_RECEIPT)`. The series' counter row is bumped with
 * one upsert and stays locked until that transaction ends, so concurrent documents queue for it
 * and take consecutive numbers; a document that rolls back rolls its number back too. `at` (now
 * by default) gives the date part on the business clock.
 */
export async function nextDocumentNumber(
  tx: Db,
  orgId: number,
  kind: DocumentKind,
  at: Date = new Date(),
): Promise<string> {
  const pattern = await documentNumberPatternOf(tx, orgId, kind);
  const [counter] = await tx
    .insert(documentNumberCounters)
    .values({ orgId, series: documentNumberSeries(pattern, at), lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentNumberCounters.orgId, documentNumberCounters.series],
      set: { lastValue: sql`${documentNumberCounters.lastValue} + 1`, updatedAt: sql`now()` },
    })
    .returning({ lastValue: documentNumberCounters.lastValue });
  return formatDocumentNumber(pattern, at, counter!.lastValue);
}

/** The number a pattern would give next at `at`, without allocating it (the settings' preview). */
export async function peekDocumentNumber(
  db: Db,
  orgId: number,
  pattern: DocumentNumberPattern,
  at: Date = new Date(),
): Promise<string> {
  const [counter] = await db
    .select({ lastValue: documentNumberCounters.lastValue })
    .from(documentNumberCounters)
    .where(
      and(
        eq(documentNumberCounters.orgId, orgId),
        eq(documentNumberCounters.series, documentNumberSeries(pattern, at)),
      ),
    );
  return formatDocumentNumber(pattern, at, (counter?.lastValue ?? 0) + 1);
}
