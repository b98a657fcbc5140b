import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { loginFailures } from './auth.tables.js';

/** Per-account brute-force brake: this many failures within the window lock the name for a while. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/** Counters are kept per lower-cased name, whether or not such an account exists. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export async function assertNotLocked(db: Db, key: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.usernameKey, key))
    .limit(1);
  if (row?.lockedUntil && row.lockedUntil > now) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new AppError(429, 'login.locked', { minutes });
  }
}

/** Counts one failure (restarting the count when the window has passed) and locks at the limit. */
export async function recordLoginFailure(db: Db, key: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const inWindow = sql`${loginFailures.firstFailedAt} > ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ usernameKey: key, failureCount: 1, firstFailedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginFailures.usernameKey,
      set: {
        failureCount: sql`case when ${inWindow} then ${loginFailures.failureCount} + 1 else 1 end`,
        firstFailedAt: sql`case when ${inWindow} then ${loginFailures.firstFailedAt} else excluded.first_failed_at end`,
        lockedUntil: null,
      },
    })
    .returning({ failureCount: loginFailures.failureCount });
  if (row && row.failureCount >= LOGIN_FAILURE_LIMIT) {
    await db
      .update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + LOGIN_LOCK_MS) })
      .where(eq(loginFailures.usernameKey, key));
  }
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
}
