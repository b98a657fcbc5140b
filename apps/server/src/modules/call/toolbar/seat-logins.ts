import {
  CALL_EVENT_TYPES,
  type CallAgentStatusEvent,
  type CallKickoutEvent,
  formatBusinessDateTime,
  type ToolbarSession,
} from '@atrium/contract';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import type { Member } from '../../../platform/http/request-context.js';
import { publishRealtime } from '../../../platform/realtime/publish-realtime.js';
import { callToolbarLogins } from '../toolbar.tables.js';

/**
 * What the toolbar logins on a seat tell the toolbars (call.agentStatus, call.kickout), shared by
 * the login itself and by a duty start, which takes the agent's login along to the seat it starts
 * on. Apart from the login service so the duty service can use it without an import circle.
 */

/** Why a toolbar was logged out from elsewhere (call.kickout reason). */
export const KICKOUT_REPLACED = 'loggedInElsewhere';

type LoginRow = typeof callToolbarLogins.$inferSelect;

export const sessionOf = (row: LoginRow): ToolbarSession => ({
  cno: row.cno,
  bindType: row.bindType as ToolbarSession['bindType'],
  bindTel: row.bindTel,
  loginTime: formatBusinessDateTime(row.loggedInAt),
});

export const agentStatus = (cno: string, loginStatus: 0 | 1): CallAgentStatusEvent => ({
  cno,
  loginStatus,
  deviceStatus: 0,
  callRecordId: null,
});

/** Tells `userId`'s toolbars whether they are logged in on `cno`. */
export function tellLoginStatus(tx: Db, orgId: number, userId: number, cno: string, loginStatus: 0 | 1) {
  return publishRealtime<CallAgentStatusEvent>(tx, {
    orgId,
    userIds: [userId],
    type: CALL_EVENT_TYPES.agentStatus,
    data: agentStatus(cno, loginStatus),
  });
}

/** Tells the holders of logins another one replaced that they are logged out (naming the newer login). */
export async function tellReplaced(tx: Db, orgId: number, replaced: readonly LoginRow[], byLoginId: string) {
  for (const old of replaced) {
    await publishRealtime<CallKickoutEvent>(tx, {
      orgId,
      userIds: [old.userId],
      type: CALL_EVENT_TYPES.kickout,
      data: { cno: old.cno, reason: KICKOUT_REPLACED, byLoginId },
    });
  }
}

/**
 * A duty started on `cno` (the header control, /take/seat, a takeover) inside its transaction, the
 * seat row locked: the agent's toolbar login on another seat moves to `cno` and to the session that
 * started the duty, since calls now ring for them there. Another login on `cno` is replaced, as a
 * newer login there would replace it. Without a login, or already on `cno`, nothing changes.
 */
export async function moveLoginToSeat(tx: Db, member: Member, ip: string, cno: string): Promise<void> {
  const { orgId, userId } = member;
  const [own] = await tx
    .select()
    .from(callToolbarLogins)
    .where(and(eq(callToolbarLogins.orgId, orgId), eq(callToolbarLogins.userId, userId)))
    .for('update');
  if (!own || own.cno === cno) return;
  const replaced = await tx
    .delete(callToolbarLogins)
    .where(
      and(
        eq(callToolbarLogins.orgId, orgId),
        eq(callToolbarLogins.cno, cno),
        ne(callToolbarLogins.userId, userId),
      ),
    )
    .returning();
  await tx
    .update(callToolbarLogins)
    .set({ cno, sessionId: member.sessionId })
    .where(eq(callToolbarLogins.id, own.id));
  await recordAudit(tx, {
    orgId,
    userId,
    ip,
    action: 'update',
    entity: 'callToolbarLogin',
    entityId: own.id,
    before: {
      cno: own.cno,
      ...(replaced.length ? { replaced: replaced.map(({ userId, cno }) => ({ userId, cno })) } : {}),
    },
    after: { cno },
  });
  await tellLoginStatus(tx, orgId, userId, cno, 1);
  await tellReplaced(tx, orgId, replaced, own.loginId);
}
