import type { AgentStatus } from '@atrium/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/http/app-error.js';
import { callSeats } from '../call.tables.js';
import { seatLoggedIn } from '../toolbar/live-logins.js';

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
 * GET /erp/call/cno/{cno}/status: with the built-in telephony a seat is logged in (ONLINE) exactly
 * while an agent is logged into the call toolbar on it; being on duty alone does not log it in.
 */
export async function seatStatus(db: Db, orgId: number, cno: string): Promise<AgentStatus> {
  await seatOf(db, orgId, cno);
  return { agentStatusDetail: { status: (await seatLoggedIn(db, orgId, cno)) ? 'ONLINE' : 'OFFLINE' } };
}
