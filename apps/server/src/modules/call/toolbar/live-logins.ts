import { and, eq } from 'drizzle-orm';
import { sessionIsLive } from '../../../platform/auth/sessions.js';
import type { Db } from '../../../platform/db/database.js';
import { users } from '../../admin/admin.tables.js';
import { sessions } from '../../auth/auth.tables.js';
import { callToolbarLogins } from '../toolbar.tables.js';

/**
 * Toolbar logins whose sign-in session is still live (a logged-out or expired session's login is
 * over); filter with sessionIsLive. Kept apart from the login service so the seat status can read
 * it without importing the duty service the login locks seats with.
 */
export const liveLogins = (db: Db) =>
  db
    .select({ login: callToolbarLogins })
    .from(callToolbarLogins)
    .innerJoin(sessions, eq(sessions.id, callToolbarLogins.sessionId))
    .innerJoin(users, eq(users.id, callToolbarLogins.userId));

/** Whether someone is logged into the toolbar on the seat (GET /erp/call/cno/{cno}/status). */
export async function seatLoggedIn(db: Db, orgId: number, cno: string): Promise<boolean> {
  const [row] = await liveLogins(db).where(
    and(eq(callToolbarLogins.orgId, orgId), eq(callToolbarLogins.cno, cno), sessionIsLive(new Date())),
  );
  return row !== undefined;
}
