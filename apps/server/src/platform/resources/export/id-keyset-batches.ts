/** Rows per database round trip of a hand-built list's export. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * A list's rows newest first (id descending), a batch at a time, each batch reading the ids below
 * the last one of the batch before: no deep OFFSET, and no transaction held across the export
 * (the embedded database has one connection). `fetch` applies the list's conditions plus
 * `id < beforeId` when given, ordered by id descending, at most `limit` rows.
 */
export async function* idKeysetBatches<T extends { id: number }>(
  signal: AbortSignal,
  fetch: (beforeId: number | undefined, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let beforeId: number | undefined;
  for (;;) {
    signal.throwIfAborted();
    const batch = await fetch(beforeId, EXPORT_BATCH_SIZE);
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH_SIZE) return;
    beforeId = batch[batch.length - 1]!.id;
  }
}
