import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/platform/db/database.js';

/**
 * Creates a test's own tables (declared once, as `pgTable`s) with the statements drizzle-kit would
 * generate for them as a migration: tables, foreign keys, indexes. Test tables stay out of the
 * real migrations (drizzle.config.ts reads `src/` only).
 */
export async function createTestTables(db: Db, tables: Record<string, PgTable>): Promise<void> {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await db.execute(sql.raw(statement));
}
