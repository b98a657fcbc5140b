import type { callSeatsApi, SeatAgentCandidate, SeatLine } from '@atrium/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Member } from '../../../platform/http/request-context.js';
import { departments, userOrganizations, users } from '../../admin/admin.tables.js';
import { callAgents, callDutyRecords, callRecords, callSeats } from '../call.tables.js';

/**
 * Seat management of 坐席列表 and 二线坐席列表 (one service, the line is a parameter): seats are
 * created, renamed, enabled, disabled and deleted, and staff bound to them. Decisions:
 * - disabling is refused while someone is on duty on the seat (their shift is theirs to end; the
 *   seat cannot be taken on duty once disabled);
 * - deleting is refused while staff are bound to the seat, and for a seat with duty or call
 *   history (that history names the seat), which is disabled instead.
 * Every write is audited in its transaction.
 */

interface Actor {
  member: Member;
  ip: string;
}

const SEAT_ENTITY = 'callSeat';
const AGENT_ENTITY = 'callAgent';

/** The line's seat, locked for the transaction; another line's or organization's seat is a 404. */
async function lockedLineSeat(tx: Db, orgId: number, line: SeatLine, cno: string) {
  const [seat] = await tx
    .select({ id: callSeats.id, cno: callSeats.cno, label: callSeats.label, enabled: callSeats.enabled })
    .from(callSeats)
    .where(
      and(eq(callSeats.orgId, orgId), eq(callSeats.cno, cno), eq(callSeats.secondLine, line === 'second')),
    )
    .for('update');
  if (!seat) throw notFound('call.seatMissing');
  return seat;
}

/** POST /erp/call/seat(/second): a new seat of the line; a number already used in the organization → 400. */
export async function createSeat(
  db: Db,
  { member, ip }: Actor,
  line: SeatLine,
  body: BodyOf<typeof callSeatsApi.createSeat>,
): Promise<{ cno: string }> {
  const { orgId, userId } = member;
  try {
    return await db.transaction(async (tx) => {
      const values = { orgId, cno: body.cno, label: body.label ?? '', secondLine: line === 'second' };
      const [created] = (await tx.insert(callSeats).values(values).returning({ id: callSeats.id })) as [
        { id: number },
      ];
      await recordAudit(tx, {
        orgId,
        userId,
        ip,
        action: 'create',
        entity: SEAT_ENTITY,
        entityId: created.id,
        after: values,
      });
      return { cno: body.cno };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('cno', 'call.seatTaken');
    throw error;
  }
}

/** PUT .../{cno}: renames the seat. */
export async function updateSeat(
  db: Db,
  { member, ip }: Actor,
  line: SeatLine,
  cno: string,
  body: BodyOf<typeof callSeatsApi.updateSeat>,
): Promise<null> {
  const { orgId, userId } = member;
  await db.transaction(async (tx) => {
    const seat = await lockedLineSeat(tx, orgId, line, cno);
    await tx
      .update(callSeats)
      .set({ label: body.label, updatedAt: new Date() })
      .where(eq(callSeats.id, seat.id));
    await recordAudit(tx, {
      orgId,
      userId,
      ip,
      action: 'update',
      entity: SEAT_ENTITY,
      entityId: seat.id,
      before: { label: seat.label },
      after: { label: body.label },
    });
  });
  return null;
}

/** PUT .../{cno}/enable|disable; disabling a seat someone is on duty on is refused (400 naming them). */
export async function setSeatEnabled(
  db: Db,
  { member, ip }: Actor,
  line: SeatLine,
  cno: string,
  enabled: boolean,
): Promise<null> {
  const { orgId, userId } = member;
  await db.transaction(async (tx) => {
    const seat = await lockedLineSeat(tx, orgId, line, cno);
    if (seat.enabled === enabled) return;
    if (!enabled) {
      const [holder] = await tx
        .select({ name: users.name })
        .from(callDutyRecords)
        .innerJoin(users, eq(users.id, callDutyRecords.userId))
        .where(
          and(
            eq(callDutyRecords.orgId, orgId),
            eq(callDutyRecords.cno, cno),
            isNull(callDutyRecords.endedAt),
          ),
        );
      if (holder) throw new AppError(400, 'call.seatOnDuty', { name: holder.name });
    }
    await tx.update(callSeats).set({ enabled, updatedAt: new Date() }).where(eq(callSeats.id, seat.id));
    await recordAudit(tx, {
      orgId,
      userId,
      ip,
      action: 'update',
      entity: SEAT_ENTITY,
      entityId: seat.id,
      before: { enabled: seat.enabled },
      after: { enabled },
    });
  });
  return null;
}

/** DELETE .../{cno}: only a seat nobody is bound to and that has no duty or call history. */
export async function deleteSeat(db: Db, { member, ip }: Actor, line: SeatLine, cno: string): Promise<null> {
  const { orgId, userId } = member;
  await db.transaction(async (tx) => {
    const seat = await lockedLineSeat(tx, orgId, line, cno);
    const [{ agents } = { agents: 0 }] = await tx
      .select({ agents: count() })
      .from(callAgents)
      .where(and(eq(callAgents.orgId, orgId), eq(callAgents.cno, cno)));
    if (agents > 0) throw new AppError(400, 'call.seatHasAgents', { count: agents });
    const [duty] = await tx
      .select({ id: callDutyRecords.id })
      .from(callDutyRecords)
      .where(and(eq(callDutyRecords.orgId, orgId), eq(callDutyRecords.cno, cno)))
      .limit(1);
    const [callRow] = await tx
      .select({ id: callRecords.id })
      .from(callRecords)
      .where(and(eq(callRecords.orgId, orgId), eq(callRecords.cno, cno)))
      .limit(1);
    if (duty || callRow) throw new AppError(400, 'call.seatHasHistory');
    await tx.delete(callSeats).where(eq(callSeats.id, seat.id));
    await recordAudit(tx, {
      orgId,
      userId,
      ip,
      action: 'delete',
      entity: SEAT_ENTITY,
      entityId: seat.id,
      before: { cno: seat.cno, label: seat.label, enabled: seat.enabled, secondLine: line === 'second' },
    });
  });
  return null;
}

/** GET .../agent/candidates: the organization's enabled staff by name, with the seat each is bound to. */
export async function seatAgentCandidates(db: Db, orgId: number): Promise<SeatAgentCandidate[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      mobile: users.mobile,
      departmentName: departments.name,
      cno: callAgents.cno,
    })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .leftJoin(departments, eq(departments.id, userOrganizations.departmentId))
    .leftJoin(callAgents, and(eq(callAgents.orgId, orgId), eq(callAgents.userId, users.id)))
    .where(and(eq(userOrganizations.orgId, orgId), eq(users.status, 'enabled')))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({ ...row, departmentName: row.departmentName ?? '' }));
}

/**
 * POST .../{cno}/agent: binds a member of the organization (anyone else: 404) to the seat with a
 * soft phone (3) or an ordinary phone (1, which needs the bound phone); someone bound to another
 * seat is moved here, someone bound here has their binding changed.
 */
export async function bindSeatAgent(
  db: Db,
  { member, ip }: Actor,
  line: SeatLine,
  cno: string,
  body: BodyOf<typeof callSeatsApi.bindSeatAgent>,
): Promise<{ moved: boolean }> {
  const { orgId, userId } = member;
  const binding = { cno, bindType: body.bindType, boundMobile: body.boundMobile ?? '' };
  try {
    return await db.transaction(async (tx) => {
      await lockedLineSeat(tx, orgId, line, cno);
      const [inOrg] = await tx
        .select({ userId: userOrganizations.userId })
        .from(userOrganizations)
        .where(and(eq(userOrganizations.orgId, orgId), eq(userOrganizations.userId, body.userId)));
      if (!inOrg) throw notFound();
      const [existing] = await tx
        .select({
          id: callAgents.id,
          cno: callAgents.cno,
          bindType: callAgents.bindType,
          boundMobile: callAgents.boundMobile,
        })
        .from(callAgents)
        .where(and(eq(callAgents.orgId, orgId), eq(callAgents.userId, body.userId)))
        .for('update');
      if (existing) {
        await tx
          .update(callAgents)
          .set({ ...binding, updatedAt: new Date() })
          .where(eq(callAgents.id, existing.id));
      }
      const [created] = existing
        ? []
        : ((await tx
            .insert(callAgents)
            .values({ orgId, userId: body.userId, ...binding })
            .returning({ id: callAgents.id })) as [{ id: number }]);
      await recordAudit(tx, {
        orgId,
        userId,
        ip,
        action: existing ? 'update' : 'create',
        entity: AGENT_ENTITY,
        entityId: existing?.id ?? created!.id,
        before: existing
          ? { cno: existing.cno, bindType: existing.bindType, boundMobile: existing.boundMobile }
          : null,
        after: { userId: body.userId, ...binding },
      });
      return { moved: existing !== undefined && existing.cno !== cno };
    });
  } catch (error) {
    // Two binds of one new agent at once: the second finds the row the first wrote; try again.
    if (isUniqueViolation(error)) throw new AppError(409, 'conflict.stale');
    throw error;
  }
}

/** DELETE .../{cno}/agent/{userId}: the member is no longer bound to the seat (no agent any more). */
export async function unbindSeatAgent(
  db: Db,
  { member, ip }: Actor,
  line: SeatLine,
  cno: string,
  agentUserId: number,
): Promise<null> {
  const { orgId, userId } = member;
  await db.transaction(async (tx) => {
    await lockedLineSeat(tx, orgId, line, cno);
    const [removed] = await tx
      .delete(callAgents)
      .where(and(eq(callAgents.orgId, orgId), eq(callAgents.cno, cno), eq(callAgents.userId, agentUserId)))
      .returning({ id: callAgents.id, bindType: callAgents.bindType, boundMobile: callAgents.boundMobile });
    if (!removed) throw notFound('call.agentMissing');
    await recordAudit(tx, {
      orgId,
      userId,
      ip,
      action: 'delete',
      entity: AGENT_ENTITY,
      entityId: removed.id,
      before: { userId: agentUserId, cno, bindType: removed.bindType, boundMobile: removed.boundMobile },
    });
  });
  return null;
}
