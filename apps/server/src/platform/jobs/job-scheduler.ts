import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { organizations } from '../../modules/admin/admin.tables.js';
import type { Db } from '../db/database.js';
import { type Cron, parseCron } from './cron.js';
import type { NewJob } from './job-queue.js';
import { jobSchedules } from './jobs.tables.js';

/** A job kind queued on a cron schedule, declared in code by the module that handles the kind. */
export interface JobSchedule {
  /** Stable and unique: the schedule's row (renaming it starts a new schedule). */
  name: string;
  /** Five-field cron on the business clock (China Standard Time), e.g. `0 2 * * *` = 02:00 daily. */
  cron: string;
  kind: string;
  /** Each job's payload, plus `period`: the ISO instant of the period it runs for. */
  payload?: Record<string, unknown>;
  /**
   * The organizations that get a job each period (one job each), read in the claiming
   * transaction; every organization when absent.
   */
  organizations?: (db: Db) => Promise<number[]>;
}

/** The dedupe key of a schedule's job for one period. */
export const periodKey = (name: string, period: Date) => `${name}@${period.toISOString()}`;

const allOrganizations = async (db: Db) =>
  (await db.select({ id: organizations.id }).from(organizations)).map((row) => row.id);

/**
 * Runs declared schedules exactly once per period across processes sharing the database: each
 * process looks for schedules whose `next_run_at` has come, and the one whose conditional UPDATE
 * moves it on (`where next_run_at <= now`; a concurrent one re-checks the updated row and finds
 * nothing) queues the period's jobs in that same transaction, under the period as dedupe key. A
 * failure rolls the claim back, so the period stays due and the next look retries it.
 *
 * Periods missed while every process was down run once (the latest of them), not once each: a
 * nightly scan run three times in a row after an outage would only repeat itself. A schedule seen
 * for the first time, or whose cron changed, starts at its next period after now.
 */
export class JobScheduler {
  private readonly declared = new Map<string, JobSchedule & { parsed: Cron; synced: boolean }>();

  constructor(
    private readonly db: Db,
    private readonly enqueue: (job: NewJob, db: Db) => Promise<number>,
  ) {}

  /** Throws for a malformed cron or a name declared twice, at start-up rather than at run time. */
  declare(schedule: JobSchedule): void {
    if (this.declared.has(schedule.name)) throw new Error(`Job schedule ${schedule.name} is declared twice`);
    this.declared.set(schedule.name, { ...schedule, parsed: parseCron(schedule.cron), synced: false });
  }

  get size(): number {
    return this.declared.size;
  }

  /** When the earliest declared schedule next fires after `now` (undefined with none). */
  nextFiring(now: Date): Date | undefined {
    let earliest: Date | undefined;
    for (const { parsed } of this.declared.values()) {
      const next = parsed.next(now);
      if (!earliest || next < earliest) earliest = next;
    }
    return earliest;
  }

  /** Queues the jobs of every due period this process wins; answers their ids. */
  async runDue(now: Date): Promise<number[]> {
    if (this.declared.size === 0) return [];
    await this.sync(now);
    const due = await this.db
      .select({ name: jobSchedules.name })
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.name, [...this.declared.keys()]), lte(jobSchedules.nextRunAt, now)));
    const queued: number[] = [];
    for (const { name } of due) queued.push(...(await this.claim(this.declared.get(name)!, now)));
    return queued;
  }

  private async claim(schedule: JobSchedule & { parsed: Cron }, now: Date): Promise<number[]> {
    const period = schedule.parsed.previous(now);
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(jobSchedules)
        .set({ nextRunAt: schedule.parsed.next(now), lastRunAt: period, updatedAt: now })
        .where(and(eq(jobSchedules.name, schedule.name), lte(jobSchedules.nextRunAt, now)))
        .returning({ name: jobSchedules.name });
      if (claimed.length === 0) return [];
      const ids: number[] = [];
      for (const orgId of await (schedule.organizations ?? allOrganizations)(tx)) {
        const job: NewJob = {
          kind: schedule.kind,
          orgId,
          payload: { ...schedule.payload, period: period.toISOString() },
          dedupeKey: periodKey(schedule.name, period),
        };
        ids.push(await this.enqueue(job, tx));
      }
      return ids;
    });
  }

  /** Writes new schedules' rows; a changed cron restarts from its next period. */
  private async sync(now: Date): Promise<void> {
    for (const schedule of this.declared.values()) {
      if (schedule.synced) continue;
      await this.db
        .insert(jobSchedules)
        .values({
          name: schedule.name,
          cron: schedule.cron,
          nextRunAt: schedule.parsed.next(now),
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: { cron: sql`excluded.cron`, nextRunAt: sql`excluded.next_run_at`, updatedAt: now },
          setWhere: sql`${jobSchedules.cron} <> excluded.cron`,
        });
      schedule.synced = true;
    }
  }
}
