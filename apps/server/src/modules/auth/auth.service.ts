import type { authApi } from '@atrium/contract';
import { asc, desc, eq } from 'drizzle-orm';
import {
  assertMayAttempt,
  type LoginAttempt,
  recordLoginFailure,
  recordSignIn,
  usernameKey,
} from '../../platform/auth/login-throttle.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { createSession, revokeSession } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import { organizations, userOrganizations } from '../admin/admin.tables.js';
import { findOrganizationByCode, findOrganizationByInviteCode } from '../admin/organizations.service.js';
import { addMembership, createUser, findUserByUsername } from '../admin/users.service.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Signs in. Wrong password and unknown user answer the same message after the same work; a
 * pending or disabled account is only told so after a correct password. Failures are braked per
 * name and address (platform/auth/login-throttle.ts).
 */
export async function login(db: Db, input: BodyOf<typeof authApi.login>, client: ClientInfo) {
  const user = await findUserByUsername(db, input.username);
  const attempt: LoginAttempt = { key: usernameKey(input.username), address: client.ip, userId: user?.id };
  await assertMayAttempt(db, attempt);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await recordLoginFailure(db, attempt);
    throw new AppError(400, 'login.invalidCredentials');
  }
  if (user.status === 'pending') throw new AppError(403, 'login.pending');
  if (user.status === 'disabled') throw new AppError(403, 'login.disabled');

  const orgId = await chooseOrganization(db, user.id, input.corpId);
  if (orgId === undefined) throw new AppError(403, 'login.noOrganization');
  const session = await createSession(db, { userId: user.id, orgId, ...client });
  await recordSignIn(db, { ...attempt, userId: user.id });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    userId: user.id,
    organizationId: orgId,
  };
}

/** The organization of the sign-in link (`corpId`) if the user belongs to it, else their default one. */
async function chooseOrganization(db: Db, userId: number, corpId: string | undefined) {
  const memberships = await db
    .select({ id: organizations.id, code: organizations.code })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.orgId))
    .where(eq(userOrganizations.userId, userId))
    .orderBy(desc(userOrganizations.isDefault), asc(organizations.id));
  const linked = corpId ? memberships.find((org) => org.code === corpId) : undefined;
  return (linked ?? memberships[0])?.id;
}

export function logout(db: Db, sessionId: number): Promise<void> {
  return revokeSession(db, sessionId);
}

/** Self-registration by invitation code: a pending account an administrator must enable. */
export async function register(db: Db, input: BodyOf<typeof authApi.register>) {
  const organization = await findOrganizationByInviteCode(db, input.inviteCode);
  if (!organization) throw fieldError('inviteCode', 'register.inviteCodeInvalid');
  await db.transaction(async (tx) => {
    const userId = await createUser(tx, { ...input, status: 'pending' });
    await addMembership(tx, { userId, orgId: organization.id, isDefault: true });
  });
  return { username: input.username, organizationName: organization.name, status: 'pending' as const };
}

/** The public name behind a sign-in link's organization code, or null. */
export async function corpInfo(db: Db, code: string) {
  const organization = await findOrganizationByCode(db, code);
  return organization ? { name: organization.name, code: organization.code } : null;
}
