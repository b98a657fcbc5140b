import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { recordScopesOf } from '../record-scopes.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { fileBytes, importQuery, importReport, importTemplateQuery } from '../resource-import.js';
import { normalizePhone } from '../rules/phone.js';
import { idParams, optionalFilter, queryRecordId, recordId, recordVersion } from '../zod-kit.js';
import { customerPhone } from './crm-customers.js';

/**
 * Support customers (售后客户, spec §2.5) and their distribution among after-sales groups
 * (售后分配, spec §3/§4): a support customer is handled by one member of one support group; a
 * group's rule, when enabled, hands new ones round-robin to its members on duty.
 * Data scope as for customers: own (handler), a department leader's subtree, an administrator (or a role given every support customer) all.
 */

/**
 * The data scopes a role may choose for support customers (docs/architecture.md §3a "Data
 * scopes"): those its holders handle plus their led departments' (the default), or every one of
 * the organization, unhandled ones included (`all`, what the administrator sees). Linking one to a
 * CRM customer still needs that customer in the customers' scope.
 */
export const supportCustomerScopes = recordScopesOf({
  name: 'supportCustomer',
  menuKey: 'supportCustomerList',
  ownership: true,
});

export const SUPPORT_CUSTOMER_STATUSES = ['pending', 'processing', 'done'] as const;
export type SupportCustomerStatus = (typeof SUPPORT_CUSTOMER_STATUSES)[number];
export const SUPPORT_CUSTOMER_BULK_MAX = 500;

const text = (max: number) => z.string().trim().max(max);
/** An optional link: null, absent or '' (the browser sends null as '', spec §5) all mean none. */
const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  recordId.nullable(),
);

export const supportCustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  /** The linked CRM customer, if any. */
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  address: z.string(),
  remark: z.string(),
  groupId: z.number().int().nullable(),
  groupName: z.string(),
  handlerUserId: z.number().int().nullable(),
  handlerName: z.string(),
  status: z.enum(SUPPORT_CUSTOMER_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportCustomerRow = z.infer<typeof supportCustomerRow>;

export const supportCustomerPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/customer/page',
  access: permission('supportCustomerList:query'),
  summary:
    'Support customers in the caller data scope (handled by the caller; a department leader adds the subtree; an administrator all), newest first.',
  query: pageQuery.extend({
    name: optionalFilter(text(100)),
    phone: optionalFilter(z.string().max(32).transform(normalizePhone)),
    status: optionalFilter(z.enum(SUPPORT_CUSTOMER_STATUSES)),
    groupId: optionalFilter(queryRecordId),
    handlerUserId: optionalFilter(queryRecordId),
  }),
  answer: page(supportCustomerRow),
});

export const supportCustomerExport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/support/customer/export',
  access: permission('supportCustomerList:export'),
  summary:
    'Export the support customer list with its filters as a job (only those in the caller data scope); the file appears in the download center.',
  body: listExportBody(supportCustomerPage.query!),
  answer: exportAnswer,
});

export const supportCustomerGet = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/customer/:id',
  access: permission('supportCustomerList:get'),
  summary: 'One support customer in the caller data scope.',
  params: idParams,
  answer: supportCustomerRow,
});

const editable = z.object({
  name: text(100).min(1),
  phone: customerPhone,
  customerId: optionalId,
  address: text(200).default(''),
  remark: text(500).default(''),
  groupId: optionalId,
  /** A member of `groupId`; null with an enabled group rule: the rule picks (round-robin). */
  handlerUserId: optionalId,
  status: z.enum(SUPPORT_CUSTOMER_STATUSES).default('pending'),
});

export const supportCustomerCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/support/customer',
  access: permission('supportCustomerList:add'),
  summary:
    'Create a support customer; phone normalized and checked against customers, clues and support customers; without a handler the group rule distributes it.',
  body: editable,
  answer: supportCustomerRow,
});

export const supportCustomerUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/customer/:id',
  access: permission('supportCustomerList:update'),
  summary: 'Edit a support customer in the caller data scope (optimistic version).',
  params: idParams,
  body: editable.extend({ version: recordVersion }),
  answer: supportCustomerRow,
});

export const supportCustomerDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/customer/support/customer/:id',
  access: permission('supportCustomerList:delete'),
  summary: 'Delete (soft) a support customer in the caller data scope.',
  params: idParams,
  answer: z.null(),
});

export const supportGroupMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Work status (工作状态): on duty, receives distributed support customers. */
  memberEnabled: z.boolean(),
  /** Live support customers the member handles. */
  load: z.number().int(),
});

export const supportDistributionGroup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  /** Whether new support customers of the group are distributed round-robin. */
  enabled: z.boolean(),
  /** The member who got the last distributed support customer. */
  cursorUserId: z.number().int().nullable(),
  members: z.array(supportGroupMember),
});
export type SupportDistributionGroup = z.infer<typeof supportDistributionGroup>;

export const supportGroupsWithMembers = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/customer/groups',
  access: permission('supportCustomerList:query'),
  summary:
    'Enabled support groups with their members (group and handler choices of the support customer form).',
  answer: z.array(supportDistributionGroup),
});

export const supportDistributionList = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/distribution/list',
  access: permission('supportDistribution:query'),
  summary: 'Per support group: the distribution switch, the members with work status and current load.',
  answer: z.array(supportDistributionGroup),
});

const groupParams = z.object({ groupId: queryRecordId });

export const supportDistributionEnable = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/distribution/:groupId/enable',
  access: permission('supportDistribution:enable'),
  summary: 'Turn on round-robin distribution for a support group.',
  params: groupParams,
  answer: supportDistributionGroup,
});

export const supportDistributionDisable = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/distribution/:groupId/disable',
  access: permission('supportDistribution:disable'),
  summary: 'Turn off round-robin distribution for a support group.',
  params: groupParams,
  answer: supportDistributionGroup,
});

export const supportRedistribute = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/customer/support/distribution/redistribute',
  access: permission('supportDistribution:edit'),
  summary:
    'Hand selected support customers (in the caller data scope) to one support-group member; they join that member’s group. Any unknown id: 404, nothing moves.',
  body: z.object({ ids: z.array(recordId).min(1).max(SUPPORT_CUSTOMER_BULK_MAX), toUserId: recordId }),
  answer: z.object({ count: z.number().int() }),
});

export const supportCustomerImportTemplate = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/support/customer/import/template',
  access: permission('supportCustomerList:import'),
  summary: 'The support customer import template (CSV or XLSX) with its headers in the caller locale.',
  query: importTemplateQuery,
  answer: fileBytes,
});

export const supportCustomerImport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/support/customer/import',
  access: permission('supportCustomerList:import'),
  summary:
    'Import support customers from a CSV or XLSX file (multipart field `file`): dry run, all-or-nothing or good rows only; rows are created as POST .../support/customer would (a named support group distributes them by its rule), with the same duplicate-phone rules.',
  query: importQuery,
  answer: importReport,
});
