import type { ResourceQuery } from '@atrium/contract';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { scopeConditionOf } from '../resource-ownership.js';
import { pageWhere } from '../resource-query.js';
import { withLabels } from '../resource-references.js';
import type { ResourceStore } from '../resource-store.js';
import { exportColumns } from './export-cells.js';
import type { ExportInput, ExportSource, ListExporter } from './export-jobs.js';

const BATCH_SIZE = 2000;

/** A resource list as an exporter (export-jobs.ts): its filters and sort, every field of a record. */
export function resourceExporter(store: ResourceStore): ListExporter {
  return {
    name: store.resource.name,
    menuKey: store.resource.menuKey,
    open: (input) => openResourceExport(store, input),
  };
}

async function openResourceExport(store: ResourceStore, input: ExportInput): Promise<ExportSource> {
  const { db, requester, locale, signal } = input;
  const query = { pageNum: 1, pageSize: BATCH_SIZE, ...input.query } as ResourceQuery;
  // The requester's data scope of an owned resource, derived again when the job runs.
  const where = and(
    pageWhere(store.resource, store.columns, requester.orgId, query),
    await scopeConditionOf(db, store, requester),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(store.table).where(where);
  const columns = exportColumns(store.resource, locale);
  const batches = async function* () {
    for await (const batch of keysetBatches(db, store, where, query, signal)) {
      // A reference cell shows its record's label, not its id.
      const rows = (await withLabels(db, store.references, requester.orgId, batch)).map((row) => ({
        ...row,
        ...(row.labels as Record<string, string | null> | undefined),
      }));
      yield rows.map((row) => columns.map((column) => column.format(row[column.name])));
    }
  };
  return { header: columns.map((column) => column.title), total, batches: batches() };
}

type DbRow = Record<string, unknown>;

/**
 * The matching rows in the list's order, BATCH_SIZE at a time, each batch starting after the
 * last row of the one before (keyset paging: no deep OFFSET, no long transaction holding the
 * embedded database's only connection). Ties on the sort field are broken by id in the same
 * direction; nulls come last ascending and first descending, as PostgreSQL orders them.
 */
async function* keysetBatches(
  db: Db,
  store: ResourceStore,
  where: SQL | undefined,
  query: ResourceQuery,
  signal: AbortSignal,
): AsyncGenerator<DbRow[]> {
  const id = store.columns.id!;
  const sortField = query.sortField;
  const sort = sortField ? { column: store.columns[sortField]!, field: sortField } : undefined;
  const descending = !sort || query.sortOrder === 'desc';
  const direction = descending ? desc : asc;
  const order = sort ? [direction(sort.column), direction(id)] : [direction(id)];
  let last: DbRow | undefined;
  for (;;) {
    signal.throwIfAborted();
    const after = last ? keysetAfter(id, sort, descending, last) : undefined;
    const batch = (await db
      .select()
      .from(store.table)
      .where(and(where, after))
      .orderBy(...order)
      .limit(BATCH_SIZE)) as DbRow[];
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH_SIZE) return;
    last = batch[batch.length - 1];
  }
}

function keysetAfter(
  id: AnyPgColumn,
  sortBy: { column: AnyPgColumn; field: string } | undefined,
  descending: boolean,
  last: DbRow,
): SQL {
  const beyond = descending ? lt : gt;
  const lastId = last.id as number;
  if (!sortBy) return beyond(id, lastId);
  const sort = sortBy.column;
  const value = last[sortBy.field];
  if (value === null || value === undefined) {
    // Ascending: only more nulls follow. Descending: more nulls, then every non-null value.
    return descending
      ? or(and(isNull(sort), beyond(id, lastId)), isNotNull(sort))!
      : and(isNull(sort), beyond(id, lastId))!;
  }
  const rest = or(beyond(sort, value), and(eq(sort, value), beyond(id, lastId)))!;
  // Ascending: the nulls still come after every value.
  return descending ? rest : or(rest, isNull(sort))!;
}
