import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { orgIdColumn, updatedAt } from '../../modules/admin/admin.tables.js';

/**
 * Document numbers (docs/architecture.md, "Document numbers"). A kind's pattern per organization,
 * when an administrator changed it from the module's default (no row: the default).
 */
export const documentNumberPatterns = pgTable(
  'document_number_patterns',
  {
    orgId: orgIdColumn(),
    /** The kind's name as its module declares it (`stockReceipt`). */
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull(),
    datePart: text('date_part').notNull(),
    width: integer('width').notNull(),
    restart: text('restart').notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind] })],
);

/**
 * The last sequence given in a series: prefix, date part and restart period (`RK:yyyyMMdd:20261127`).
 * A number is allocated by bumping this row in the document's own transaction, so the row stays
 * locked until the document commits (or rolls back, and the number with it): no gaps, no repeats.
 * Keyed by the series, not the kind: a prefix can only ever continue its own sequence.
 */
export const documentNumberCounters = pgTable(
  'document_number_counters',
  {
    orgId: orgIdColumn(),
    series: text('series').notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.series] })],
);
