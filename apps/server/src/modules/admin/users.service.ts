import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { revokeUserSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { fieldError } from '../../platform/http/app-error.js';
import { type UserStatus, userOrganizations, users } from './admin.tables.js';

export interface NewUser {
  username: string;
  password: string;
  name: string;
  mobile?: string;
  email?: string;
  status: UserStatus;
}

export function findUserByUsername(db: Db, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1)
    .then(([row]) => row);
}

/** Creates an account; a taken username (in any letter case) → 400 on the `username` field. */
export async function createUser(db: Db, input: NewUser): Promise<number> {
  const taken = () => fieldError('username', 'register.usernameTaken');
  if (await findUserByUsername(db, input.username)) throw taken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        passwordHash,
        name: input.name,
        mobile: input.mobile ?? '',
        email: input.email ?? '',
        status: input.status,
      })
      .returning({ id: users.id });
    return row!.id;
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

export async function addMembership(
  db: Db,
  membership: { userId: number; orgId: number; departmentId?: number | null; isDefault?: boolean },
): Promise<void> {
  await db.insert(userOrganizations).values(membership).onConflictDoNothing();
}

/** Enables or disables an account; disabling signs it out everywhere at once. */
export async function setUserStatus(db: Db, userId: number, status: UserStatus): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, userId));
    if (status !== 'enabled') await revokeUserSessions(tx, userId);
  });
}

/**
 * Changes a password after checking the current one; every other session of the user is revoked
 * so a leaked password stops working everywhere but on the device that changed it.
 */
export async function changePassword(
  db: Db,
  input: { userId: number; currentPassword: string; newPassword: string; keepSessionId?: number },
): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'password.wrongCurrent');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, input.userId));
    await revokeUserSessions(tx, input.userId, input.keepSessionId);
  });
}
