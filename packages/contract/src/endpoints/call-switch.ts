import { z } from 'zod';
import { defineEndpoint, permission, SIGNED_IN } from '../endpoint.js';
import { isValidPhone, normalizePhone, PHONE_MESSAGE_KEY } from '../rules/phone.js';

/**
 * Telephony gateway (docs/telephony.md). Two switches raise the same call events (ringing,
 * answered, hung up, recording available), which the server maps onto call records, follow-ups
 * and realtime events:
 * - the built-in switch: Atrium is the switch for its own seats; calls are placed into it through
 *   these endpoints (and `npm run call`). Placing a call is an operator/test capability
 *   (`callSwitch`); answering and hanging up are also open to the agent the call rings for (the
 *   soft phone in the browser);
 * - a vendor's webhook (a cloud contact centre), signed like the clue sync webhook.
 */

export const CALL_SWITCH_PERMISSION = 'callSwitch';
/** Vendor webhook headers: unix seconds, and `sha256=<hex HMAC-SHA256 of "{timestamp}.{raw body}">`. */
export const CALL_WEBHOOK_TIMESTAMP_HEADER = 'x-atrium-timestamp';
export const CALL_WEBHOOK_SIGNATURE_HEADER = 'x-atrium-signature';
export const CALL_WEBHOOK_TIMESTAMP_WINDOW_SECONDS = 300;
export const CALL_TRANSCRIPT_MAX = 20_000;

const callRecordParams = z.object({ callRecordId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A caller's number: normalized, then checked with the shared phone rule (variant 2). */
const callerNumber = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform(normalizePhone)
  .refine((value) => isValidPhone(value, 2), { params: { messageKey: PHONE_MESSAGE_KEY } });

/** A call as the switch endpoints answer it. */
export const callState = z.object({
  callRecordId: z.number().int(),
  status: z.enum(['ringing', 'talking', 'ended']),
  outcome: z.enum(['answered', 'missed']).nullable(),
  cno: z.string().nullable(),
  customerNumber: z.string(),
  agentUserId: z.number().int().nullable(),
  customerId: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** The follow-up written when the call ended (a customer matched), else null. */
  activityId: z.number().int().nullable(),
  recordingIds: z.array(z.number().int()),
});
export type CallState = z.infer<typeof callState>;

export const switchInbound = defineEndpoint({
  method: 'POST',
  path: '/erp/call/switch/inbound',
  access: permission(CALL_SWITCH_PERMISSION),
  summary:
    'Built-in switch: an inbound call from `from` rings on seat `to` (its on-duty agent gets call.ringing); 400 for an unknown or disabled seat.',
  body: z.object({ from: callerNumber, to: z.string().trim().min(1).max(32) }),
  answer: z.object({ callRecordId: z.number().int() }),
});

export const switchCall = defineEndpoint({
  method: 'GET',
  path: '/erp/call/switch/:callRecordId',
  access: SIGNED_IN,
  summary: "Built-in switch: a call's state (to the operator or the agent it rings for).",
  params: callRecordParams,
  answer: callState,
});

export const switchAnswer = defineEndpoint({
  method: 'POST',
  path: '/erp/call/switch/:callRecordId/answer',
  access: SIGNED_IN,
  summary:
    'Built-in switch: the ringing call is answered (talking). Allowed to the operator and to the agent it rings for; a repeat changes nothing.',
  params: callRecordParams,
  answer: callState,
});

export const switchHangup = defineEndpoint({
  method: 'POST',
  path: '/erp/call/switch/:callRecordId/hangup',
  access: SIGNED_IN,
  summary:
    'Built-in switch: the call ends (answered, or missed when it was never answered), its follow-up is written; an uploaded recording (file id) and a transcript may come with it.',
  params: callRecordParams,
  body: z.preprocess(
    (value) => value ?? {},
    z.object({
      /** A file uploaded through /erp/common/files/upload (wav or mp3). */
      recordingFileId: z.number().int().min(1).max(2_147_483_647).optional(),
      /** The switch's transcript of the recording, one utterance per line. */
      transcript: z.string().max(CALL_TRANSCRIPT_MAX).optional(),
    }),
  ),
  answer: callState,
});
