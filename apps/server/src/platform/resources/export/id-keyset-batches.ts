import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** Rows per database round trip of a hand-built list's export. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * A list's rows newest first (id descending), a batch at a time, each batch reading the ids below
 * the last one of the batch before: no deep OFFSET, and no transaction held across the export
 * (the embedded database has one connection). `select` is the list's own select (its joins)
 * narrowed to the condition given; `idOf` reads a row's id.
 */
export async function* idKeysetBatches<Q extends PgSelect>(
  signal: AbortSignal,
  id: AnyPgColumn,
  where: SQL,
  select: (where: SQL) => Q,
  idOf: (row: Awaited<Q>[number]) => number,
): AsyncGenerator<Awaited<Q>> {
  let beforeId: number | undefined;
  for (;;) {
    signal.throwIfAborted();
    const condition = beforeId === undefined ? where : and(where, lt(id, beforeId))!;
    const batch = (await select(condition).orderBy(desc(id)).limit(EXPORT_BATCH_SIZE)) as Awaited<Q>;
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH_SIZE) return;
    beforeId = idOf(batch[batch.length - 1]!);
  }
}
