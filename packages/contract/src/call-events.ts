import { z } from 'zod';

/**
 * The call centre's realtime events (RealtimeMessage.type → data), as the server publishes them to
 * agents over /erp/realtime and the call toolbar reads them (spec §4 Call tool). Whichever switch
 * carried the call (built-in or a vendor webhook), the same events are published.
 */

/** An inbound call is ringing on a seat; sent to the seat's on-duty agent (the screen pop). */
export const callRingingEvent = z.object({
  callRecordId: z.number().int(),
  cno: z.string(),
  /** The caller's number, as the toolbar looks the customer up by it. */
  customerNumber: z.string(),
  direction: z.enum(['inbound', 'outbound']),
  /** The customer holding the number when it rang, if any. */
  customerId: z.number().int().nullable(),
  ringAt: z.string(),
});
export type CallRingingEvent = z.infer<typeof callRingingEvent>;

/**
 * The agent's toolbar state changed. loginStatus 0 = logged out of the toolbar, non-zero = logged in;
 * deviceStatus 0 = idle (the customer panel clears), 1 = ringing, 2 = talking.
 */
export const callAgentStatusEvent = z.object({
  cno: z.string(),
  loginStatus: z.number().int(),
  deviceStatus: z.number().int(),
  callRecordId: z.number().int().nullable(),
});
export type CallAgentStatusEvent = z.infer<typeof callAgentStatusEvent>;

/** The agent was logged out of the toolbar from elsewhere (another login, duty taken over). */
export const callKickoutEvent = z.object({
  cno: z.string(),
  reason: z.string(),
  /** The toolbar login that replaced this one (its loginId): the tab that made it ignores the kick-out. */
  byLoginId: z.string().optional(),
});
export type CallKickoutEvent = z.infer<typeof callKickoutEvent>;

/** A call ended (answered or missed); its record and follow-up are written. */
export const callEndedEvent = z.object({
  callRecordId: z.number().int(),
  cno: z.string().nullable(),
  outcome: z.enum(['answered', 'missed']),
  activityId: z.number().int().nullable(),
});
export type CallEndedEvent = z.infer<typeof callEndedEvent>;

/** The realtime event types of the call centre. */
export const CALL_EVENT_TYPES = {
  ringing: 'call.ringing',
  agentStatus: 'call.agentStatus',
  kickout: 'call.kickout',
  ended: 'call.ended',
  dutyTakenOver: 'call.dutyTakenOver',
} as const;
