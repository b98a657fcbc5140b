import type { Db } from '../db/database.js';
import type { FileStore } from './file-store.js';

type Removal = () => Promise<void>;

/** The blobs written inside each transaction that tracks them, removed if that transaction rolls back. */
const written = new WeakMap<Db, Removal[]>();

/**
 * A transaction whose rollback also removes the blobs written inside it (a product's thumbnails):
 * the file store is not part of the database, so a refused save would otherwise leave files no
 * row names. A commit keeps them.
 */
export async function transactionRemovingBlobs<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const removals: Removal[] = [];
  try {
    return await db.transaction((tx) => {
      written.set(tx, removals);
      return work(tx);
    });
  } catch (error) {
    // Best effort: a blob that cannot be removed now is an orphan, not a reason to hide the refusal.
    await Promise.all(removals.map((remove) => remove().catch(() => undefined)));
    throw error;
  }
}

/** Marks a blob written in `tx` for removal if `tx` rolls back; outside a tracking transaction, nothing. */
export function removeIfRolledBack(tx: Db, store: FileStore, key: string): void {
  written.get(tx)?.push(() => store.remove(key));
}
