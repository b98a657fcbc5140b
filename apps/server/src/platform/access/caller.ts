import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../modules/admin/admin.tables.js';
import { sessions } from '../../modules/auth/auth.tables.js';
import { hashSessionToken } from '../auth/session-token.js';
import { sessionIsLive, touchSession } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { preparedOnce } from '../db/prepared-once.js';
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

// Organization ids are serial from 1: this one names no organization (an unreadable Organization-Id).
const NO_ORGANIZATION = 0;

/**
 * The caller query, prepared once per database handle: every signed-in call runs it, so it is
 * built and planned once instead of per call. `orgId` null → the session's organization;
 * `permission` null → none asked for.
 */
function prepareCallerQuery(db: Db, name: string) {
  const actingOrg = sql`coalesce(${sql.placeholder('orgId')}::int, ${sessions.orgId})`;
  const permission = sql.placeholder('permission');
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      username: users.username,
      orgId: sql<number>`${actingOrg}`.mapWith(Number),
      lastSeenAt: sessions.lastSeenAt,
      isMember: sql<boolean>`${membershipExists(db, sessions.userId, actingOrg)}`.mapWith(Boolean),
      isPermitted:
        sql<boolean>`(${permission}::text is null or ${permissionGranted(db, sessions.userId, actingOrg, permission)})`.mapWith(
          Boolean,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), sessionIsLive(sql.placeholder('now'))))
    .limit(1)
    .prepare(name);
}

/**
 * Reads a bearer token's session, the membership of the acting organization and, if given, one
 * permission in a single round trip: every signed-in call pays for this, so it is one prepared
 * query, not three. `requestedOrgId`: undefined → the session's organization; null → an
 * unreadable `Organization-Id`, which no membership matches.
 */
export async function findCaller(
  db: Db,
  token: string,
  requestedOrgId: number | null | undefined,
  permission: string | undefined,
  now = new Date(),
): Promise<Caller | null> {
  const query = preparedOnce(db, 'find_caller', (name) => prepareCallerQuery(db, name));
  const [row] = await query.execute({
    tokenHash: hashSessionToken(token),
    now,
    orgId: requestedOrgId === undefined ? null : (requestedOrgId ?? NO_ORGANIZATION),
    permission: permission ?? null,
  });
  if (!row) return null;
  await touchSession(db, { id: row.sessionId, lastSeenAt: row.lastSeenAt }, now);
  const { lastSeenAt: _, ...caller } = row;
  return caller;
}
