import { type LinesConfig, lineTotals, type Resource } from '@atrium/contract';
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

/** A resource's lines bound to their table (which spreads `lineColumns()`). */
export interface LineStore {
  config: LinesConfig;
  table: PgTable;
  columns: ResourceColumns;
  /** The line fields that reference other records (a product): labels answered, writes checked. */
  references: ReferenceFields;
}

/** Checks, at start-up, that a resource with lines has a line table with the line columns and one per field. */
export function lineStoreOf(
  resource: Resource,
  table: PgTable | undefined,
  referenceSources?: ReferenceRegistry,
): LineStore | undefined {
  if (!resource.lines) {
    if (table) throw new Error(`${resource.name}: a lineTable is bound but the resource declares no lines`);
    return undefined;
  }
  if (!table) throw new Error(`${resource.name}: the resource declares lines; bind it with a lineTable`);
  const columns = getTableColumns(table) as ResourceColumns;
  const missing = [...LINE_COLUMN_NAMES, ...Object.keys(resource.lines.fields)].filter(
    (name) => !columns[name],
  );
  if (missing.length > 0)
    throw new Error(`${resource.name}: its line table lacks columns ${missing.join(', ')}`);
  assertFieldsFitColumns(`${resource.name}.lines`, resource.lines.fields, columns);
  const references = referenceFieldsIn(`${resource.name}.lines`, resource.lines.fields, referenceSources);
  return { config: resource.lines, table, columns, references };
}

function toLineRow(lines: LineStore, row: DbRow): DbRow {
  const fields = Object.entries(lines.config.fields).map(([name, field]) => [
    name,
    answerValue(field, row[name]),
  ]);
  return { id: row.id, lineNo: row.lineNo, ...Object.fromEntries(fields) };
}

async function readLines(db: Db, lines: LineStore, parentId: number): Promise<DbRow[]> {
  const { columns } = lines;
  const rows = (await db
    .select()
    .from(lines.table)
    .where(eq(columns.parentId!, parentId))
    .orderBy(asc(columns.lineNo!), asc(columns.id!))) as DbRow[];
  const orgId = rows[0]?.orgId;
  const answered = rows.map((row) => toLineRow(lines, row));
  return typeof orgId === 'number' ? withLabels(db, lines.references, orgId, answered) : answered;
}

/**
 * Each line's reference values must name a record the writer may link to: a 400 on the first bad
 * cell (`lines.2.productId`), one query per source for all lines.
 */
export async function assertLineReferences(
  tx: Db,
  store: ResourceStore,
  actor: Actor,
  planned: PlannedLines | null,
): Promise<void> {
  const references = store.lines?.references ?? [];
  if (!planned || references.length === 0) return;
  const bad = await unpickableFields(tx, references, actor, planned.values);
  const index = bad.findIndex((fields) => fields.length > 0);
  if (index >= 0) throw fieldError(`lines.${index}.${bad[index]![0]}`, 'validation.referenceMissing');
}

/** A record's answer with its lines (unchanged for a resource without lines). */
export async function withLines<R extends { id: number }>(db: Db, store: ResourceStore, row: R): Promise<R> {
  if (!store.lines) return row;
  return { ...row, lines: await readLines(db, store.lines, row.id) };
}

/** A page's rows with how many lines each has (one grouped count; lists carry no lines). */
export async function withLineCounts<R extends { id: number }>(
  db: Db,
  store: ResourceStore,
  rows: R[],
): Promise<R[]> {
  const { lines } = store;
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

/** What a body's lines write: each line's values (position, computed amount) and the parent's total. */
export interface PlannedLines {
  bodyLines: BodyLine[];
  values: DbRow[];
  parentValues: DbRow;
}

/**
 * The lines a create or update body carries, with the amounts the server computes (exactly, see
 * lineTotals); null when the resource has no lines or an update leaves them as they are.
 */
export function planLines(store: ResourceStore, body: Record<string, unknown>): PlannedLines | null {
  const { lines } = store;
  if (!lines || !Array.isArray(body.lines)) return null;
  const bodyLines = body.lines as BodyLine[];
  const { amount } = lines.config;
  const names = Object.keys(lines.config.fields).filter((name) => name !== amount?.amount);
  const values = bodyLines.map(
    (line, index): DbRow => ({
      ...Object.fromEntries(
        names.filter((name) => line[name] !== undefined).map((name) => [name, line[name]]),
      ),
      lineNo: index + 1,
    }),
  );
  if (!amount) return { bodyLines, values, parentValues: {} };
  const totals = lineTotals(amount, bodyLines);
  if (totals.overflow !== null)
    throw fieldError(`lines.${totals.overflow}.${amount.quantity}`, 'validation.numberOutOfRange');
  totals.amounts.forEach((value, index) => {
    values[index]![amount.amount] = value;
  });
  return { bodyLines, values, parentValues: { [amount.total]: totals.total } };
}

async function insertLines(tx: Db, lines: LineStore, actor: Actor, parentId: number, values: DbRow[]) {
  if (values.length === 0) return;
  await tx.insert(lines.table).values(values.map((line) => ({ ...line, orgId: actor.orgId, parentId })));
}

/** A new record's lines, in the record's transaction. */
export async function createLines(
  tx: Db,
  store: ResourceStore,
  actor: Actor,
  parentId: number,
  planned: PlannedLines,
) {
  await insertLines(tx, store.lines!, actor, parentId, planned.values);
}

/**
 * Replaces a record's lines in the record's transaction (the record's row is locked, so no other
 * write touches its lines meanwhile): a line naming one of the record's line ids updates it and
 * keeps the id, a line without an id is inserted, and the record's other lines are deleted. An id
 * that is not one of the record's lines, or that repeats, is refused with the line named.
 */
export async function replaceLines(
  tx: Db,
  store: ResourceStore,
  actor: Actor,
  parentId: number,
  planned: PlannedLines,
): Promise<void> {
  const lines = store.lines!;
  const { columns } = lines;
  const ofParent = and(eq(columns.parentId!, parentId), eq(columns.orgId!, actor.orgId));
  const current = new Set(
    ((await tx.select({ id: columns.id! }).from(lines.table).where(ofParent)) as { id: number }[]).map(
      (line) => line.id,
    ),
  );
  const kept = new Set<number>();
  planned.bodyLines.forEach((line, index) => {
    if (line.id === undefined) return;
    const path = `lines.${index}.id`;
    if (!current.has(line.id)) throw fieldError(path, 'validation.lineNotFound', { line: index + 1 });
    if (kept.has(line.id)) throw fieldError(path, 'validation.lineDuplicate', { line: index + 1 });
    kept.add(line.id);
  });
  await tx
    .delete(lines.table)
    .where(kept.size > 0 ? and(ofParent, notInArray(columns.id!, [...kept])) : ofParent);
  const added: DbRow[] = [];
  for (const [index, line] of planned.bodyLines.entries()) {
    const values = planned.values[index]!;
    if (line.id === undefined) added.push(values);
    else await tx.update(lines.table).set(values).where(eq(columns.id!, line.id));
  }
  await insertLines(tx, lines, actor, parentId, added);
}
