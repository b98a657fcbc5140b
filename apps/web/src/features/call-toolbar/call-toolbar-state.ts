import type {
  CallAgentStatusEvent,
  CallKickoutEvent,
  CallRingingEvent,
  CustomerRow,
  ToolbarSession,
} from '@atrium/contract';

/**
 * What the toolbar shows, driven by its own calls and the realtime events (spec §4 Call tool).
 * The logged-in flag itself lives in the session store (spec §3/§4), so logout clears it.
 */
export interface ToolbarView {
  session: ToolbarSession | null;
  /** 0 idle, 1 ringing, 2 talking (call.agentStatus deviceStatus). */
  deviceStatus: number;
  call: { callRecordId: number; customerNumber: string } | null;
  /** The customer found for the call's number; null: none found; undefined: not looked up yet. */
  customer: CustomerRow | null | undefined;
}

export const IDLE_VIEW: ToolbarView = { session: null, deviceStatus: 0, call: null, customer: undefined };

export type ToolbarAction =
  | { kind: 'loggedIn'; session: ToolbarSession }
  | { kind: 'loggedOut' }
  | { kind: 'agentStatus'; event: CallAgentStatusEvent }
  | { kind: 'ringing'; event: CallRingingEvent }
  | { kind: 'customer'; callRecordId: number; customer: CustomerRow | null };

/** The panel clears when the device status is 0; a ringing call replaces the previous one. */
export function toolbarReducer(view: ToolbarView, action: ToolbarAction): ToolbarView {
  switch (action.kind) {
    case 'loggedIn':
      return { ...view, session: action.session };
    case 'loggedOut':
      return { ...IDLE_VIEW };
    case 'agentStatus': {
      const { deviceStatus } = action.event;
      if (deviceStatus === 0) return { ...view, deviceStatus, call: null, customer: undefined };
      return { ...view, deviceStatus };
    }
    case 'ringing':
      return {
        ...view,
        deviceStatus: Math.max(view.deviceStatus, 1),
        call: { callRecordId: action.event.callRecordId, customerNumber: action.event.customerNumber },
        customer: undefined,
      };
    case 'customer':
      // A late answer for a call that is no longer shown changes nothing.
      return view.call?.callRecordId === action.callRecordId ? { ...view, customer: action.customer } : view;
  }
}

/** A kick-out concerns this tab unless this tab's own login sent it (spec §4: it sets logged-in false). */
export function kicksThisTab(event: CallKickoutEvent, ownLoginId: string | null): boolean {
  return !event.byLoginId || event.byLoginId !== ownLoginId;
}

/** spec §4: a status event sets logged-in to true when the login status is non-zero (false when 0). */
export const loggedInBy = (event: CallAgentStatusEvent): boolean => event.loginStatus !== 0;
