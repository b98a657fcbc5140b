import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orgIdColumn, userIdColumn } from '../admin/admin.tables.js';
import { sessions } from '../auth/auth.tables.js';
import { callSeats } from './call.tables.js';

/**
 * Logins of the built-in call toolbar (spec §4 Call tool): who is logged in on which seat, how
 * (soft phone 3 / ordinary phone 1 on bind_tel). One login per seat and one per agent, as database
 * rules; a newer login replaces the row. login_id is the logging-in browser tab's own id. A login
 * counts only while its sign-in session is live (spec §4: logout ends the call-tool login too).
 */
export const callToolbarLogins = pgTable(
  'call_toolbar_logins',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    userId: userIdColumn(),
    /** The sign-in session that logged the toolbar in: once it ends (logout, expiry), so does the login. */
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    cno: text('cno').notNull(),
    bindType: smallint('bind_type').notNull(),
    bindTel: text('bind_tel').notNull().default(''),
    loginId: text('login_id').notNull().default(''),
    loggedInAt: timestamp('logged_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_toolbar_logins_seat_key').on(t.orgId, t.cno),
    uniqueIndex('call_toolbar_logins_user_key').on(t.orgId, t.userId),
    check('call_toolbar_logins_bind_type_check', sql`${t.bindType} in (1, 3)`),
    foreignKey({
      name: 'call_toolbar_logins_seat_fk',
      columns: [t.orgId, t.cno],
      foreignColumns: [callSeats.orgId, callSeats.cno],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
  ],
);
