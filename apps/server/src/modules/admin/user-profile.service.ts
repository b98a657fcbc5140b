import type { AuthEntry, Locale, Role, UserInfo } from '@atrium/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { grantedMenus, type MenuRow, menuTitle } from '../../platform/access/granted-menus.js';
import type { Db } from '../../platform/db/database.js';
import type { Member } from '../../platform/http/request-context.js';
import {
  menus,
  organizations,
  roleMenus,
  roles,
  userOrganizations,
  userRoles,
  users,
} from './admin.tables.js';
import { toAuthEntry } from './auth-entry.js';

/** GET /erp/admin/user/auth: the granted menu and oper entries, titled in the caller's locale. */
export async function listGrantedEntries(db: Db, member: Member, locale: Locale): Promise<AuthEntry[]> {
  const rows = await grantedMenus(db, member.userId, member.orgId);
  return rows.map((row) => toAuthEntry(row, locale));
}

/** GET /erp/admin/user/applet/auth: the granted permission keys. */
export async function listGrantedKeys(db: Db, member: Member): Promise<string[]> {
  const rows = await grantedMenus(db, member.userId, member.orgId);
  return rows.map((row) => row.permissionKey);
}

/** GET /erp/admin/user/info: who the caller is, where, and with which roles. */
export async function getUserInfo(db: Db, member: Member, locale: Locale): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, member.userId)).limit(1);
  const memberships = await db
    .select({ id: organizations.id, name: organizations.name, code: organizations.code })
    .from(userOrganizations)
    .innerJoin(organizations, eq(organizations.id, userOrganizations.orgId))
    .where(eq(userOrganizations.userId, member.userId))
    .orderBy(desc(userOrganizations.isDefault), asc(organizations.id));
  const current = memberships.find((org) => org.id === member.orgId);
  return {
    userId: member.userId,
    username: user!.username,
    name: user!.name,
    avatar: user!.avatar,
    organizationId: member.orgId,
    organizationName: current?.name ?? '',
    organizations: memberships,
    roles: await rolesWithPermissions(db, member, locale),
  };
}

/** spec §3 Role: each granted menu is a permission whose actions are its granted oper children. */
async function rolesWithPermissions(db: Db, member: Member, locale: Locale): Promise<Role[]> {
  const held = await db
    .select({ id: roles.id, name: roles.name, describe: roles.describe, status: roles.status })
    .from(roles)
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .where(and(eq(userRoles.userId, member.userId), eq(roles.orgId, member.orgId)))
    .orderBy(asc(roles.id));
  if (held.length === 0) return [];
  const grants = await db
    .select({ roleId: roleMenus.roleId, menu: menus })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(
      inArray(
        roleMenus.roleId,
        held.map((role) => role.id),
      ),
    )
    .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
  return held.map((role) => {
    const own = grants.filter((grant) => grant.roleId === role.id).map((grant) => grant.menu);
    const permissions = own
      .filter((entry) => entry.type === 'menu')
      .map((entry) => toPermission(role.id, entry, own, locale));
    return { ...role, permissions, permissionList: permissions.map((permission) => permission.permissionId) };
  });
}

function toPermission(roleId: number, entry: MenuRow, granted: MenuRow[], locale: Locale) {
  const opers = granted.filter((child) => child.type === 'oper' && child.parentId === entry.id);
  return {
    roleId,
    permissionId: entry.key,
    permissionName: menuTitle(entry, locale),
    actions: opers.map((oper) => ({ action: oper.key, describe: menuTitle(oper, locale) })),
    actionList: opers.map((oper) => oper.key),
  };
}
