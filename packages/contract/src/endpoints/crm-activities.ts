import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { emptyToUndefined, idParams, optionalFilter, queryRecordId, recordId } from '../zod-kit.js';
import { attachedFile } from './files.js';

/**
 * Follow-ups (跟进记录, spec §1 "follow-ups", §2.5 activity list): a kind from the organization's
 * followUpType dictionary, what was said, attachments and the next follow-up date. Adding one
 * stamps the customer's last follow-up and its timeline. Everything is limited to the caller's
 * data scope on the server (customers they may open).
 */

export const ACTIVITY_CONTENT_MAX = 2000;
export const ACTIVITY_ATTACHMENTS_MAX = 10;
/** The dictionary the kind comes from. */
export const ACTIVITY_KIND_DICT = 'followUpType';

export const customerActivity = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerSn: z.string(),
  authorUserId: z.number().int().nullable(),
  authorName: z.string(),
  /** A followUpType dictionary value. */
  kind: z.string(),
  content: z.string(),
  attachments: z.array(attachedFile),
  nextFollowUpAt: z.string().nullable(),
  /** The call a call follow-up carries (call centre); null otherwise. */
  callRecordId: z.number().int().nullable(),
  /** That call has a recording: the screens offer 录音 (a missed call has none). */
  hasRecording: z.boolean(),
  createdAt: z.string(),
});
export type CustomerActivity = z.infer<typeof customerActivity>;

export const activityAdd = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/:id/activity',
  access: permission('customerDetail:update'),
  summary:
    'Add a follow-up to a customer the caller may open (in their data scope or in the pool): the kind must be an enabled followUpType value of the organization, attachments files of the organization. Sets the customer last follow-up time and adds a followed_up timeline row (reason: the type label), in one transaction.',
  params: idParams,
  body: z.object({
    kind: z.string().trim().min(1).max(32),
    content: z.string().trim().min(1).max(ACTIVITY_CONTENT_MAX),
    attachmentFileIds: z.array(recordId).max(ACTIVITY_ATTACHMENTS_MAX).default([]),
    /** When to follow up next (ISO date-time with offset); null or absent: not planned. */
    nextFollowUpAt: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).nullable().optional()),
  }),
  answer: customerActivity,
});

export const customerActivityPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/:id/activity/page',
  access: permission('customerDetail:get'),
  summary: 'The follow-ups of one customer the caller may open, newest first.',
  params: idParams,
  query: pageQuery,
  answer: page(customerActivity),
});

/** `YYYY-MM-DD`: a day of the date range filter (inclusive, server time zone). */
const day = optionalFilter(z.iso.date());

export const activityPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/activity/page',
  access: permission('customerActivityList:query'),
  summary:
    'The activity list (/customer/activity/list): follow-ups on customers in the caller data scope (own; a department leader adds the department subtree; an administrator every customer), newest first; kind and author exact, customer name contains, created between two days inclusive.',
  query: pageQuery
    .extend({
      kind: optionalFilter(z.string().trim().max(32)),
      authorUserId: optionalFilter(queryRecordId),
      customerName: optionalFilter(z.string().trim().max(100)),
      startDate: day,
      endDate: day,
    })
    .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
      path: ['endDate'],
      params: { messageKey: 'validation.timeRange' },
    }),
  answer: page(customerActivity),
});

export const activityAuthors = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/activity/authors',
  access: permission('customerActivityList:query'),
  summary:
    'Who the activity list may be filtered by: the caller, plus the members of the departments they lead (all members for an administrator).',
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
