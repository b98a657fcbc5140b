import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { recordScopesOf } from '../record-scopes.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import {
  emptyToUndefined,
  idParams,
  optionalFilter,
  queryRecordId,
  recordId,
  recordVersion,
} from '../zod-kit.js';

/**
 * Opportunities (商机, spec §2.5 "Customers": business list, add business, business detail). An
 * opportunity belongs to one customer and one owner (by default the customer's owner); the data
 * scope goes through the owner like the customers' (own, department subtree, all). Money is whole
 * cents (integers) everywhere, so totals are exact.
 */

/**
 * The data scopes a role may choose for opportunities: own and led departments' (the default), or
 * every opportunity with an owner (`all`, what the administrator sees). Chosen apart from the
 * customers' (docs/architecture.md §3a "Data scopes"); no participant field, so no `participant`.
 */
export const businessScopes = recordScopesOf({
  name: 'business',
  menuKey: 'customerBusinessList',
  ownership: true,
});

/**
 * Open stages, in pipeline order. A fixed list rather than the editable customerStage dictionary:
 * the pipeline totals group by it and the codes must not vanish under existing records. The codes
 * are the dictionary's open stages; won/lost are the status, not a stage.
 */
export const BUSINESS_STAGES = ['contact', 'need', 'quote', 'negotiation'] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];
export const BUSINESS_STATUSES = ['open', 'won', 'lost'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
export const BUSINESS_SORT_FIELDS = ['amountCents', 'expectedCloseDate'] as const;

export const BUSINESS_NAME_MAX = 100;
export const BUSINESS_REASON_MAX = 500;
export const BUSINESS_PRODUCT_LINES_MAX = 50;
/** One line: at most 1,000,000 units of at most 100,000,000.00 each. */
export const BUSINESS_QUANTITY_MAX = 1_000_000;
export const BUSINESS_UNIT_PRICE_MAX_CENTS = 10_000_000_000;
/** One opportunity: at most 10,000,000,000.00 (keeps page sums far inside exact integers). */
export const BUSINESS_AMOUNT_MAX_CENTS = 1_000_000_000_000;

/** A line's amount in cents: quantity × unit price, exact for integer inputs. */
export const lineAmountCents = (line: { quantity: number; unitPriceCents: number }) =>
  line.quantity * line.unitPriceCents;

/** The opportunity's amount: the sum of its lines, or the amount typed when it has none. */
export function businessAmountCents(
  lines: readonly { quantity: number; unitPriceCents: number }[],
  typedAmountCents: number,
): number {
  if (lines.length === 0) return typedAmountCents;
  return lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
}

const text = (max: number) => z.string().trim().max(max);
const cents = (max: number) => z.number().int().min(0).max(max);

export const businessProduct = z.object({
  id: z.number().int(),
  /** The product catalogue's id once there is one (a later issue); null: typed by name. */
  productId: z.number().int().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineAmountCents: z.number().int(),
});
export type BusinessProduct = z.infer<typeof businessProduct>;

export const businessRow = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  name: z.string(),
  stage: z.enum(BUSINESS_STAGES),
  status: z.enum(BUSINESS_STATUSES),
  amountCents: z.number().int(),
  /** YYYY-MM-DD. */
  expectedCloseDate: z.string().nullable(),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string(),
  /** Why it was won or lost; '' while open. */
  closeReason: z.string(),
  closedAt: z.string().nullable(),
  remark: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BusinessRow = z.infer<typeof businessRow>;

const bucket = z.object({ count: z.number().int(), amountCents: z.number().int() });
export type BusinessBucket = z.infer<typeof bucket>;

/** Totals of the whole filtered list (not only the page): the pipeline above the table. */
export const businessTotals = bucket.extend({
  /** Open opportunities per stage, every stage present, in BUSINESS_STAGES order. */
  stages: z.array(bucket.extend({ stage: z.enum(BUSINESS_STAGES) })),
  won: bucket,
  lost: bucket,
});
export type BusinessTotals = z.infer<typeof businessTotals>;

export const businessPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/business/page',
  access: permission('customerBusinessList:query'),
  summary:
    'Opportunities in the caller data scope (by owner: own; a department leader adds the department subtree; an administrator, or a role given every opportunity, all), newest first or by amount / expected close date; filters stage, status, owner, customer (id, or name contains), expected close range. `totals` sums the whole filtered list.',
  query: pageQuery.extend({
    stage: optionalFilter(z.enum(BUSINESS_STAGES)),
    status: optionalFilter(z.enum(BUSINESS_STATUSES)),
    ownerUserId: optionalFilter(queryRecordId),
    customerId: optionalFilter(queryRecordId),
    customerName: optionalFilter(text(100)),
    expectedCloseFrom: optionalFilter(z.iso.date()),
    expectedCloseTo: optionalFilter(z.iso.date()),
    sortField: optionalFilter(z.enum(BUSINESS_SORT_FIELDS)),
    sortOrder: optionalFilter(z.enum(['asc', 'desc'])),
  }),
  answer: page(businessRow).extend({ totals: businessTotals }),
});

export const businessExport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/business/export',
  access: permission('customerBusinessList:export'),
  summary:
    'Export the opportunity list with its filters as a job (only opportunities in the caller data scope); the file appears in the download center.',
  body: listExportBody(businessPage.query!),
  answer: exportAnswer,
});

export const businessDetail = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/business/:id',
  access: permission('businessDetail:get'),
  summary: 'One opportunity in the caller data scope with its product lines.',
  params: idParams,
  answer: businessRow.extend({ products: z.array(businessProduct) }),
});

export const businessProductInput = z.object({
  productId: recordId.nullable().default(null),
  productName: text(100).min(1),
  quantity: z.number().int().min(1).max(BUSINESS_QUANTITY_MAX),
  unitPriceCents: cents(BUSINESS_UNIT_PRICE_MAX_CENTS),
});

const editable = {
  name: text(BUSINESS_NAME_MAX).min(1),
  stage: z.enum(BUSINESS_STAGES).default('contact'),
  /** Used when there are no product lines; with lines the amount is their sum. */
  amountCents: cents(BUSINESS_AMOUNT_MAX_CENTS).default(0),
  expectedCloseDate: z.preprocess(emptyToUndefined, z.iso.date().nullable().default(null)),
  remark: text(BUSINESS_REASON_MAX).default(''),
  products: z.array(businessProductInput).max(BUSINESS_PRODUCT_LINES_MAX).default([]),
};

const amountWithinCap = (body: { products: { quantity: number; unitPriceCents: number }[] }) =>
  businessAmountCents(body.products, 0) <= BUSINESS_AMOUNT_MAX_CENTS;
const amountCapIssue = { params: { messageKey: 'business.amountTooLarge' }, path: ['products'] };

export const businessCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/business',
  access: permission('businessCreate:add'),
  summary:
    "Create an open opportunity on a customer in the caller data scope; its owner is the customer's owner.",
  body: z.object({ customerId: recordId, ...editable }).refine(amountWithinCap, amountCapIssue),
  answer: businessRow,
});

export const businessUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/business/:id',
  access: permission('businessDetail:update'),
  summary:
    'Change an open opportunity (name, stage, amount, expected close, remark, product lines replaced); `version` is the one read (409 when someone saved since).',
  params: idParams,
  body: z.object({ version: recordVersion, ...editable }).refine(amountWithinCap, amountCapIssue),
  answer: businessRow,
});

const closeBody = z.object({
  version: recordVersion,
  reason: z.string().trim().min(1).max(BUSINESS_REASON_MAX),
});

export const businessWin = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/business/:id/won',
  access: permission('businessDetail:edit'),
  summary:
    "Mark an open opportunity won, with a reason: sets the customer's last deal time and adds business_won to its timeline.",
  params: idParams,
  body: closeBody,
  answer: businessRow,
});

export const businessLose = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/business/:id/lost',
  access: permission('businessDetail:edit'),
  summary: "Mark an open opportunity lost, with a reason; adds business_lost to the customer's timeline.",
  params: idParams,
  body: closeBody,
  answer: businessRow,
});

export const businessDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/business/:id',
  access: permission('customerBusinessList:delete'),
  summary:
    'Delete (soft) an open opportunity at the version read; won and lost ones stay as the record of the deal (400).',
  params: idParams,
  query: z.object({ version: z.coerce.number().int().min(1) }),
  answer: z.null(),
});

export const businessOwnerOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/business/owners',
  access: permission('customerBusinessList:query'),
  summary: "The owners of the opportunities in the caller data scope, by name: the list's owner filter.",
  answer: z.array(z.object({ userId: z.number().int(), name: z.string() })),
});
