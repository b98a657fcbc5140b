import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, users } from '../../modules/admin/admin.tables.js';

/** queued → running → done | failed | cancelled; a finished job's file may later be `expired`. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });
/** A job not finished yet: the predicate of the dedupe index, repeated verbatim by ON CONFLICT. */
export const ACTIVE_JOB = sql`status in ('queued', 'running')`;

/**
 * The durable job queue (job-queue.ts): a row per job, claimed with FOR UPDATE SKIP LOCKED, kept
 * alive by `heartbeat_at` while it runs, so jobs outlive restarts and crashes.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    /** Who asked for it (their own jobs are what the download center lists). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * At most one queued or running job per organization, kind and key (jobs_dedupe_idx); once it
     * finished, the same key queues a new job.
     */
    dedupeKey: text('dedupe_key'),
    /** 0–100. */
    progress: smallint('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Not claimed before this time (retry back-off). */
    runAfter: at('run_after').notNull().defaultNow(),
    heartbeatAt: at('heartbeat_at'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /** When a finished job's result (its file) is removed. */
    expiresAt: at('expires_at'),
    /** Dismissed by its owner: hidden from lists. */
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_queued_idx').on(t.runAfter, t.id).where(sql`status = 'queued'`),
    index('jobs_running_idx').on(t.heartbeatAt).where(sql`status = 'running'`),
    index('jobs_owner_idx').on(t.orgId, t.userId, t.kind, t.id),
    index('jobs_expiry_idx').on(t.expiresAt).where(sql`status = 'done'`),
    uniqueIndex('jobs_dedupe_idx').on(t.orgId, t.kind, t.dedupeKey).where(ACTIVE_JOB),
    check('jobs_status_check', sql.raw(`status in (${JOB_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('jobs_progress_check', sql`progress between 0 and 100`),
  ],
);

/**
 * Cron schedules declared in code (JobQueue.schedule): one row per schedule, shared by every
 * process. The process that moves `next_run_at` past a due period (a conditional UPDATE) is the
 * one that queues that period's jobs, in the same transaction.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  /** Five-field cron on the business clock (China Standard Time); see cron.ts. */
  cron: text('cron').notNull(),
  /** The next period to run; due once the clock reaches it. */
  nextRunAt: at('next_run_at').notNull(),
  /** The period most recently queued. */
  lastRunAt: at('last_run_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
