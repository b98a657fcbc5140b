import { childCollectionsOf, type LinesConfig, lineTotals, type Resource } from '@atrium/contract';
import { and, asc, count, eq, getTableColumns, inArray, notInArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { fieldError } from '../http/app-error.js';
import type { ReferenceRegistry } from '../references/reference-source.js';
import { assertFieldsFitColumns } from './field-nullability.js';
import { LINE_COLUMN_NAMES } from './line-columns.js';
import type { ResourceColumns } from './resource-query.js';
import {
  type ReferenceFields,
  referenceFieldsIn,
  unpickableFields,
  withLabels,
} from './resource-references.js';
import type { Actor, ResourceStore } from './resource-store.js';
import { answerValue } from './stored-value.js';

type DbRow = Record<string, unknown>;
type BodyLine = Record<string, unknown> & { id?: number };

/**
 * A module's own step on a child collection a body sends, in the record's transaction before
 * anything is written (`parentId` null on create): it may refuse a row (`fieldError` on
 * `<collection>.<n>.<field>`, so nothing changes), fill in server-set (`readOnly`) child fields in
 * `values`, and answer values for the record itself (a product's picture from its main image).
 */
export type ChildPrepare = (
  tx: Db,
  actor: Actor,
  parentId: number | null,
  planned: { bodyLines: BodyLine[]; values: DbRow[] },
) => Promise<DbRow | undefined>;

/** How a module binds one child collection: its table (spreading `lineColumns()`) and an optional step. */
export interface ChildBinding {
  table: PgTable;
  prepare?: ChildPrepare;
}

/** One child collection of a resource (its `lines`, a product's `images`) bound to its table. */
export interface ChildStore {
  name: string;
  config: LinesConfig;
  table: PgTable;
  columns: ResourceColumns;
  /** The child fields that reference other records (a product): labels answered, writes checked. */
  references: ReferenceFields;
  prepare?: ChildPrepare;
}

/**
 * Checks, at start-up, that every child collection the resource declares has a table with the line
 * columns and one per field, and that no table is bound to a collection it does not declare.
 */
export function childStoresOf(
  resource: Resource,
  bindings: Record<string, ChildBinding>,
  referenceSources?: ReferenceRegistry,
): ChildStore[] {
  const collections = childCollectionsOf(resource);
  const declared = new Set(collections.map(([name]) => name));
  for (const name of Object.keys(bindings))
    if (!declared.has(name))
      throw new Error(`${resource.name}: a table is bound to undeclared children "${name}"`);
  return collections.map(([name, config]) => {
    const binding = bindings[name];
    if (!binding)
      throw new Error(
        `${resource.name}: the resource declares ${name}; bind it with ${name === 'lines' ? 'a lineTable' : `children.${name}`}`,
      );
    const columns = getTableColumns(binding.table) as ResourceColumns;
    const missing = [...LINE_COLUMN_NAMES, ...Object.keys(config.fields)].filter(
      (column) => !columns[column],
    );
    if (missing.length > 0)
      throw new Error(`${resource.name}: its ${name} table lacks columns ${missing.join(', ')}`);
    const owner = `${resource.name}.${name}`;
    assertFieldsFitColumns(owner, config.fields, columns);
    const references = referenceFieldsIn(owner, config.fields, referenceSources);
    return { name, config, table: binding.table, columns, references, prepare: binding.prepare };
  });
}

function toChildRow(child: ChildStore, row: DbRow): DbRow {
  const fields = Object.entries(child.config.fields).map(([name, field]) => [
    name,
    answerValue(field, row[name]),
  ]);
  return { id: row.id, lineNo: row.lineNo, ...Object.fromEntries(fields) };
}

async function readChildren(db: Db, child: ChildStore, parentId: number): Promise<DbRow[]> {
  const { columns } = child;
  const rows = (await db
    .select()
    .from(child.table)
    .where(eq(columns.parentId!, parentId))
    .orderBy(asc(columns.lineNo!), asc(columns.id!))) as DbRow[];
  const orgId = rows[0]?.orgId;
  const answered = rows.map((row) => toChildRow(child, row));
  return typeof orgId === 'number' ? withLabels(db, child.references, orgId, answered) : answered;
}

/** A record's answer with each of its child collections (unchanged for a resource without any). */
export async function withChildren<R extends { id: number }>(
  db: Db,
  store: ResourceStore,
  row: R,
): Promise<R> {
  if (store.children.length === 0) return row;
  const answered: DbRow = { ...row };
  for (const child of store.children) answered[child.name] = await readChildren(db, child, row.id);
  return answered as R;
}

/** A page's rows with how many lines each has (one grouped count; lists carry no children). */
export async function withLineCounts<R extends { id: number }>(
  db: Db,
  store: ResourceStore,
  rows: R[],
): Promise<R[]> {
  const lines = store.children.find((child) => child.name === 'lines');
  if (!lines || rows.length === 0) return rows;
  const parentId = lines.columns.parentId!;
  const counts = await db
    .select({ parentId, lineCount: count() })
    .from(lines.table)
    .where(
      inArray(
        parentId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(parentId);
  const byParent = new Map(counts.map((entry) => [entry.parentId as number, entry.lineCount]));
  return rows.map((row) => ({ ...row, lineCount: byParent.get(row.id) ?? 0 }));
}

/** What a body's child collection writes: each row's values (position, computed amount). */
interface PlannedCollection {
  child: ChildStore;
  bodyLines: BodyLine[];
  values: DbRow[];
}

/** What a body's children write, and the values they set on the record (the lines' total, …). */
export interface PlannedChildren {
  collections: PlannedCollection[];
  parentValues: DbRow;
}

function planCollection(child: ChildStore, bodyLines: BodyLine[], parentValues: DbRow): PlannedCollection {
  const { amount, fields } = child.config;
  const names = Object.keys(fields).filter((name) => name !== amount?.amount && !fields[name]!.readOnly);
  const values = bodyLines.map(
    (line, index): DbRow => ({
      ...Object.fromEntries(
        names.filter((name) => line[name] !== undefined).map((name) => [name, line[name]]),
      ),
      lineNo: index + 1,
    }),
  );
  if (amount) {
    const totals = lineTotals(amount, bodyLines);
    if (totals.overflow !== null)
      throw fieldError(`${child.name}.${totals.overflow}.${amount.quantity}`, 'validation.numberOutOfRange');
    totals.amounts.forEach((value, index) => {
      values[index]![amount.amount] = value;
    });
    parentValues[amount.total] = totals.total;
  }
  return { child, bodyLines, values };
}

/**
 * The child collections a create or update body carries (those it leaves out stay as they are),
 * checked and prepared in the record's transaction: line amounts computed exactly (lineTotals),
 * reference cells pickable by the writer (a 400 on the first bad one, `lines.2.productId`), then
 * each collection's module step. Nothing is written yet, so a refusal changes nothing.
 */
export async function planChildren(
  tx: Db,
  store: ResourceStore,
  actor: Actor,
  parentId: number | null,
  body: Record<string, unknown>,
): Promise<PlannedChildren> {
  const parentValues: DbRow = {};
  const collections = store.children
    .filter((child) => Array.isArray(body[child.name]))
    .map((child) => planCollection(child, body[child.name] as BodyLine[], parentValues));
  for (const planned of collections) {
    const { child } = planned;
    if (child.references.length > 0) {
      const bad = await unpickableFields(tx, child.references, actor, planned.values);
      const index = bad.findIndex((fields) => fields.length > 0);
      if (index >= 0)
        throw fieldError(`${child.name}.${index}.${bad[index]![0]}`, 'validation.referenceMissing');
    }
    Object.assign(parentValues, await child.prepare?.(tx, actor, parentId, planned));
  }
  return { collections, parentValues };
}

async function insertChildren(tx: Db, child: ChildStore, actor: Actor, parentId: number, values: DbRow[]) {
  if (values.length === 0) return;
  await tx.insert(child.table).values(values.map((line) => ({ ...line, orgId: actor.orgId, parentId })));
}

/** A new record's children, in the record's transaction. */
export async function createChildren(tx: Db, actor: Actor, parentId: number, planned: PlannedChildren) {
  for (const { child, values } of planned.collections)
    await insertChildren(tx, child, actor, parentId, values);
}

/**
 * Replaces the collections a body sends, in the record's transaction (the record's row is locked,
 * so no other write touches its children meanwhile): a row naming one of the record's row ids
 * updates it and keeps the id, a row without an id is inserted, and the record's other rows are
 * deleted. An id that is not one of the record's rows, or that repeats, is refused with the row named.
 */
export async function replaceChildren(
  tx: Db,
  actor: Actor,
  parentId: number,
  planned: PlannedChildren,
): Promise<void> {
  for (const collection of planned.collections) await replaceCollection(tx, actor, parentId, collection);
}

async function replaceCollection(tx: Db, actor: Actor, parentId: number, planned: PlannedCollection) {
  const { child } = planned;
  const { columns } = child;
  const ofParent = and(eq(columns.parentId!, parentId), eq(columns.orgId!, actor.orgId));
  const current = new Set(
    ((await tx.select({ id: columns.id! }).from(child.table).where(ofParent)) as { id: number }[]).map(
      (line) => line.id,
    ),
  );
  const kept = new Set<number>();
  planned.bodyLines.forEach((line, index) => {
    if (line.id === undefined) return;
    const path = `${child.name}.${index}.id`;
    if (!current.has(line.id)) throw fieldError(path, 'validation.lineNotFound', { line: index + 1 });
    if (kept.has(line.id)) throw fieldError(path, 'validation.lineDuplicate', { line: index + 1 });
    kept.add(line.id);
  });
  await tx
    .delete(child.table)
    .where(kept.size > 0 ? and(ofParent, notInArray(columns.id!, [...kept])) : ofParent);
  const added: DbRow[] = [];
  for (const [index, line] of planned.bodyLines.entries()) {
    const values = planned.values[index]!;
    if (line.id === undefined) added.push(values);
    else await tx.update(child.table).set(values).where(eq(columns.id!, line.id));
  }
  await insertChildren(tx, child, actor, parentId, added);
}
