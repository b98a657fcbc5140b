import { PAGE_TOTAL_EXACT_LIMIT } from '@atrium/contract';
import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** Rows to skip for a 1-based page. */
export function pageOffset(query: { pageNum: number; pageSize: number }): number {
  return (query.pageNum - 1) * query.pageSize;
}

export interface PageTotal {
  total: number;
  /** False when `total` is the planner's estimate. */
  totalExact: boolean;
}

/**
 * The total of a filtered list without counting millions of rows: counts at most `limit + 1`
 * matches, and past `limit` answers the planner's row estimate (EXPLAIN), never below `limit + 1`.
 * `matching` builds the list's select with its filters and no order, limit or offset (a fresh one
 * per call: Drizzle's builders change in place); selecting only the id lets an index answer.
 */
export async function pageTotal(
  db: Db,
  matching: () => PgSelect,
  limit: number = PAGE_TOTAL_EXACT_LIMIT,
): Promise<PageTotal> {
  const bounded = matching()
    .limit(limit + 1)
    .as('bounded');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(bounded);
  if (total <= limit) return { total, totalExact: true };
  return estimatedPageTotal(db, matching, limit);
}

/**
 * The total of a list known to hold more than `limit` records (a caller who counted a part of it
 * past the limit already): the planner's row estimate, never below `limit + 1`.
 */
export async function estimatedPageTotal(
  db: Db,
  matching: () => PgSelect,
  limit: number = PAGE_TOTAL_EXACT_LIMIT,
): Promise<PageTotal> {
  const explained = (await db.execute(sql`explain (format json) ${matching()}`)) as { rows: unknown[] };
  return { total: Math.max(plannedRows(explained.rows), limit + 1), totalExact: false };
}

/** `Plan Rows` of the top plan node from EXPLAIN (FORMAT JSON) (a JSON string or parsed, by driver). */
function plannedRows(rows: unknown[]): number {
  const first = rows[0] as Record<string, unknown> | undefined;
  const raw = first ? Object.values(first)[0] : undefined;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
