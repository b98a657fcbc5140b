import { randomUUID } from 'node:crypto';
import { type CallState, callSwitchApi } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import { hasPermission } from '../../../platform/access/granted-menus.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Member } from '../../../platform/http/request-context.js';
import { files } from '../../files/files.tables.js';
import { callRecordings, callRecords, callSeats } from '../call.tables.js';
import type { CallGateway } from '../telephony/call-events.service.js';
import type { TelephonyOrigin } from '../telephony/telephony-events.js';

/**
 * The built-in switch (docs/telephony.md): Atrium is the switch for its own seats. Its calls are
 * placed through the API (an operator, a test or `npm run call`), answered and hung up by the
 * operator or by the agent the call rings for (the browser's soft phone), and produce exactly the
 * events a vendor's switch would, through the same gateway.
 */

type HangupBody = BodyOf<typeof callSwitchApi.switchHangup>;

const builtin = (orgId: number): TelephonyOrigin => ({ orgId, source: 'builtin' });

/** POST /erp/call/switch/inbound: the call rings on an enabled seat of the caller's organization. */
export async function placeInboundCall(
  db: Db,
  gateway: CallGateway,
  member: Member,
  ip: string,
  body: { from: string; to: string },
): Promise<{ callRecordId: number }> {
  const [seat] = await db
    .select({ enabled: callSeats.enabled })
    .from(callSeats)
    .where(and(eq(callSeats.orgId, member.orgId), eq(callSeats.cno, body.to)));
  if (!seat) throw fieldError('to', 'call.seatMissing');
  if (!seat.enabled) throw fieldError('to', 'callSwitch.seatDisabled');
  const { callRecordId } = await gateway.apply(builtin(member.orgId), {
    kind: 'ringing',
    callId: randomUUID(),
    cno: body.to,
    customerNumber: body.from,
    direction: 'inbound',
  });
  await recordAudit(db, {
    orgId: member.orgId,
    userId: member.userId,
    ip,
    action: 'create',
    entity: 'callRecord',
    entityId: callRecordId!,
    after: { source: 'builtin', from: body.from, to: body.to },
  });
  return { callRecordId: callRecordId! };
}

/** A built-in call the caller may work: the operator (callSwitch) or the agent it rings for; 404 otherwise. */
async function workableCall(db: Db, member: Member, callRecordId: number) {
  const [call] = await db
    .select({ externalId: callRecords.externalId, agentUserId: callRecords.agentUserId })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.orgId, member.orgId),
        eq(callRecords.id, callRecordId),
        eq(callRecords.source, 'builtin'),
      ),
    );
  if (!call) throw notFound();
  if (call.agentUserId === member.userId) return call;
  if (await hasPermission(db, member.userId, member.orgId, callSwitchApi.CALL_SWITCH_PERMISSION)) return call;
  throw new AppError(403, 'callSwitch.notYourCall');
}

/** A call as the switch endpoints answer it. */
export async function callStateOf(db: Db, orgId: number, callRecordId: number): Promise<CallState> {
  const [call] = await db
    .select()
    .from(callRecords)
    .where(and(eq(callRecords.orgId, orgId), eq(callRecords.id, callRecordId)));
  if (!call) throw notFound();
  const recordings = await db
    .select({ id: callRecordings.id })
    .from(callRecordings)
    .where(eq(callRecordings.callRecordId, call.id))
    .orderBy(asc(callRecordings.id));
  return {
    callRecordId: call.id,
    status: call.status,
    outcome: call.outcome,
    cno: call.cno,
    customerNumber: call.customerNumber,
    agentUserId: call.agentUserId,
    customerId: call.customerId,
    durationSeconds: call.durationSeconds,
    activityId: call.activityId,
    recordingIds: recordings.map(({ id }) => id),
  };
}

/** GET /erp/call/switch/:callRecordId. */
export async function switchCallState(db: Db, member: Member, callRecordId: number): Promise<CallState> {
  await workableCall(db, member, callRecordId);
  return callStateOf(db, member.orgId, callRecordId);
}

/** POST /erp/call/switch/:callRecordId/answer. */
export async function answerCall(
  db: Db,
  gateway: CallGateway,
  member: Member,
  callRecordId: number,
): Promise<CallState> {
  const call = await workableCall(db, member, callRecordId);
  await gateway.apply(builtin(member.orgId), { kind: 'answered', callId: call.externalId });
  return callStateOf(db, member.orgId, callRecordId);
}

/**
 * POST /erp/call/switch/:callRecordId/hangup: the call ends, then the recording (a file of the
 * organization, uploaded beforehand) is attached with the transcript, if any.
 */
export async function hangUpCall(
  db: Db,
  gateway: CallGateway,
  member: Member,
  callRecordId: number,
  body: HangupBody,
): Promise<CallState> {
  const call = await workableCall(db, member, callRecordId);
  const transcript = body.transcript?.trim() || undefined;
  if (transcript && body.recordingFileId === undefined)
    throw fieldError('transcript', 'callSwitch.transcriptWithoutRecording');
  if (body.recordingFileId !== undefined) {
    const [file] = await db
      .select({ mime: files.mime })
      .from(files)
      .where(and(eq(files.orgId, member.orgId), eq(files.id, body.recordingFileId)));
    if (!file) throw fieldError('recordingFileId', 'callSwitch.recordingMissing');
    if (!file.mime.startsWith('audio/')) throw fieldError('recordingFileId', 'callSwitch.recordingNotAudio');
  }
  const origin = builtin(member.orgId);
  await gateway.apply(origin, { kind: 'hungUp', callId: call.externalId });
  if (body.recordingFileId !== undefined) {
    await gateway.apply(origin, {
      kind: 'recording',
      callId: call.externalId,
      fileId: body.recordingFileId,
      ...(transcript ? { transcript } : {}),
    });
  }
  return callStateOf(db, member.orgId, callRecordId);
}
