import type { CallBindType } from '@atrium/contract';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../platform/api/call-endpoint';
import { showMessage, withFeedback } from '../../platform/feedback/feedback';
import { useRealtimeEvent } from '../../platform/realtime/realtime-connection';
import { useSession } from '../../platform/session/session-store';
import { callLoginError } from './call-login-check';
import { CALL_TOOLBAR_ROUTES as ROUTES } from './call-toolbar-routes';
import { IDLE_VIEW, kicksThisTab, loggedInBy, toolbarReducer } from './call-toolbar-state';

/** Notices sit 24 px from the top; the header is 64 px high: this moves the call notice below it. */
const NOTICE_BELOW_HEADER = { marginTop: 48 };

/** This tab's toolbar login id: the kick-out its own login sends to the agent's other tabs names it. */
const TAB_LOGIN_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The call toolbar's behaviour (spec §4 Call tool): login with the §5 checks, logout, the realtime
 * events (status, kick-out, ringing with the customer lookup) and the soft phone's answer/hang-up.
 */
export function useCallToolbar() {
  const { t } = useTranslation('callToolbar');
  const loggedIn = useSession((state) => state.callToolLoggedIn);
  const info = useSession((state) => state.callToolInfo);
  const [view, dispatch] = useReducer(toolbarReducer, IDLE_VIEW);
  const [busy, setBusy] = useState(false);
  const setLoggedIn = (flag: boolean) => useSession.getState().setCallTool({ callToolLoggedIn: flag });

  const loadState = useCallback(async () => {
    const session = await callEndpoint(ROUTES.toolbarState, { silent: true }).catch(() => null);
    if (session) dispatch({ kind: 'loggedIn', session });
    useSession.getState().setCallTool({ callToolLoggedIn: session !== null });
  }, []);

  // A reloaded page finds its login on the server.
  useEffect(() => {
    void loadState();
  }, [loadState]);

  useRealtimeEvent('call.agentStatus', (event) => {
    const nowLoggedIn = loggedInBy(event);
    setLoggedIn(nowLoggedIn);
    if (!nowLoggedIn) dispatch({ kind: 'loggedOut' });
    // A login elsewhere, or this one moved to the seat a duty started on: read it again.
    else if (view.session?.cno !== event.cno) void loadState();
    dispatch({ kind: 'agentStatus', event });
  });

  useRealtimeEvent('call.kickout', (event) => {
    if (!kicksThisTab(event, TAB_LOGIN_ID)) return;
    const wasLoggedIn = useSession.getState().callToolLoggedIn;
    setLoggedIn(false);
    dispatch({ kind: 'loggedOut' });
    if (wasLoggedIn) showMessage('warning', t('kickedOut'));
  });

  useRealtimeEvent('call.ringing', (event) => {
    dispatch({ kind: 'ringing', event });
    // Below the header, so the toolbar's answer / hang-up buttons stay visible.
    withFeedback(({ notification }) =>
      notification.info({
        title: t('newCall'),
        description: event.customerNumber,
        style: NOTICE_BELOW_HEADER,
      }),
    );
    // Who holds the number: the panel shows the customer's name, 客户编号 and owner, not the
    // search's copy of their phone (no isShowCustomerInfo).
    callEndpoint(ROUTES.searchCustomer, {
      query: { phone: event.customerNumber, isShowCustomerInfo: 'false' },
      silent: true,
    })
      .catch(() => null)
      .then((customer) => dispatch({ kind: 'customer', callRecordId: event.callRecordId, customer }));
  });

  const login = async (bindType: CallBindType, bindTel: string) => {
    setBusy(true);
    try {
      // A fresh ticket: its token is the one the server accepts (each ticket replaces the last).
      const ticket = await callEndpoint(ROUTES.ticket, { silent: true }).catch(() => info);
      useSession.getState().setCallTool({ callToolInfo: ticket });
      const error = callLoginError(ticket, bindType, bindTel);
      if (error) {
        showMessage('error', t(error));
        return;
      }
      const session = await callEndpoint(ROUTES.toolbarLogin, {
        body: { agentToken: ticket!.agentToken, bindType, bindTel, loginId: TAB_LOGIN_ID },
      });
      dispatch({ kind: 'loggedIn', session });
      setLoggedIn(true);
      showMessage('success', t('loggedIn'));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const logout = async () => {
    setBusy(true);
    try {
      await callEndpoint(ROUTES.toolbarLogout);
      setLoggedIn(false);
      dispatch({ kind: 'loggedOut' });
      showMessage('success', t('loggedOut'));
    } catch {
      // Message shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  const callRecordId = view.call?.callRecordId;
  const answer = () => {
    if (callRecordId !== undefined)
      void callEndpoint(ROUTES.switchAnswer, { params: { callRecordId } }).catch(() => undefined);
  };
  const hangup = () => {
    if (callRecordId !== undefined)
      void callEndpoint(ROUTES.switchHangup, { params: { callRecordId } }).catch(() => undefined);
  };

  return {
    info,
    loggedIn,
    view,
    busy,
    login,
    logout,
    answer,
    hangup,
  };
}
