import type { AgentStatus } from '@atrium/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/http/app-error.js';
import { callDutyRecords, callSeats } from '../call.tables.js';

/** Seats (坐席) of the caller's organization, as the duty control and the call toolbar read them. */

/** A seat of the organization (enabled or not); 404 when the organization has no such seat. */
export async function seatOf(db: Db, orgId: number, cno: string) {
  const [seat] = await db
    .select({ cno: callSeats.cno, enabled: callSeats.enabled })
    .from(callSeats)
    .where(and(eq(callSeats.orgId, orgId), eq(callSeats.cno, cno)));
  if (!seat) throw notFound('call.seatMissing');
  return seat;
}

/** GET /erp/call/cno/all: the enabled seat numbers, first-line before second-line, then by number. */
export async function seatNumbers(db: Db, orgId: number): Promise<string[]> {
  const rows = await db
    .select({ cno: callSeats.cno })
    .from(callSeats)
    .where(and(eq(callSeats.orgId, orgId), eq(callSeats.enabled, true)))
    .orderBy(asc(callSeats.secondLine), asc(callSeats.cno));
  return rows.map(({ cno }) => cno);
}

/**
 * GET /erp/call/cno/{cno}/status: with the built-in telephony a seat is logged in exactly while
 * somebody is on duty on it.
 */
export async function seatStatus(db: Db, orgId: number, cno: string): Promise<AgentStatus> {
  await seatOf(db, orgId, cno);
  const [open] = await db
    .select({ id: callDutyRecords.id })
    .from(callDutyRecords)
    .where(
      and(eq(callDutyRecords.orgId, orgId), eq(callDutyRecords.cno, cno), isNull(callDutyRecords.endedAt)),
    );
  return { agentStatusDetail: { status: open ? 'ONLINE' : 'OFFLINE' } };
}
