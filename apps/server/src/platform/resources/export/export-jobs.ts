import {
  type Access,
  EXPORT_KEEP_DAYS,
  type ExportFormat,
  formatBusinessDateTime,
  type Locale,
  menuTitleOf,
} from '@atrium/contract';
import type { Db } from '../../db/database.js';
import { type JobContext, type JobQueue, JobRefusedError } from '../../jobs/job-queue.js';
import { mayStillRun } from './export-requester.js';
import { type RowBatches, writeCsv, writeXlsx } from './export-writers.js';

/**
 * Every export (resource lists and hand-built lists alike) is one job kind, so the download center
 * lists them all. An exporter is looked up by name when the job runs, in any process and long
 * after the request: it gets the requester's organization and user, never a scope computed at
 * request time, and derives what they may see again.
 */
export const RESOURCE_EXPORT_JOB = 'resource.export';

/** Who asked for the export (from the job row). */
export interface ExportRequester {
  orgId: number;
  userId: number;
}

export interface ExportInput {
  db: Db;
  requester: ExportRequester;
  /** The list's filters and sort as the export endpoint parsed them (JSON). */
  query: Record<string, unknown>;
  locale: Locale;
  signal: AbortSignal;
}

/** An opened export: its header row, how many rows to expect (for progress) and the rows. */
export interface ExportSource {
  header: string[];
  total: number;
  batches: RowBatches;
}

export interface ListExporter {
  /** Unique per app; the download center shows it as the entry's `resource`. */
  name: string;
  /** The menu whose title starts the file name (客户列表_20261121120000.xlsx). */
  menuKey: string;
  open(input: ExportInput): Promise<ExportSource>;
}

/** What an export job carries: enough to run it in any process, long after the request. */
export interface ExportPayload {
  /** The exporter's name. */
  resource: string;
  format: ExportFormat;
  query: Record<string, unknown>;
  locale: Locale;
  fileName: string;
  /** The permission the export endpoint asked for; checked again when the job runs. */
  permission?: string;
}

/** What a finished export job keeps. */
export type ExportResult = {
  fileKey: string;
  size: number;
  rows: number;
};

const KEEP_MS = EXPORT_KEEP_DAYS * 24 * 3600_000;

/** The exporters each queue runs (a queue per app; tests build many apps). */
const exporters = new WeakMap<JobQueue, Map<string, ListExporter>>();

/** Makes an exporter runnable through the app's queue. */
export function registerExporter(queue: JobQueue, exporter: ListExporter): void {
  let known = exporters.get(queue);
  if (!known) {
    const byName = new Map<string, ListExporter>();
    exporters.set(queue, byName);
    known = byName;
    queue.register(RESOURCE_EXPORT_JOB, (context) => runExport(context, byName), { keepResultMs: KEEP_MS });
  }
  known.set(exporter.name, exporter);
}

/** Queues an export of what the list shows with these filters; the download center offers the file. */
export async function requestExport(
  queue: JobQueue,
  exporter: ListExporter,
  requester: ExportRequester,
  body: { format: ExportFormat } & Record<string, unknown>,
  locale: Locale,
  access: Access,
): Promise<{ jobId: number }> {
  const { format, ...query } = body;
  const stamp = formatBusinessDateTime(new Date()).replace(/\D/g, '');
  const payload: ExportPayload = {
    resource: exporter.name,
    format,
    query,
    locale,
    fileName: `${menuTitleOf(exporter.menuKey, locale) ?? exporter.name}_${stamp}.${format}`,
    ...('permission' in access ? { permission: access.permission } : {}),
  };
  const jobId = await queue.enqueue({
    kind: RESOURCE_EXPORT_JOB,
    orgId: requester.orgId,
    userId: requester.userId,
    payload: { ...payload },
  });
  return { jobId };
}

async function runExport(context: JobContext, known: Map<string, ListExporter>): Promise<ExportResult> {
  const { job, db, fileStore, signal } = context;
  const payload = job.payload as unknown as ExportPayload;
  const exporter = known.get(payload.resource);
  if (!exporter) throw new Error(`Unknown exporter ${payload.resource}`);
  if (job.userId === null) throw new Error(`Export job ${job.id} has no requester`);
  // A queued export may run long after the request: the requester must still be an enabled member
  // holding the export permission then, or a revoked right would still produce the file.
  if (!(await mayStillRun(db, job.orgId, job.userId, payload.permission))) {
    throw new JobRefusedError(`The requester of export job ${job.id} may no longer export it`);
  }
  const source = await exporter.open({
    db,
    requester: { orgId: job.orgId, userId: job.userId },
    query: payload.query,
    locale: payload.locale,
    signal,
  });
  let rows = 0;
  const batches = async function* (): RowBatches {
    for await (const batch of source.batches) {
      rows += batch.length;
      yield batch;
      await context.progress(source.total === 0 ? 99 : Math.min(99, (rows / source.total) * 100));
    }
  };
  const fileKey = `org/${job.orgId}/exports/${job.id}.${payload.format}`;
  const { size } =
    payload.format === 'csv'
      ? await writeCsv(fileStore, fileKey, source.header, batches())
      : await writeXlsx(
          fileStore,
          fileKey,
          payload.fileName.replace(/_\d+\.xlsx$/, ''),
          source.header,
          batches(),
        );
  return { fileKey, size, rows };
}
