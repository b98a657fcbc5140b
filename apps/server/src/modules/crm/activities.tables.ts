import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, users } from '../admin/admin.tables.js';
import { customers } from './customers.tables.js';

/**
 * Follow-ups (跟进记录) on a customer: what kind (a followUpType dictionary value of the
 * organization), what was said, attached files and when to follow up next. Append-only.
 */
export const customerActivities = pgTable(
  'customer_activities',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    /** Ids of files (modules/files) of the same organization. */
    attachmentFileIds: integer('attachment_file_ids').array().notNull().default(sql`'{}'::integer[]`),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    /** The call a call follow-up is about; filled by the call centre. */
    callRecordId: integer('call_record_id'),
    /**
     * Whether that call has a recording (the screens offer 录音 only then): set by the call centre
     * when a recording of the call arrives or a recorded call is linked. Kept here because the
     * call module reads the CRM's tables, never the other way round.
     */
    hasRecording: boolean('has_recording').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // DESC NULLS FIRST like a plain `ORDER BY … DESC` reads it (.desc() alone writes NULLS LAST: see customers.tables.ts).
    // The activity list: newest first in the organization, on a customer, by an author.
    index('customer_activities_org_created_idx').on(
      t.orgId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('customer_activities_customer_created_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('customer_activities_org_author_created_idx').on(
      t.orgId,
      t.authorUserId,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
);
