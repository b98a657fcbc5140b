import { TIMELINE_ENTRY_TYPES } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orgIdColumn, users } from '../../modules/admin/admin.tables.js';

/**
 * Every record's timeline (docs/architecture.md §3e), keyed by (organization, kind, record id):
 * never by id alone, since kinds number their records each from 1. Append-only: an entry says
 * what happened, who did it and when; what a module must query (a customer's owner changes for
 * its claim rules) stays in that module's own table beside it.
 */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** The record's timeline kind (`customer`, `supplier`, `stockReceipt`). */
    recordKind: text('record_kind').notNull(),
    recordId: integer('record_id').notNull(),
    type: text('type', { enum: TIMELINE_ENTRY_TYPES }).notNull(),
    /** The transition, the event code or the activity's kind; '' for comments, attachments, links. */
    action: text('action').notNull().default(''),
    body: text('body').notNull().default(''),
    fromState: text('from_state').notNull().default(''),
    toState: text('to_state').notNull().default(''),
    /** Ids of files (modules/files) of the same organization. */
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'::integer[]`),
    linkKind: text('link_kind'),
    linkId: integer('link_id'),
    /** The linked record's name or number when linked (the link still shows if it is renamed). */
    linkLabel: text('link_label').notNull().default(''),
    /** A module's own fields of an event or activity (owner names, next follow-up, the activity's id). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One record's timeline newest first: the only read. DESC NULLS FIRST as a plain `ORDER BY … DESC`.
    index('timeline_entries_record_at_idx').on(
      t.orgId,
      t.recordKind,
      t.recordId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check(
      'timeline_entries_type_check',
      sql.raw(`type in (${TIMELINE_ENTRY_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
);
