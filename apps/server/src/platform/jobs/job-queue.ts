import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pgErrorOf } from '../db/pg-error.js';
import type { FileStore } from '../storage/file-store.js';
import { insertJob } from './insert-job.js';
import { type JobSchedule, JobScheduler } from './job-scheduler.js';
import { jobs } from './jobs.tables.js';

/*
 * Why a table of our own rather than pg-boss (which ARCHITECTURE.md prefers): pg-boss 10 does run
 * on PGlite through its `db.executeSql` adapter (checked: migrate, send, work, expire and retry
 * all worked), but it has no heartbeat and no progress. A job that was running when the process
 * died is retried only once its whole `expireIn` has passed, which must be longer than the longest
 * export (minutes), and a job can't extend it, so a short expiry would run a long export twice.
 * Progress, owner and expiry of the file would need a second table kept in step with pg-boss's own
 * states. One table (jobs.tables.ts) with a heartbeat does all of it, claims with
 * FOR UPDATE SKIP LOCKED (safe across processes on PostgreSQL), and lives in our migrations.
 */

export type JobRow = typeof jobs.$inferSelect;

/** What a handler gets: its job, the shared services, and a way to report progress. */
export interface JobContext {
  job: JobRow;
  db: Db;
  fileStore: FileStore;
  /** Aborted when the job is cancelled or the process stops; long work checks it between steps. */
  signal: AbortSignal;
  /** 0–100; also a heartbeat. Throws (the signal's reason) once the job was cancelled or is stopping. */
  progress(percent: number): Promise<void>;
}

/** A handler answers the job's result (kept in `result`). */
export type JobHandler = (context: JobContext) => Promise<Record<string, unknown> | undefined>;

export interface JobKindOptions {
  /** Runs before it is marked failed (default 3); errors before that retry with back-off. */
  maxAttempts?: number;
  /** A finished job's result is kept this long (`expires_at`); forever when absent. */
  keepResultMs?: number;
}

/** Where the queue reports what went wrong (the app's logger). */
export interface JobLogger {
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  db: Db;
  fileStore: FileStore;
  log?: JobLogger;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** How often an idle worker looks for queued jobs (new jobs of this process wake it at once). */
  pollMs?: number;
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this belongs to a process that died. */
  staleMs?: number;
  /**
   * The embedded database is one process (its data dir is locked), so every job still `running`
   * at start-up was left by a process that died: re-queue them all at once.
   */
  singleProcess?: boolean;
  /** The clock schedules are read on (tests set it; claims and heartbeats use the database's). */
  now?: () => Date;
  /** The longest an idle process waits before looking for due schedules again. */
  scheduleCheckMs?: number;
  /**
   * How long stop() waits for aborted handlers to notice and hand their jobs back themselves; it
   * hands back the rest, so this only keeps a stopping process from waiting on a deaf handler.
   */
  abortWaitMs?: number;
}

export interface NewJob {
  kind: string;
  orgId: number;
  userId?: number | null;
  payload?: Record<string, unknown>;
  /**
   * While a job of the same organization, kind and key is queued or running, enqueue adds nothing
   * and answers that job's id. Once it finished (done, failed, cancelled), the key is free: the
   * same key queues new work (a schedule's period can't come twice: see job-scheduler.ts).
   */
  dedupeKey?: string;
}

/**
 * What a failed job keeps in `jobs.error`: the kind of its error (`JobRefusedError`, `SQLSTATE
 * 22P02`, `interrupted`…), never its text, which may carry SQL or values and goes to the server
 * log. Screens show the user a message chosen from the kind (the download center's `failure`).
 */
export function storedJobError(error: unknown): string {
  const pg = pgErrorOf(error);
  if (pg) return `SQLSTATE ${pg.code}`;
  return error instanceof Error ? error.name.slice(0, 100) : 'Error';
}

export class JobCancelledError extends Error {
  override name = 'JobCancelledError';
  constructor() {
    super('The job was cancelled');
  }
}
/** A job that must not run at all (e.g. its requester lost the right to it): failed at once, never retried. */
export class JobRefusedError extends Error {
  override name = 'JobRefusedError';
}
class QueueStoppingError extends Error {
  override name = 'QueueStoppingError';
}

const DEFAULTS = {
  concurrency: 2,
  pollMs: 1000,
  heartbeatMs: 5000,
  staleMs: 60_000,
  scheduleCheckMs: 60_000,
  abortWaitMs: 2000,
  now: () => new Date(),
};
/** Retry back-off: 5 s, 25 s, 125 s … capped at 10 minutes. */
const backoffMs = (attempts: number) => Math.min(5000 * 5 ** (attempts - 1), 600_000);

/**
 * A durable job queue on the `jobs` table: jobs survive restarts (a job running in a process that
 * stopped is re-queued: at once on a graceful stop, by its stale heartbeat after a crash), retry
 * with back-off, report progress and can be cancelled.
 */
export class JobQueue {
  private readonly handlers = new Map<string, { handler: JobHandler; options: JobKindOptions }>();
  private readonly periodic: { everyMs: number; task: () => Promise<unknown>; timer?: NodeJS.Timeout }[] = [];
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private readonly settings: Required<Omit<JobQueueOptions, 'db' | 'fileStore' | 'log'>>;
  private readonly scheduler: JobScheduler;
  private pollTimer: NodeJS.Timeout | undefined;
  private filling: Promise<void> | undefined;
  private refill = false;
  private started = false;
  private stopping = false;

  constructor(private readonly options: JobQueueOptions) {
    const { db: _db, fileStore: _fileStore, log: _log, ...tuning } = options;
    this.settings = { ...DEFAULTS, singleProcess: false, ...stripUndefined(tuning) };
    this.scheduler = new JobScheduler({
      db: options.db,
      enqueue: (job, db) => this.enqueue(job, db),
      now: this.settings.now,
      checkMs: this.settings.scheduleCheckMs,
      onQueued: () => this.wake(),
      logError: (error, message) => this.logError(error, message),
    });
  }

  /** Names the handler of a kind of job; only kinds registered here are claimed by this process. */
  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.handlers.set(kind, { handler, options });
    this.wake();
  }

  /** Runs `task` every `everyMs` while the queue runs (and once at start), e.g. sweeps. */
  every(everyMs: number, task: () => Promise<unknown>): void {
    this.periodic.push({ everyMs, task });
  }

  /**
   * Queues `kind` on a cron schedule: each period, one job per organization (see JobSchedule),
   * exactly once across every process on the database. Declare it before the queue starts.
   */
  schedule(schedule: JobSchedule): void {
    this.scheduler.declare(schedule);
  }

  /**
   * Queues the jobs of schedules due at `now` (the queue's clock by default) that no other process
   * queued first, and answers their ids. The queue calls it itself; tests call it to step a clock.
   */
  runDueSchedules(now?: Date): Promise<number[]> {
    return this.scheduler.runDue(now);
  }

  /**
   * Given a transaction (`db`), the job is queued only if it commits (and is claimed after it does).
   * With a dedupe key, answers the id of the same job still queued or running instead of a new one.
   */
  async enqueue(job: NewJob, db: Db = this.options.db): Promise<number> {
    const maxAttempts = this.handlers.get(job.kind)?.options.maxAttempts ?? 3;
    const { id, created } = await insertJob(db, job, maxAttempts);
    if (created) this.wake();
    return id;
  }

  /** Cancels a queued or running job (a running handler stops at its next progress report). */
  async cancel(jobId: number): Promise<boolean> {
    const rows = await this.options.db
      .update(jobs)
      .set({ status: 'cancelled', finishedAt: new Date(), heartbeatAt: null })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, ['queued', 'running'])))
      .returning({ id: jobs.id });
    this.running.get(jobId)?.controller.abort(new JobCancelledError());
    return rows.length > 0;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.reclaimStale(this.settings.singleProcess);
    this.pollTimer = setInterval(() => this.wake(), this.settings.pollMs).unref();
    // Crashed processes on a shared PostgreSQL are found by their silence.
    this.every(this.settings.staleMs, () => this.reclaimStale(false));
    for (const entry of this.periodic) this.repeat(entry);
    this.scheduler.start();
    this.wake();
  }

  /**
   * Stops claiming; running jobs get `finishWithinMs` to finish (a graceful shutdown passes its
   * grace, `app.close()` alone none), then the rest are aborted and handed back to the queue, their
   * attempt not counted, so another process (or the next start) runs them. A handler that does not
   * notice the abort within `abortWaitMs` has its job handed back all the same.
   */
  async stop({ finishWithinMs = 0 }: { finishWithinMs?: number } = {}): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    clearInterval(this.pollTimer);
    for (const entry of this.periodic) clearTimeout(entry.timer);
    // A claim under way hands its job back itself (fill) once it sees `stopping`.
    const claiming = Promise.allSettled([this.filling, this.scheduler.stop()]);
    const runningDone = () => [...this.running.values()].map((r) => r.done);
    await settledWithin(runningDone(), finishWithinMs);
    for (const { controller } of this.running.values()) {
      controller.abort(new QueueStoppingError('The queue is stopping'));
    }
    await settledWithin([claiming, ...runningDone()], this.settings.abortWaitMs);
    await Promise.allSettled([...this.running.keys()].map((jobId) => this.handBack(jobId)));
  }

  private repeat(entry: (typeof this.periodic)[number]): void {
    if (this.stopping) return;
    const run = async () => {
      try {
        await entry.task();
      } catch (error) {
        this.logError(error, 'Periodic job task failed');
      }
      if (!this.stopping) entry.timer = setTimeout(run, entry.everyMs).unref();
    };
    entry.timer = setTimeout(run, 0).unref();
  }

  /** Re-queues running jobs of dead processes (or fails them when out of attempts). */
  private async reclaimStale(all: boolean): Promise<void> {
    const stale = all
      ? eq(jobs.status, 'running')
      : and(
          eq(jobs.status, 'running'),
          lte(jobs.heartbeatAt, sql`now() - make_interval(secs => ${this.settings.staleMs / 1000})`),
        );
    await this.options.db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
        error: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'interrupted' else ${jobs.error} end`,
        finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() end`,
        heartbeatAt: null,
        runAfter: sql`now()`,
      })
      .where(stale);
  }

  /** Looks for work now (coalescing calls while a look is under way). */
  private wake(): void {
    if (!this.started || this.stopping) return;
    if (this.filling) {
      this.refill = true;
      return;
    }
    this.filling = this.fill()
      .catch((error) => this.logError(error, 'Job queue claim failed'))
      .finally(() => {
        this.filling = undefined;
        if (this.refill) {
          this.refill = false;
          this.wake();
        }
      });
  }

  private async fill(): Promise<void> {
    while (!this.stopping && this.running.size < this.settings.concurrency && this.handlers.size > 0) {
      const job = await this.claim();
      if (!job) return;
      if (this.stopping) {
        await this.handBack(job.id);
        return;
      }
      const controller = new AbortController();
      const done = this.run(job, controller).finally(() => {
        this.running.delete(job.id);
        this.wake();
      });
      this.running.set(job.id, { controller, done });
    }
  }

  private async claim(): Promise<JobRow | undefined> {
    const { db } = this.options;
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'queued'),
          lte(jobs.runAfter, sql`now()`),
          inArray(jobs.kind, [...this.handlers.keys()]),
        ),
      )
      .orderBy(jobs.runAfter, jobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        progress: 0,
        heartbeatAt: sql`now()`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
      })
      // `id = (subquery)`, not `id in (subquery)`: a scalar subquery runs once, whereas the planner
      // may run an IN subquery again per row, and with SKIP LOCKED each run picks another job, so
      // one claim took two queued jobs and ran only the first (seen with two jobs queued at once).
      .where(and(sql`${jobs.id} = (${next})`, eq(jobs.status, 'queued')))
      .returning();
    return job;
  }

  private async run(job: JobRow, controller: AbortController): Promise<void> {
    const { db, fileStore } = this.options;
    const { handler, options } = this.handlers.get(job.kind)!;
    const stillRunning = and(eq(jobs.id, job.id), eq(jobs.status, 'running'));
    /** Touches the row; a row no longer running was cancelled. */
    const touch = async (values: { progress?: number }) => {
      const rows = await db
        .update(jobs)
        .set({ ...values, heartbeatAt: sql`now()` })
        .where(stillRunning)
        .returning({ id: jobs.id });
      if (rows.length === 0) controller.abort(new JobCancelledError());
    };
    let reported = job.progress;
    const heartbeat = setInterval(
      () => touch({}).catch((error) => this.logError(error, 'Job heartbeat failed')),
      this.settings.heartbeatMs,
    );
    try {
      const result = await handler({
        job,
        db,
        fileStore,
        signal: controller.signal,
        progress: async (percent) => {
          controller.signal.throwIfAborted();
          const progress = Math.max(0, Math.min(100, Math.round(percent)));
          // At most one write per whole percent: a million-row export reports 500 times.
          if (progress === reported) return;
          reported = progress;
          await touch({ progress });
          controller.signal.throwIfAborted();
        },
      });
      controller.signal.throwIfAborted();
      // One clock reading for both: the result is kept exactly keepResultMs after it finished.
      const finishedAt = new Date();
      const expiresAt = options.keepResultMs ? new Date(finishedAt.getTime() + options.keepResultMs) : null;
      await db
        .update(jobs)
        .set({
          status: 'done',
          progress: 100,
          result: result ?? null,
          finishedAt,
          heartbeatAt: null,
          expiresAt,
        })
        .where(stillRunning);
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof JobCancelledError) return;
      if (reason instanceof QueueStoppingError) return this.handBack(job.id);
      const message = storedJobError(reason);
      const retry = job.attempts < job.maxAttempts && !(reason instanceof JobRefusedError);
      // The error itself (its text may hold SQL, paths or values) goes to the log only.
      this.logError(
        error,
        `Job ${job.id} (${job.kind}) failed, attempt ${job.attempts} of ${job.maxAttempts}${retry ? ': retried' : ''}`,
      );
      await db
        .update(jobs)
        .set(
          retry
            ? {
                status: 'queued',
                error: message,
                heartbeatAt: null,
                runAfter: new Date(Date.now() + backoffMs(job.attempts)),
              }
            : { status: 'failed', error: message, heartbeatAt: null, finishedAt: new Date() },
        )
        .where(stillRunning);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private logError(error: unknown, message: string): void {
    if (this.options.log) this.options.log.error({ err: error }, message);
    else console.error(message, error);
  }

  /** A job this process claimed but stops before finishing goes back, its attempt not counted. */
  private async handBack(jobId: number): Promise<void> {
    await this.options.db
      .update(jobs)
      .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, heartbeatAt: null, progress: 0 })
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'running')));
  }
}

/** Waits for the promises to settle, or `ms`, whichever comes first. */
async function settledWithin(promises: readonly (Promise<unknown> | undefined)[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
