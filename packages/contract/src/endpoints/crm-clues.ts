import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { fileBytes, importQuery, importReport, importTemplateQuery } from '../resource-import.js';
import { normalizePhone } from '../rules/phone.js';
import { idParams, optionalFilter, queryRecordId, recordId } from '../zod-kit.js';
import { customerPhone, customerRow } from './crm-customers.js';

/**
 * Clues (线索, sales leads; spec §1, §2.5 "Customers"): clue pools (线索池) worked by their
 * members, clues inside them, the allocation window (manual or round-robin among members whose
 * auto-assign switch is on), conversion to a customer, and the undealt list (待处理客户: clues and
 * customers nobody has followed up yet). Every list is limited to the caller's data scope.
 */

export const CLUE_STATUSES = ['new', 'assigned', 'converted', 'invalid'] as const;
export type ClueStatus = (typeof CLUE_STATUSES)[number];
export const CLUE_ALLOCATION_MODES = ['manual', 'round_robin'] as const;
export type ClueAllocationMode = (typeof CLUE_ALLOCATION_MODES)[number];
export const CLUE_POOL_NAME_MAX = 50;
export const CLUE_POOL_MEMBERS_MAX = 200;
/** At most this many clues are allocated in one call. */
export const CLUE_ALLOCATE_MAX = 500;

const text = (max: number) => z.string().trim().max(max);

export const cluePoolMember = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** The member's person-pool switch (自动分配); round-robin skips members with it off. */
  autoAssignable: z.boolean(),
});
export type CluePoolMember = z.infer<typeof cluePoolMember>;

export const cluePoolRow = z.object({
  id: z.number().int(),
  name: z.string(),
  allocationMode: z.enum(CLUE_ALLOCATION_MODES),
  memberCount: z.number().int(),
  /** Clues not yet assigned (status new). */
  unassignedCount: z.number().int(),
  clueCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type CluePoolRow = z.infer<typeof cluePoolRow>;

export const cluePoolDetail = cluePoolRow.extend({
  members: z.array(cluePoolMember),
  /** Who got the last round-robin clue; the next batch starts after them. */
  rrLastUserId: z.number().int().nullable(),
});
export type CluePoolDetail = z.infer<typeof cluePoolDetail>;

export const clueRow = z.object({
  id: z.number().int(),
  poolId: z.number().int(),
  poolName: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  source: z.string(),
  status: z.enum(CLUE_STATUSES),
  assigneeUserId: z.number().int().nullable(),
  assigneeName: z.string(),
  assignedAt: z.string().nullable(),
  convertedCustomerId: z.number().int().nullable(),
  lastFollowUpAt: z.string().nullable(),
  /** Why the clue was marked invalid; '' unless its status is invalid. */
  invalidReason: z.string(),
  createdAt: z.string(),
});
export type ClueRow = z.infer<typeof clueRow>;

export const cluePoolPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/clue/pool/page',
  access: permission('cluePoolList:query'),
  summary:
    'Clue pools the caller works with (administrator: all; others: pools they belong to or whose members are in a department they lead), name contains.',
  query: pageQuery.extend({ name: optionalFilter(text(CLUE_POOL_NAME_MAX)) }),
  answer: page(cluePoolRow),
});

export const cluePoolDetailGet = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/clue/pool/:id',
  access: permission('cluePoolEdit:get'),
  summary: 'One clue pool with its members (in round-robin order) and their auto-assign switches.',
  params: idParams,
  answer: cluePoolDetail,
});

const poolBody = z.object({
  name: text(CLUE_POOL_NAME_MAX).min(1),
  allocationMode: z.enum(CLUE_ALLOCATION_MODES),
  /** Members in round-robin order; each must be a member of the organization. */
  memberUserIds: z
    .array(recordId)
    .max(CLUE_POOL_MEMBERS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { params: { messageKey: 'clue.memberTwice' } }),
});

export const cluePoolCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/clue/pool',
  access: permission('cluePoolList:add'),
  summary: 'Create a clue pool (name unique in the organization).',
  body: poolBody,
  answer: cluePoolDetail,
});

export const cluePoolUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/clue/pool/:id',
  access: permission('cluePoolEdit:update'),
  summary: 'Edit a clue pool: name, allocation mode and members (optimistic version).',
  params: idParams,
  body: poolBody.extend({ version: z.number().int() }),
  answer: cluePoolDetail,
});

export const cluePage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/clue/page',
  access: permission('cluePoolList:query'),
  summary:
    'Clues in the caller data scope (assignee: own; department leader: subtree; pool members: their pools; administrator: all), newest first; filters pool, name/company contains, phone exact, status, assignee.',
  query: pageQuery.extend({
    poolId: optionalFilter(queryRecordId),
    name: optionalFilter(text(100)),
    phone: optionalFilter(z.string().max(32).transform(normalizePhone)),
    status: optionalFilter(z.enum(CLUE_STATUSES)),
    assigneeUserId: optionalFilter(queryRecordId),
  }),
  answer: page(clueRow),
});

export const clueExport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/clue/export',
  access: permission('cluePoolList:export'),
  summary:
    "Export the clues of the clue list's filters (e.g. one pool) as a job, only those in the caller data scope; the file appears in the download center.",
  body: listExportBody(cluePage.query!),
  answer: exportAnswer,
});

export const clueCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/clue',
  access: permission('cluePoolList:add'),
  summary:
    'Create a clue in a pool the caller works with; the phone is validated and stored normalized like a customer phone and must not belong to a customer or an open clue (400 naming it).',
  body: z.object({
    poolId: recordId,
    name: text(100).min(1),
    company: text(100).default(''),
    phone: customerPhone,
    source: text(32).default(''),
  }),
  answer: clueRow,
});

export const clueAllocate = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/clue/pool/:id/allocate',
  access: permission('clueAllocationEdit:update'),
  summary:
    'Allocation window: give the selected open clues of the pool to one member (manual), or round-robin among the members whose auto-assign switch is on, continuing after the last member served.',
  params: idParams,
  body: z.discriminatedUnion('mode', [
    z.object({
      mode: z.literal('manual'),
      clueIds: z.array(recordId).min(1).max(CLUE_ALLOCATE_MAX),
      toUserId: recordId,
    }),
    z.object({ mode: z.literal('round_robin'), clueIds: z.array(recordId).min(1).max(CLUE_ALLOCATE_MAX) }),
  ]),
  answer: z.object({
    assignments: z.array(z.object({ clueId: z.number().int(), userId: z.number().int(), name: z.string() })),
  }),
});

export const clueConvert = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/clue/:id/convert',
  access: permission('cluePoolList:edit'),
  summary:
    "Turn an assigned clue into a customer owned by its assignee (a 'converted' row on the customer's timeline); a phone a customer already holds is refused (400 naming its sn).",
  params: idParams,
  answer: customerRow,
});

export const CLUE_INVALID_REASON_MAX = 200;

export const clueMarkInvalid = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/clue/:id/invalid',
  access: permission('cluePoolList:edit'),
  summary:
    'Mark an open clue invalid (无效) with a reason: it leaves the open set, so its phone no longer blocks other records.',
  params: idParams,
  body: z.object({ reason: text(CLUE_INVALID_REASON_MAX).min(1) }),
  answer: clueRow,
});

export const clueReopen = defineEndpoint({
  method: 'PUT',
  path: '/erp/crm/clue/:id/reopen',
  access: permission('cluePoolList:edit'),
  summary:
    'Undo an invalid mark: the clue is open again (assigned if it has an assignee, else new), unless another record took its phone meanwhile (409 naming it).',
  params: idParams,
  answer: clueRow,
});

export const cluePoolDelete = defineEndpoint({
  method: 'DELETE',
  path: '/erp/crm/clue/pool/:id',
  access: permission('cluePoolList:delete'),
  summary: 'Delete (soft) a clue pool that holds no open clues (new or assigned); otherwise 409.',
  params: idParams,
  answer: z.object({ id: z.number().int() }),
});

export const UNDEALT_KINDS = ['clue', 'customer'] as const;
export type UndealtKind = (typeof UNDEALT_KINDS)[number];

export const undealtRow = z.object({
  kind: z.enum(UNDEALT_KINDS),
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string(),
  createdAt: z.string(),
});
export type UndealtRow = z.infer<typeof undealtRow>;

export const undealtPage = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/customer/undealt/page',
  access: permission('customerUndealtList:query'),
  summary:
    'Undealt list: open clues and owned customers in the caller data scope that nobody has followed up yet, newest first, with their kind.',
  query: pageQuery.extend({ kind: optionalFilter(z.enum(UNDEALT_KINDS)) }),
  answer: page(undealtRow),
});

export const undealtExport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/customer/undealt/export',
  access: permission('customerUndealtList:export'),
  summary:
    'Export the undealt list (clues and customers in the caller data scope nobody has followed up yet) as a job; the file appears in the download center.',
  body: listExportBody(undealtPage.query!),
  answer: exportAnswer,
});

export const clueImportTemplate = defineEndpoint({
  method: 'GET',
  path: '/erp/crm/clue/import/template',
  access: permission('cluePoolList:import'),
  summary: 'The clue import template (CSV or XLSX) with its headers in the caller locale.',
  query: importTemplateQuery,
  answer: fileBytes,
});

export const clueImport = defineEndpoint({
  method: 'POST',
  path: '/erp/crm/clue/pool/:id/import',
  access: permission('cluePoolList:import'),
  summary:
    'Import clues into a pool the caller works with from a CSV or XLSX file (multipart field `file`): dry run, all-or-nothing or good rows only; rows are created as POST /erp/crm/clue would, with the same duplicate-phone rules (customers, open clues, support customers, and within the file).',
  params: idParams,
  query: importQuery,
  answer: importReport,
});
