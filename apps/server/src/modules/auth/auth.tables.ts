import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, userIdColumn } from '../admin/admin.tables.js';

/** One signed-in device. Only the sha256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userIdColumn(),
    /** The organization chosen at sign-in; calls without `Organization-Id` act in it. */
    orgId: orgIdColumn(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account name (lower-cased), kept for names that don't exist too, so a
 * lock-out can't tell an attacker which accounts are real.
 */
export const loginFailures = pgTable('login_failures', {
  usernameKey: text('username_key').primaryKey(),
  failureCount: integer('failure_count').notNull().default(0),
  firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
