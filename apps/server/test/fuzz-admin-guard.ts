import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  menus,
  organizations,
  roleMenus,
  roles,
  userOrganizations,
  userRoles,
  users,
} from '../src/modules/admin/admin.tables.js';
import { DEMO_PASSWORD } from '../src/modules/admin/demo-seed.js';
import { loginAccountBrakes, loginFailures } from '../src/modules/auth/auth.tables.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import type { Db } from '../src/platform/db/database.js';
import { loginAs } from './harness.js';

/**
 * Keeps the fuzz signed in as an administrator who holds every permission. A case that an endpoint
 * takes as valid after all (the admin's own record set to a sample: other roles, disabled; a role
 * or a menu edited; a logout) would otherwise turn every later case into a 401 or 403 that never
 * reaches a handler. The rows that grant the admin's permissions are kept from the start and put
 * back whenever the admin's permission keys change.
 */
export interface AdminGuard {
  headers(): Record<string, string>;
  /**
   * Signs in again, restoring the admin's grants first, when the session or a permission is gone;
   * answers whether it had to.
   */
  ensure(): Promise<boolean>;
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

async function snapshot(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const memberships = await db
    .select()
    .from(userOrganizations)
    .where(eq(userOrganizations.userId, admin!.id));
  const held = await db.select().from(userRoles).where(eq(userRoles.userId, admin!.id));
  const roleIds = held.map((row) => row.roleId);
  return {
    admin: admin!,
    memberships,
    held,
    roles: await db.select().from(roles).where(inArray(roles.id, roleIds)),
    grants: await db.select().from(roleMenus).where(inArray(roleMenus.roleId, roleIds)),
    menus: await db.select().from(menus),
    organizations: await db
      .select()
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          memberships.map((row) => row.orgId),
        ),
      ),
  };
}

async function restore(db: Db, saved: Snapshot): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...saved.admin, passwordHash })
      .where(eq(users.id, saved.admin.id));
    for (const row of saved.organizations)
      await tx.insert(organizations).values(row).onConflictDoUpdate({ target: organizations.id, set: row });
    for (const row of saved.menus)
      await tx.insert(menus).values(row).onConflictDoUpdate({ target: menus.id, set: row });
    for (const row of saved.roles)
      await tx.insert(roles).values(row).onConflictDoUpdate({ target: roles.id, set: row });
    await tx.delete(userOrganizations).where(eq(userOrganizations.userId, saved.admin.id));
    await tx.insert(userOrganizations).values(saved.memberships);
    await tx.delete(userRoles).where(eq(userRoles.userId, saved.admin.id));
    await tx.insert(userRoles).values(saved.held);
    const roleIds = saved.roles.map((row) => row.id);
    await tx.delete(roleMenus).where(inArray(roleMenus.roleId, roleIds));
    await tx.insert(roleMenus).values(saved.grants);
    await tx.delete(loginFailures);
    await tx.delete(loginAccountBrakes);
  });
}

/**
 * Grants the admin's roles every key in `permissionKeys`. A few keys that endpoints ask for have no
 * entry in the menu catalogue (the tag list's import and export), so no role can hold them: an
 * entry is added here so that their handlers are fuzzed too.
 */
async function grantEverything(db: Db, permissionKeys: readonly string[]): Promise<void> {
  const wanted = [...new Set(permissionKeys)];
  const known = await db
    .select({ key: menus.permissionKey })
    .from(menus)
    .where(inArray(menus.permissionKey, wanted));
  const missing = wanted.filter((key) => !known.some((row) => row.key === key));
  if (missing.length)
    await db
      .insert(menus)
      .values(
        missing.map((key) => ({ type: 'oper' as const, key, permissionKey: key, title: key, titleEn: key })),
      );
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, admin!.id));
  const granted = await db.select({ id: menus.id }).from(menus).where(inArray(menus.permissionKey, wanted));
  await db
    .insert(roleMenus)
    .values(granted.map((menu) => ({ roleId: role!.roleId, menuId: menu.id })))
    .onConflictDoNothing();
}

export async function guardAdmin(
  app: FastifyInstance,
  db: Db,
  permissionKeys: readonly string[],
): Promise<AdminGuard> {
  await grantEverything(db, permissionKeys);
  const saved = await snapshot(db);
  let headers = await loginAs(app, 'admin');
  const keysNow = async () => {
    const response = await app.inject({ url: '/erp/admin/user/applet/auth', headers });
    return response.statusCode === 200 ? JSON.stringify(response.json().data.auth.sort()) : '';
  };
  const keys = await keysNow();
  return {
    headers: () => headers,
    async ensure() {
      if ((await keysNow()) === keys) return false;
      await restore(db, saved);
      headers = await loginAs(app, 'admin');
      if ((await keysNow()) !== keys)
        throw new Error('the fuzz could not give the admin its permissions back');
      return true;
    },
  };
}
