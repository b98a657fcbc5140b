import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { idParams, optionalFilter, queryRecordId, recordId } from '../zod-kit.js';
import { customerActivity } from './crm-activities.js';

/**
 * 通话记录 (call records, issue 5): every call the built-in switch or a vendor carried, read by
 * the caller's data scope (an agent their own calls, a department leader their departments'
 * agents' calls and calls with customers they hold, an administrator all), and linked to a
 * customer follow-up from /associate/activity-record/call.
 */

/** `YYYY-MM-DD`: a day of the ring-time range (inclusive, China time). */
const day = optionalFilter(z.iso.date());

export const CALL_RECORD_DIRECTIONS = ['inbound', 'outbound'] as const;
export const CALL_RECORD_OUTCOMES = ['answered', 'missed'] as const;

/** 通话记录 row. Times are `YYYY-MM-DD HH:mm:ss` (China time). */
export const callRecordRow = z.object({
  id: z.number().int(),
  direction: z.enum(CALL_RECORD_DIRECTIONS),
  /** The other party's number, masked (138****5678) unless the caller may see it in full. */
  customerNumber: z.string(),
  cno: z.string().nullable(),
  agentUserId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  customerSn: z.string().nullable(),
  status: z.enum(['ringing', 'talking', 'ended']),
  outcome: z.enum(CALL_RECORD_OUTCOMES).nullable(),
  ringTime: z.string(),
  answerTime: z.string().nullable(),
  endTime: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  recordingCount: z.number().int(),
  /** The follow-up written for (or linked to) the call; null: 关联跟进 is offered. */
  activityId: z.number().int().nullable(),
});
export type CallRecordRow = z.infer<typeof callRecordRow>;

/** A recording of a call: the audio URL (a stored file's download path or the vendor's URL) and its transcript. */
export const callRecordingItem = z.object({
  id: z.number().int(),
  url: z.string(),
  durationSeconds: z.number().int().nullable(),
  voiceStatus: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  /** One utterance per line ("坐席：…" / "客户：…"); null until transcribed. */
  convertText: z.string().nullable(),
  transcriber: z.string().nullable(),
});
export type CallRecordingItem = z.infer<typeof callRecordingItem>;

export const callRecordDetail = callRecordRow.extend({ recordings: z.array(callRecordingItem) });
export type CallRecordDetail = z.infer<typeof callRecordDetail>;

/** The list's filters without the day-range check (the export body is built from it). */
const callRecordFilters = pageQuery.extend({
  startDate: day,
  endDate: day,
  direction: optionalFilter(z.enum(CALL_RECORD_DIRECTIONS)),
  outcome: optionalFilter(z.enum(CALL_RECORD_OUTCOMES)),
  cno: optionalFilter(z.string().trim().max(32)),
  agentUserId: optionalFilter(queryRecordId),
  /** Digits the number contains. */
  customerNumber: optionalFilter(
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/),
  ),
  customerName: optionalFilter(z.string().trim().max(100)),
});

export const callRecordPageQuery = callRecordFilters.refine(
  (query) => !query.startDate || !query.endDate || query.startDate <= query.endDate,
  {
    path: ['endDate'],
    params: { messageKey: 'validation.timeRange' },
  },
);

export const callRecordPage = defineEndpoint({
  method: 'GET',
  path: '/erp/call/record/page',
  access: permission('callRecordList:query'),
  summary:
    'Call records in the caller data scope (own calls; a department leader adds the calls of their departments agents and with customers they hold; an administrator all), newest ring first; ring day range, direction, outcome, seat, agent, number (contains digits), customer name (contains).',
  query: callRecordPageQuery,
  answer: page(callRecordRow),
});

export const callRecordExport = defineEndpoint({
  method: 'POST',
  path: '/erp/call/record/export',
  access: permission('callRecordList:export'),
  summary:
    'Export the call record list with its filters as a job (only calls in the caller data scope, numbers masked as the list masks them); the file appears in the download center.',
  body: listExportBody(callRecordFilters),
  answer: exportAnswer,
});

export const callRecordGet = defineEndpoint({
  method: 'GET',
  path: '/erp/call/record/:id',
  access: permission('callRecordList:get'),
  summary: 'One call record in the caller data scope, with its recordings; 404 otherwise.',
  params: idParams,
  answer: callRecordDetail,
});

/**
 * 关联跟进: link an existing follow-up (of the call's customer, without a call yet), or write a
 * new call follow-up on a customer (an unmatched call whose number the agent now places).
 */
export const callRecordLinkBody = z.union([
  z.object({ activityId: recordId }).strict(),
  z
    .object({
      customerId: recordId,
      content: z.string().trim().min(1).max(2000),
    })
    .strict(),
]);

export const callRecordLink = defineEndpoint({
  method: 'POST',
  path: '/erp/call/record/:id/activity',
  access: permission('customerDetail:update'),
  summary:
    "Link a call in the caller scope to a follow-up: {activityId} an existing follow-up of the call's customer without a call, or {customerId, content} a new call follow-up (kind call) on a customer the caller may open; sets the follow-up's call and the call's follow-up and customer; 400 when the call already has a follow-up.",
  params: idParams,
  body: callRecordLinkBody,
  answer: customerActivity,
});
