import { MENU_CATALOGUE, type MenuSeed, OPER_TITLES, permissionKeyOf } from '@atrium/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { menus } from './admin.tables.js';

type MenuInsert = typeof menus.$inferInsert;

/** Insert-or-refresh by permission key, so every start converges on the catalogue without duplicates. */
async function upsertMenus(db: Db, rows: MenuInsert[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const saved = await db
    .insert(menus)
    .values(rows)
    .onConflictDoUpdate({
      target: menus.permissionKey,
      set: {
        parentId: sql`excluded.parent_id`,
        type: sql`excluded.type`,
        key: sql`excluded.key`,
        title: sql`excluded.title`,
        titleEn: sql`excluded.title_en`,
        path: sql`excluded.path`,
        sort: sql`excluded.sort`,
        icon: sql`excluded.icon`,
        hidden: sql`excluded.hidden`,
      },
    })
    .returning({ id: menus.id, permissionKey: menus.permissionKey });
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
    const ids = await upsertMenus(
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
    await upsertMenus(
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
