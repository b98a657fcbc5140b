import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { registerIntakeRetry } from '../../platform/intake/apply-intake-item.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobSchedule } from '../../platform/jobs/job-scheduler.js';
import { stockSyncSettings } from './stock-sync.tables.js';
import { queueSyncRetry, takeSyncDelivery } from './sync-intake.service.js';
import { WAREHOUSE_SYNC_ITEMS } from './sync-item-apply.js';
import { adapterOf } from './warehouse-sync-adapters.js';

export const SYNC_PULL_JOB = 'stock.sync.pull';

/** Every five minutes, one pull job per organization with a warehouse to pull from. */
export const SYNC_PULL_SCHEDULE: JobSchedule = {
  name: 'stock.sync.pull.every5min',
  cron: '*/5 * * * *',
  kind: SYNC_PULL_JOB,
  organizations: async (db) => [...new Set((await pullable(db)).map((settings) => settings.orgId))],
};

const pullable = (db: Db, orgId?: number) =>
  db
    .select()
    .from(stockSyncSettings)
    .where(
      and(
        eq(stockSyncSettings.enabled, true),
        ne(stockSyncSettings.pullUrl, ''),
        orgId === undefined ? undefined : eq(stockSyncSettings.orgId, orgId),
      ),
    );

/**
 * Pulls each pullable warehouse of the organization from where its last pull stopped. The pulled
 * deliveries take the webhook's path (event ids deduplicated, items logged and applied), so a
 * window read twice applies nothing twice.
 */
export async function pullOrganization(db: Db, jobs: JobQueue, orgId: number, signal?: AbortSignal) {
  let deliveries = 0;
  for (const settings of await pullable(db, orgId)) {
    const adapter = adapterOf(settings.adapter);
    if (!adapter.pull) continue;
    const result = await adapter.pull(settings, settings.pulledUntil, signal);
    for (const delivery of result.deliveries) {
      if (
        (await takeSyncDelivery(db, settings, delivery, 'pull', (item) => queueSyncRetry(jobs, item))) !==
        null
      )
        deliveries += 1;
    }
    await db
      .update(stockSyncSettings)
      .set({ pulledUntil: result.until })
      .where(eq(stockSyncSettings.id, settings.id));
  }
  return { deliveries };
}

export function registerSyncJobs(queue: JobQueue): void {
  registerIntakeRetry(queue, WAREHOUSE_SYNC_ITEMS);
  queue.register(SYNC_PULL_JOB, ({ job, db, signal }) => pullOrganization(db, queue, job.orgId, signal));
}
