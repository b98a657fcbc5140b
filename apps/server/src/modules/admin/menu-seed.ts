import { MENU_CATALOGUE, type MenuSeed, OPER_TITLES, permissionKeyOf } from '@atrium/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { menus } from './admin.tables.js';

type MenuInsert = typeof menus.$inferInsert;

/**
 * Inserts the catalogue entries the tree lacks and records their ids in `ids` (by permission key),
 * which holds those of every entry already there. Entries that exist are left as they are: an
 * administrator may have renamed, moved or hidden them since (and their role grants hang on their
 * ids). Only missing rows are sent: sending the whole catalogue at every start took about a second.
 */
async function insertMissingMenus(db: Db, rows: MenuInsert[], ids: Map<string, number>): Promise<void> {
  const missing = rows.filter((row) => !ids.has(row.permissionKey));
  if (missing.length === 0) return;
  await db.insert(menus).values(missing).onConflictDoNothing({ target: menus.permissionKey });
  const saved = await db
    .select({ id: menus.id, permissionKey: menus.permissionKey })
    .from(menus)
    .where(
      inArray(
        menus.permissionKey,
        missing.map((row) => row.permissionKey),
      ),
    );
  for (const row of saved) ids.set(row.permissionKey, row.id);
}

function operRows(entry: MenuSeed, menuId: number): MenuInsert[] {
  return (entry.opers ?? []).map((oper, index) => ({
    parentId: menuId,
    type: 'oper' as const,
    key: oper,
    permissionKey: permissionKeyOf({ type: 'oper', key: oper }, entry.key),
    title: OPER_TITLES[oper].titleZh,
    titleEn: OPER_TITLES[oper].titleEn,
    sort: index + 1,
  }));
}

/** Seeds the global auth tree from MENU_CATALOGUE, one tree level per statement. */
export async function seedMenus(db: Db): Promise<void> {
  let level: { entry: MenuSeed; parentId: number; sort: number }[] = MENU_CATALOGUE.map((entry, index) => ({
    entry,
    parentId: -1,
    sort: index + 1,
  }));
  const existing = await db.select({ id: menus.id, permissionKey: menus.permissionKey }).from(menus);
  const ids = new Map(existing.map((row) => [row.permissionKey, row.id]));
  while (level.length > 0) {
    await insertMissingMenus(
      db,
      level.map(({ entry, parentId, sort }) => ({
        parentId,
        type: 'menu' as const,
        key: entry.key,
        permissionKey: entry.key,
        title: entry.titleZh,
        titleEn: entry.titleEn,
        path: entry.path,
        sort,
        icon: entry.icon ?? '',
        hidden: entry.hidden ?? false,
      })),
      ids,
    );
    await insertMissingMenus(
      db,
      level.flatMap(({ entry }) => operRows(entry, ids.get(entry.key)!)),
      ids,
    );
    level = level.flatMap(({ entry }) =>
      (entry.children ?? []).map((child, index) => ({
        entry: child,
        parentId: ids.get(entry.key)!,
        sort: index + 1,
      })),
    );
  }
}
