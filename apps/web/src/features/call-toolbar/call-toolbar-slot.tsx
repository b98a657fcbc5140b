import { lazy, Suspense, useEffect } from 'react';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { useSession } from '../../platform/session/session-store';
import { CALL_TOOLBAR_ROUTES as ROUTES } from './call-toolbar-routes';

/** The toolbar, its antd parts and texts load only for agents (most users are none). */
const CallToolbar = lazy(() => import('./call-toolbar'));

/**
 * Header slot of the call toolbar (spec §6: it needs a ticket returned by the server). The ticket
 * (call-tool info) goes into the session store; someone who is no agent (404) sees nothing.
 */
export function CallToolbarSlot() {
  const userId = useSession((state) => state.userId);
  const organizationId = useSession((state) => state.organizationId);
  const info = useSession((state) => state.callToolInfo);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another organization has its own ticket.
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    const { setCallTool } = useSession.getState();
    callEndpoint(ROUTES.ticket, { silent: true }).then(
      (ticket) => live && setCallTool({ callToolInfo: ticket, callToolAuthorized: true }),
      () => live && setCallTool({ callToolInfo: null, callToolAuthorized: false, callToolLoggedIn: false }),
    );
    return () => {
      live = false;
    };
  }, [userId, organizationId]);

  if (!info) return null;
  // The class lets the header make room for the toolbar (global.css); `contents` adds no box.
  return (
    <span className="atrium-call-toolbar" style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <CallToolbar />
      </Suspense>
    </span>
  );
}
