import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import type { JobSchedule } from '../../../platform/jobs/job-scheduler.js';
import { privateSeaClock } from './private-sea-clock.js';
import { organizationsWithRules, runRecall } from './recall.service.js';

export const RECALL_JOB_KIND = 'crm.privateSeaRecall';

/**
 * The daily recall: at 02:00 on the business clock, when nobody works, one job per organization
 * with an enabled rule (the job list shows it), queued once a day however many server processes
 * run; a day missed while the servers were down runs once when one starts.
 */
export const RECALL_SCHEDULE: JobSchedule = {
  name: 'crm.privateSeaRecall.daily',
  cron: '0 2 * * *',
  kind: RECALL_JOB_KIND,
  organizations: (db) => organizationsWithRules(db),
};

/** The recall job's handler (its schedule is declared in crm.module.ts). */
export function registerRecallJob(queue: JobQueue): void {
  queue.register(RECALL_JOB_KIND, async ({ job, db }) => {
    const result = await runRecall(db, { orgId: job.orgId, now: privateSeaClock.now(), dryRun: false });
    return { recalled: result.total, owners: result.owners.length };
  });
}
