import { isAction, type MenuNode, type menusApi, permissionKeyOf, walkMenu } from '@atrium/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { menus, roleMenus, roles } from './admin.tables.js';
import { ADMINISTRATOR_ROLE_CODE } from './role-grants.js';

/**
 * The resources editor: changes to the global menu/oper tree (everyone's routes and grants hang
 * on it). Rules: permission keys stay unique; an entry never moves under itself or a descendant;
 * opers sit under menus and are only sorted within their own menu; catalogue entries (which the
 * code maps screens and permissions to) keep their key and path and can't be deleted — hide them
 * instead. Every write is audited in the same transaction, under the acting organization.
 */

type MenuRow = typeof menus.$inferSelect;

/** Permission keys of the catalogue: the entries the code depends on. */
const BUILT_IN_KEYS: ReadonlySet<string> = new Set(
  [...walkMenu()].flatMap(({ entry }) => [
    entry.key,
    ...(entry.opers ?? []).map((oper) => permissionKeyOf({ type: 'oper', key: oper }, entry.key)),
  ]),
);

export const isBuiltInMenu = (row: Pick<MenuRow, 'permissionKey'>) => BUILT_IN_KEYS.has(row.permissionKey);

function toNode(row: MenuRow): MenuNode {
  return {
    id: row.id,
    parentId: row.parentId,
    type: row.type,
    key: row.key,
    permissionKey: row.permissionKey,
    titleZh: row.title,
    titleEn: row.titleEn,
    path: row.path,
    sort: row.sort,
    icon: row.icon,
    hidden: row.hidden,
    builtIn: isBuiltInMenu(row),
  };
}

/** What an audit entry keeps of an entry. */
const snapshot = (row: MenuRow) => {
  const { id: _id, ...rest } = row;
  return rest as Record<string, unknown>;
};

const allRows = (db: Db) =>
  db.select().from(menus).orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));

/** GET /erp/admin/menu/tree. */
export async function listMenuNodes(db: Db): Promise<MenuNode[]> {
  return (await allRows(db)).map(toNode);
}

async function findRow(db: Db, id: number): Promise<MenuRow> {
  const [row] = await db.select().from(menus).where(eq(menus.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The menu a child goes under, or null for the top level; opers can't be parents. */
async function parentMenu(db: Db, parentId: number): Promise<MenuRow | null> {
  if (parentId === -1) return null;
  const [parent] = await db.select().from(menus).where(eq(menus.id, parentId)).limit(1);
  if (!parent) throw fieldError('parentId', 'menu.parentNotFound');
  if (parent.type !== 'menu') throw fieldError('parentId', 'menu.operParent');
  return parent;
}

function checkPath(type: MenuRow['type'], path: string): void {
  if (type === 'menu' && path === '') throw fieldError('path', 'menu.pathRequired');
  if (type === 'oper' && path !== '') throw fieldError('path', 'menu.operPath');
}

/** POST /erp/admin/menu: the new entry goes last among its siblings and to every administrator role. */
export async function createMenu(
  db: Db,
  editor: Actor,
  input: BodyOf<typeof menusApi.menuCreate>,
): Promise<MenuNode> {
  const parent = await parentMenu(db, input.parentId);
  if (input.type === 'oper' && !parent) throw fieldError('parentId', 'menu.operParent');
  if (input.type === 'menu' && isAction(input.key)) throw fieldError('key', 'menu.keyReserved');
  checkPath(input.type, input.path);
  const permissionKey = permissionKeyOf({ type: input.type, key: input.key }, parent?.key);
  const keyTaken = () => fieldError('key', 'menu.keyTaken');
  const [clash] = await db.select({ id: menus.id }).from(menus).where(eq(menus.permissionKey, permissionKey));
  if (clash) throw keyTaken();
  try {
    return await db.transaction(async (tx) => {
      const siblings = await tx
        .select({ sort: menus.sort })
        .from(menus)
        .where(eq(menus.parentId, input.parentId));
      const sort = Math.max(0, ...siblings.map((row) => row.sort)) + 1;
      const [row] = await tx
        .insert(menus)
        .values({
          parentId: input.parentId,
          type: input.type,
          key: input.key,
          permissionKey,
          title: input.titleZh,
          titleEn: input.titleEn,
          path: input.path,
          sort,
          icon: input.type === 'menu' ? input.icon : '',
          hidden: input.hidden,
        })
        .returning();
      await tx
        .insert(roleMenus)
        .select(
          tx
            .select({ roleId: roles.id, menuId: menus.id })
            .from(roles)
            .innerJoin(menus, eq(menus.id, row!.id))
            .where(eq(roles.code, ADMINISTRATOR_ROLE_CODE)),
        )
        .onConflictDoNothing();
      await recordAudit(tx, {
        ...audited(editor),
        action: 'create',
        entityId: row!.id,
        after: snapshot(row!),
      });
      return toNode(row!);
    });
  } catch (error) {
    // Two administrators adding the same key at once: the unique index decides.
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

const audited = (editor: Actor) => ({ ...editor, entity: 'menu' });

/** PUT /erp/admin/menu/:id: titles, icon, hidden; the path only of an entry that is not built in. */
export async function updateMenu(
  db: Db,
  editor: Actor,
  id: number,
  input: BodyOf<typeof menusApi.menuUpdate>,
): Promise<MenuNode> {
  const before = await findRow(db, id);
  const path = input.path ?? before.path;
  if (path !== before.path) {
    if (isBuiltInMenu(before)) throw fieldError('path', 'menu.builtInPath');
    checkPath(before.type, path);
  }
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(menus)
      .set({
        title: input.titleZh,
        titleEn: input.titleEn,
        path,
        icon: before.type === 'menu' ? input.icon : '',
        hidden: input.hidden,
      })
      .where(eq(menus.id, id))
      .returning();
    await recordAudit(tx, {
      ...audited(editor),
      action: 'update',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return toNode(after!);
  });
}

/** Ids of an entry and everything below it. */
function subtreeIds(rows: readonly MenuRow[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

/**
 * PUT /erp/admin/menu/:id/move: puts the entry at `index` among the children of `parentId` and
 * renumbers them 1..n. Answers the new parent's children in order.
 */
export async function moveMenu(
  db: Db,
  editor: Actor,
  id: number,
  input: BodyOf<typeof menusApi.menuMove>,
): Promise<MenuNode[]> {
  return db.transaction(async (tx) => {
    const rows = await allRows(tx);
    const moving = rows.find((row) => row.id === id);
    if (!moving) throw notFound();
    if (moving.type === 'oper' && input.parentId !== moving.parentId)
      throw fieldError('parentId', 'menu.operMove');
    if (subtreeIds(rows, id).has(input.parentId)) throw fieldError('parentId', 'menu.cycle');
    await parentMenu(tx, input.parentId);

    const siblings = rows.filter((row) => row.parentId === input.parentId && row.id !== id);
    siblings.splice(Math.min(input.index, siblings.length), 0, moving);
    const placed = siblings.map((row, index) => ({ ...row, parentId: input.parentId, sort: index + 1 }));
    for (const row of placed) {
      const old = rows.find((candidate) => candidate.id === row.id)!;
      if (old.sort !== row.sort || old.parentId !== row.parentId) {
        await tx.update(menus).set({ parentId: row.parentId, sort: row.sort }).where(eq(menus.id, row.id));
      }
    }
    const moved = placed.find((row) => row.id === id)!;
    if (moved.parentId !== moving.parentId || moved.sort !== moving.sort) {
      await recordAudit(tx, {
        ...audited(editor),
        action: 'update',
        entityId: id,
        before: { key: moving.key, parentId: moving.parentId, sort: moving.sort },
        after: { key: moving.key, parentId: moved.parentId, sort: moved.sort },
      });
    }
    return placed.map(toNode);
  });
}

/** DELETE /erp/admin/menu/:id: an added entry and its children; nothing built in goes. */
export async function deleteMenu(db: Db, editor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await allRows(tx);
    const target = rows.find((row) => row.id === id);
    if (!target) throw notFound();
    const ids = subtreeIds(rows, id);
    const doomed = rows.filter((row) => ids.has(row.id));
    if (doomed.some(isBuiltInMenu)) throw new AppError(400, 'menu.builtInDelete');
    await tx.delete(menus).where(inArray(menus.id, [...ids]));
    await recordAudit(tx, {
      ...audited(editor),
      action: 'delete',
      entityId: id,
      before: { ...snapshot(target), children: doomed.filter((row) => row.id !== id).map((row) => row.key) },
    });
  });
}
