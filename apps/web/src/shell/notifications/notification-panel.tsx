import type { NotificationEntry } from '@atrium/contract';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { formatDateTime } from '../../resources/format-date-time';
import { markAllNotificationsRead, useInbox } from './inbox-store';
import { NOTIFICATION_ROUTES } from './notification-routes';
import { NOTIFICATIONS_NS } from './notifications-i18n';
import { useOpenNotice } from './use-open-notice';

const NotificationInboxDrawer = lazy(() => import('./notification-inbox-drawer'));

/** The panel lists this many of the newest notices; the drawer pages through all of them. */
const PANEL_SIZE = 6;

interface NotificationPanelProps {
  open: boolean;
  /** The bell: a click on it toggles the panel, so it is not an outside click. */
  anchor: RefObject<HTMLElement | null>;
  /** `refocus`: give the bell the focus back (Escape), not when a notice's screen opens. */
  onClose: (refocus: boolean) => void;
}

/**
 * The bell's dropdown: the newest notices (unread ones marked), each opening its record and being
 * marked read, "mark all read", and "view all" opening the drawer. Read again whenever the inbox
 * changes (a realtime notice, a reading elsewhere). Escape or a click outside closes it.
 */
export default function NotificationPanel({ open, anchor, onClose }: NotificationPanelProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const revision = useInbox((state) => state.revision);
  const unread = useInbox((state) => state.unread);
  const [notices, setNotices] = useState<NotificationEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const openNotice = useOpenNotice(() => onClose(false));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision means the inbox changed.
  useEffect(() => {
    if (!open) return;
    let live = true;
    callEndpoint(NOTIFICATION_ROUTES.page, { query: { pageNum: 1, pageSize: PANEL_SIZE }, silent: true })
      .then((page) => {
        if (!live) return;
        setNotices(page.list);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, revision]);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open, anchor, onClose]);

  return (
    <>
      {open && (
        <div
          ref={panel}
          role="dialog"
          aria-label={t('panel.title')}
          tabIndex={-1}
          className="atrium-notification-panel"
          data-testid="notification-panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose(true);
          }}
        >
          <div className="atrium-notification-panel-head">
            <Typography.Text strong>{t('panel.title')}</Typography.Text>
            <Button
              type="link"
              size="small"
              disabled={unread === 0}
              data-testid="notification-read-all"
              onClick={() => void markAllNotificationsRead()}
            >
              {t('action.readAll')}
            </Button>
          </div>
          {failed ? (
            <Typography.Paragraph type="danger" className="atrium-notification-panel-note">
              {t('panel.failed')}
            </Typography.Paragraph>
          ) : notices === null ? (
            <Spin className="atrium-notification-panel-note" />
          ) : notices.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('panel.empty')} />
          ) : (
            <ul className="atrium-notification-list">
              {notices.map((notice) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    className={
                      notice.readAt ? 'atrium-notification-item' : 'atrium-notification-item is-unread'
                    }
                    data-testid="notification-item"
                    onClick={() => void openNotice(notice)}
                  >
                    <span className="atrium-notification-title">
                      {!notice.readAt && (
                        <span className="atrium-notification-dot" title={t('status.unread')}>
                          <span className="atrium-visually-hidden">{t('status.unread')}</span>
                        </span>
                      )}
                      {notice.title}
                    </span>
                    <span className="atrium-notification-time">{formatDateTime(notice.createdAt)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="atrium-notification-panel-foot">
            <Button
              type="link"
              block
              data-testid="notification-view-all"
              onClick={() => {
                setDrawerOpen(true);
                onClose(false);
              }}
            >
              {t('panel.viewAll')}
            </Button>
          </div>
        </div>
      )}
      {drawerOpen && (
        <Suspense fallback={null}>
          <NotificationInboxDrawer onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
