import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { jobs } from '../../../platform/jobs/jobs.tables.js';
import { businessHour, privateSeaClock, startOfBusinessDay } from './private-sea-clock.js';
import { runRecall } from './recall.service.js';

export const RECALL_JOB_KIND = 'crm.privateSeaRecall';
/** The daily run starts at the first check from 02:00 (business clock), when nobody works. */
export const RECALL_HOUR = 2;
const CHECK_EVERY_MS = 15 * 60_000;
/** Organizations with an enabled live rule. */
const sqlOrganizationsWithRules = sql`select distinct org_id from private_sea_rules where enabled and deleted_at is null`;

/**
 * Queues today's recall for each organization with an enabled rule that has none yet (a job row
 * per organization and day: the job list shows it, and several processes queue it only once in
 * practice; a second run the same day would find nothing left to recall anyway).
 */
export async function enqueueDueRecalls(
  queue: JobQueue,
  db: Db,
  now = privateSeaClock.now(),
): Promise<number[]> {
  if (businessHour(now) < RECALL_HOUR) return [];
  // The business day the run is for (on the private-sea clock, not the row's insert time).
  const day = startOfBusinessDay(now).toISOString();
  const { rows } = (await db.execute(sqlOrganizationsWithRules)) as { rows: { org_id: number }[] };
  const queued: number[] = [];
  for (const orgId of rows.map((row) => Number(row.org_id))) {
    const [already] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(eq(jobs.kind, RECALL_JOB_KIND), eq(jobs.orgId, orgId), sql`${jobs.payload}->>'day' = ${day}`),
      )
      .limit(1);
    if (!already) queued.push(await queue.enqueue({ kind: RECALL_JOB_KIND, orgId, payload: { day } }));
  }
  return queued;
}

/** The recall job's handler, and the periodic check that queues it once a day. */
export function scheduleRecall(app: FastifyInstance, db: Db): void {
  app.jobs.register(RECALL_JOB_KIND, async ({ job, db: jobDb }) => {
    const result = await runRecall(jobDb, { orgId: job.orgId, now: privateSeaClock.now(), dryRun: false });
    return { recalled: result.total, owners: result.owners.length };
  });
  app.jobs.every(CHECK_EVERY_MS, () => enqueueDueRecalls(app.jobs, db));
}
