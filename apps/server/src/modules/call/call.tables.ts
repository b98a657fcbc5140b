import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgIdColumn, updatedAt, userIdColumn, users } from '../admin/admin.tables.js';

/** 坐席 (agent seats, spec §3): the organization's seat numbers (cno) calls are routed to. */
export const callSeats = pgTable(
  'call_seats',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    cno: text('cno').notNull(),
    label: text('label').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** 二线坐席: a second-line seat (escalations), listed on its own screen. */
    secondLine: boolean('second_line').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A constraint (not only an index) so agents and duty records can reference (org, cno).
  (t) => [unique('call_seats_org_cno_key').on(t.orgId, t.cno)],
);

/** Soft phone (3) or ordinary phone (1), the call toolbar's binding choice (spec §4). */
export const CALL_BIND_TYPES = [1, 3] as const;

/** A staff member who takes calls: their usual seat, binding and bound phone; one row per user per organization. */
export const callAgents = pgTable(
  'call_agents',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    cno: text('cno').notNull(),
    bindType: smallint('bind_type').notNull().default(3),
    boundMobile: text('bound_mobile').notNull().default(''),
    /** SHA-256 of the last agent token handed out by GET /erp/call/ticket (the token itself is never stored). */
    agentTokenHash: text('agent_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('call_agents_org_user_key').on(t.orgId, t.userId),
    uniqueIndex('call_agents_token_key').on(t.agentTokenHash),
    check('call_agents_bind_type_check', sql`${t.bindType} in (1, 3)`),
    foreignKey({
      name: 'call_agents_seat_fk',
      columns: [t.orgId, t.cno],
      foreignColumns: [callSeats.orgId, callSeats.cno],
    }).onUpdate('cascade'),
  ],
);

export const DUTY_END_REASONS = ['ended', 'taken_over'] as const;

/**
 * 值班记录: who held a seat from when to when. An open record (ended_at null) is the seat's current
 * holder; the partial unique indexes make "one holder per seat, one seat per user" a database rule.
 */
export const callDutyRecords = pgTable(
  'call_duty_records',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    cno: text('cno').notNull(),
    userId: userIdColumn(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: DUTY_END_REASONS }),
    takenOverByUserId: integer('taken_over_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('call_duty_records_open_seat_key').on(t.orgId, t.cno).where(sql`${t.endedAt} is null`),
    uniqueIndex('call_duty_records_open_user_key').on(t.orgId, t.userId).where(sql`${t.endedAt} is null`),
    index('call_duty_records_org_started_idx').on(t.orgId, t.startedAt),
    check(
      'call_duty_records_end_check',
      sql`(${t.endedAt} is null) = (${t.endReason} is null) and ${t.endReason} in ('ended', 'taken_over')`,
    ),
    foreignKey({
      name: 'call_duty_records_seat_fk',
      columns: [t.orgId, t.cno],
      foreignColumns: [callSeats.orgId, callSeats.cno],
    }).onUpdate('cascade'),
  ],
);
