import type { callSeatsApi } from '@atrium/contract';
import { and, eq } from 'drizzle-orm';
import { hasPermission } from '../../../platform/access/granted-menus.js';
import { hashSessionToken } from '../../../platform/auth/session-token.js';
import { revokeSession } from '../../../platform/auth/sessions.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { AnswerOf, BodyOf } from '../../../platform/http/bind-endpoint.js';
import { users } from '../../admin/admin.tables.js';
import { type ClientInfo, login } from '../../auth/auth.service.js';
import { sessions } from '../../auth/auth.tables.js';
import { callAgents } from '../call.tables.js';
import { dutyHolder, startDuty } from '../duty/duty.service.js';

/**
 * POST /erp/call/take-seat (/take/seat): the login (its messages, per-account lock-out and, at the
 * route, its per-address limit), then the duty start of the duty control (the same takeover). Only
 * an agent (bound to a seat) holding dutyRecordStart may; anything refused after the password was
 * accepted revokes the session just opened, so a refusal leaves nobody signed in.
 */
export async function takeSeat(
  db: Db,
  body: BodyOf<typeof callSeatsApi.takeSeat>,
  client: ClientInfo,
): Promise<AnswerOf<typeof callSeatsApi.takeSeat>> {
  const { cno, ...credentials } = body;
  const signedIn = await login(db, credentials, client);
  const [session] = (await db
    .select({ id: sessions.id, username: users.username })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashSessionToken(signedIn.token)))) as [{ id: number; username: string }];
  try {
    const { userId, organizationId: orgId } = signedIn;
    const [agent] = await db
      .select({ id: callAgents.id })
      .from(callAgents)
      .where(and(eq(callAgents.orgId, orgId), eq(callAgents.userId, userId)));
    if (!agent || !(await hasPermission(db, userId, orgId, 'dutyRecordStart')))
      throw new AppError(403, 'call.takeSeatForbidden');
    const member = { userId, orgId, sessionId: session.id, username: session.username };
    // Who held the seat a moment before, for the agent's message; the takeover itself is atomic.
    const holder = await dutyHolder(db, orgId, cno);
    const duty = await startDuty(db, member, client.ip, cno);
    const takenOverFrom = holder && holder.userName !== duty.userName ? holder.userName : null;
    return { ...signedIn, duty, takenOverFrom };
  } catch (error) {
    await revokeSession(db, session.id);
    throw error;
  }
}
