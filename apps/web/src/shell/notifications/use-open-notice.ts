import type { NotificationEntry } from '@atrium/contract';
import { useNavigate } from 'react-router';
import { markNotificationRead } from './inbox-store';

/** Opening a notice: it is marked read, then its screen opens (the record it names). */
export function useOpenNotice(onOpened: () => void) {
  const navigate = useNavigate();
  return async (notice: NotificationEntry) => {
    if (!notice.readAt) await markNotificationRead(notice.id).catch(() => undefined);
    onOpened();
    if (notice.path) navigate(notice.path);
  };
}
