import type { Db } from '../../../platform/db/database.js';

/** The rows of a raw query (drizzle's execute answers `{ rows }` on both drivers). */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

/** A timestamp column as the contract sends it (ISO), whatever the driver gave back. */
export const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export type { Db };
