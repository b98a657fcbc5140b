import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
 * Failed sign-ins per (account name lower-cased, client address): five in 15 minutes lock that pair,
 * not the account, so nobody can lock an owner out of their own address (docs/architecture.md
 * "Sign-in brakes"). Kept for names that don't exist too, so a lock-out can't tell an attacker which
 * accounts are real.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    usernameKey: text('username_key').notNull(),
    address: text('address').notNull(),
    failureCount: integer('failure_count').notNull().default(0),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.usernameKey, t.address] })],
);

/**
 * Failed sign-ins per account name from every address, against distributed guessing: past a
 * threshold the account is braked (one attempt per interval from addresses it has not signed in
 * from lately) rather than locked.
 */
export const loginAccountBrakes = pgTable('login_account_brakes', {
  usernameKey: text('username_key').primaryKey(),
  failureCount: integer('failure_count').notNull().default(0),
  firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
  brakedUntil: timestamp('braked_until', { withTimezone: true }),
  /** While braked: the earliest time the next attempt from an unknown address is taken. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

/** Addresses a user signed in from, and when last: those stay outside the account brake. */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    userId: userIdColumn(),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
