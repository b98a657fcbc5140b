import type { RecordScopes } from '@atrium/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  menus,
  ROLE_ENABLED,
  roleDataScopes,
  roleMenus,
  roles,
  userRoles,
} from '../../modules/admin/admin.tables.js';
import { ADMINISTRATOR_ROLE_CODE } from '../../modules/admin/role-grants.js';
import type { Db } from '../db/database.js';
import type { ReferenceCaller } from '../references/reference-source.js';

/**
 * The scope keys the member's roles give for a kind, or `all`. The enabled administrator role
 * sees all. A role counts only when it grants the kind's menu (a role that doesn't show the list
 * doesn't widen it); its choice, else the kind's default. Several roles: the union of their
 * scopes, `all` when any gives it. No role counting (grants changed since): the default.
 */
export async function scopeKeysOf(
  db: Db,
  caller: ReferenceCaller,
  kind: RecordScopes,
): Promise<'all' | Set<string>> {
  const rows = await db
    .select({
      administrator: sql<boolean>`${roles.code} = ${ADMINISTRATOR_ROLE_CODE}`.mapWith(Boolean),
      scope: sql<string>`coalesce(${roleDataScopes.scope}, ${kind.defaultKey})`,
    })
    .from(roles)
    .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
    .leftJoin(
      roleDataScopes,
      and(eq(roleDataScopes.roleId, roles.id), eq(roleDataScopes.resource, kind.name)),
    )
    .where(
      and(
        eq(userRoles.userId, caller.userId),
        eq(roles.orgId, caller.orgId),
        eq(roles.status, ROLE_ENABLED),
        or(
          eq(roles.code, ADMINISTRATOR_ROLE_CODE),
          sql`exists (select 1 from ${roleMenus} rm join ${menus} m on m.id = rm.menu_id
            where rm.role_id = ${roles.id} and m.permission_key = ${kind.menuKey})`,
        ),
      ),
    );
  // A stored key the kind no longer offers (a scope withdrawn) falls back to the default.
  const offered = new Set(kind.options.map((option) => option.key));
  const keys = new Set(rows.map((row) => (offered.has(row.scope) ? row.scope : kind.defaultKey)));
  if (rows.some((row) => row.administrator) || keys.has('all')) return 'all';
  return keys.size > 0 ? keys : kind.defaultKey === 'all' ? 'all' : new Set([kind.defaultKey]);
}
