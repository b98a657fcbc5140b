import {
  CALL_BINDING_ORDINARY_PHONE,
  isValidPhone,
  type ToolbarLoginBody,
  type ToolbarSession,
} from '@atrium/contract';
import { and, eq, or } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import { sessionIsLive } from '../../../platform/auth/sessions.js';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { agentOfToken, ticketSeat } from '../agents/ticket.service.js';
import { lockedSeat } from '../duty/duty.service.js';
import { callToolbarLogins } from '../toolbar.tables.js';
import { liveLogins } from './live-logins.js';
import { sessionOf, tellLoginStatus, tellReplaced } from './seat-logins.js';

/**
 * The built-in toolbar's login (spec §4 Call tool, §5 Call login): the server's side of what the
 * browser checks first (令牌为空 / 登录坐席工号为空 / 登录手机号为空), one login per seat and per agent,
 * and the realtime events the toolbars follow.
 */

/** GET /erp/call/toolbar/state: the caller's live login (from any of their sessions), or null. */
export async function toolbarState(db: Db, member: Member): Promise<ToolbarSession | null> {
  const [row] = await liveLogins(db).where(
    and(
      eq(callToolbarLogins.orgId, member.orgId),
      eq(callToolbarLogins.userId, member.userId),
      sessionIsLive(new Date()),
    ),
  );
  return row ? sessionOf(row.login) : null;
}

/**
 * POST /erp/call/toolbar/login: checks the token belongs to the caller's latest ticket, then in one
 * transaction (the seat row locked) replaces the seat's and the caller's older logins, telling
 * them call.kickout, and tells the caller call.agentStatus loginStatus 1.
 */
export async function toolbarLogin(
  db: Db,
  member: Member,
  ip: string,
  body: ToolbarLoginBody,
): Promise<ToolbarSession> {
  const { orgId, userId } = member;
  if (!body.agentToken) throw fieldError('agentToken', 'call.toolbarTokenEmpty');
  const agent = await agentOfToken(db, body.agentToken);
  if (!agent || agent.orgId !== orgId || agent.userId !== userId)
    throw fieldError('agentToken', 'call.toolbarTokenStale');
  const cno = await ticketSeat(db, member, agent.cno);
  if (!cno) throw fieldError('cno', 'call.toolbarSeatEmpty');
  const ordinary = body.bindType === CALL_BINDING_ORDINARY_PHONE;
  const bindTel = ordinary ? (body.bindTel ?? '') : '';
  // Spec §5: for an ordinary phone the check reads the bound phone.
  if (ordinary && !bindTel) throw fieldError('bindTel', 'call.toolbarMobileEmpty');
  if (ordinary && !isValidPhone(bindTel)) throw fieldError('bindTel', 'validation.phone');

  try {
    return await db.transaction(async (tx) => {
      // The seat's lock is the duty's too: a login and a duty change on one seat go one at a time.
      const seat = await lockedSeat(tx, orgId, cno);
      if (!seat.enabled) throw fieldError('cno', 'call.seatDisabled');
      const replaced = await tx
        .delete(callToolbarLogins)
        .where(
          and(
            eq(callToolbarLogins.orgId, orgId),
            or(eq(callToolbarLogins.cno, cno), eq(callToolbarLogins.userId, userId)),
          ),
        )
        .returning();
      const [created] = (await tx
        .insert(callToolbarLogins)
        .values({
          orgId,
          userId,
          sessionId: member.sessionId,
          cno,
          bindType: body.bindType,
          bindTel,
          loginId: body.loginId ?? '',
        })
        .returning()) as [typeof callToolbarLogins.$inferSelect];
      await recordAudit(tx, {
        orgId,
        userId,
        ip,
        action: 'create',
        entity: 'callToolbarLogin',
        entityId: created.id,
        before: replaced.length
          ? { replaced: replaced.map(({ userId, cno }) => ({ userId, cno })) }
          : undefined,
        after: { cno, bindType: body.bindType, bindTel },
      });
      // Status first, kick-out after: the agent's other tabs end logged out, this one logged in.
      await tellLoginStatus(tx, orgId, userId, cno, 1);
      await tellReplaced(tx, orgId, replaced, body.loginId ?? '');
      return sessionOf(created);
    });
  } catch (error) {
    // Two logins raced past each other's delete: the later one may simply retry.
    if (isUniqueViolation(error)) throw new AppError(409, 'call.toolbarBusy');
    throw error;
  }
}

/** POST /erp/call/toolbar/logout (签出): ends the caller's login and tells their toolbars. */
export async function toolbarLogout(db: Db, member: Member, ip: string): Promise<null> {
  const { orgId, userId } = member;
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(callToolbarLogins)
      .where(and(eq(callToolbarLogins.orgId, orgId), eq(callToolbarLogins.userId, userId)))
      .returning();
    if (!ended) return;
    await recordAudit(tx, {
      orgId,
      userId,
      ip,
      action: 'delete',
      entity: 'callToolbarLogin',
      entityId: ended.id,
      before: { cno: ended.cno, bindType: ended.bindType, bindTel: ended.bindTel },
    });
    await tellLoginStatus(tx, orgId, userId, ended.cno, 0);
  });
  return null;
}
