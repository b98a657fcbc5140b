import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { orgIdColumn, users } from '../admin/admin.tables.js';
import { customers } from './customers.tables.js';

/** What a merge moved or changed, so that undoing it puts back exactly that and nothing more. */
export interface CustomerMergeMoves {
  contactIds: number[];
  activityIds: number[];
  opportunityIds: number[];
  clueIds: number[];
  supportCustomerIds: number[];
  /** Files attached to the source that moved to the target (absent in merges recorded before attachments). */
  attachmentFileIds?: number[];
  /** The source's tags (its links are removed) and those the target got from it (they are added). */
  sourceTagIds: number[];
  addedTagIds: number[];
  /** Target fields filled from the source because the target's were empty: field → the source's value. */
  filled: Record<string, string>;
  /** The target's last follow-up and deal before the merge took the later of both (ISO or null). */
  targetTimes: { lastFollowUpAt: string | null; lastDealAt: string | null };
}

/**
 * A merge of a duplicate customer (`source`) into another (`target`): the source is soft-deleted
 * and its records move to the target. `undone_at` set means it was undone (source back, records
 * moved back); a merge is undone at most once.
 */
export const customerMerges = pgTable(
  'customer_merges',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    targetId: integer('target_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    moves: jsonb('moves').$type<CustomerMergeMoves>().notNull(),
    mergedBy: integer('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    index('customer_merges_target_idx').on(t.orgId, t.targetId, t.id.desc().nullsFirst()),
    // A customer is merged away at most once at a time.
    index('customer_merges_source_live_idx').on(t.sourceId).where(sql`undone_at is null`),
  ],
);
