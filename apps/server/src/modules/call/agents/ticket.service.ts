import { createHash, randomBytes } from 'node:crypto';
import type { CallTicket } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { callAgents, callDutyRecords } from '../call.tables.js';

/** The call toolbar's ticket (spec §3 call-tool info, §6 "the call toolbar needs a ticket"). */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * GET /erp/call/ticket: a fresh random agent token (only its hash is kept; it carries nothing
 * derived from the session), the bound mobile, and the seat: the one the agent is on duty on,
 * else their usual one. 404 when the caller is no agent of the organization.
 */
export async function callTicket(db: Db, member: Member): Promise<CallTicket> {
  const agentToken = randomBytes(24).toString('base64url');
  const [agent] = await db
    .update(callAgents)
    .set({ agentTokenHash: hashOf(agentToken), updatedAt: new Date() })
    .where(and(eq(callAgents.orgId, member.orgId), eq(callAgents.userId, member.userId)))
    .returning({ cno: callAgents.cno, boundMobile: callAgents.boundMobile });
  if (!agent) throw notFound('call.notAgent');
  return { agentToken, userMobile: agent.boundMobile, cno: await ticketSeat(db, member, agent.cno) };
}

/** The seat a ticket names: the one the agent is on duty on, else their usual one. */
export async function ticketSeat(db: Db, member: Member, usualCno: string): Promise<string> {
  const [onDuty] = await db
    .select({ cno: callDutyRecords.cno })
    .from(callDutyRecords)
    .where(
      and(
        eq(callDutyRecords.orgId, member.orgId),
        eq(callDutyRecords.userId, member.userId),
        isNull(callDutyRecords.endedAt),
      ),
    );
  return onDuty?.cno ?? usualCno;
}

/** The agent an agent token was last handed to (for the telephony side), or undefined. */
export async function agentOfToken(db: Db, agentToken: string) {
  const [agent] = await db
    .select({ orgId: callAgents.orgId, userId: callAgents.userId, cno: callAgents.cno })
    .from(callAgents)
    .where(eq(callAgents.agentTokenHash, hashOf(agentToken)));
  return agent;
}
