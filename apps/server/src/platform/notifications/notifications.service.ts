import type { Locale } from '@atrium/contract';
import type { NotificationEntry, NotificationFilter } from '@atrium/contract/endpoints/notifications';
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { newestFirstPage } from '../db/newest-first-page.js';
import { notFound } from '../http/app-error.js';
import type { Member } from '../http/request-context.js';
import { notificationTitle } from './notification-text.js';
import { notifications } from './notifications.tables.js';

type NotificationRow = typeof notifications.$inferSelect;

/** The member's own notices in the organization they act in: nobody reads another's. */
const own = (member: Member) =>
  and(eq(notifications.orgId, member.orgId), eq(notifications.userId, member.userId));

const unread = (member: Member) => and(own(member), isNull(notifications.readAt));

function toEntry(row: NotificationRow, locale: Locale): NotificationEntry {
  return {
    id: row.id,
    kind: row.kind,
    title: notificationTitle(locale, row.titleKey, row.params),
    recordKind: row.recordKind,
    recordId: row.recordId,
    path: row.path,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function pageNotifications(
  db: Db,
  member: Member,
  locale: Locale,
  query: { pageNum: number; pageSize: number; show?: NotificationFilter },
) {
  const where = query.show === 'unread' ? unread(member) : own(member);
  const { rows, total } = await newestFirstPage(db, notifications, where, query);
  return {
    list: rows.map((row) => toEntry(row, locale)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function unreadNotificationCount(db: Db, member: Member) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(unread(member));
  return { count: total };
}

/** Marks one of the member's notices read; it keeps the first reading's time. */
export async function readNotification(db: Db, member: Member, locale: Locale, id: number) {
  const [marked] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(unread(member), eq(notifications.id, id)))
    .returning();
  if (marked) return toEntry(marked, locale);
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(own(member), eq(notifications.id, id)));
  if (!row) throw notFound();
  return toEntry(row, locale);
}

export async function readAllNotifications(db: Db, member: Member) {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(unread(member))
    .returning({ id: notifications.id });
  return { count: marked.length };
}

/** Read notices are kept this long, then swept; unread ones stay until read. */
export const READ_NOTICE_KEEP_DAYS = 180;

/** Removes the notices read more than READ_NOTICE_KEEP_DAYS ago, so inboxes don't grow without end. */
export async function sweepReadNotifications(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - READ_NOTICE_KEEP_DAYS * 86_400_000);
  const swept = await db
    .delete(notifications)
    .where(lt(notifications.readAt, before))
    .returning({ id: notifications.id });
  return swept.length;
}
