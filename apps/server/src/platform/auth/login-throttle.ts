import { and, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { userOrganizations } from '../../modules/admin/admin.tables.js';
import { loginAccountBrakes, loginFailures, loginKnownAddresses } from '../../modules/auth/auth.tables.js';
import { recordAudits } from '../audit/record-audit.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';

/**
 * Brakes on guessing passwords (docs/architecture.md "Sign-in brakes"). Failures lock a pair of
 * account name and client address, never the account, so nobody can lock an owner out of their own
 * address. Many failures on one name from everywhere brake the account instead: addresses it has
 * not signed in from lately get one attempt per interval between them, and known ones go on as before.
 * Here in platform rather than in the auth module because the admin module reads and clears locks too.
 */

/** Per (name, address): this many failures within the window lock the pair for a while. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** Per name from every address: this many failures within the same window brake the account. */
export const ACCOUNT_BRAKE_THRESHOLD = 50;
/** The brake lasts this long after the last failure, so it holds while a slowed attack goes on. */
export const ACCOUNT_BRAKE_MS = 15 * 60 * 1000;
/** While braked, unknown addresses share one attempt per interval (fewer than the threshold allows). */
export const ACCOUNT_BRAKE_INTERVAL_MS = 30 * 1000;
/** An address the user signed in from within this long is known: the account brake skips it. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** Counters are kept per lower-cased name, whether or not such an account exists. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export interface LoginAttempt {
  key: string;
  /** The client address (request.ip: the proxy's X-Forwarded-For when ATRIUM_TRUST_PROXY is set). */
  address: string;
  /** The account the name belongs to; none for an unknown name (counted all the same). */
  userId: number | undefined;
}

/** Refuses an attempt from a locked pair (429 login.locked) or one the account brake holds back (429 login.slowed). */
export async function assertMayAttempt(db: Db, attempt: LoginAttempt, now = new Date()): Promise<void> {
  const [pair] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.usernameKey, attempt.key), eq(loginFailures.address, attempt.address)))
    .limit(1);
  if (pair?.lockedUntil && pair.lockedUntil > now) {
    throw new AppError(429, 'login.locked', { minutes: Math.ceil(msUntil(pair.lockedUntil, now) / 60_000) });
  }
  const [brake] = await db
    .select({ brakedUntil: loginAccountBrakes.brakedUntil, nextAttemptAt: loginAccountBrakes.nextAttemptAt })
    .from(loginAccountBrakes)
    .where(eq(loginAccountBrakes.usernameKey, attempt.key))
    .limit(1);
  if (!brake?.brakedUntil || brake.brakedUntil <= now) return;
  if (attempt.userId !== undefined && (await isKnownAddress(db, attempt.userId, attempt.address, now)))
    return;
  // Takes the next slot in one statement, so concurrent attempts cannot share it.
  const taken = await db
    .update(loginAccountBrakes)
    .set({ nextAttemptAt: new Date(now.getTime() + ACCOUNT_BRAKE_INTERVAL_MS) })
    .where(
      and(
        eq(loginAccountBrakes.usernameKey, attempt.key),
        or(isNull(loginAccountBrakes.nextAttemptAt), lte(loginAccountBrakes.nextAttemptAt, now)),
      ),
    )
    .returning({ key: loginAccountBrakes.usernameKey });
  if (taken.length === 0) {
    const wait = brake.nextAttemptAt ? msUntil(brake.nextAttemptAt, now) : ACCOUNT_BRAKE_INTERVAL_MS;
    throw new AppError(429, 'login.slowed', { seconds: Math.max(1, Math.ceil(wait / 1000)) });
  }
}

const msUntil = (at: Date, now: Date) => at.getTime() - now.getTime();

async function isKnownAddress(db: Db, userId: number, address: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ userId: loginKnownAddresses.userId })
    .from(loginKnownAddresses)
    .where(
      and(
        eq(loginKnownAddresses.userId, userId),
        eq(loginKnownAddresses.address, address),
        gt(loginKnownAddresses.lastSignedInAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The upsert's SET of a failure counter: one more within the window, else a new window from 1. */
function countedInWindow(columns: { failureCount: PgColumn; firstFailedAt: PgColumn }, now: Date) {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const inWindow: SQL = sql`${columns.firstFailedAt} > ${windowStart}::timestamptz`;
  return {
    failureCount: sql`case when ${inWindow} then ${columns.failureCount} + 1 else 1 end`,
    firstFailedAt: sql`case when ${inWindow} then ${columns.firstFailedAt} else excluded.first_failed_at end`,
  };
}

/** Counts one failure for the pair and for the account; locks the pair or brakes the account at its limit. */
export async function recordLoginFailure(db: Db, attempt: LoginAttempt, now = new Date()): Promise<void> {
  const [pair] = await db
    .insert(loginFailures)
    .values({ usernameKey: attempt.key, address: attempt.address, failureCount: 1, firstFailedAt: now })
    .onConflictDoUpdate({
      target: [loginFailures.usernameKey, loginFailures.address],
      set: { ...countedInWindow(loginFailures, now), lockedUntil: null },
    })
    .returning({ failureCount: loginFailures.failureCount });
  if (pair && pair.failureCount >= LOGIN_FAILURE_LIMIT) {
    const lockedUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
    await db
      .update(loginFailures)
      .set({ lockedUntil })
      .where(and(eq(loginFailures.usernameKey, attempt.key), eq(loginFailures.address, attempt.address)));
    if (pair.failureCount === LOGIN_FAILURE_LIMIT) {
      await auditLock(db, attempt, {
        lock: 'address',
        address: attempt.address,
        until: lockedUntil.toISOString(),
      });
    }
  }
  await dropSpentPairs(db, attempt.key, now);

  const [account] = await db
    .insert(loginAccountBrakes)
    .values({ usernameKey: attempt.key, failureCount: 1, firstFailedAt: now })
    .onConflictDoUpdate({
      target: loginAccountBrakes.usernameKey,
      set: countedInWindow(loginAccountBrakes, now),
    })
    .returning({
      failureCount: loginAccountBrakes.failureCount,
      brakedUntil: loginAccountBrakes.brakedUntil,
    });
  const braked = account?.brakedUntil && account.brakedUntil > now;
  if (!account || (!braked && account.failureCount < ACCOUNT_BRAKE_THRESHOLD)) return;
  const brakedUntil = new Date(now.getTime() + ACCOUNT_BRAKE_MS);
  await db
    .update(loginAccountBrakes)
    .set(braked ? { brakedUntil } : { brakedUntil, nextAttemptAt: null })
    .where(eq(loginAccountBrakes.usernameKey, attempt.key));
  if (!braked)
    await auditLock(db, attempt, {
      lock: 'account',
      address: attempt.address,
      until: brakedUntil.toISOString(),
    });
}

/** A pair whose failure window and lock are both over: it no longer counts for anything. */
const spentPair = (now: Date) =>
  and(
    lte(loginFailures.firstFailedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
    or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, now)),
  );

/** Forgets this name's spent pairs, so addresses that stopped don't pile up. */
async function dropSpentPairs(db: Db, key: string, now: Date): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.usernameKey, key), spentPair(now)));
}

/** How often the counters nobody will read again are swept (see sweepSignInCounters). */
export const SIGN_IN_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Forgets every spent pair, spent account counter and address not signed in from for
 * KNOWN_ADDRESS_MS. Guesses at names that never come back (names made up by the thousand) would
 * otherwise stay forever: dropSpentPairs only runs for a name that fails again.
 */
export async function sweepSignInCounters(db: Db, now = new Date()) {
  const pairs = await db
    .delete(loginFailures)
    .where(spentPair(now))
    .returning({ key: loginFailures.usernameKey });
  const brakes = await db
    .delete(loginAccountBrakes)
    .where(
      and(
        lte(loginAccountBrakes.firstFailedAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
        or(isNull(loginAccountBrakes.brakedUntil), lte(loginAccountBrakes.brakedUntil, now)),
      ),
    )
    .returning({ key: loginAccountBrakes.usernameKey });
  const addresses = await db
    .delete(loginKnownAddresses)
    .where(lte(loginKnownAddresses.lastSignedInAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)))
    .returning({ userId: loginKnownAddresses.userId });
  return { pairs: pairs.length, brakes: brakes.length, addresses: addresses.length };
}

/**
 * An audit entry (actor: the system) in each organization of the account; none for an unknown
 * name, which has no organization and whose lock matters to nobody.
 */
async function auditLock(db: Db, attempt: LoginAttempt, after: Record<string, unknown>): Promise<void> {
  const { userId } = attempt;
  if (userId === undefined) return;
  const memberships = await db
    .select({ orgId: userOrganizations.orgId })
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, userId));
  await recordAudits(
    db,
    memberships.map(({ orgId }) => ({
      orgId,
      userId: null,
      action: 'lock' as const,
      entity: 'adminUser',
      entityId: userId,
      after,
      ip: attempt.address,
    })),
  );
}

/** A correct password: the pair starts afresh and the address becomes known to the account brake. */
export async function recordSignIn(db: Db, attempt: LoginAttempt & { userId: number }, now = new Date()) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.usernameKey, attempt.key), eq(loginFailures.address, attempt.address)));
  await db
    .insert(loginKnownAddresses)
    .values({ userId: attempt.userId, address: attempt.address, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.userId, loginKnownAddresses.address],
      set: { lastSignedInAt: now },
    });
  await db
    .delete(loginKnownAddresses)
    .where(
      and(
        eq(loginKnownAddresses.userId, attempt.userId),
        lte(loginKnownAddresses.lastSignedInAt, new Date(now.getTime() - KNOWN_ADDRESS_MS)),
      ),
    );
}

/** Which of these names are locked from some address or braked now (what an administrator may unlock). */
export async function lockedUsernameKeys(
  db: Db,
  keys: readonly string[],
  now = new Date(),
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const pairs = await db
    .selectDistinct({ key: loginFailures.usernameKey })
    .from(loginFailures)
    .where(and(inArray(loginFailures.usernameKey, [...keys]), gt(loginFailures.lockedUntil, now)));
  const brakes = await db
    .select({ key: loginAccountBrakes.usernameKey })
    .from(loginAccountBrakes)
    .where(and(inArray(loginAccountBrakes.usernameKey, [...keys]), gt(loginAccountBrakes.brakedUntil, now)));
  return new Set([...pairs, ...brakes].map((row) => row.key));
}

/**
 * Clears every lock, brake and failure count of a name; answers what was locked, for the audit
 * entry (nothing locked: empty addresses and `braked: false`).
 */
export async function clearSignInLocks(db: Db, key: string, now = new Date()) {
  const lockedPairs = await db
    .delete(loginFailures)
    .where(eq(loginFailures.usernameKey, key))
    .returning({ address: loginFailures.address, lockedUntil: loginFailures.lockedUntil });
  const [brake] = await db
    .delete(loginAccountBrakes)
    .where(eq(loginAccountBrakes.usernameKey, key))
    .returning({ brakedUntil: loginAccountBrakes.brakedUntil });
  return {
    lockedAddresses: lockedPairs
      .filter((pair) => pair.lockedUntil && pair.lockedUntil > now)
      .map((pair) => pair.address)
      .sort(),
    braked: Boolean(brake?.brakedUntil && brake.brakedUntil > now),
  };
}
