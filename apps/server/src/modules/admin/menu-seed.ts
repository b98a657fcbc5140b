import { MENU_CATALOGUE, type MenuSeed, OPER_TITLES, permissionKeyOf } from '@atrium/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { menus } from './admin.tables.js';

type MenuInsert = typeof menus.$inferInsert;

/**
 * Inserts the catalogue entries the tree lacks and answers the ids of all of them by permission
 * key. Entries that exist are left as they are: an administrator may have renamed, moved or
 * hidden them since (and their role grants hang on their ids).
 */
async function insertMissingMenus(db: Db, rows: MenuInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  await db.insert(menus).values(rows).onConflictDoNothing({ target: menus.permissionKey });
  const saved = await db
    .select({ id: menus.id, permissionKey: menus.permissionKey })
    .from(menus)
    .where(
      inArray(
        menus.permissionKey,
        rows.map((row) => row.permissionKey),
      ),
    );
  return new Map(saved.map((row) => [row.permissionKey, row.id]));
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
  while (level.length > 0) {
    const ids = await insertMissingMenus(
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
    );
    await insertMissingMenus(
      db,
      level.flatMap(({ entry }) => operRows(entry, ids.get(entry.key)!)),
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
