import type { MySession, Profile, profileApi } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import { liveSessionsOf, revokeSession, unrevokedSessionOf } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { users } from './admin.tables.js';
import { changePassword } from './users.service.js';

/**
 * The personal center: a signed-in user's own profile, password and sessions. Everything here is
 * keyed by the caller's user id (a session id of somebody else answers 404); writes are audited
 * in the organization the caller acts in. Password hashes never reach an audit entry.
 */

const auditOf = (member: Member, ip: string) => ({ orgId: member.orgId, userId: member.userId, ip });

type UserRow = typeof users.$inferSelect;

function toProfile(row: UserRow): Profile {
  return {
    userId: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    avatar: row.avatar,
  };
}

const profileSnapshot = (row: UserRow) => ({
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  avatar: row.avatar,
});

async function findUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** GET /erp/admin/profile. */
export async function getMyProfile(db: Db, member: Member): Promise<Profile> {
  return toProfile(await findUser(db, member.userId));
}

/** PUT /erp/admin/profile. */
export async function updateMyProfile(
  db: Db,
  member: Member,
  ip: string,
  input: BodyOf<typeof profileApi.updateMyProfile>,
): Promise<Profile> {
  const before = await findUser(db, member.userId);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, member.userId))
      .returning();
    await recordAudit(tx, {
      ...auditOf(member, ip),
      action: 'update',
      entity: 'profile',
      entityId: member.userId,
      before: profileSnapshot(before),
      after: profileSnapshot(after!),
    });
    return toProfile(after!);
  });
}

/** PUT /erp/admin/profile/password: the calling session stays, every other one is revoked. */
export async function changeMyPassword(
  db: Db,
  member: Member,
  ip: string,
  input: BodyOf<typeof profileApi.changeMyPassword>,
): Promise<void> {
  if (input.newPassword === input.currentPassword) throw fieldError('newPassword', 'password.sameAsCurrent');
  // One transaction: the new password, the revoked sessions and the audit entry land together.
  await db.transaction(async (tx) => {
    await changePassword(tx, { userId: member.userId, ...input, keepSessionId: member.sessionId });
    await recordAudit(tx, {
      ...auditOf(member, ip),
      action: 'update',
      entity: 'password',
      entityId: member.userId,
      after: { otherSessionsRevoked: true },
    });
  });
}

/** GET /erp/admin/profile/sessions: live sessions, most recently seen first. */
export async function listMySessions(db: Db, member: Member, now = new Date()): Promise<MySession[]> {
  const rows = await liveSessionsOf(db, member.userId, now);
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === member.sessionId,
  }));
}

/** DELETE /erp/admin/profile/sessions/:id: only the caller's own live sessions. */
export async function revokeMySession(db: Db, member: Member, ip: string, sessionId: number): Promise<void> {
  const row = await unrevokedSessionOf(db, member.userId, sessionId);
  if (!row) throw notFound();
  await db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await recordAudit(tx, {
      ...auditOf(member, ip),
      action: 'revoke',
      entity: 'session',
      entityId: sessionId,
      before: { userAgent: row.userAgent, ip: row.ip },
    });
  });
}
