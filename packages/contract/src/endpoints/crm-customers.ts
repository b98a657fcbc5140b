import { z } from 'zod';
import { defineEndpoint, permission, SIGNED_IN } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { recordScopesOf } from '../record-scopes.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { fileBytes, importQuery, importReport, importTemplateQuery } from '../resource-import.js';
import { isValidPhone, normalizePhone, PHONE_MESSAGE_KEY } from '../rules/phone.js';
import {
  emptyToUndefined,
  INT4_MAX,
  idParams,
  optionalFilter,
  queryRecordId,
  recordId,
  recordVersion,
} from '../zod-kit.js';

/**
 * Customers (spec §1, §2.5 "Customers", §7): private holdings (客户列表, owner set), the public pool
 * (客户公海, no owner), the detail with contacts and timeline, and the query-customer search. Every
 * list, detail and search is limited to the caller's data scope on the server.
 */

/**
 * The data scopes a role may choose for customers (docs/architecture.md §3a "Data scopes"): its
 * holders' own and led departments' customers (the default: what every non-administrator saw
 * before), or every held customer of the organization (`all`, what the administrator sees). The
 * public pool is read apart and unaffected. A customer's follow-ups, attachments, tags, merges and
 * AI analyses follow the customer's scope. Customers have no participant field, so no `participant`.
 */
export const customerScopes = recordScopesOf({ name: 'customer', menuKey: 'customerList', ownership: true });

/** What can happen to a customer; every kind is one row of its timeline. */
export const CUSTOMER_EVENT_KINDS = [
  'created',
  'claimed',
  'released',
  'transferred',
  'updated',
  'merged',
  'merge_undone',
  'deleted',
  'followed_up',
  'tagged',
  'untagged',
  'recalled',
  'converted',
  'business_won',
  'business_lost',
] as const;
export type CustomerEventKind = (typeof CUSTOMER_EVENT_KINDS)[number];

export const CUSTOMER_SORT_FIELDS = ['createdAt', 'lastFollowUpAt', 'claimedAt'] as const;
export const CUSTOMER_NAME_MAX = 100;
export const CUSTOMER_REASON_MAX = 500;
/** At most this many customers move in one bulk transfer. */
export const CUSTOMER_BULK_MAX = 500;

/** A phone as typed: normalized (normalizePhone), then checked against spec §5 variant 2; '' passes. */
export const customerPhone = z
  .string()
  .max(32)
  .transform(normalizePhone)
  .refine((value) => isValidPhone(value, 2), { params: { messageKey: PHONE_MESSAGE_KEY } });

export const customerContact = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.string(),
});

export const customerRow = z.object({
  id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  phone: z.string(),
  /** A customer-source code (系统管理 / 客户来源), '' when unknown. */
  source: z.string(),
  level: z.string(),
  stage: z.string(),
  /** null while the customer is in the public pool. */
  ownerUserId: z.number().int().nullable(),
  /** '' in the pool. */
  ownerName: z.string(),
  ownerDepartmentId: z.number().int().nullable(),
  address: z.string(),
  remark: z.string(),
  lastFollowUpAt: z.string().nullable(),
  lastDealAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerEvent = z.object({
  id: z.number().int(),
  kind: z.enum(CUSTOMER_EVENT_KINDS),
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  fromOwnerUserId: z.number().int().nullable(),
  fromOwnerName: z.string(),
  toOwnerUserId: z.number().int().nullable(),
  toOwnerName: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type CustomerEvent = z.infer<typeof customerEvent>;

const listQuery = pageQuery.extend({
  name: optionalFilter(z.string().trim().max(CUSTOMER_NAME_MAX)),
  /** Exact match on the normalized phone. */
  phone: optionalFilter(z.string().max(32).transform(normalizePhone)),
  sn: optionalFilter(z.string().trim().max(32)),
  level: optionalFilter(z.string().trim().max(32)),
  stage: optionalFilter(z.string().trim().max(32)),
  source: optionalFilter(z.string().trim().max(32)),
  /** One owner's customers (sales viewing); still within the caller's data scope. */
  ownerUserId: optionalFilter(queryRecordId),
  sortField: optionalFilter(z.enum(CUSTOMER_SORT_FIELDS)),
  sortOrder: optionalFilter(z.enum(['asc', 'desc'])),
  /** Customers carrying any of these tags: comma-separated ids ('3,7') or a repeated parameter. */
  tagIds: z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? undefined : value.split(',')) : value),
    z.array(queryRecordId).max(50).optional(),
  ),
});

/** A list or detail row also names the customer's tags (crm-customer-tags). */
export const customerListRow = customerRow.extend({ tagIds: z.array(z.number().int()) });
export type CustomerListRow = z.infer<typeof customerListRow>;

export const customerPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/page',
  access: permission('customerList:query'),
  summary:
    'Owned customers in the caller data scope (own; a department leader adds the department subtree; an administrator, or a role given every customer, all), newest first: name contains, phone/sn/level/stage/source exact.',
  query: listQuery,
  answer: page(customerListRow),
});

export const customerExport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/export',
  access: permission('customerList:export'),
  summary:
    'Export the customer list with its filters (tags, owner…) as a job: only customers in the caller data scope, dictionary labels, tags, owner and department; the file appears in the download center.',
  body: listExportBody(listQuery),
  answer: exportAnswer,
});

export const customerPoolPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/pool/page',
  access: permission('customerPoolList:query'),
  summary: 'Customers of the public pool (no owner), with the filters of the customer list.',
  query: listQuery,
  answer: page(customerListRow),
});

export const customerPoolExport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/pool/export',
  access: permission('customerPoolList:export'),
  summary: 'Export the public pool with its filters as a job; the file appears in the download center.',
  body: listExportBody(listQuery),
  answer: exportAnswer,
});

export const customerDetail = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/:id',
  access: permission('customerDetail:get'),
  summary:
    'One customer in the caller data scope (or in the pool) with its contacts and timeline (newest first).',
  params: idParams,
  answer: customerListRow.extend({ contacts: z.array(customerContact), events: z.array(customerEvent) }),
});

const text = (max: number) => z.string().trim().max(max);

const customerContactInput = z.object({
  name: text(64).min(1),
  phone: customerPhone.default(''),
  role: text(32).default(''),
});

/** What a create and an edit both write: the profile and its contacts. */
const customerFields = z.object({
  name: text(CUSTOMER_NAME_MAX).min(1),
  phone: customerPhone,
  source: text(32).default(''),
  level: text(32).default(''),
  stage: text(32).default(''),
  address: text(200).default(''),
  remark: text(CUSTOMER_REASON_MAX).default(''),
  contacts: z.array(customerContactInput).max(20).default([]),
});

/** The profile fields an edit compares; the 'updated' timeline row lists the changed ones. */
export const CUSTOMER_EDITABLE_FIELDS = [
  'name',
  'phone',
  'source',
  'level',
  'stage',
  'address',
  'remark',
  'contacts',
] as const;
export type CustomerEditableField = (typeof CUSTOMER_EDITABLE_FIELDS)[number];

export const customerCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer',
  access: permission('customerCreate:add'),
  summary:
    'Create a customer owned by the caller (or put straight into the pool with toPool); the phone is stored normalized and must not belong to another customer of the organization (400 naming its sn).',
  body: customerFields.extend({ toPool: z.boolean().default(false) }),
  answer: customerRow,
});

export const customerUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/:id',
  access: permission('customerList:update'),
  summary:
    "Edit a customer the caller holds in their data scope (an administrator, or a role given every customer, also a pool customer): profile and contacts (replaced by the list sent), phone rules as on create; `version` must be the one read (409 when someone saved first). The timeline gets an 'updated' row whose reason lists the changed fields, comma-separated.",
  params: idParams,
  body: customerFields.extend({ version: recordVersion }),
  answer: customerRow,
});

export const customerDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/customer/:id',
  access: permission('customerList:delete'),
  summary:
    "Soft-delete a customer the caller holds in their data scope (an administrator, or a role given every customer, also a pool customer); the timeline gets a 'deleted' row. Its phone becomes free for a new customer.",
  params: idParams,
  answer: z.null(),
});

const reason = z.string().trim().min(1).max(CUSTOMER_REASON_MAX);

export const customerClaim = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/:id/claim',
  access: permission('customerPoolList:update'),
  summary: 'Take a pool customer as your own; a customer somebody already holds answers 400.',
  params: idParams,
  answer: customerRow,
});

export const customerRelease = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/:id/release',
  access: permission('customerList:update'),
  summary: 'Put a customer in your data scope back into the public pool, with a reason.',
  params: idParams,
  body: z.object({ reason }),
  answer: customerRow,
});

export const customerTransfer = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/:id/transfer',
  access: permission('customerList:edit'),
  summary: 'Give a customer in your data scope to another member of the organization, with a reason.',
  params: idParams,
  body: z.object({ toUserId: recordId, reason }),
  answer: customerRow,
});

export const customerBulkTransfer = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/transfer/bulk',
  access: permission('customerList:edit'),
  summary:
    'Give several customers to another member at once, with one reason; any id outside the caller data scope answers 404 and nothing moves. When the organization requires approval for more customers than this (approval point customer.bulkTransfer), nothing moves yet: the answer names the pending request, and approving it moves them.',
  body: z.object({
    ids: z.array(recordId).min(1).max(CUSTOMER_BULK_MAX),
    toUserId: recordId,
    reason,
  }),
  answer: z.object({
    count: z.number().int(),
    /** Set when an approval must decide first (count is then 0). */
    pendingRequestId: z.number().int().nullable(),
  }),
});

export const customerOwnerOption = z.object({
  userId: z.number().int(),
  name: z.string(),
  departmentName: z.string(),
});
export type CustomerOwnerOption = z.infer<typeof customerOwnerOption>;

export const customerOwnerOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/transfer/targets',
  access: permission('customerList:edit'),
  summary:
    'Who a customer may be transferred to: the enabled members of the organization by name, with their department.',
  answer: z.array(customerOwnerOption),
});

/** A query flag: 'true'/'false' (also 1/0, yes/no); absent or '' is false. */
const flag = z.preprocess((value) => (value === '' || value === undefined ? 'false' : value), z.stringbool());

export const searchCustomer = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/search/customer',
  access: permission('customerQuery:query'),
  summary:
    'Query customer (spec §7): the first customer in the caller data scope or the pool matching the normalized phone (also of a contact), the sn or the name; the phone is masked (138****5678) unless isShowCustomerInfo is true and the customer is in the caller data scope. null when none.',
  query: z
    .object({
      phone: optionalFilter(z.string().max(32).transform(normalizePhone)),
      name: optionalFilter(z.string().trim().max(CUSTOMER_NAME_MAX)),
      sn: optionalFilter(z.string().trim().max(32)),
      isShowCustomerInfo: flag,
    })
    .refine((query) => query.phone || query.name || query.sn, {
      params: { messageKey: 'customer.searchTermRequired' },
      path: ['phone'],
    }),
  answer: customerRow.nullable(),
});

export const CUSTOMER_OPTIONS_MAX = 20;

export const customerOption = z.object({ id: z.number().int(), name: z.string(), sn: z.string() });
export type CustomerOption = z.infer<typeof customerOption>;

/** `1,2,3` → [1, 2, 3]; '' → undefined. */
const idList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
    .transform((text) => [...new Set(text.split(',').map(Number))].filter((id) => id <= INT4_MAX))
    .optional(),
);

export const customerOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/options',
  access: SIGNED_IN,
  summary:
    'Customer picker: up to 20 customers in the caller data scope (an administrator or a role given every customer: all, pool included), newest first, whose name contains the keyword or whose sn or normalized phone equals it; or, with ids, those of the ids in scope (names for list cells). Nothing outside the scope is disclosed.',
  query: z.object({
    keyword: optionalFilter(z.string().trim().max(CUSTOMER_NAME_MAX)),
    ids: idList,
  }),
  answer: z.array(customerOption),
});

/** Import (CUSTOMER_IMPORT_FIELDS columns): the pool's rows land unowned, the list's are the importer's. */
export const customerPoolImportTemplate = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/pool/import/template',
  access: permission('customerPoolList:import'),
  summary: 'The customer import template (CSV or XLSX) with its headers in the caller locale.',
  query: importTemplateQuery,
  answer: fileBytes,
});

export const customerPoolImport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/pool/import',
  access: permission('customerPoolList:import'),
  summary:
    'Import customers into the public pool from a CSV or XLSX file (multipart field `file`): dry run, all-or-nothing or good rows only. Each row is created as POST /erp/crm/customer would (sn, timeline, audit); a phone held by a customer, an open clue or a support customer, or repeated in the file, and an unknown dictionary label are row errors.',
  query: importQuery,
  answer: importReport,
});

export const customerImportTemplate = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/import/template',
  access: permission('customerList:import'),
  summary: 'The customer import template (CSV or XLSX) with its headers in the caller locale.',
  query: importTemplateQuery,
  answer: fileBytes,
});

export const customerImport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/import',
  access: permission('customerList:import'),
  summary:
    "Import customers owned by the caller (rows as for the pool import); rows beyond the caller's private-sea maximum held are refused with that reason.",
  query: importQuery,
  answer: importReport,
});
