import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { NewJob } from './job-queue.js';
import { ACTIVE_JOB, jobs } from './jobs.tables.js';

/** Inserts retry this often when the duplicate they found finished in between. */
const DEDUPE_TRIES = 5;

/**
 * Inserts a queued job; with a dedupe key, answers instead the job of the same organization, kind
 * and key still queued or running (`created: false`). The unique partial index jobs_dedupe_idx
 * decides, so concurrent inserts from several processes leave one job.
 */
export async function insertJob(
  db: Db,
  job: NewJob,
  maxAttempts: number,
): Promise<{ id: number; created: boolean }> {
  const values = {
    kind: job.kind,
    orgId: job.orgId,
    userId: job.userId ?? null,
    payload: job.payload ?? {},
    dedupeKey: job.dedupeKey ?? null,
    maxAttempts,
  };
  if (job.dedupeKey === undefined) {
    const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
    return { id: row!.id, created: true };
  }
  const sameJob = and(
    eq(jobs.orgId, job.orgId),
    eq(jobs.kind, job.kind),
    eq(jobs.dedupeKey, job.dedupeKey),
    ACTIVE_JOB,
  );
  for (let attempt = 0; attempt < DEDUPE_TRIES; attempt++) {
    const [row] = await db
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: [jobs.orgId, jobs.kind, jobs.dedupeKey], where: ACTIVE_JOB })
      .returning({ id: jobs.id });
    if (row) return { id: row.id, created: true };
    const [active] = await db.select({ id: jobs.id }).from(jobs).where(sameJob).limit(1);
    if (active) return { id: active.id, created: false };
    // The duplicate finished between the two statements: its key is free now.
  }
  throw new Error(`Could not queue ${job.kind} with dedupe key ${job.dedupeKey}`);
}
