import type { DataScopeKind, Locale, RoleDataScope } from '@atrium/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { menuTitle } from '../../platform/access/granted-menus.js';
import type { DataScopeRegistry } from '../../platform/access/record-scope.js';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { menus, roleDataScopes } from './admin.tables.js';

/**
 * The role editor's data scopes (docs/architecture.md §3a "Data scopes"): per kind of record the
 * scope a role chose. Only choices other than the kind's default are stored, so a role nobody
 * touched keeps what its holders saw before.
 */

/** Every kind offering a choice, in menu order, its menu and scopes titled in the caller's locale. */
export async function dataScopeKinds(
  db: Db,
  registry: DataScopeRegistry,
  locale: Locale,
): Promise<DataScopeKind[]> {
  const kinds = [...registry.kinds.values()].filter((kind) => kind.options.length > 1);
  if (kinds.length === 0) return [];
  const menuRows = await db
    .select()
    .from(menus)
    .where(
      inArray(
        menus.permissionKey,
        kinds.map((kind) => kind.menuKey),
      ),
    )
    .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
  const order = menuRows.map((row) => row.permissionKey);
  return kinds
    .map((kind) => {
      const menu = menuRows.find((row) => row.permissionKey === kind.menuKey);
      return {
        resource: kind.name,
        menuKey: kind.menuKey,
        title: menu ? menuTitle(menu, locale) : kind.name,
        defaultScope: kind.defaultKey,
        options: kind.options.map((option) => ({ scope: option.key, label: option.label[locale] })),
      };
    })
    .sort(
      (a, b) => order.indexOf(a.menuKey) - order.indexOf(b.menuKey) || a.resource.localeCompare(b.resource),
    );
}

export async function dataScopesOfRole(db: Db, roleId: number): Promise<RoleDataScope[]> {
  return db
    .select({ resource: roleDataScopes.resource, scope: roleDataScopes.scope })
    .from(roleDataScopes)
    .where(eq(roleDataScopes.roleId, roleId))
    .orderBy(asc(roleDataScopes.resource));
}

/**
 * The choices a save keeps: each names a kind and one of its scopes (else a 400 on that entry),
 * a kind at most once; choices of the default are dropped.
 */
export function checkedDataScopes(
  registry: DataScopeRegistry,
  chosen: readonly RoleDataScope[],
): RoleDataScope[] {
  const seen = new Set<string>();
  chosen.forEach(({ resource, scope }, index) => {
    const kind = registry.kinds.get(resource);
    if (!kind || seen.has(resource)) throw fieldError(`dataScopes.${index}.resource`, 'role.unknownScope');
    if (!kind.options.some((option) => option.key === scope)) {
      throw fieldError(`dataScopes.${index}.scope`, 'role.unknownScope');
    }
    seen.add(resource);
  });
  return chosen
    .filter(({ resource, scope }) => registry.kinds.get(resource)!.defaultKey !== scope)
    .sort((a, b) => a.resource.localeCompare(b.resource));
}

/** Replaces a role's choices (already checked) in the save's transaction. */
export async function replaceRoleDataScopes(
  tx: Db,
  roleId: number,
  scopes: readonly RoleDataScope[],
): Promise<void> {
  await tx.delete(roleDataScopes).where(eq(roleDataScopes.roleId, roleId));
  if (scopes.length > 0)
    await tx.insert(roleDataScopes).values(scopes.map((entry) => ({ roleId, ...entry })));
}
