import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { optionalFilter } from '../zod-kit.js';

/**
 * 销售查看 (/sale/viewing, spec §2.5 "Sales viewing"): a manager browses each salesperson in their
 * data scope — customers held, claims, follow-ups and pipeline over a period — and opens one to
 * see their customers, follow-ups and opportunities. A salesperson sees only their own row; an
 * administrator everyone. "Salespeople" are the members whose roles grant the customer list.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const salesViewingFigures = z.object({
  /** Customers held now. */
  customerCount: z.number().int(),
  /** Customers they claimed or were given within the period. */
  gainedCount: z.number().int(),
  /** Follow-ups they wrote within the period. */
  followUpCount: z.number().int(),
  /** Open opportunities they own now, and their amount. */
  openBusinessCount: z.number().int(),
  openAmountCents: z.number().int(),
  /** Opportunities they won within the period, and the amount. */
  wonCount: z.number().int(),
  wonAmountCents: z.number().int(),
  lostCount: z.number().int(),
});
export type SalesViewingFigures = z.infer<typeof salesViewingFigures>;

export const salesViewingRow = salesViewingFigures.extend({
  userId: z.number().int(),
  name: z.string(),
  departmentName: z.string(),
  /** Their latest follow-up ever (not only in the period); null when none. */
  lastFollowUpAt: z.string().nullable(),
});
export type SalesViewingRow = z.infer<typeof salesViewingRow>;

export const salesViewingPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/sales/viewing/page',
  access: permission('saleViewing:query'),
  summary:
    'Salespeople in the caller data scope (self; department leaders add their subtree; administrators all) with their customers, follow-ups and pipeline over the period (two days inclusive, China Standard Time), by name; with totals over every matching salesperson.',
  query: pageQuery
    .extend({
      name: optionalFilter(z.string().trim().max(50)),
      startDate: day,
      endDate: day,
    })
    .refine((query) => query.startDate <= query.endDate, {
      path: ['endDate'],
      params: { messageKey: 'validation.timeRange' },
    }),
  answer: page(salesViewingRow).extend({ totals: salesViewingFigures }),
});
