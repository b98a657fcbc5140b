import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orgIdColumn, users } from '../../modules/admin/admin.tables.js';
import type { NotificationParams } from './notification-text.js';

/**
 * A header-inbox notification (docs/architecture.md §3f): one row per recipient, so reading is
 * per user. The title is a message key with its params, rendered when read in the reader's
 * locale; the link is the record (kind + id) and the screen path that opens it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    orgId: orgIdColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, for filters and the icon (`transition.requested`, `customer.transferred`). */
    kind: text('kind').notNull(),
    /** A server message key (`notification.approvalRequested`) and its `{name}` values. */
    titleKey: text('title_key').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** The record the notice is about, by its full key (`stockReceipt` + 12), when there is one. */
    recordKind: text('record_kind'),
    recordId: integer('record_id'),
    /** The screen that opens it (`/customer/manage/detail/12`), when there is one. */
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox page and the unread count read a user's newest first in one organization.
    index('notifications_recipient_idx').on(t.orgId, t.userId, t.id),
    index('notifications_unread_idx').on(t.orgId, t.userId).where(sql`${t.readAt} is null`),
  ],
);
