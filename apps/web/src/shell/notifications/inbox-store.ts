import { create } from 'zustand';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { NOTIFICATION_ROUTES } from './notification-routes';

interface InboxState {
  /** The bell's badge: the signed-in member's unread notices in this organization. */
  unread: number;
  /** Goes up with every change (a notice arrived, one was read), so an open list reads again. */
  revision: number;
  /** Reads the unread count again (after a realtime event, a reconnect or a change made here). */
  refresh(): Promise<void>;
}

/** The header inbox's shared state: the bell, its panel and the all-notices drawer. */
export const useInbox = create<InboxState>((set) => ({
  unread: 0,
  revision: 0,
  async refresh() {
    const answer = await callEndpoint(NOTIFICATION_ROUTES.unreadCount, { silent: true }).catch(() => null);
    set((state) => ({ unread: answer?.count ?? state.unread, revision: state.revision + 1 }));
  },
}));

/** Marks one notice read and refreshes the badge. */
export async function markNotificationRead(id: number): Promise<void> {
  await callEndpoint(NOTIFICATION_ROUTES.read, { params: { id } });
  await useInbox.getState().refresh();
}

/** Marks every unread notice read and refreshes the badge. */
export async function markAllNotificationsRead(): Promise<void> {
  await callEndpoint(NOTIFICATION_ROUTES.readAll);
  await useInbox.getState().refresh();
}
