import type { GrantTreeEntry, Locale } from '@atrium/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { menuTitle } from '../../platform/access/granted-menus.js';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { menus, roleMenus } from './admin.tables.js';

/** GET /erp/admin/role/grant/tree: every grantable entry (menus and their opers) in tree order. */
export async function listGrantTree(db: Db, locale: Locale): Promise<GrantTreeEntry[]> {
  const rows = await db.select().from(menus).orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    type: row.type,
    key: row.key,
    permissionKey: row.permissionKey,
    title: menuTitle(row, locale),
    hidden: row.hidden,
    sort: row.sort,
  }));
}

/**
 * The menu ids a list of permission keys stands for, closed upwards: an oper brings its menu and
 * a menu its parents, so the browser can build the route tree. An unknown key → 400.
 */
export async function menuIdsOfPermissionKeys(db: Db, keys: readonly string[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: menus.id, parentId: menus.parentId, permissionKey: menus.permissionKey })
    .from(menus);
  const byKey = new Map(rows.map((row) => [row.permissionKey, row]));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const ids = new Set<number>();
  for (const key of keys) {
    const row = byKey.get(key);
    if (!row) throw fieldError('permissionKeys', 'role.unknownPermission', { key });
    // `ids.has` also stops a corrupt parent cycle from looping forever.
    for (let id: number | undefined = row.id; id !== undefined && id !== -1 && !ids.has(id); ) {
      ids.add(id);
      id = parentOf.get(id);
    }
  }
  return ids;
}

/** The permission keys a role holds, sorted (the form audit entries and answers use). */
export async function permissionKeysOfRole(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ key: menus.permissionKey })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId));
  return rows.map((row) => row.key).sort();
}

/** The permission keys of a set of menu ids, sorted. */
export async function permissionKeysOfMenus(db: Db, menuIds: ReadonlySet<number>): Promise<string[]> {
  if (menuIds.size === 0) return [];
  const rows = await db
    .select({ key: menus.permissionKey })
    .from(menus)
    .where(inArray(menus.id, [...menuIds]));
  return rows.map((row) => row.key).sort();
}

/** Replaces a role's grants with exactly these menu ids. */
export async function replaceRoleGrants(db: Db, roleId: number, menuIds: ReadonlySet<number>): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.size > 0) {
    await db.insert(roleMenus).values([...menuIds].map((menuId) => ({ roleId, menuId })));
  }
}
