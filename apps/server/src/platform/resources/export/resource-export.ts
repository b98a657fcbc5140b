import {
  EXPORT_KEEP_DAYS,
  type ExportFormat,
  type Locale,
  menuTitleOf,
  type ResourceExportBody,
  type ResourceQuery,
} from '@atrium/contract';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import type { Member } from '../../http/request-context.js';
import type { JobContext, JobQueue } from '../../jobs/job-queue.js';
import { pageWhere } from '../resource-query.js';
import type { ResourceStore } from '../resource-store.js';
import { exportColumns, formatDateTime } from './export-cells.js';
import { type RowBatches, writeCsv, writeXlsx } from './export-writers.js';

/** The job kind of every resource export; the download center lists these. */
export const RESOURCE_EXPORT_JOB = 'resource.export';

/** What an export job carries: enough to run it in any process, long after the request. */
export interface ExportPayload {
  resource: string;
  format: ExportFormat;
  /** The list's parsed filters and sort. */
  query: Omit<ResourceQuery, 'pageNum' | 'pageSize'>;
  locale: Locale;
  fileName: string;
}

/** What a finished export job keeps. */
export type ExportResult = {
  fileKey: string;
  size: number;
  rows: number;
};

const BATCH_SIZE = 2000;
const KEEP_MS = EXPORT_KEEP_DAYS * 24 * 3600_000;

/** The resources each queue can export (a queue per app; tests build many apps). */
const exportable = new WeakMap<JobQueue, Map<string, ResourceStore>>();

/** Makes a bound resource exportable through the app's queue. */
export function registerResourceExport(queue: JobQueue, store: ResourceStore): void {
  let stores = exportable.get(queue);
  if (!stores) {
    const known = new Map<string, ResourceStore>();
    exportable.set(queue, known);
    stores = known;
    queue.register(RESOURCE_EXPORT_JOB, (context) => runExport(context, known), { keepResultMs: KEEP_MS });
  }
  stores.set(store.resource.name, store);
}

/** Queues an export of the member's organization's records matching the list's filters. */
export async function requestExport(
  queue: JobQueue,
  store: ResourceStore,
  member: Member,
  body: ResourceExportBody,
  locale: Locale,
): Promise<{ jobId: number }> {
  const { format, ...query } = body;
  const stamp = formatDateTime(new Date()).replace(/\D/g, '');
  const payload: ExportPayload = {
    resource: store.resource.name,
    format,
    query,
    locale,
    fileName: `${menuTitleOf(store.resource.menuKey, locale) ?? store.resource.name}_${stamp}.${format}`,
  };
  const jobId = await queue.enqueue({
    kind: RESOURCE_EXPORT_JOB,
    orgId: member.orgId,
    userId: member.userId,
    payload: { ...payload },
  });
  return { jobId };
}

async function runExport(context: JobContext, stores: Map<string, ResourceStore>): Promise<ExportResult> {
  const { job, db, fileStore } = context;
  const payload = job.payload as unknown as ExportPayload;
  const store = stores.get(payload.resource);
  if (!store) throw new Error(`Unknown export resource ${payload.resource}`);
  const query = { pageNum: 1, pageSize: BATCH_SIZE, ...payload.query } as ResourceQuery;
  const where = pageWhere(store.resource, store.columns, job.orgId, query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(store.table).where(where);

  const columns = exportColumns(store.resource, payload.locale);
  let rows = 0;
  const batches = async function* (): RowBatches {
    for await (const batch of keysetBatches(db, store, where, query, context.signal)) {
      rows += batch.length;
      yield batch.map((row) => columns.map((column) => column.format(row[column.name])));
      await context.progress(total === 0 ? 99 : Math.min(99, (rows / total) * 100));
    }
  };
  const fileKey = `org/${job.orgId}/exports/${job.id}.${payload.format}`;
  const header = columns.map((column) => column.title);
  const { size } =
    payload.format === 'csv'
      ? await writeCsv(fileStore, fileKey, header, batches())
      : await writeXlsx(fileStore, fileKey, payload.fileName.replace(/_\d+\.xlsx$/, ''), header, batches());
  return { fileKey, size, rows };
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
