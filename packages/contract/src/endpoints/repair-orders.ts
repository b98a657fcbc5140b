import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { defineAssignmentScope, recordScopesOf } from '../record-scopes.js';
import { defineTransitions, transitionEndpoint, transitionStatus } from '../record-transitions.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { serialNo, stockQuantity } from '../stock-quantity.js';
import {
  fen,
  idParams,
  int32,
  optionalFilter,
  queryRecordId,
  recordId,
  recordVersion,
  text,
} from '../zod-kit.js';

/**
 * 维修单 (docs/repairs.md): a customer's device in for repair, from receipt to its return. Money is
 * integer fen computed by the server (a client's amounts are ignored), quantities decimal strings.
 * The technician's side (queue, claim, parts, swaps) is in repair-workbench.ts; the pickup that
 * brings a device in is repair-pickups.ts.
 */

export const REPAIR_STATUSES = [
  'received',
  'diagnosed',
  'quoted',
  'accepted',
  'declined',
  'repairing',
  'qualityCheck',
  'shippedBack',
  'closed',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/**
 * "My repairs and the unclaimed queue": a technician's scope (the repair's technician is the
 * caller, or nobody has claimed it yet). Registered by the repairs module (`scopeAssignments`).
 */
export const MY_REPAIR_QUEUE_SCOPE = defineAssignmentScope({
  name: 'myRepairQueue',
  label: { 'zh-CN': '本人领取及待领取的维修单', en: 'Repairs I claimed and the unclaimed queue' },
});

/** Who sees which repairs: every repair (the default), or a technician's own and the unclaimed ones. */
export const repairScopes = recordScopesOf({
  name: 'repair',
  menuKey: 'repairList',
  scopes: { assignments: [{ scope: MY_REPAIR_QUEUE_SCOPE, field: 'id' }] },
});

/**
 * The repair's named transitions (each on its timeline). `diagnose` and `shipBack` carry a body and
 * have their own endpoints (below); the others are plain transitions. From `diagnosed` a repair
 * under warranty goes straight to `startRepair` (no quote, no charge); one out of warranty is
 * `quote`d to the customer, who accepts or declines; a declined one is shipped back unrepaired.
 * The server offers only the branch the warranty allows (the detail's `transitions`).
 */
export const repairTransitions = defineTransitions({
  kind: 'repair',
  basePath: '/erp/repair/order',
  states: REPAIR_STATUSES,
  transitions: {
    diagnose: { from: ['received', 'diagnosed'], to: 'diagnosed', access: 'repairManageDetail:update' },
    quote: { from: ['diagnosed'], to: 'quoted', access: 'repairManageDetail:update' },
    accept: { from: ['quoted'], to: 'accepted', access: 'repairDetail:update' },
    decline: { from: ['quoted'], to: 'declined', access: 'repairDetail:update' },
    startRepair: { from: ['diagnosed', 'accepted'], to: 'repairing', access: 'repairManageDetail:update' },
    finishRepair: { from: ['repairing'], to: 'qualityCheck', access: 'repairManageDetail:update' },
    failCheck: { from: ['qualityCheck'], to: 'repairing', access: 'repairManageDetail:update' },
    shipBack: { from: ['qualityCheck', 'declined'], to: 'shippedBack', access: 'repairList:update' },
    close: { from: ['shippedBack'], to: 'closed', access: 'repairList:update' },
  },
});
export type RepairTransition = keyof typeof repairTransitions.transitions;

/** The labour of a quote: minutes at an hourly rate, or a fixed fee (docs/repairs.md, Labour). */
export const REPAIR_LABOUR_MODES = ['time', 'fixed'] as const;
export type RepairLabourMode = (typeof REPAIR_LABOUR_MODES)[number];

/** The most quote lines one repair carries. */
export const REPAIR_QUOTE_LINES_MAX = 50;

export const repairQuoteLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  fittingId: z.number().int(),
  fittingLabel: z.string(),
  unit: z.string(),
  quantity: z.string(),
  unitPrice: z.number().int(),
  /** quantity × unitPrice, half up to a fen. */
  amount: z.number().int(),
  /** Taken out of stock so far (the stock ledger's `consumed` of this line). */
  consumedQuantity: z.string(),
});
export type RepairQuoteLine = z.infer<typeof repairQuoteLine>;

export const repairSwapRow = z.object({
  id: z.number().int(),
  oldSerialNo: z.string(),
  newSerialNo: z.string(),
  productId: z.number().int(),
  productLabel: z.string(),
  warehouseId: z.number().int(),
  swappedAt: z.string(),
  swappedBy: z.number().int().nullable(),
  swappedByName: z.string(),
});
export type RepairSwapRow = z.infer<typeof repairSwapRow>;

const repairFigures = {
  id: z.number().int(),
  documentNo: z.string(),
  status: z.enum(REPAIR_STATUSES),
  customerId: z.number().int(),
  customerName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  serialNo: z.string(),
  productId: z.number().int(),
  productLabel: z.string(),
  faultDescription: z.string(),
  /** The technician who claimed it (null: in the unclaimed queue). */
  technicianUserId: z.number().int().nullable(),
  technicianName: z.string(),
  /** Decided at diagnosis (null before): the serial's ship date plus the product's warranty months. */
  underWarranty: z.boolean().nullable(),
  /** What the customer pays (fen): the quote's total, 0 under warranty. */
  chargeFen: z.number().int(),
  pickupId: z.number().int().nullable(),
  pickupNo: z.string(),
  /** A work order this repair came from (no foreign key yet: work orders land from another branch). */
  workOrderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
};

export const repairRow = z.object({
  ...repairFigures,
  /** The transitions the caller may take now on this row. */
  transitions: z.array(z.string()),
  pendingTransition: z.string(),
});
export type RepairRow = z.infer<typeof repairRow>;

export const repairDetail = z.object({
  ...repairFigures,
  /** The day the serial went to the customer (business day, YYYY-MM-DD), '' when unknown. */
  shipDate: z.string(),
  /** The last day of the warranty (YYYY-MM-DD), '' when the product has none or the ship date is unknown. */
  warrantyUntil: z.string(),
  warehouseId: z.number().int().nullable(),
  warehouseName: z.string(),
  diagnosisNote: z.string(),
  faultCategoryIds: z.array(z.number().int()),
  faultCategoryNames: z.array(z.string()),
  labourMode: z.enum(REPAIR_LABOUR_MODES),
  labourMinutes: z.number().int(),
  /** Per hour (fen), for `time` labour. */
  labourRateFen: z.number().int(),
  labourFen: z.number().int(),
  partsFen: z.number().int(),
  /** parts + labour: what the repair is worth, charged or not. */
  totalFen: z.number().int(),
  /**
   * The sale order charging an accepted quote (one service line at `chargeFen`), which 收款单
   * collects; null under warranty, before acceptance, or for a free quote.
   */
  chargeOrderId: z.number().int().nullable(),
  chargeOrderNo: z.string(),
  quoteLines: z.array(repairQuoteLine),
  swaps: z.array(repairSwapRow),
  shipCarrier: z.string(),
  shipTrackingNo: z.string(),
  claimedAt: z.string().nullable(),
  diagnosedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  transitions: transitionStatus,
});
export type RepairDetail = z.infer<typeof repairDetail>;

export const REPAIR_SORT_FIELDS = ['createdAt', 'updatedAt', 'documentNo', 'status'] as const;

export const repairPageQuery = pageQuery.extend({
  /** Part of the number, the serial or the customer's name. */
  keyword: optionalFilter(text.trim().max(64)),
  status: optionalFilter(z.enum(REPAIR_STATUSES)),
  technicianUserId: optionalFilter(queryRecordId),
  /** `true` / `false`: decided under (or out of) warranty; undecided repairs match neither. */
  underWarranty: optionalFilter(z.enum(['true', 'false'])),
  customerId: optionalFilter(queryRecordId),
  sortField: optionalFilter(z.enum(REPAIR_SORT_FIELDS)),
  sortOrder: optionalFilter(z.enum(['asc', 'desc'])),
});
export type RepairPageQuery = z.infer<typeof repairPageQuery>;

export const repairPage = defineEndpoint({
  method: 'GET',
  path: '/erp/repair/order/page',
  access: permission('repairList:query'),
  summary: 'Repairs of the caller’s data scope, newest first by default, with row transitions.',
  query: repairPageQuery,
  answer: page(repairRow),
});

export const repairGet = defineEndpoint({
  method: 'GET',
  path: '/erp/repair/order/:id',
  access: permission('repairList:get'),
  summary: 'One repair: customer, serial, warranty, quote lines and totals, swaps, shipping, transitions.',
  params: idParams,
  answer: repairDetail,
});

const contact = {
  contactName: text.trim().max(64).optional(),
  /** §5 phone rules; the customer's phone when left out. */
  contactPhone: text.trim().max(32).optional(),
};

export const repairCreateBody = z.object({
  customerId: recordId,
  /** A serial sold to this customer (its product is the repair's). */
  serialNo,
  faultDescription: text.trim().min(1).max(1000),
  ...contact,
  workOrderId: recordId.optional(),
});
export type RepairCreateBody = z.infer<typeof repairCreateBody>;

export const repairCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/order',
  access: permission('repairList:add'),
  summary: 'Open a repair (received) for a serial sold to the customer; WX number allocated by the server.',
  body: repairCreateBody,
  answer: repairDetail,
});

export const repairDiagnoseBody = z.object({
  version: recordVersion.optional(),
  faultCategoryIds: z.array(recordId).max(20).default([]),
  diagnosisNote: text.trim().max(1000).optional(),
  /** The warehouse the fittings come from. */
  warehouseId: recordId,
  lines: z
    .array(
      z.object({
        fittingId: recordId,
        quantity: stockQuantity,
        /** The fitting's price when left out. */
        unitPrice: fen.optional(),
        /** Ignored: the server computes it. */
        amount: z.unknown().optional(),
      }),
    )
    .max(REPAIR_QUOTE_LINES_MAX),
  labourMode: z.enum(REPAIR_LABOUR_MODES),
  /** Minutes of work (`time`); the chosen categories' labour time when left out. */
  labourMinutes: int32.min(0).max(100_000).optional(),
  /** Fen per hour for `time` (the organization's default rate when left out), the fee itself for `fixed`. */
  labourRateFen: fen.max(100_000_000).optional(),
  labourFeeFen: fen.max(100_000_000).optional(),
});
export type RepairDiagnoseBody = z.infer<typeof repairDiagnoseBody>;

export const repairDiagnose = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/order/:id/diagnose',
  access: permission(repairTransitions.transitions.diagnose.access),
  summary:
    'Transition `diagnose` (received or diagnosed): fault categories, quote lines and labour; the server computes the totals and decides the warranty from the serial’s ship date and the product’s warranty months. Claims an unclaimed repair for the caller.',
  params: idParams,
  body: repairDiagnoseBody,
  answer: repairDetail,
});

export const repairShipBackBody = z.object({
  version: recordVersion.optional(),
  carrier: text.trim().min(1).max(64),
  trackingNo: text.trim().min(1).max(64),
});

export const repairShipBack = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/order/:id/shipBack',
  access: permission(repairTransitions.transitions.shipBack.access),
  summary:
    'Transition `shipBack` (quality checked, or a declined quote unrepaired): carrier and tracking number.',
  params: idParams,
  body: repairShipBackBody,
  answer: repairDetail,
});

export const repairQuote = transitionEndpoint(
  repairTransitions,
  'quote',
  repairDetail,
  'Transition `quote`: the diagnosis’s quote goes to the customer (out of warranty only).',
);
export const repairAccept = transitionEndpoint(
  repairTransitions,
  'accept',
  repairDetail,
  'Transition `accept`: the customer accepts the quote.',
);
export const repairDecline = transitionEndpoint(
  repairTransitions,
  'decline',
  repairDetail,
  'Transition `decline`: the customer declines; the device goes back unrepaired (shipBack).',
);
export const repairStartRepair = transitionEndpoint(
  repairTransitions,
  'startRepair',
  repairDetail,
  'Transition `startRepair` (accepted, or diagnosed under warranty): holds every quote line’s fittings at the repair’s warehouse; refused, changing nothing, when stock is short.',
);
export const repairFinishRepair = transitionEndpoint(
  repairTransitions,
  'finishRepair',
  repairDetail,
  'Transition `finishRepair`: consumes what the quote lines still hold and goes to quality check.',
);
export const repairFailCheck = transitionEndpoint(
  repairTransitions,
  'failCheck',
  repairDetail,
  'Transition `failCheck`: quality check failed, back to repairing.',
);
export const repairClose = transitionEndpoint(
  repairTransitions,
  'close',
  repairDetail,
  'Transition `close`: the shipped-back repair is closed.',
);

/**
 * The endpoint of each body-less repair transition (`diagnose` and `shipBack` take a form): what
 * the server binds and the screens' buttons call.
 */
export const REPAIR_PLAIN_TRANSITION_ENDPOINTS = {
  quote: repairQuote,
  accept: repairAccept,
  decline: repairDecline,
  startRepair: repairStartRepair,
  finishRepair: repairFinishRepair,
  failCheck: repairFailCheck,
  close: repairClose,
} as const satisfies Partial<Record<RepairTransition, unknown>>;
export type PlainRepairTransition = keyof typeof REPAIR_PLAIN_TRANSITION_ENDPOINTS;

export const repairExport = defineEndpoint({
  method: 'POST',
  path: '/erp/repair/order/export',
  access: permission('repairList:export'),
  summary: 'Export the repairs the list shows (filters, sort, the caller’s data scope) as a job.',
  body: listExportBody(repairPageQuery),
  answer: exportAnswer,
});
