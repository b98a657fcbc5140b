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
import { customers } from '../crm/customers.tables.js';
import { files } from '../files/files.tables.js';

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

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
/** ringing → talking → ended; a call that ends without being answered has outcome missed. */
export const CALL_STATUSES = ['ringing', 'talking', 'ended'] as const;
export const CALL_OUTCOMES = ['answered', 'missed'] as const;
export const CALL_SOURCES = ['builtin', 'vendor'] as const;

/**
 * 通话记录: one row per call, whichever switch carried it (the built-in switch or a vendor's webhook).
 * The agent is the seat's on-duty holder when it rang (so a missed call is theirs); the customer is
 * the one holding the caller's number then; the follow-up (customer_activities.call_record_id) is
 * written when the call ends.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    source: text('source', { enum: CALL_SOURCES }).notNull(),
    /** The switch's own id of the call (the vendor's call id; the built-in switch's uuid). */
    externalId: text('external_id').notNull(),
    direction: text('direction', { enum: CALL_DIRECTIONS }).notNull(),
    /** The other party's number (the caller for inbound, the callee for outbound). */
    customerNumber: text('customer_number').notNull(),
    cno: text('cno'),
    agentUserId: integer('agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: CALL_STATUSES }).notNull().default('ringing'),
    outcome: text('outcome', { enum: CALL_OUTCOMES }),
    ringAt: timestamp('ring_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Talk time in seconds (answer to hang-up); 0 for a missed call. */
    durationSeconds: integer('duration_seconds'),
    /** The follow-up written for this call (customer_activities.id), when a customer matched. */
    activityId: integer('activity_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('call_records_source_external_key').on(t.orgId, t.source, t.externalId),
    index('call_records_org_ring_idx').on(t.orgId, t.ringAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('call_records_org_agent_ring_idx').on(t.orgId, t.agentUserId, t.ringAt.desc().nullsFirst()),
    index('call_records_customer_idx').on(t.customerId),
    check('call_records_outcome_check', sql`(${t.status} = 'ended') = (${t.outcome} is not null)`),
  ],
);

export const VOICE_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

/**
 * A call's recording (a call may have several, e.g. after a transfer): the audio as a stored file
 * (built-in switch) or the vendor's URL, and its transcript once speech-to-text ran (voiceStatus).
 */
export const callRecordings = pgTable(
  'call_recordings',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    callRecordId: integer('call_record_id')
      .notNull()
      .references(() => callRecords.id, { onDelete: 'cascade' }),
    /** modules/files id of the audio when Atrium holds the bytes. */
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The vendor's recording URL when the vendor holds the bytes. */
    url: text('url'),
    durationSeconds: integer('duration_seconds'),
    voiceStatus: text('voice_status', { enum: VOICE_STATUSES }).notNull().default('PENDING'),
    /** Transcript, one utterance per line ("坐席：…" / "客户：…"). */
    convertText: text('convert_text'),
    /** Which speech-to-text produced it (vendor, builtin, openai-compatible:<model>). */
    transcriber: text('transcriber'),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_recordings_call_idx').on(t.callRecordId),
    check('call_recordings_audio_check', sql`${t.fileId} is not null or ${t.url} is not null`),
  ],
);
