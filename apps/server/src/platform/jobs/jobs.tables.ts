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
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, users } from '../../modules/admin/admin.tables.js';

/** queued → running → done | failed | cancelled; a finished job's file may later be `expired`. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled', 'expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true });

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
    check('jobs_status_check', sql.raw(`status in (${JOB_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('jobs_progress_check', sql`progress between 0 and 100`),
  ],
);
