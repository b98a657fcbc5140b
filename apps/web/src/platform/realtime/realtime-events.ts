import type {
  ApprovalChangedEvent,
  CallAgentStatusEvent,
  CallEndedEvent,
  CallKickoutEvent,
  CallRingingEvent,
  NotificationCreatedEvent,
} from '@atrium/contract';

/** Payload types of the realtime events the browser subscribes to, by RealtimeMessage.type. */
export interface RealtimeEventMap {
  'call.ringing': CallRingingEvent;
  'call.agentStatus': CallAgentStatusEvent;
  'call.kickout': CallKickoutEvent;
  'call.ended': CallEndedEvent;
  'call.dutyTakenOver': { cno: string };
  'notification.created': NotificationCreatedEvent;
  'approval.changed': ApprovalChangedEvent;
}
