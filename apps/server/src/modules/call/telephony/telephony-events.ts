import type { CALL_SOURCES } from '../call.tables.js';

/**
 * The telephony adapter interface (docs/telephony.md): whatever carries the calls (the built-in
 * switch, a vendor's webhook) reports them as these events, each naming the switch's own call id.
 * One service (call-events.service.ts) maps them onto call records, recordings, follow-ups and
 * realtime events, so every switch behaves the same in the browser.
 */

export type CallSource = (typeof CALL_SOURCES)[number];

/** Fields a vendor may repeat on every event, so a record can be created from a late first event. */
interface CallIdentity {
  /** The switch's id of the call, unique per organization and source. */
  callId: string;
  /** When it happened at the switch (default: now). */
  at?: Date;
  cno?: string;
  customerNumber?: string;
  direction?: 'inbound' | 'outbound';
}

/** The call rings on a seat (inbound) or is being dialled (outbound). */
export interface RingingEvent extends CallIdentity {
  kind: 'ringing';
  cno: string;
  customerNumber: string;
}

/** The agent picked up. */
export interface AnsweredEvent extends CallIdentity {
  kind: 'answered';
}

/** Either side hung up: answered when it was answered before, missed otherwise. */
export interface HungUpEvent extends CallIdentity {
  kind: 'hungUp';
}

/** A recording of the call is available: bytes Atrium holds (fileId) or a vendor's URL. */
export interface RecordingEvent extends CallIdentity {
  kind: 'recording';
  fileId?: number;
  url?: string;
  durationSeconds?: number;
  /** A transcript the switch delivered with it (stored as is, transcriber 'vendor'). */
  transcript?: string;
}

export type TelephonyEvent = RingingEvent | AnsweredEvent | HungUpEvent | RecordingEvent;

/** Where an event came from: the organization whose seats the switch serves, and which switch. */
export interface TelephonyOrigin {
  orgId: number;
  source: CallSource;
}

/** What applying an event did. */
export interface TelephonyOutcome {
  /** The call record it concerns, or null when it names a call not known (and can't start one). */
  callRecordId: number | null;
  /** False when it was a repeat or came too late to change anything (e.g. answer after hang-up). */
  changed: boolean;
}

/**
 * A telephony adapter: something that turns a switch's own protocol into TelephonyEvents and
 * hands each to `apply` (the gateway service). Both implementations (switch/builtin-switch.service.ts
 * and telephony/call-webhook.service.ts) follow it.
 */
export interface TelephonyAdapter<Input> {
  readonly source: CallSource;
  /** The events one input of the switch stands for, in order (may be none). */
  eventsOf(input: Input): TelephonyEvent[];
}

/** The job the AI pipeline runs for every new recording (speech-to-text, then analysis). */
export const TRANSCRIBE_JOB_KIND = 'call.recording.transcribe';
