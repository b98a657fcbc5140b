import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orgIdColumn, users } from '../../modules/admin/admin.tables.js';

/**
 * One `Idempotency-Key` a signed-in user sent with a write (docs/architecture.md §3i): what the
 * request was (organization, method, path with its query, a hash of its body) and, once it
 * succeeded, the answer to replay. A row without a status is claimed by a request still running.
 * Keys live 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    orgId: orgIdColumn(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the parsed JSON body, so a key sent again with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** Null while the first request runs; its HTTP status once it succeeded. */
    statusCode: integer('status_code'),
    /** The first answer's bytes (the JSON envelope), replayed as they were. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One answer per key and user: the constraint is what makes two racing requests one.
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
