import {
  CALL_EVENT_TYPES,
  type CallAgentStatusEvent,
  type CallEndedEvent,
  type CallRingingEvent,
} from '@atrium/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { publishRealtime } from '../../../platform/realtime/publish-realtime.js';
import { markActivityRecorded } from '../../crm/activities/activity-timeline.js';
import { phoneHolderOf } from '../../crm/phone-holders.js';
import { callDutyRecords, callRecordings, callRecords } from '../call.tables.js';
import { callToolbarLogins } from '../toolbar.tables.js';
import { writeCallFollowUp } from './call-follow-up.js';
import {
  type RecordingEvent,
  type RingingEvent,
  type TelephonyEvent,
  type TelephonyOrigin,
  type TelephonyOutcome,
  TRANSCRIBE_JOB_KIND,
} from './telephony-events.js';

/**
 * The telephony gateway: one service maps every switch's events onto call_records and
 * call_recordings, the follow-up and the realtime events to the agent. Each event runs in one
 * transaction with the call row locked, and is idempotent per (org, source, call id): a repeat,
 * or an event that comes too late (an answer after the hang-up), changes nothing; a hang-up
 * before any answer is a missed call. Realtime events and the transcription job leave on commit.
 */

type CallRow = typeof callRecords.$inferSelect;
type Publish = (type: string, data: unknown) => Promise<void>;

/** deviceStatus of call.agentStatus: idle, ringing, talking. */
const DEVICE = { idle: 0, ringing: 1, talking: 2 } as const;

export class CallGateway {
  constructor(
    private readonly db: Db,
    private readonly jobs: Pick<JobQueue, 'enqueue'>,
  ) {}

  /** Applies one event of a switch (inside `db` when given a transaction: a savepoint of it). */
  apply(origin: TelephonyOrigin, event: TelephonyEvent, db: Db = this.db): Promise<TelephonyOutcome> {
    return db.transaction(async (tx) => {
      const call = await lockedCall(tx, origin, event.callId);
      if (event.kind === 'ringing') return call ? unchanged(call) : ring(tx, origin, event);
      let row = call;
      if (!row) {
        // A vendor may deliver the first event late: a later one that names seat and number
        // starts the record (without a screen pop, the ringing is over); otherwise it is unknown.
        const { callId, at, cno, customerNumber, direction } = event;
        if (!cno || !customerNumber) return { callRecordId: null, changed: false };
        await ring(tx, origin, { kind: 'ringing', callId, at, cno, customerNumber, direction }, false);
        row = (await lockedCall(tx, origin, callId))!;
      }
      if (event.kind === 'answered') return answer(tx, row, event.at);
      if (event.kind === 'hungUp') return hangUp(tx, row, event.at);
      return this.addRecording(tx, row, event);
    });
  }

  /** A recording row (once per file or URL) and the transcription job for it. */
  private async addRecording(tx: Db, call: CallRow, event: RecordingEvent): Promise<TelephonyOutcome> {
    if (event.fileId === undefined && !event.url) return unchanged(call);
    const [existing] = await tx
      .select({ id: callRecordings.id })
      .from(callRecordings)
      .where(
        and(
          eq(callRecordings.callRecordId, call.id),
          or(
            event.fileId !== undefined ? eq(callRecordings.fileId, event.fileId) : undefined,
            event.url ? eq(callRecordings.url, event.url) : undefined,
          ),
        ),
      );
    if (existing) return unchanged(call);
    const transcript = event.transcript?.trim();
    const [recording] = (await tx
      .insert(callRecordings)
      .values({
        orgId: call.orgId,
        callRecordId: call.id,
        fileId: event.fileId ?? null,
        url: event.url ?? null,
        durationSeconds: event.durationSeconds ?? null,
        ...(transcript
          ? { voiceStatus: 'SUCCESS' as const, convertText: transcript, transcriber: 'vendor' }
          : {}),
      })
      .returning({ id: callRecordings.id })) as [{ id: number }];
    // The follow-up written at the hang-up offers 录音 from now on.
    if (call.activityId !== null) await markActivityRecorded(tx, call.orgId, call.activityId);
    // Even with the switch's transcript: the job goes on to the analysis.
    await this.jobs.enqueue(
      {
        kind: TRANSCRIBE_JOB_KIND,
        orgId: call.orgId,
        userId: call.agentUserId,
        payload: { recordingId: recording.id },
      },
      tx,
    );
    return { callRecordId: call.id, changed: true };
  }
}

const unchanged = (call: CallRow): TelephonyOutcome => ({ callRecordId: call.id, changed: false });

async function lockedCall(tx: Db, origin: TelephonyOrigin, callId: string) {
  const [call] = await tx
    .select()
    .from(callRecords)
    .where(
      and(
        eq(callRecords.orgId, origin.orgId),
        eq(callRecords.source, origin.source),
        eq(callRecords.externalId, callId),
      ),
    )
    .for('update');
  return call;
}

const toAgent =
  (tx: Db, call: Pick<CallRow, 'orgId' | 'agentUserId'>): Publish =>
  async (type, data) => {
    if (call.agentUserId === null) return;
    await publishRealtime(tx, { orgId: call.orgId, userIds: [call.agentUserId], type, data });
  };

/**
 * The agent's toolbar state with the call's device status. loginStatus says whether the agent is
 * logged into the toolbar (a call rings for the on-duty agent either way), since the toolbar takes
 * a non-zero loginStatus as "logged in" (spec §4 Call tool).
 */
async function agentStatus(
  tx: Db,
  call: Pick<CallRow, 'id' | 'cno' | 'orgId' | 'agentUserId'>,
  deviceStatus: number,
): Promise<CallAgentStatusEvent> {
  const [login] =
    call.agentUserId === null
      ? []
      : await tx
          .select({ id: callToolbarLogins.id })
          .from(callToolbarLogins)
          .where(
            and(eq(callToolbarLogins.orgId, call.orgId), eq(callToolbarLogins.userId, call.agentUserId)),
          );
  return { cno: call.cno ?? '', loginStatus: login ? 1 : 0, deviceStatus, callRecordId: call.id };
}

/**
 * A new call: the agent is the seat's on-duty holder now (so a missed call is theirs), the
 * customer the one holding the number now. The agent's toolbar pops (call.ringing) unless
 * `notify` is false (a record started by a late event).
 */
async function ring(
  tx: Db,
  origin: TelephonyOrigin,
  event: RingingEvent,
  notify = true,
): Promise<TelephonyOutcome> {
  const ringAt = event.at ?? new Date();
  const [holder] = await tx
    .select({ userId: callDutyRecords.userId })
    .from(callDutyRecords)
    .where(
      and(
        eq(callDutyRecords.orgId, origin.orgId),
        eq(callDutyRecords.cno, event.cno),
        isNull(callDutyRecords.endedAt),
      ),
    );
  const phoneHolder = await phoneHolderOf(tx, origin.orgId, event.customerNumber);
  const [call] = await tx
    .insert(callRecords)
    .values({
      orgId: origin.orgId,
      source: origin.source,
      externalId: event.callId,
      direction: event.direction ?? 'inbound',
      customerNumber: event.customerNumber,
      cno: event.cno,
      agentUserId: holder?.userId ?? null,
      customerId: phoneHolder?.kind === 'customer' ? phoneHolder.id : null,
      status: 'ringing',
      ringAt,
    })
    // Two deliveries of one ringing racing: the second finds the first's row and stops.
    .onConflictDoNothing()
    .returning();
  if (!call)
    return { callRecordId: (await lockedCall(tx, origin, event.callId))?.id ?? null, changed: false };
  if (notify) {
    const publish = toAgent(tx, call);
    const ringing: CallRingingEvent = {
      callRecordId: call.id,
      cno: event.cno,
      customerNumber: call.customerNumber,
      direction: call.direction,
      customerId: call.customerId,
      ringAt: ringAt.toISOString(),
    };
    await publish(CALL_EVENT_TYPES.ringing, ringing);
    await publish(CALL_EVENT_TYPES.agentStatus, await agentStatus(tx, call, DEVICE.ringing));
  }
  return { callRecordId: call.id, changed: true };
}

async function answer(tx: Db, call: CallRow, at = new Date()): Promise<TelephonyOutcome> {
  if (call.status !== 'ringing') return unchanged(call);
  await tx.update(callRecords).set({ status: 'talking', answeredAt: at }).where(eq(callRecords.id, call.id));
  await toAgent(tx, call)(CALL_EVENT_TYPES.agentStatus, await agentStatus(tx, call, DEVICE.talking));
  return { callRecordId: call.id, changed: true };
}

/** The call ends: outcome, talk time, the customer's follow-up, and the agent's toolbar goes idle. */
async function hangUp(tx: Db, call: CallRow, at = new Date()): Promise<TelephonyOutcome> {
  if (call.status === 'ended') return unchanged(call);
  const outcome = call.answeredAt ? 'answered' : 'missed';
  const endedAt = call.answeredAt && at < call.answeredAt ? call.answeredAt : at;
  const durationSeconds = call.answeredAt
    ? Math.max(0, Math.round((endedAt.getTime() - call.answeredAt.getTime()) / 1000))
    : 0;
  const activityId =
    call.customerId === null
      ? null
      : await writeCallFollowUp(tx, {
          orgId: call.orgId,
          callRecordId: call.id,
          customerId: call.customerId,
          agentUserId: call.agentUserId,
          direction: call.direction,
          customerNumber: call.customerNumber,
          outcome,
          durationSeconds,
          endedAt,
        });
  await tx
    .update(callRecords)
    .set({ status: 'ended', outcome, endedAt, durationSeconds, activityId })
    .where(eq(callRecords.id, call.id));
  const publish = toAgent(tx, call);
  const ended: CallEndedEvent = { callRecordId: call.id, cno: call.cno, outcome, activityId };
  await publish(CALL_EVENT_TYPES.ended, ended);
  await publish(CALL_EVENT_TYPES.agentStatus, await agentStatus(tx, call, DEVICE.idle));
  return { callRecordId: call.id, changed: true };
}
