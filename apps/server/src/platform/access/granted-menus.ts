import type { Locale } from '@atrium/contract';
import { and, asc, eq, exists, getTableColumns, inArray, type Placeholder, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  menus,
  ROLE_ENABLED,
  roleMenus,
  roles,
  userOrganizations,
  userRoles,
  users,
} from '../../modules/admin/admin.tables.js';
import type { Db } from '../db/database.js';

/** A user id or organization id: a value, or a column/expression of an enclosing query. */
type IdOperand = number | AnyPgColumn | SQL;

/** Ids of the enabled roles a user holds in one organization: the source of every grant. */
function enabledRoleIds(db: Db, userId: IdOperand, orgId: IdOperand) {
  return db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(and(eq(userRoles.userId, userId), eq(roles.orgId, orgId), eq(roles.status, ROLE_ENABLED)));
}

/** The menu entries with permission `key` granted to the user's enabled roles in the organization. */
function grantsOf(db: Db, userId: IdOperand, orgId: IdOperand, key: string | Placeholder) {
  return db
    .select({ id: menus.id })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .where(and(eq(menus.permissionKey, key), inArray(roleMenus.roleId, enabledRoleIds(db, userId, orgId))));
}

/** Whether the user holds permission `key` in the organization, as a condition inside a larger query. */
export function permissionGranted(
  db: Db,
  userId: IdOperand,
  orgId: IdOperand,
  key: string | Placeholder,
): SQL {
  return exists(grantsOf(db, userId, orgId, key));
}

export async function hasPermission(db: Db, userId: number, orgId: number, key: string): Promise<boolean> {
  const [row] = await grantsOf(db, userId, orgId, key).limit(1);
  return row !== undefined;
}

/** Which of these permission keys the user holds in the organization: one query for them all. */
export async function grantedKeys(
  db: Db,
  userId: number,
  orgId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: menus.permissionKey })
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .where(
      and(
        inArray(menus.permissionKey, [...keys]),
        inArray(roleMenus.roleId, enabledRoleIds(db, userId, orgId)),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

export type MenuRow = typeof menus.$inferSelect;

/** The menu and oper entries granted to a user in one organization, in tree order. */
export function grantedMenus(db: Db, userId: number, orgId: number): Promise<MenuRow[]> {
  return db
    .selectDistinct(getTableColumns(menus))
    .from(menus)
    .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
    .where(inArray(roleMenus.roleId, enabledRoleIds(db, userId, orgId)))
    .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
}

export function menuTitle(row: Pick<MenuRow, 'title' | 'titleEn'>, locale: Locale): string {
  return locale === 'en' ? row.titleEn : row.title;
}

/** A readable name of a permission key for messages: `客户列表 / 删除`, or the key if unknown. */
export async function permissionDisplayName(db: Db, key: string, locale: Locale): Promise<string> {
  const parent = alias(menus, 'parent');
  const [row] = await db
    .select({ entry: menus, parent: { title: parent.title, titleEn: parent.titleEn } })
    .from(menus)
    .leftJoin(parent, eq(parent.id, menus.parentId))
    .where(eq(menus.permissionKey, key))
    .limit(1);
  if (!row) return key;
  const own = menuTitle(row.entry, locale);
  return row.entry.type === 'oper' && row.parent ? `${menuTitle(row.parent, locale)} / ${own}` : own;
}

/** The ids of the organization's enabled members meeting `where` (by their `userOrganizations.userId`). */
export async function enabledMemberIds(db: Db, orgId: number, where: SQL): Promise<number[]> {
  const rows = await db
    .select({ userId: userOrganizations.userId })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(and(eq(userOrganizations.orgId, orgId), eq(users.status, 'enabled'), where))
    .orderBy(asc(userOrganizations.userId));
  return rows.map(({ userId }) => userId);
}

/** The enabled members of the organization holding permission `key` (who may decide an approval). */
export function membersGranted(db: Db, orgId: number, key: string): Promise<number[]> {
  return enabledMemberIds(db, orgId, permissionGranted(db, userOrganizations.userId, orgId, key));
}
