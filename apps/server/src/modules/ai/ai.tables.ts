import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt, userIdColumn, users } from '../admin/admin.tables.js';
import { customerActivities } from '../crm/activities.tables.js';

export const AI_TASK_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AiTaskStatus = (typeof AI_TASK_STATUSES)[number];

/**
 * One AI analysis of a call follow-up (a re-parse adds a new one; the panel shows the latest that
 * succeeded). Every result says which analyzer, model and prompt version produced it.
 */
export const aiTasks = pgTable(
  'ai_tasks',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => customerActivities.id, { onDelete: 'cascade' }),
    /** The call analysed (customer_activities.call_record_id at the time). */
    callRecordId: integer('call_record_id'),
    status: text('status', { enum: AI_TASK_STATUSES }).notNull().default('queued'),
    /** The result format's version shown in the panel (v1.0.0; v2 content above 2.0). */
    version: text('version').notNull(),
    /** offline (built-in rules) or openai-compatible. */
    analyzer: text('analyzer'),
    model: text('model'),
    promptVersion: text('prompt_version'),
    /** The analysis (contract aiAnalysis without id/version), once succeeded. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Who asked for it (re-parse); null for the pipeline after a call. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ai_tasks_activity_idx').on(t.orgId, t.activityId, t.id)],
);

/** One rating per user and task (100 good, 50 fair, 0 bad). */
export const aiTaskComments = pgTable(
  'ai_task_comments',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    taskId: integer('task_id')
      .notNull()
      .references(() => aiTasks.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    score: integer('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ai_task_comments_task_user_key').on(t.taskId, t.userId),
    check('ai_task_comments_score_check', sql`${t.score} in (100, 50, 0)`),
  ],
);

export type AiTaskRow = typeof aiTasks.$inferSelect;
