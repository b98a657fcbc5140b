import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';

/** The rows of a raw query (drizzle's execute answers `{ rows }` on both drivers). */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/** A timestamp column as the contract sends it (ISO), whatever the driver gave back. */
export const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A user's name ('' for none or a system write): who made a document. */
export async function userNameOf(db: Db, userId: number | null): Promise<string> {
  if (userId === null) return '';
  const [user] = await rowsOf<{ name: string }>(db.execute(sql`select name from users where id = ${userId}`));
  return user?.name ?? '';
}
