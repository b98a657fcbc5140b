import type { CallRecordRow } from '@atrium/contract';

/** The fixed route of 关联跟进 (fixed-routes.ts, activityRecordCall). */
export const ASSOCIATE_CALL_PATH = '/associate/activity-record/call';

/** 关联跟进 for one call: its id, and its number when the caller sees it unmasked (the page searches customers by it). */
export function associateCallPath(call: Pick<CallRecordRow, 'id' | 'customerNumber'>): string {
  const query = new URLSearchParams({ callRecordId: String(call.id) });
  if (!call.customerNumber.includes('*')) query.set('phone', call.customerNumber);
  return `${ASSOCIATE_CALL_PATH}?${query}`;
}

/** Talk time as m:ss (h:mm:ss past an hour); '—' when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
