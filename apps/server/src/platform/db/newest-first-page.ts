import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';
import { pageOffset } from './page-total.js';

/**
 * One page of a caller's own rows in a small table (their notices, their exports), newest first by
 * id, with the exact total: such lists stay short, so counting them is cheap.
 */
export async function newestFirstPage<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  query: { pageNum: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { rows: rows as T['$inferSelect'][], total };
}
