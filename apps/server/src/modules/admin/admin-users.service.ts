import type { AdminUserDetail, adminUsersApi, PermissionKey } from '@atrium/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hasPermission } from '../../platform/access/granted-menus.js';
import { recordAudit } from '../../platform/audit/record-audit.js';
import { clearSignInLocks, lockedUsernameKeys, usernameKey } from '../../platform/auth/login-throttle.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { AnswerOf, BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import {
  organizations,
  roles,
  type UserStatus,
  userOrganizations,
  userRoles,
  users,
} from './admin.tables.js';
import { addMembership, createUser, setUserStatus } from './users.service.js';

/**
 * Accounts as the organization's administrators manage them. A user is visible only while a
 * member of the caller's organization; roles are those of that organization; other memberships
 * are touched only in organizations where the caller holds the same permission.
 */

type UserRow = typeof users.$inferSelect;

async function findMember(db: Db, orgId: number, userId: number): Promise<UserRow> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(userOrganizations, eq(userOrganizations.userId, users.id))
    .where(and(eq(users.id, userId), eq(userOrganizations.orgId, orgId)))
    .limit(1);
  if (!row) throw notFound();
  return row.user;
}

/** Organizations of the caller where they hold `key` (where they may manage users that way). */
async function managedOrganizations(db: Db, member: Member, key: PermissionKey) {
  const memberships = await db
    .select({ id: organizations.id, name: organizations.name, code: organizations.code })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.orgId))
    .where(eq(userOrganizations.userId, member.userId))
    .orderBy(asc(organizations.id));
  const allowed = await Promise.all(
    memberships.map((org) => org.id === member.orgId || hasPermission(db, member.userId, org.id, key)),
  );
  return memberships.filter((_, index) => allowed[index]);
}

/** The wanted memberships among `managed`: always the current organization; others must be managed. */
function wantedOrganizations(member: Member, managed: { id: number }[], requested: readonly number[]) {
  const managedIds = new Set(managed.map((org) => org.id));
  for (const id of requested) {
    if (!managedIds.has(id)) throw fieldError('organizationIds', 'adminUser.organizationNotManaged');
  }
  return new Set([member.orgId, ...requested]);
}

async function assertOwnRoles(db: Db, orgId: number, roleIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), inArray(roles.id, unique)));
  if (found.length !== unique.length) throw fieldError('roleIds', 'adminUser.roleNotFound');
  return unique.sort((a, b) => a - b);
}

async function roleIdsIn(db: Db, orgId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.orgId, orgId)))
    .orderBy(asc(roles.id));
  return rows.map((row) => row.id);
}

async function organizationIdsOf(db: Db, userId: number, among: ReadonlySet<number>): Promise<number[]> {
  const rows = await db
    .select({ orgId: userOrganizations.orgId })
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, userId))
    .orderBy(asc(userOrganizations.orgId));
  return rows.map((row) => row.orgId).filter((id) => among.has(id));
}

async function toDetail(db: Db, member: Member, row: UserRow): Promise<AdminUserDetail> {
  const managed = await managedOrganizations(db, member, 'adminUserList:get');
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    status: row.status,
    roleIds: await roleIdsIn(db, member.orgId, row.id),
    organizationIds: await organizationIdsOf(db, row.id, new Set(managed.map((org) => org.id))),
    locked: (await lockedUsernameKeys(db, [usernameKey(row.username)])).size > 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an audit entry keeps of an account (never the password hash). */
async function auditedState(db: Db, member: Member, row: UserRow) {
  const { roleIds, organizationIds } = await toDetail(db, member, row);
  return {
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    status: row.status,
    roleIds,
    organizationIds,
  };
}

const auditOf = (member: Member, userId: number) => ({
  orgId: member.orgId,
  userId: member.userId,
  entity: 'adminUser',
  entityId: userId,
});

export async function adminUserOptions(
  db: Db,
  member: Member,
): Promise<AnswerOf<typeof adminUsersApi.adminUserOptions>> {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name, code: roles.code })
    .from(roles)
    .where(eq(roles.orgId, member.orgId))
    .orderBy(asc(roles.id));
  return { roles: roleRows, organizations: await managedOrganizations(db, member, 'adminUserList:add') };
}

export async function getAdminUser(db: Db, member: Member, id: number): Promise<AdminUserDetail> {
  return toDetail(db, member, await findMember(db, member.orgId, id));
}

export async function createAdminUser(
  db: Db,
  member: Member,
  body: BodyOf<typeof adminUsersApi.adminUserCreate>,
): Promise<AdminUserDetail> {
  const roleIds = await assertOwnRoles(db, member.orgId, body.roleIds);
  const managed = await managedOrganizations(db, member, 'adminUserList:add');
  const orgIds = wantedOrganizations(member, managed, body.organizationIds);
  const userId = await db.transaction(async (tx) => {
    const id = await createUser(tx, { ...body, status: 'enabled' });
    for (const orgId of orgIds) {
      await addMembership(tx, { userId: id, orgId, isDefault: orgId === member.orgId });
    }
    if (roleIds.length > 0)
      await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
    const row = await findMember(tx, member.orgId, id);
    await recordAudit(tx, {
      ...auditOf(member, id),
      action: 'create',
      after: { username: row.username, ...(await auditedState(tx, member, row)) },
    });
    return id;
  });
  return getAdminUser(db, member, userId);
}

export async function updateAdminUser(
  db: Db,
  member: Member,
  id: number,
  body: BodyOf<typeof adminUsersApi.adminUserUpdate>,
): Promise<AdminUserDetail> {
  const before = await findMember(db, member.orgId, id);
  const roleIds = await assertOwnRoles(db, member.orgId, body.roleIds);
  const managed = await managedOrganizations(db, member, 'adminUserList:update');
  const wanted = body.organizationIds && wantedOrganizations(member, managed, body.organizationIds);
  if (id === member.userId) await assertKeepsOwnRoles(db, member, roleIds);
  await db.transaction(async (tx) => {
    const stateBefore = await auditedState(tx, member, before);
    await tx
      .update(users)
      .set({ name: body.name, mobile: body.mobile, email: body.email, updatedAt: new Date() })
      .where(eq(users.id, id));
    await replaceRoles(tx, member.orgId, id, roleIds);
    if (wanted) {
      const current = await organizationIdsOf(tx, id, new Set(managed.map((org) => org.id)));
      for (const orgId of current.filter((orgId) => !wanted.has(orgId)))
        await leaveOrganization(tx, id, orgId);
      for (const orgId of wanted)
        if (!current.includes(orgId)) await addMembership(tx, { userId: id, orgId });
    }
    const after = await auditedState(tx, member, await findMember(tx, member.orgId, id));
    await recordAudit(tx, { ...auditOf(member, id), action: 'update', before: stateBefore, after });
  });
  return getAdminUser(db, member, id);
}

/**
 * Someone editing their own account keeps their roles: otherwise an administrator could lock
 * themself out (or a role editor widen their own grants) through the user form. Another
 * administrator may change them. (The current organization is always kept: wantedOrganizations.)
 */
async function assertKeepsOwnRoles(db: Db, member: Member, roleIds: readonly number[]): Promise<void> {
  const held = await roleIdsIn(db, member.orgId, member.userId);
  const same = held.length === roleIds.length && held.every((roleId) => roleIds.includes(roleId));
  if (!same) throw fieldError('roleIds', 'adminUser.cannotChangeOwnRoles');
}

/** The user's roles in one organization become exactly `roleIds` (roles elsewhere stay). */
async function replaceRoles(db: Db, orgId: number, userId: number, roleIds: readonly number[]) {
  const held = await roleIdsIn(db, orgId, userId);
  if (held.length > 0) {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, held)));
  }
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

/** Ends a membership together with the roles held there. */
async function leaveOrganization(db: Db, userId: number, orgId: number) {
  await replaceRoles(db, orgId, userId, []);
  await db
    .delete(userOrganizations)
    .where(and(eq(userOrganizations.userId, userId), eq(userOrganizations.orgId, orgId)));
}

/** Enables or disables an account; disabling signs it out everywhere. Nobody disables themself. */
export async function setAdminUserStatus(
  db: Db,
  member: Member,
  id: number,
  status: Extract<UserStatus, 'enabled' | 'disabled'>,
): Promise<AdminUserDetail> {
  const before = await findMember(db, member.orgId, id);
  if (status === 'disabled' && id === member.userId) throw new AppError(400, 'adminUser.cannotDisableSelf');
  if (before.status !== status) {
    await db.transaction(async (tx) => {
      await setUserStatus(tx, id, status);
      await recordAudit(tx, {
        ...auditOf(member, id),
        action: 'update',
        before: { status: before.status },
        after: { status },
      });
    });
  }
  return getAdminUser(db, member, id);
}

/** Sets a new password and revokes every session of the user (theirs to sign in again). */
export async function resetAdminUserPassword(
  db: Db,
  member: Member,
  id: number,
  password: string,
): Promise<null> {
  await findMember(db, member.orgId, id);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    await revokeUserSessions(tx, id);
    await recordAudit(tx, { ...auditOf(member, id), action: 'update', after: { password: 'reset' } });
  });
  return null;
}

/**
 * Clears the member's sign-in locks from every address and the account brake (an owner locked out,
 * or an attack over). Audited with what was locked; an account that was not locked records nothing.
 */
export async function unlockAdminUser(
  db: Db,
  member: Member,
  id: number,
  ip: string,
): Promise<AdminUserDetail> {
  const row = await findMember(db, member.orgId, id);
  await db.transaction(async (tx) => {
    const released = await clearSignInLocks(tx, usernameKey(row.username));
    if (released.lockedAddresses.length > 0 || released.braked) {
      await recordAudit(tx, { ...auditOf(member, id), action: 'unlock', before: released, ip });
    }
  });
  return getAdminUser(db, member, id);
}
