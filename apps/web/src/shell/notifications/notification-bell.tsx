import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent, useRealtimeState } from '../../platform/realtime/realtime-connection';
import { useSession } from '../../platform/session/session-store';
import { LAYOUT_NS } from '../layout-i18n';
import { useInbox } from './inbox-store';

/** The panel, the drawer and their texts load on the first click (the shell carries only the bell). */
const NotificationPanel = lazy(() => import('./notification-panel'));

/** More than this shows as `99+`. */
const BADGE_MAX = 99;

/**
 * The header inbox's bell (docs/architecture.md §3f): the unread count as a badge, read when the
 * member or organization changes and again whenever the realtime channel says a notice arrived or
 * (re)connects, so a notice sent while the socket was down is counted too; no polling.
 */
export function NotificationBell() {
  const { t } = useTranslation(LAYOUT_NS);
  const userId = useSession((state) => state.userId);
  const organizationId = useSession((state) => state.organizationId);
  const unread = useInbox((state) => state.unread);
  const refresh = useInbox((state) => state.refresh);
  const connection = useRealtimeState();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);

  useRealtimeEvent('notification.created', () => void refresh());
  // Signing in, switching organization and every (re)connection of the socket read the count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: those changes are what it reads on.
  useEffect(() => {
    if (userId !== null && (connection === 'open' || connection === 'idle')) void refresh();
  }, [userId, organizationId, connection, refresh]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) bell.current?.focus();
  }, []);

  const label =
    unread > 0
      ? `${t('notifications.bell')}, ${t('notifications.unread', { count: unread })}`
      : t('notifications.bell');
  return (
    <span className="atrium-notification-bell">
      <button
        ref={bell}
        type="button"
        className="atrium-header-action"
        data-testid="notification-bell"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen((shown) => !shown);
        }}
      >
        <BellOutlined />
        {unread > 0 && (
          <span className="atrium-notification-badge" data-testid="notification-badge" aria-hidden>
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationPanel open={open} anchor={bell} onClose={close} />
        </Suspense>
      )}
    </span>
  );
}
