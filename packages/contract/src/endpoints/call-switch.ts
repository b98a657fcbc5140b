import { z } from 'zod';
import { defineEndpoint, PUBLIC, permission, SIGNED_IN } from '../endpoint.js';
import { isValidPhone, normalizePhone, PHONE_MESSAGE_KEY } from '../rules/phone.js';
import { queryRecordId, recordId } from '../zod-kit.js';

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

const callRecordParams = z.object({ callRecordId: queryRecordId });

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
      recordingFileId: recordId.optional(),
      /** The switch's transcript of the recording, one utterance per line. */
      transcript: z.string().max(CALL_TRANSCRIPT_MAX).optional(),
    }),
  ),
  answer: callState,
});
export const callWebhook = defineEndpoint({
  method: 'POST',
  path: '/erp/call/webhook/:sourceKey',
  access: PUBLIC,
  summary:
    'Vendor telephony webhook (signed; see docs/telephony.md): 401 on a bad signature or a timestamp outside the window; a repeated event id answers duplicate:true and changes nothing.',
  params: z.object({ sourceKey: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/) }),
  // No `body` on purpose: the signature covers the raw bytes, which are parsed only after it is checked.
  answer: z.object({
    eventId: z.string(),
    duplicate: z.boolean(),
    callRecordId: z.number().int().nullable(),
  }),
});

/**
 * A vendor event (Tinet-style field names), parsed after the signature check. `type`: ring,
 * answer, hangup or record; `callId` is the vendor's call id.
 */
export const callWebhookEvent = z
  .object({
    eventId: z.string().trim().min(1).max(100),
    type: z.enum(['ring', 'answer', 'hangup', 'record']),
    callId: z.string().trim().min(1).max(100),
    cno: z.string().trim().max(32).optional(),
    customerNumber: z.string().trim().max(32).optional(),
    /** 'ib' inbound (default) or 'ob' outbound. */
    callType: z.enum(['ib', 'ob']).optional(),
    /** Unix seconds of the event at the vendor. */
    timestamp: z.number().int().min(0).optional(),
    recordFile: z.string().url().max(2000).optional(),
    recordDuration: z.number().int().min(0).optional(),
    asrText: z.string().max(CALL_TRANSCRIPT_MAX).optional(),
  })
  // A ring names the seat and the number; a record names the file.
  .refine((event) => event.type !== 'ring' || (event.cno && event.customerNumber))
  .refine((event) => event.type !== 'record' || event.recordFile);
export type CallWebhookEvent = z.infer<typeof callWebhookEvent>;

/** A vendor webhook source as administrators see it (the secret only on create and rotate). */
export const callWebhookSourceRow = z.object({
  id: z.number().int(),
  vendor: z.string(),
  enabled: z.boolean(),
  /** The webhook path to give the vendor (relative to the server's origin). */
  hookPath: z.string(),
  /** The secret's last four characters. */
  secretHint: z.string(),
  createdAt: z.string(),
});
export type CallWebhookSourceRow = z.infer<typeof callWebhookSourceRow>;

export const CALL_WEBHOOK_VENDORS = ['tinet'] as const;

export const callWebhookSources = defineEndpoint({
  method: 'GET',
  path: '/erp/call/vendor/source/list',
  access: permission('callAgentList:query'),
  summary: "The organization's telephony vendor webhook sources.",
  answer: z.array(callWebhookSourceRow),
});

export const callWebhookSourceCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/call/vendor/source',
  access: permission('callAgentList:add'),
  summary: 'Adds a vendor webhook source; answers its path and, this once, the whole secret.',
  body: z.object({ vendor: z.enum(CALL_WEBHOOK_VENDORS).default('tinet') }),
  answer: callWebhookSourceRow.extend({ secret: z.string() }),
});

export const callWebhookSourceRotate = defineEndpoint({
  method: 'POST',
  path: '/erp/call/vendor/source/:id/secret',
  access: permission('callAgentList:update'),
  summary: 'Replaces the secret of a source at once (the old one stops working); answers it this once.',
  params: z.object({ id: queryRecordId }),
  answer: callWebhookSourceRow.extend({ secret: z.string() }),
});
