import type { Db } from './database.js';

const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared query (Drizzle `.prepare(name)`) built on its first use on a database handle and kept
 * for that handle: for hot queries every call runs, so they are neither built nor planned per call.
 * `name` names the statement on the connection, so one name must always mean one statement.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let byName = preparedByDb.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDb.set(db, byName);
  }
  if (!byName.has(name)) byName.set(name, prepare(name));
  return byName.get(name) as T;
}
