import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { showNotification } from '../platform/feedback/feedback';
import { i18n } from '../platform/i18n/i18n';
import type { LoadSessionResult } from '../platform/session/load-session';
import { useSession } from '../platform/session/session-store';
import { decideNavigation } from './guard-decision';
import { PageSpinner } from './page-spinner';

/** One load at a time, shared by every render that asks for it. */
let loading: Promise<LoadSessionResult> | null = null;

function startLoading(): void {
  if (loading) return;
  // Loaded on demand: the session loader brings the contract's endpoints (and zod) with it,
  // which pages open without login never need.
  loading = import('../platform/session/load-session')
    .then(({ loadSession }) => loadSession())
    .then((result) => {
      if (result === 'userInfoFailed') {
        // spec §4: notice 错误 / 请求用户信息失败，请重试, then log out (the guard then sends to login).
        showNotification('error', {
          title: i18n.t('session.errorTitle'),
          description: i18n.t('session.userInfoFailed'),
        });
        useSession.getState().clear();
      }
      return result;
    })
    .finally(() => {
      loading = null;
    });
}

/** spec §2.4 navigation guard around every route. */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const hasToken = useSession((state) => state.token !== null);
  const loaded = useSession((state) => state.info !== null && state.authEntries !== null);
  const decision = decideNavigation({ pathname, search, hasToken, loaded });

  useEffect(() => {
    if (decision.type === 'load') startLoading();
  }, [decision.type]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'load') return <PageSpinner fullPage />;
  return children;
}
