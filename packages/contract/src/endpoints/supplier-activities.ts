import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { emptyToUndefined, idParams, optionalFilter, queryRecordId, recordId } from '../zod-kit.js';
import { attachedFile } from './files.js';

/**
 * 供应商动态: follow-ups on a supplier (a visit, a call, a note) with attached files, in the
 * supplier's timeline and in the feed across suppliers. Everything keeps to the suppliers of the
 * caller's data scope: an activity of a supplier they can't see is not found.
 */

export const SUPPLIER_ACTIVITY_KINDS = ['visit', 'call', 'note'] as const;
export type SupplierActivityKind = (typeof SUPPLIER_ACTIVITY_KINDS)[number];
export const SUPPLIER_ACTIVITY_CONTENT_MAX = 2000;
export const SUPPLIER_ACTIVITY_ATTACHMENTS_MAX = 10;

export const supplierActivity = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  supplierCode: z.string(),
  kind: z.enum(SUPPLIER_ACTIVITY_KINDS),
  content: z.string(),
  /** When the visit or call took place (what the timeline orders by). */
  occurredAt: z.string(),
  attachments: z.array(attachedFile),
  authorUserId: z.number().int().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type SupplierActivity = z.infer<typeof supplierActivity>;

export const supplierActivityAdd = defineEndpoint({
  method: 'POST',
  path: '/erp/supply/supplier/:id/activity',
  access: permission('supplierDetail:update'),
  summary:
    'Add an activity to a supplier in the caller data scope: kind, content, when it took place (not in the future), files of the organization as attachments. Audited.',
  params: idParams,
  body: z.object({
    kind: z.enum(SUPPLIER_ACTIVITY_KINDS),
    content: z.string().trim().min(1).max(SUPPLIER_ACTIVITY_CONTENT_MAX),
    /** ISO date-time with offset; absent: now. */
    occurredAt: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
    attachmentFileIds: z.array(recordId).max(SUPPLIER_ACTIVITY_ATTACHMENTS_MAX).default([]),
  }),
  answer: supplierActivity,
});

export const supplierActivityTimeline = defineEndpoint({
  method: 'GET',
  path: '/erp/supply/supplier/:id/activity/page',
  access: permission('supplierDetail:get'),
  summary: 'The activities of one supplier in the caller data scope, newest first.',
  params: idParams,
  query: pageQuery,
  answer: page(supplierActivity),
});

/** `YYYY-MM-DD`: a day of the date range filter (inclusive, business clock). */
const day = optionalFilter(z.iso.date());

export const supplierActivityFeed = defineEndpoint({
  method: 'GET',
  path: '/erp/supply/supplier/activity/page',
  access: permission('supplierActivity:query'),
  summary:
    'The activity feed (/supply/supplier/activity): activities on the suppliers of the caller data scope, newest first; supplier, kind and author exact, took place between two days inclusive.',
  query: pageQuery
    .extend({
      supplierId: optionalFilter(queryRecordId),
      kind: optionalFilter(z.enum(SUPPLIER_ACTIVITY_KINDS)),
      authorUserId: optionalFilter(queryRecordId),
      startDate: day,
      endDate: day,
    })
    .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
      path: ['endDate'],
      params: { messageKey: 'validation.timeRange' },
    }),
  answer: page(supplierActivity),
});
