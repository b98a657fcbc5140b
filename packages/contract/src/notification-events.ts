// Zod-free on purpose: the header's bell loads with the shell (bundle budget).
/**
 * The realtime event of the header inbox (docs/architecture.md §3f): sent to each recipient when
 * notifications for them commit. It names them only; the bell reads its count and the latest
 * notices (in the reader's locale) from the inbox endpoints.
 */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';

export interface NotificationCreatedEvent {
  /** What happened (`transition.requested`, `customer.transferred`). */
  kind: string;
}
