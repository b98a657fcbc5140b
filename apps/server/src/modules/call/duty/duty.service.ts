import { CALL_EVENT_TYPES, type DutyRecord, formatBusinessDateTime } from '@atrium/contract';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { publishRealtime } from '../../../platform/realtime/publish-realtime.js';
import { users } from '../../admin/admin.tables.js';
import { callDutyRecords, callSeats } from '../call.tables.js';
import { seatOf } from '../seats/seats.service.js';
import { moveLoginToSeat } from '../toolbar/seat-logins.js';

/**
 * Duty shifts (值班, spec §4): an open duty record is a seat's current holder. The partial unique
 * indexes on open records keep one holder per seat and one seat per user even under races; start
 * and end lock the seat row so a takeover is one atomic step.
 */

/** Sent to an agent whose seat another agent took over, so their duty control can refresh at once. */
export const DUTY_TAKEN_OVER_EVENT = CALL_EVENT_TYPES.dutyTakenOver;

const openRecord = (orgId: number) => and(eq(callDutyRecords.orgId, orgId), isNull(callDutyRecords.endedAt));

const recordColumns = {
  id: callDutyRecords.id,
  cno: callDutyRecords.cno,
  userId: callDutyRecords.userId,
  startedAt: callDutyRecords.startedAt,
  userName: users.name,
};

const dutyRecordOf = (row: { cno: string; startedAt: Date; userName: string }): DutyRecord => ({
  cno: row.cno,
  startDutyTime: formatBusinessDateTime(row.startedAt),
  userName: row.userName,
});

/** GET .../duty/record/latest: the caller's open duty record, or null when off duty. */
export async function latestDutyRecord(db: Db, member: Member): Promise<DutyRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(callDutyRecords)
    .innerJoin(users, eq(users.id, callDutyRecords.userId))
    .where(and(openRecord(member.orgId), eq(callDutyRecords.userId, member.userId)));
  return row ? dutyRecordOf(row) : null;
}

/** GET .../duty/record/check/{cno}/duty: who is on duty on the seat, or null. */
export async function dutyHolder(db: Db, orgId: number, cno: string): Promise<{ userName: string } | null> {
  await seatOf(db, orgId, cno);
  const [row] = await db
    .select({ userName: users.name })
    .from(callDutyRecords)
    .innerJoin(users, eq(users.id, callDutyRecords.userId))
    .where(and(openRecord(orgId), eq(callDutyRecords.cno, cno)));
  return row ?? null;
}

/** The seat row locked for this transaction: concurrent starts and ends on one seat queue here. */
export async function lockedSeat(tx: Db, orgId: number, cno: string) {
  const [seat] = await tx
    .select({ enabled: callSeats.enabled })
    .from(callSeats)
    .where(and(eq(callSeats.orgId, orgId), eq(callSeats.cno, cno)))
    .for('update');
  if (!seat) throw notFound('call.seatMissing');
  return seat;
}

/**
 * POST .../duty/record/start/{cno}/duty: the caller goes on duty on the seat. In one transaction:
 * the seat's holder (someone else) is ended as taken over, the caller's own duty on another seat
 * is ended, the new record is written and the caller's toolbar login moves to the seat. Starting
 * again on one's own seat changes nothing.
 */
export async function startDuty(db: Db, member: Member, ip: string, cno: string): Promise<DutyRecord> {
  const { orgId, userId } = member;
  try {
    return await db.transaction(async (tx) => {
      const seat = await lockedSeat(tx, orgId, cno);
      if (!seat.enabled) throw fieldError('cno', 'call.seatDisabled');
      // Then the caller (always seat first, so two locks never wait on each other in a cycle): the
      // same user starting on two seats at once (two tabs) goes one after the other, the last wins.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const open = await tx
        .select(recordColumns)
        .from(callDutyRecords)
        .innerJoin(users, eq(users.id, callDutyRecords.userId))
        .where(and(openRecord(orgId), or(eq(callDutyRecords.cno, cno), eq(callDutyRecords.userId, userId))))
        .orderBy(asc(callDutyRecords.id))
        .for('update', { of: callDutyRecords });
      const already = open.find((row) => row.cno === cno && row.userId === userId);
      if (already) return dutyRecordOf(already);

      const now = new Date();
      for (const row of open) {
        const takenOver = row.userId !== userId;
        const ending = takenOver
          ? { endedAt: now, endReason: 'taken_over' as const, takenOverByUserId: userId }
          : { endedAt: now, endReason: 'ended' as const };
        await tx.update(callDutyRecords).set(ending).where(eq(callDutyRecords.id, row.id));
        await recordAudit(tx, {
          orgId,
          userId,
          ip,
          action: 'update',
          entity: 'callDutyRecord',
          entityId: row.id,
          before: { cno: row.cno, userId: row.userId, endedAt: null },
          after: { ...ending, endedAt: now.toISOString() },
        });
        if (takenOver) {
          await publishRealtime(tx, {
            orgId,
            userIds: [row.userId],
            type: DUTY_TAKEN_OVER_EVENT,
            data: { cno: row.cno },
          });
        }
      }
      const [created] = (await tx
        .insert(callDutyRecords)
        .values({ orgId, cno, userId, startedAt: now })
        .returning({ id: callDutyRecords.id })) as [{ id: number }];
      await recordAudit(tx, {
        orgId,
        userId,
        ip,
        action: 'create',
        entity: 'callDutyRecord',
        entityId: created.id,
        after: { cno, userId, startedAt: now.toISOString() },
      });
      // Calls now ring for the caller on this seat: their toolbar login comes along.
      await moveLoginToSeat(tx, member, ip, cno);
      const [me] = (await tx.select({ name: users.name }).from(users).where(eq(users.id, userId))) as [
        { name: string },
      ];
      return dutyRecordOf({ cno, startedAt: now, userName: me.name });
    });
  } catch (error) {
    // Safety net: the open-record indexes refused a second holder; the caller may simply retry.
    if (isUniqueViolation(error)) throw new AppError(409, 'call.dutyBusy');
    throw error;
  }
}

/** POST .../duty/record/end/{cno}/duty: the holder ends their duty; anyone else gets a 400. */
export async function endDuty(db: Db, member: Member, ip: string, cno: string): Promise<null> {
  const { orgId, userId } = member;
  await db.transaction(async (tx) => {
    await lockedSeat(tx, orgId, cno);
    const now = new Date();
    const [ended] = await tx
      .update(callDutyRecords)
      .set({ endedAt: now, endReason: 'ended' })
      .where(and(openRecord(orgId), eq(callDutyRecords.cno, cno), eq(callDutyRecords.userId, userId)))
      .returning({ id: callDutyRecords.id });
    if (!ended) throw fieldError('cno', 'call.notOnDuty');
    await recordAudit(tx, {
      orgId,
      userId,
      ip,
      action: 'update',
      entity: 'callDutyRecord',
      entityId: ended.id,
      before: { cno, userId, endedAt: null },
      after: { endedAt: now.toISOString(), endReason: 'ended' },
    });
  });
  return null;
}
