import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';

/** Who asks: the organization a call acts in and the signed-in user. */
export interface ReferenceCaller {
  orgId: number;
  userId: number;
}

/**
 * Records a `reference` field may point at (`ref: '<name>'`), registered by the module owning
 * their table through its manifest (`references: [...]`). The engine reads them to answer labels,
 * to check written ids and to serve the picker's options (`GET /erp/common/reference/:source/options`).
 */
export interface ReferenceSource {
  /** Unique across modules; what a field's `ref` names: `customer`, `employee`, `department`, `user`. */
  name: string;
  table: PgTable;
  id: AnyPgColumn;
  /** The record's display text: a column or a text expression over the table. */
  label: AnyPgColumn | SQL;
  /** Columns a keyword is searched in (ILIKE contains). */
  search: readonly AnyPgColumn[];
  /** The organization's records that can be referenced at all (tenant, not deleted). */
  records: (orgId: number) => SQL;
  /**
   * What a caller may pick and write (e.g. customers within their data scope); undefined: all of
   * `records`. Labels of rows the caller already sees don't apply it.
   */
  scope?: (db: Db, caller: ReferenceCaller) => Promise<SQL | undefined>;
  /**
   * A tree (categories, departments): the column holding the parent's id and the one ordering
   * siblings. Its tree is served whole (`GET /erp/common/reference/:source/tree`) for tree pickers
   * and a list's tree filter, to every member, as the options are.
   */
  tree?: { parent: AnyPgColumn; order: AnyPgColumn };
}

/** The app's sources by name (built once from the module manifests). */
export type ReferenceRegistry = ReadonlyMap<string, ReferenceSource>;

/** The registry of the listed sources; two sources with one name is a start-up error. */
export function referenceRegistry(sources: readonly ReferenceSource[]): ReferenceRegistry {
  const byName = new Map<string, ReferenceSource>();
  for (const source of sources) {
    if (byName.has(source.name)) throw new Error(`Two reference sources are named "${source.name}"`);
    byName.set(source.name, source);
  }
  return byName;
}
