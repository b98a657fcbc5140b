import type { MemberStatus, PersonPoolSetting } from '@atrium/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useSession } from '../../platform/session/session-store';
import { SUPPORT_STATUS_ROUTES as ROUTES } from './support-status-routes';

/** The controls and their texts load only for someone who has one of them (most users have none). */
const SupportStatusSection = lazy(() => import('./support-status-section'));

export interface SupportStatusStart {
  userId: number;
  status: MemberStatus | null;
  autoAssign: PersonPoolSetting | null;
}

/**
 * Header slot (spec §6): the after-sales work section shows when the status call returns data, the
 * auto-assign switch when the person-pool call succeeds (its errors silenced). Both are asked here,
 * without antd, so the shell pays nothing for users who have neither.
 */
export function SupportStatusSlot() {
  const userId = useSession((state) => state.userId);
  const [start, setStart] = useState<SupportStatusStart | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const quietly = <T,>(call: Promise<T>) => call.catch(() => null);
    void Promise.all([
      quietly(callEndpoint(ROUTES.currentMemberStatus, { silent: true })),
      quietly(callEndpoint(ROUTES.personPoolSelf, { params: { userId }, silent: true })),
    ]).then(([status, autoAssign]) => {
      if (live) setStart(status || autoAssign ? { userId, status, autoAssign } : null);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  if (!start) return null;
  return (
    <Suspense fallback={null}>
      <SupportStatusSection start={start} />
    </Suspense>
  );
}
