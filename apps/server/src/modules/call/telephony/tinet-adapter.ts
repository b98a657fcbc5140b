import { type CallWebhookEvent, normalizePhone } from '@atrium/contract';
import type { TelephonyAdapter, TelephonyEvent } from './telephony-events.js';

/**
 * A cloud contact centre's webhook (Tinet / 天润-style field names) as telephony events
 * (docs/telephony.md has the table): ring → ringing, answer → answered, hangup → hung up (and a
 * recording when the hang-up carries its file), record → recording (with the vendor's ASR text).
 */
export const tinetAdapter: TelephonyAdapter<CallWebhookEvent> = {
  source: 'vendor',
  eventsOf(input) {
    const base = {
      callId: input.callId,
      ...(input.timestamp !== undefined ? { at: new Date(input.timestamp * 1000) } : {}),
      ...(input.cno ? { cno: input.cno } : {}),
      ...(input.customerNumber ? { customerNumber: normalizePhone(input.customerNumber) } : {}),
      direction: input.callType === 'ob' ? ('outbound' as const) : ('inbound' as const),
    };
    const recording: TelephonyEvent[] = input.recordFile
      ? [
          {
            ...base,
            kind: 'recording',
            url: input.recordFile,
            ...(input.recordDuration !== undefined ? { durationSeconds: input.recordDuration } : {}),
            ...(input.asrText ? { transcript: input.asrText } : {}),
          },
        ]
      : [];
    switch (input.type) {
      case 'ring':
        if (!base.cno || !base.customerNumber) return [];
        return [{ ...base, kind: 'ringing', cno: base.cno, customerNumber: base.customerNumber }];
      case 'answer':
        return [{ ...base, kind: 'answered' }];
      case 'hangup':
        return [{ ...base, kind: 'hungUp' }, ...recording];
      case 'record':
        return recording;
    }
  },
};
