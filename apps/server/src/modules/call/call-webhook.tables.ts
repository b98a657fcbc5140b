import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt } from '../admin/admin.tables.js';

/**
 * A telephony vendor pushing call events to POST /erp/call/webhook/{source_key} (docs/telephony.md).
 * The key names the source (and so the organization) in the URL; `secret` signs its deliveries
 * (HMAC needs the secret itself, so it is stored as is, like the clue sync sources, and shown
 * whole only when created or rotated).
 */
export const callWebhookSources = pgTable(
  'call_webhook_sources',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    sourceKey: text('source_key').notNull(),
    /** Whose field names the deliveries use (tinet: ring / answer / hangup / record). */
    vendor: text('vendor').notNull().default('tinet'),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('call_webhook_sources_key').on(t.sourceKey)],
);

/** Event ids a source has had processed: the replay guard (a repeat finds its row and stops). */
export const callWebhookEventIds = pgTable(
  'call_webhook_event_ids',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => callWebhookSources.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    callRecordId: integer('call_record_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.eventId] })],
);
