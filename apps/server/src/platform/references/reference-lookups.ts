import { and, asc, desc, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { containsPattern } from '../db/like-pattern.js';
import type { ReferenceCaller, ReferenceSource } from './reference-source.js';

/** The label expression as a selectable text. */
const labelOf = (source: ReferenceSource) => sql<string>`${source.label}`.mapWith(String);

/** Display texts of the given ids within the organization (one query); an absent id has none. */
export async function labelsOf(
  db: Db,
  source: ReferenceSource,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: source.id, label: labelOf(source) })
    .from(source.table)
    .where(and(source.records(orgId), inArray(source.id, [...ids])));
  return new Map(rows.map((row) => [Number(row.id), row.label]));
}

/** Of the given ids, those the caller may link to: records of their organization within the source's scope. */
export async function pickableIds(
  db: Db,
  source: ReferenceSource,
  caller: ReferenceCaller,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const scope = await source.scope?.(db, caller);
  const rows = await db
    .select({ id: source.id })
    .from(source.table)
    .where(and(source.records(caller.orgId), scope, inArray(source.id, [...ids])));
  return new Set(rows.map((row) => Number(row.id)));
}

export interface OptionsQuery {
  keyword?: string;
  ids?: number[];
  limit?: number;
}

/**
 * The picker's choices: with ids, those of them the caller may pick (the current value's label);
 * otherwise the newest records whose searchable columns contain the keyword.
 */
export async function referenceOptions(
  db: Db,
  source: ReferenceSource,
  caller: ReferenceCaller,
  query: OptionsQuery,
  limit: number,
): Promise<{ id: number; label: string }[]> {
  if (query.ids && query.ids.length === 0) return [];
  const terms: (SQL | undefined)[] = [source.records(caller.orgId), await source.scope?.(db, caller)];
  if (query.ids) terms.push(inArray(source.id, query.ids));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    terms.push(or(...source.search.map((column) => ilike(column, pattern))));
  }
  const rows = await db
    .select({ id: source.id, label: labelOf(source) })
    .from(source.table)
    .where(and(...terms))
    .orderBy(desc(source.id))
    .limit(query.ids ? query.ids.length : limit);
  return rows.map((row) => ({ id: Number(row.id), label: row.label }));
}

/**
 * A tree source's records the caller may pick, each with its parent (null at the top, or when the
 * parent is not among them), siblings in their order; at most `limit`.
 */
export async function referenceTreeNodes(
  db: Db,
  source: ReferenceSource & Required<Pick<ReferenceSource, 'tree'>>,
  caller: ReferenceCaller,
  limit: number,
): Promise<{ id: number; label: string; parentId: number | null }[]> {
  const rows = await db
    .select({ id: source.id, label: labelOf(source), parentId: source.tree.parent })
    .from(source.table)
    .where(and(source.records(caller.orgId), await source.scope?.(db, caller)))
    .orderBy(asc(source.tree.order), asc(source.id))
    .limit(limit);
  const ids = new Set(rows.map((row) => Number(row.id)));
  return rows.map((row) => {
    const parentId = row.parentId === null ? null : Number(row.parentId);
    return {
      id: Number(row.id),
      label: row.label,
      parentId: parentId !== null && ids.has(parentId) ? parentId : null,
    };
  });
}
