import { NOTIFICATION_CREATED_EVENT, type NotificationCreatedEvent } from '@atrium/contract';
import { inArray } from 'drizzle-orm';
import { userOrganizations } from '../../modules/admin/admin.tables.js';
import { enabledMemberIds } from '../access/granted-menus.js';
import type { Db } from '../db/database.js';
import type { MessageKey } from '../http/messages.js';
import { publishRealtime } from '../realtime/publish-realtime.js';
import type { NotificationParams } from './notification-text.js';
import { notifications } from './notifications.tables.js';

/** A notice of an event the recipients must act on (docs/architecture.md §3f). */
export interface Notification {
  /** What happened (`customer.transferred`): the browser's icon and filters key on it. */
  kind: string;
  /** Its title: a message key of the notifying module, `{name}` filled from `params` when read. */
  title: MessageKey;
  params?: NotificationParams;
  /** The record it is about, by its full key. */
  record?: { kind: string; id: number };
  /** The screen that opens it. */
  path?: string;
}

/**
 * Puts a notice in each recipient's inbox, inside the caller's transaction, and tells their open
 * browsers over the realtime channel. The realtime event is a NOTIFY in the same transaction, so
 * it leaves on commit: an action that rolls back stores and tells nobody. Recipients who are not
 * enabled members of the organization (left, disabled) are skipped; so is a repeated id.
 */
export async function notifyUsers(
  tx: Db,
  orgId: number,
  userIds: readonly (number | null | undefined)[],
  notification: Notification,
): Promise<number[]> {
  const wanted = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return [];
  const recipients = await enabledMemberIds(tx, orgId, inArray(userOrganizations.userId, wanted));
  if (recipients.length === 0) return [];
  await tx.insert(notifications).values(
    recipients.map((userId) => ({
      orgId,
      userId,
      kind: notification.kind,
      titleKey: notification.title,
      params: notification.params ?? {},
      recordKind: notification.record?.kind ?? null,
      recordId: notification.record?.id ?? null,
      path: notification.path ?? null,
    })),
  );
  await publishRealtime<NotificationCreatedEvent>(tx, {
    orgId,
    userIds: recipients,
    type: NOTIFICATION_CREATED_EVENT,
    data: { kind: notification.kind },
  });
  return recipients;
}
