import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGranted } from '../../platform/access/use-granted';
import { useRealtimeEvent, useRealtimeState } from '../../platform/realtime/realtime-connection';
import { useSession } from '../../platform/session/session-store';
import { useApprovalCounts } from '../../resources/approvals/approval-count-store';

/** 我审批的: where the badge leads. */
export const MY_APPROVED_PATH = '/approval/myApproved';

/** More than this shows as `99+`. */
const BADGE_MAX = 99;

/**
 * Header slot: the caller's pending approvals as a badge (GET /erp/flw/counts), read on sign-in, an
 * organization switch, every (re)connection of the realtime socket, each `approval.changed` event
 * and whenever the window gets the focus back; a click opens 我审批的. Zod-free and without antd
 * components: it loads with the shell. Shown to members who may open 我审批的.
 */
export function ApprovalBadgeSlot() {
  const granted = useGranted('approvalMyApproved');
  return granted ? <ApprovalBadge /> : null;
}

function ApprovalBadge() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const userId = useSession((state) => state.userId);
  const organizationId = useSession((state) => state.organizationId);
  const todo = useApprovalCounts((state) => state.todo);
  const refresh = useApprovalCounts((state) => state.refresh);
  const connection = useRealtimeState();

  useRealtimeEvent('approval.changed', () => void refresh());
  // biome-ignore lint/correctness/useExhaustiveDependencies: those changes are what it reads on.
  useEffect(() => {
    if (userId !== null && (connection === 'open' || connection === 'idle')) void refresh();
  }, [userId, organizationId, connection, refresh]);
  useEffect(() => {
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);

  const label =
    todo > 0 ? `${t('approvals.badge')}, ${t('approvals.pending', { count: todo })}` : t('approvals.badge');
  return (
    <span className="atrium-notification-bell">
      <button
        type="button"
        className="atrium-header-action"
        data-testid="approval-badge"
        aria-label={label}
        title={label}
        onClick={() => navigate(MY_APPROVED_PATH)}
      >
        <AuditOutlined />
        {todo > 0 && (
          <span className="atrium-notification-badge" data-testid="approval-badge-count" aria-hidden>
            {todo > BADGE_MAX ? `${BADGE_MAX}+` : todo}
          </span>
        )}
      </button>
    </span>
  );
}
