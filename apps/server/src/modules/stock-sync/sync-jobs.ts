import { WAREHOUSE_SYNC_MAX_ATTEMPTS } from '@atrium/contract/endpoints/stock-sync';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { JobSchedule } from '../../platform/jobs/job-scheduler.js';
import { stockSyncSettings } from './stock-sync.tables.js';
import { queueRetry, SYNC_RETRY_JOB, takeSyncDelivery } from './sync-intake.service.js';
import { applySyncItem } from './sync-item-apply.js';
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
      if ((await takeSyncDelivery(db, settings, delivery, 'pull', (item) => queueRetry(jobs, item))) !== null)
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
  // The first try was the webhook's (or the pull's), so the job has the remaining attempts; while
  // the item stays pending the handler throws and the queue backs off (5 s, 25 s, 125 s, …).
  queue.register(
    SYNC_RETRY_JOB,
    async ({ job, db }) => {
      const { item, retry } = await applySyncItem(db, job.orgId, Number(job.payload.itemId), 'retry');
      if (retry) throw new Error(`Sync item ${item.id} is still failing`);
      return { itemId: item.id, status: item.status };
    },
    { maxAttempts: WAREHOUSE_SYNC_MAX_ATTEMPTS - 1 },
  );
  queue.register(SYNC_PULL_JOB, ({ job, db, signal }) => pullOrganization(db, queue, job.orgId, signal));
}
