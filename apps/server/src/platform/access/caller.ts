import { eq, type SQL, sql } from 'drizzle-orm';
import { users } from '../../modules/admin/admin.tables.js';
import { sessions } from '../../modules/auth/auth.tables.js';
import { liveSessionOf, touchSession } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { membershipExists } from '../org/organization-scope.js';
import { permissionGranted } from './granted-menus.js';

/** Who is calling, as one query finds it: the live session, and where the caller stands in the organization asked for. */
export interface Caller {
  sessionId: number;
  userId: number;
  username: string;
  /** The organization the call acts in: the one asked for, or the session's. */
  orgId: number;
  /** Whether the caller is a member of that organization. */
  isMember: boolean;
  /** Whether the caller holds the permission asked for there (true when none was asked for). */
  isPermitted: boolean;
}

/**
 * Reads a bearer token's session, the membership of the acting organization and, if given, one
 * permission in a single round trip: every signed-in call pays for this, so it is one query, not
 * three. `requestedOrgId`: undefined → the session's organization; null → an unreadable
 * `Organization-Id`, which no membership matches.
 */
export async function findCaller(
  db: Db,
  token: string,
  requestedOrgId: number | null | undefined,
  permission: string | undefined,
  now = new Date(),
): Promise<Caller | null> {
  const actingOrg: SQL =
    requestedOrgId === undefined ? sql`${sessions.orgId}` : sql`${requestedOrgId ?? 0}::int`;
  const member: SQL = requestedOrgId === null ? sql`false` : membershipExists(db, sessions.userId, actingOrg);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      username: users.username,
      orgId: sql<number>`${actingOrg}`.mapWith(Number),
      lastSeenAt: sessions.lastSeenAt,
      isMember: sql<boolean>`${member}`.mapWith(Boolean),
      isPermitted: (permission
        ? sql<boolean>`${permissionGranted(db, sessions.userId, actingOrg, permission)}`
        : sql<boolean>`true`
      ).mapWith(Boolean),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOf(token, now))
    .limit(1);
  if (!row) return null;
  await touchSession(db, { id: row.sessionId, lastSeenAt: row.lastSeenAt }, now);
  const { lastSeenAt: _, ...caller } = row;
  return caller;
}
