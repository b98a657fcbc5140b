import type { DownloadEntry, DownloadStatus, ExportFormat, Locale } from '@atrium/contract';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { newestFirstPage } from '../../platform/db/newest-first-page.js';
import { notFound } from '../../platform/http/app-error.js';
import type { FileAnswer } from '../../platform/http/bind-download.js';
import { translate } from '../../platform/http/messages.js';
import type { Member } from '../../platform/http/request-context.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { jobs } from '../../platform/jobs/jobs.tables.js';
import {
  type ExportPayload,
  type ExportResult,
  RESOURCE_EXPORT_JOB,
} from '../../platform/resources/export/export-jobs.js';
import { FileNotFoundError, type FileStore } from '../../platform/storage/file-store.js';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type JobRow = typeof jobs.$inferSelect;

/** The member's own exports in the organization they act in, not dismissed. */
const ownExports = (member: Member) =>
  and(
    eq(jobs.orgId, member.orgId),
    eq(jobs.userId, member.userId),
    eq(jobs.kind, RESOURCE_EXPORT_JOB),
    isNull(jobs.deletedAt),
  );

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What the owner of a failed export is told: the job keeps only its error's kind (job-queue.ts). */
const failureOf = (job: JobRow, locale: Locale) =>
  job.status === 'failed'
    ? translate(locale, job.error === 'JobRefusedError' ? 'download.refused' : 'download.failed')
    : null;

function toEntry(job: JobRow, locale: Locale): DownloadEntry {
  const payload = job.payload as unknown as ExportPayload;
  const result = job.result as ExportResult | null;
  return {
    id: job.id,
    fileName: payload.fileName,
    resource: payload.resource,
    format: payload.format,
    status: job.status as DownloadStatus,
    progress: job.progress,
    size: result?.size ?? null,
    rows: result?.rows ?? null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: iso(job.finishedAt),
    expiresAt: iso(job.expiresAt),
    failure: failureOf(job, locale),
  };
}

export async function pageDownloads(
  db: Db,
  member: Member,
  locale: Locale,
  query: { pageNum: number; pageSize: number },
) {
  const where = ownExports(member);
  const { rows, total } = await newestFirstPage(db, jobs, where, query);
  return {
    list: rows.map((row) => toEntry(row, locale)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

async function findOwn(db: Db, member: Member, id: number): Promise<JobRow> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), ownExports(member)));
  if (!job) throw notFound();
  return job;
}

/** The file of a finished export; anything else (running, failed, expired, another's) is not found. */
export async function openDownload(
  db: Db,
  files: FileStore,
  member: Member,
  id: number,
): Promise<FileAnswer> {
  const job = await findOwn(db, member, id);
  const result = job.result as ExportResult | null;
  if (job.status !== 'done' || !result) throw notFound();
  const payload = job.payload as unknown as ExportPayload;
  try {
    return {
      body: await files.read(result.fileKey),
      contentType: CONTENT_TYPES[payload.format],
      fileName: payload.fileName,
      size: result.size,
    };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound();
    throw error;
  }
}

/** Dismisses an export: cancels it if it still runs, hides it and deletes its file. */
export async function deleteDownload(
  db: Db,
  queue: JobQueue,
  files: FileStore,
  member: Member,
  id: number,
  ip: string,
): Promise<{ id: number }> {
  const job = await findOwn(db, member, id);
  if (job.status === 'queued' || job.status === 'running') await queue.cancel(id);
  await db.transaction(async (tx) => {
    await tx.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, id));
    await recordAudit(tx, {
      orgId: member.orgId,
      userId: member.userId,
      action: 'delete',
      entity: 'download',
      entityId: id,
      before: toEntry(job, 'en'),
      ip,
    });
  });
  const result = job.result as ExportResult | null;
  if (result) await files.remove(result.fileKey);
  return { id };
}

/**
 * Removes the files of exports past their keeping time and marks them expired (run periodically
 * by the job queue; safe in several processes at once).
 */
export async function sweepExpiredExports(db: Db, files: FileStore): Promise<number> {
  const expired = await db
    .update(jobs)
    .set({ status: 'expired' })
    .where(and(eq(jobs.kind, RESOURCE_EXPORT_JOB), eq(jobs.status, 'done'), lte(jobs.expiresAt, sql`now()`)))
    .returning({ result: jobs.result });
  for (const { result } of expired) {
    const fileKey = (result as ExportResult | null)?.fileKey;
    if (fileKey) await files.remove(fileKey);
  }
  return expired.length;
}
