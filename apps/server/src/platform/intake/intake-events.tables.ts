import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orgIdColumn } from '../../modules/admin/admin.tables.js';

/** How a delivery came: pushed to a signed webhook, or pulled by the module's job. */
export type IntakeVia = 'push' | 'pull';

/**
 * The event ids every intake source has had (docs/architecture.md, Intake): the duplicate guard of
 * every intake, keyed by (organization, source kind, source, the sender's event id). Claiming the
 * key and logging the delivery's items commit together, so a repeat, even one racing the first,
 * waits for the first's key and then finds it taken.
 */
export const intakeEvents = pgTable(
  'intake_events',
  {
    orgId: orgIdColumn(),
    /** The module's name for its sources (`warehouseSync`, `clueSync`). */
    sourceKind: text('source_kind').notNull(),
    /** The source's row in the module (a warehouse, a clue sync source). */
    sourceId: integer('source_id').notNull(),
    eventId: text('event_id').notNull(),
    via: text('via').$type<IntakeVia>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.sourceKind, t.sourceId, t.eventId] }),
    check('intake_events_via_check', sql`via in ('push', 'pull')`),
  ],
);
