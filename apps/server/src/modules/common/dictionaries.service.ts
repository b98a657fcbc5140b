import type { DictEntry, DictType, dictionariesApi } from '@atrium/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../platform/http/bind-endpoint.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { dictItems, dictTypes } from './common.tables.js';
import { DICT_DEFAULTS } from './dict-defaults.js';

type TypeRow = typeof dictTypes.$inferSelect;
type ItemRow = typeof dictItems.$inferSelect;

const isBuiltInType = (code: string) => Object.hasOwn(DICT_DEFAULTS, code);

const audit = (tx: Db, editor: Actor, entry: Omit<Parameters<typeof recordAudit>[1], keyof Actor>) =>
  recordAudit(tx, { ...entry, ...editor });

async function itemCount(db: Db, orgId: number, code: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(dictItems)
    .where(and(eq(dictItems.orgId, orgId), eq(dictItems.type, code)));
  return row?.total ?? 0;
}

function toType(row: TypeRow, items: number): DictType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    remark: row.remark,
    enabled: row.enabled,
    builtIn: isBuiltInType(row.code),
    itemCount: items,
  };
}

function toEntry(row: ItemRow, typeId: number): DictEntry {
  return {
    id: row.id,
    typeId,
    label: row.label,
    labelEn: row.labelEn,
    value: row.value,
    color: row.color,
    sort: row.sort,
    enabled: row.enabled,
  };
}

const typeSnapshot = ({ id: _id, orgId: _org, createdAt: _c, updatedAt: _u, ...rest }: TypeRow) => rest;
const itemSnapshot = ({ id: _id, orgId: _org, ...rest }: ItemRow) => rest;

/** GET /erp/admin/dict/type/list. */
export async function listTypes(db: Db, orgId: number): Promise<DictType[]> {
  const rows = await db
    .select()
    .from(dictTypes)
    .where(eq(dictTypes.orgId, orgId))
    .orderBy(asc(dictTypes.code));
  const counts = await db
    .select({ type: dictItems.type, total: count() })
    .from(dictItems)
    .where(eq(dictItems.orgId, orgId))
    .groupBy(dictItems.type);
  const countOf = new Map(counts.map((row) => [row.type, row.total]));
  return rows.map((row) => toType(row, countOf.get(row.code) ?? 0));
}

async function findType(db: Db, orgId: number, id: number): Promise<TypeRow> {
  const [row] = await db
    .select()
    .from(dictTypes)
    .where(and(eq(dictTypes.orgId, orgId), eq(dictTypes.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** POST /erp/admin/dict/type. */
export async function createType(
  db: Db,
  editor: Actor,
  input: BodyOf<typeof dictionariesApi.dictTypeCreate>,
): Promise<DictType> {
  const taken = () => fieldError('code', 'dict.typeTaken');
  const [clash] = await db
    .select({ id: dictTypes.id })
    .from(dictTypes)
    .where(and(eq(dictTypes.orgId, editor.orgId), eq(dictTypes.code, input.code)));
  if (clash) throw taken();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dictTypes)
        .values({ orgId: editor.orgId, code: input.code, name: input.name, remark: input.remark })
        .returning();
      await audit(tx, editor, {
        action: 'create',
        entity: 'dictType',
        entityId: row!.id,
        after: typeSnapshot(row!),
      });
      return toType(row!, await itemCount(tx, editor.orgId, row!.code));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** PUT /erp/admin/dict/type/:id and the enable/disable endpoints. */
export async function updateType(
  db: Db,
  editor: Actor,
  id: number,
  change: Partial<Pick<TypeRow, 'name' | 'remark' | 'enabled'>>,
): Promise<DictType> {
  const before = await findType(db, editor.orgId, id);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(dictTypes)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(dictTypes.id, id))
      .returning();
    await audit(tx, editor, {
      action: 'update',
      entity: 'dictType',
      entityId: id,
      before: typeSnapshot(before),
      after: typeSnapshot(after!),
    });
    return toType(after!, await itemCount(tx, editor.orgId, after!.code));
  });
}

/** DELETE /erp/admin/dict/type/:id: an added type with its items; default types are refused. */
export async function deleteType(db: Db, editor: Actor, id: number): Promise<void> {
  const before = await findType(db, editor.orgId, id);
  if (isBuiltInType(before.code)) throw new AppError(400, 'dict.builtInDelete');
  await db.transaction(async (tx) => {
    const items = await tx
      .delete(dictItems)
      .where(and(eq(dictItems.orgId, editor.orgId), eq(dictItems.type, before.code)))
      .returning({ value: dictItems.value });
    await tx.delete(dictTypes).where(eq(dictTypes.id, id));
    await audit(tx, editor, {
      action: 'delete',
      entity: 'dictType',
      entityId: id,
      before: { ...typeSnapshot(before), items: items.map((item) => item.value) },
    });
  });
}

/** GET /erp/admin/dict/type/:id/items. */
export async function listItems(
  db: Db,
  orgId: number,
  typeId: number,
  query: QueryOf<typeof dictionariesApi.dictItemPage>,
) {
  const type = await findType(db, orgId, typeId);
  const filters: SQL[] = [eq(dictItems.orgId, orgId), eq(dictItems.type, type.code)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(
      or(
        ilike(dictItems.label, pattern),
        ilike(dictItems.labelEn, pattern),
        ilike(dictItems.value, pattern),
      )!,
    );
  }
  const where = and(...filters);
  const { total, totalExact } = await pageTotal(db, () =>
    db.select().from(dictItems).where(where).$dynamic(),
  );
  const rows = await db
    .select()
    .from(dictItems)
    .where(where)
    .orderBy(asc(dictItems.sort), asc(dictItems.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: rows.map((row) => toEntry(row, typeId)),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** An item of the caller's organization with the id of its type. */
async function findItem(db: Db, orgId: number, id: number): Promise<{ item: ItemRow; typeId: number }> {
  const [row] = await db
    .select({ item: dictItems, typeId: dictTypes.id })
    .from(dictItems)
    .innerJoin(dictTypes, and(eq(dictTypes.orgId, dictItems.orgId), eq(dictTypes.code, dictItems.type)))
    .where(and(eq(dictItems.orgId, orgId), eq(dictItems.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** POST /erp/admin/dict/type/:id/items: last in the type unless a sort is given. */
export async function createItem(
  db: Db,
  editor: Actor,
  typeId: number,
  input: BodyOf<typeof dictionariesApi.dictItemCreate>,
): Promise<DictEntry> {
  const type = await findType(db, editor.orgId, typeId);
  const taken = () => fieldError('value', 'dict.valueTaken');
  const sameType = and(eq(dictItems.orgId, editor.orgId), eq(dictItems.type, type.code));
  const siblings = await db
    .select({ value: dictItems.value, sort: dictItems.sort })
    .from(dictItems)
    .where(sameType);
  if (siblings.some((item) => item.value === input.value)) throw taken();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dictItems)
        .values({
          orgId: editor.orgId,
          type: type.code,
          label: input.label,
          labelEn: input.labelEn,
          value: input.value,
          color: input.color,
          sort: input.sort ?? Math.max(0, ...siblings.map((item) => item.sort)) + 1,
          enabled: input.enabled,
        })
        .returning();
      await audit(tx, editor, {
        action: 'create',
        entity: 'dictItem',
        entityId: row!.id,
        after: itemSnapshot(row!),
      });
      return toEntry(row!, typeId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** PUT /erp/admin/dict/item/:id and the enable/disable endpoints. */
export async function updateItem(
  db: Db,
  editor: Actor,
  id: number,
  change: Partial<Pick<ItemRow, 'label' | 'labelEn' | 'color' | 'sort' | 'enabled'>>,
): Promise<DictEntry> {
  const { item: before, typeId } = await findItem(db, editor.orgId, id);
  return db.transaction(async (tx) => {
    const [after] = await tx.update(dictItems).set(change).where(eq(dictItems.id, id)).returning();
    await audit(tx, editor, {
      action: 'update',
      entity: 'dictItem',
      entityId: id,
      before: itemSnapshot(before),
      after: itemSnapshot(after!),
    });
    return toEntry(after!, typeId);
  });
}

/** PUT /erp/admin/dict/item/:id/move: swaps with the neighbour and renumbers the type 1..n. */
export async function moveItem(db: Db, editor: Actor, id: number, direction: 'up' | 'down'): Promise<void> {
  const { item } = await findItem(db, editor.orgId, id);
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: dictItems.id, sort: dictItems.sort })
      .from(dictItems)
      .where(and(eq(dictItems.orgId, editor.orgId), eq(dictItems.type, item.type)))
      .orderBy(asc(dictItems.sort), asc(dictItems.id));
    const from = rows.findIndex((row) => row.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= rows.length) return;
    [rows[from], rows[to]] = [rows[to]!, rows[from]!];
    for (const [index, row] of rows.entries()) {
      if (row.sort !== index + 1)
        await tx
          .update(dictItems)
          .set({ sort: index + 1 })
          .where(eq(dictItems.id, row.id));
    }
    await audit(tx, editor, {
      action: 'update',
      entity: 'dictItem',
      entityId: id,
      before: { value: item.value, sort: item.sort },
      after: { value: item.value, sort: to + 1 },
    });
  });
}

/** DELETE /erp/admin/dict/item/:id. */
export async function deleteItem(db: Db, editor: Actor, id: number): Promise<void> {
  const { item } = await findItem(db, editor.orgId, id);
  await db.transaction(async (tx) => {
    await tx.delete(dictItems).where(eq(dictItems.id, id));
    await audit(tx, editor, {
      action: 'delete',
      entity: 'dictItem',
      entityId: id,
      before: itemSnapshot(item),
    });
  });
}
