import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** Below this many written rows, the table's statistics and visibility map are left as they are. */
export const BULK_WRITE_ROWS = 1000;

/**
 * Marks a table's pages all-visible and refreshes its statistics after a bulk write. The embedded
 * database has no autovacuum (STACK-NOTES), so without this a freshly imported table never gets
 * index-only scans and the planner keeps guessing its size; on PostgreSQL it only runs earlier
 * than autovacuum would. VACUUM cannot run inside a transaction: call it after the commit.
 */
export async function vacuumAfterBulkWrite(db: Db, table: PgTable, rowsWritten: number): Promise<void> {
  if (rowsWritten < BULK_WRITE_ROWS) return;
  await db.execute(sql`vacuum (analyze) ${sql.identifier(getTableName(table))}`);
}
