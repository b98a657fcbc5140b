import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgIdColumn } from '../../modules/admin/admin.tables.js';

/**
 * A gated transition waiting for (or decided by) an approval (docs/architecture.md §3c). While one
 * is `pending` the record keeps its state and takes no other transition; the approval's outcome
 * flips `status` once, in the same transaction as the effect, so a repeat completion finds no
 * pending row and does nothing, and a crash between the two leaves both undone. A gated command
 * (a bulk action on many records, gated-commands.ts) has no record: its request keeps what was
 * asked in `payload` and runs it when approved.
 */
export const transitionRequests = pgTable(
  'transition_requests',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** The record's kind as its transitions declare it (`stockReceipt`). */
    kind: text('kind').notNull(),
    /** The record a transition moves; null for a command. */
    recordId: integer('record_id'),
    transition: text('transition').notNull(),
    /** The state the record was in when the transition was asked for. */
    fromState: text('from_state').notNull(),
    /** A command's input as asked (ids, target, reason), run as asked when approved. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    requestedBy: integer('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    completedBy: integer('completed_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // One pending request per record (the record is locked while one is asked; this is the last
    // guard), and the index a record's pending request is looked up by.
    uniqueIndex('transition_requests_pending_idx')
      .on(t.orgId, t.kind, t.recordId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
