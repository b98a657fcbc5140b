import { TOKEN_LIFETIME_MS } from '@atrium/contract';
import { and, desc, eq, gt, isNull, ne, type Placeholder, type SQL } from 'drizzle-orm';
import { users } from '../../modules/admin/admin.tables.js';
import { sessions } from '../../modules/auth/auth.tables.js';
import type { Db } from '../db/database.js';
import { newSessionToken } from './session-token.js';

// last_seen_at is a hint for the sessions screen, not an audit trail: refresh it at most this often.
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export interface NewSession {
  userId: number;
  orgId: number;
  ip: string;
  userAgent: string;
}

export async function createSession(db: Db, input: NewSession, now = new Date()) {
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const [row] = await db
    .insert(sessions)
    .values({ ...input, userAgent: input.userAgent.slice(0, 512), tokenHash, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

/** The condition for a live session at `now`: not expired, not revoked, its user enabled (join `users`). */
export function sessionIsLive(now: Date | Placeholder): SQL {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'enabled'))!;
}

/** Marks a session seen now, unless it was seen recently (a hint, not worth a write per call). */
export async function touchSession(
  db: Db,
  session: { id: number; lastSeenAt: Date },
  now: Date,
): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() <= LAST_SEEN_RESOLUTION_MS) return;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` (the device changing its password). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  keepSessionId?: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

/** A user's sessions neither revoked nor expired at `now`, most recently seen first (the personal center's list). */
export function liveSessionsOf(db: Db, userId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** One of a user's unrevoked sessions (another user's id is not found), or undefined. */
export async function unrevokedSessionOf(db: Db, userId: number, sessionId: number) {
  const [row] = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}
