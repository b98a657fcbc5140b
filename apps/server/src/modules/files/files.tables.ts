import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, userIdColumn } from '../admin/admin.tables.js';

/** An uploaded file: bytes live in the FileStore under `key`; this row says whose and what it is. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** The uploader (the row goes with the user, the bytes are swept with it by key prefix). */
    userId: userIdColumn(),
    key: text('key').notNull(),
    originalName: text('original_name').notNull(),
    /** The kind detected from the content, not the name or the browser's claim. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_key_key').on(t.key), index('files_org_idx').on(t.orgId, t.id)],
);

/**
 * Upload credentials of /erp/common/qiniu/token: stored hashed, bound to a user and organization,
 * usable once (`used_at`) before `expires_at`.
 */
export const uploadTokens = pgTable(
  'upload_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('upload_tokens_hash_key').on(t.tokenHash),
    index('upload_tokens_expiry_idx').on(t.expiresAt),
  ],
);
