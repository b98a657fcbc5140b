import { type MenuSeed, permissionKeyOf, walkMenu } from '@atrium/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { menus, roleMenus, roles } from './admin.tables.js';

/** The code of the role that always holds every menu entry (topped up at each start). */
export const ADMINISTRATOR_ROLE_CODE = 'administrator';

/**
 * What a role may use, by menu key: the listed oper keys of that menu (`'all'` = every oper).
 * Granting a menu also grants the menus above it, so the browser can build the route tree.
 */
export type Grants = Readonly<Record<string, readonly string[] | 'all'>>;

/** Oper sets the demo roles' grants share: looking, and working a list (with or without export). */
export const VIEW = ['query', 'get'] as const;
export const WORK = ['add', 'query', 'get', 'update', 'edit'] as const;
export const WORK_EXPORT = [...WORK, 'export'] as const;

const catalogueByKey = new Map<string, { entry: MenuSeed; parent?: MenuSeed }>(
  [...walkMenu()].map((node) => [node.entry.key, node]),
);

/** The permission keys a grant table stands for; throws on a key the catalogue doesn't have. */
export function permissionKeysOf(grants: Grants): Set<string> {
  const keys = new Set<string>();
  for (const [menuKey, opers] of Object.entries(grants)) {
    const node = catalogueByKey.get(menuKey);
    if (!node) throw new Error(`Grant names an unknown menu: ${menuKey}`);
    for (let current: MenuSeed | undefined = node.entry; current; ) {
      keys.add(current.key);
      current = catalogueByKey.get(current.key)?.parent;
    }
    const available = node.entry.opers ?? [];
    for (const oper of opers === 'all' ? available : opers) {
      if (!(available as readonly string[]).includes(oper)) {
        throw new Error(`Grant names an oper ${menuKey} does not have: ${oper}`);
      }
      keys.add(permissionKeyOf({ type: 'oper', key: oper }, menuKey));
    }
  }
  return keys;
}

export async function grantToRole(db: Db, roleId: number, grants: Grants): Promise<void> {
  const wanted = permissionKeysOf(grants);
  const rows = await db.select({ id: menus.id, permissionKey: menus.permissionKey }).from(menus);
  const values = rows
    .filter((row) => wanted.has(row.permissionKey))
    .map((row) => ({ roleId, menuId: row.id }));
  if (values.length > 0) await db.insert(roleMenus).values(values).onConflictDoNothing();
}

/** Every administrator role holds every menu entry, including entries added by a newer catalogue. */
export async function grantEverythingToAdministrators(db: Db): Promise<void> {
  await db
    .insert(roleMenus)
    .select(
      db
        .select({ roleId: roles.id, menuId: menus.id })
        .from(roles)
        .innerJoin(menus, sql`true`)
        .where(eq(roles.code, ADMINISTRATOR_ROLE_CODE)),
    )
    .onConflictDoNothing();
}
