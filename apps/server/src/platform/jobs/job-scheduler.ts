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
export interface JobSchedulerOptions {
  db: Db;
  /** Queues one job (in the claiming transaction `db`). */
  enqueue: (job: NewJob, db: Db) => Promise<number>;
  /** The clock schedules are read on. */
  now: () => Date;
  /** The longest it waits before looking again (another process may have changed things). */
  checkMs: number;
  /** Jobs were queued: the queue looks for work at once. */
  onQueued: () => void;
  logError: (error: unknown, message: string) => void;
}

export class JobScheduler {
  private readonly declared = new Map<string, JobSchedule & { parsed: Cron; synced: boolean }>();
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  /** A look under way (stop waits for it: it may be mid-transaction). */
  private looking: Promise<void> | undefined;

  constructor(private readonly options: JobSchedulerOptions) {}

  /** Throws for a malformed cron or a name declared twice, at start-up rather than at run time. */
  declare(schedule: JobSchedule): void {
    if (this.declared.has(schedule.name)) throw new Error(`Job schedule ${schedule.name} is declared twice`);
    this.declared.set(schedule.name, { ...schedule, parsed: parseCron(schedule.cron), synced: false });
    if (this.running) this.tick();
  }

  /** Looks at once (periods missed while every process was down run now), then at each firing. */
  start(): void {
    this.running = true;
    this.tick();
  }

  /** Stops looking; resolves once a look under way has finished. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.looking;
  }

  /** Looks for due schedules, then sleeps until the next firing (bounded by checkMs). */
  private tick(): void {
    clearTimeout(this.timer);
    if (!this.running || this.declared.size === 0) return;
    this.timer = setTimeout(async () => {
      this.looking = this.runDue().then(
        () => undefined,
        (error) => this.options.logError(error, 'Job schedules failed'),
      );
      await this.looking;
      this.looking = undefined;
      if (!this.running) return;
      const now = this.options.now();
      const untilNext = (this.nextFiring(now)?.getTime() ?? Number.POSITIVE_INFINITY) - now.getTime();
      this.timer = setTimeout(() => this.tick(), Math.max(0, Math.min(untilNext, this.options.checkMs)));
      this.timer.unref();
    }, 0);
    this.timer.unref();
  }

  /** When the earliest declared schedule next fires after `now` (undefined with none). */
  private nextFiring(now: Date): Date | undefined {
    let earliest: Date | undefined;
    for (const { parsed } of this.declared.values()) {
      const next = parsed.next(now);
      if (!earliest || next < earliest) earliest = next;
    }
    return earliest;
  }

  /** Queues the jobs of every period due at `now` that this process wins; answers their ids. */
  async runDue(now: Date = this.options.now()): Promise<number[]> {
    if (this.declared.size === 0) return [];
    await this.sync(now);
    const due = await this.options.db
      .select({ name: jobSchedules.name })
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.name, [...this.declared.keys()]), lte(jobSchedules.nextRunAt, now)));
    const queued: number[] = [];
    for (const { name } of due) queued.push(...(await this.claim(this.declared.get(name)!, now)));
    if (queued.length > 0) this.options.onQueued();
    return queued;
  }

  private async claim(schedule: JobSchedule & { parsed: Cron }, now: Date): Promise<number[]> {
    const period = schedule.parsed.previous(now);
    return this.options.db.transaction(async (tx) => {
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
        ids.push(await this.options.enqueue(job, tx));
      }
      return ids;
    });
  }

  /** Writes new schedules' rows; a changed cron restarts from its next period. */
  private async sync(now: Date): Promise<void> {
    for (const schedule of this.declared.values()) {
      if (schedule.synced) continue;
      await this.options.db
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
