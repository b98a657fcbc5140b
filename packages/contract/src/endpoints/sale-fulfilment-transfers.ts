import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { recordScopesOf } from '../record-scopes.js';
import { defineTransitions, transitionEndpoint, transitionStatus } from '../record-transitions.js';
import { MY_WAREHOUSES_SCOPE } from '../resources/warehouse.js';
import { itemKind, serialNo, stockQuantity } from '../stock-quantity.js';
import { idParams, optionalFilter, queryRecordId, recordId, text } from '../zod-kit.js';

/**
 * 调拨单 (transfer orders, docs/sales-fulfilment.md): stock from one warehouse to another through
 * the ledger — out of the source's root into the organization's in-transit location when sent,
 * from there into the destination's root when received, carrying the source's average cost.
 */

/** A warehouse keeper sees the transfers from or to the warehouses they manage (either side). */
export const transferOrderScopes = recordScopesOf({
  name: 'transferOrder',
  menuKey: 'transferOrderList',
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'warehouseId' }] },
});

export const TRANSFER_STATES = ['draft', 'inTransit', 'received', 'cancelled'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** draft → inTransit (发出: posted out) → received (收货: posted in); a draft may be cancelled. */
export const transferTransitions = defineTransitions({
  kind: 'transferOrder',
  basePath: '/erp/sale/transfer',
  states: TRANSFER_STATES,
  transitions: {
    send: { from: ['draft'], to: 'inTransit', access: 'transferOrderList:update' },
    receive: { from: ['inTransit'], to: 'received', access: 'transferOrderList:update' },
    cancel: { from: ['draft'], to: 'cancelled', access: 'transferOrderList:delete' },
  },
});

export const transferLineInput = z.object({
  itemKind,
  itemId: recordId,
  quantity: stockQuantity,
  /** A serial-tracked product's serials (as many as the quantity), each at the source warehouse when sent. */
  serials: z.array(serialNo).max(500).optional(),
});

export const transferLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  itemKind,
  itemId: z.number().int(),
  itemLabel: z.string(),
  unit: z.string(),
  quantity: z.string(),
  serials: z.array(z.string()),
  /** The value (fen) the line carried out of the source (0 until sent). */
  value: z.number().int(),
});

export const transferOrder = z.object({
  id: z.number().int(),
  /** 调拨单号 (DB20261127-0001). */
  documentNo: z.string(),
  fromWarehouseId: z.number().int(),
  fromWarehouseName: z.string(),
  toWarehouseId: z.number().int(),
  toWarehouseName: z.string(),
  state: z.enum(TRANSFER_STATES),
  remark: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  lines: z.array(transferLine),
  transitions: transitionStatus,
});
export type TransferOrder = z.infer<typeof transferOrder>;

export const transferRow = transferOrder.omit({ lines: true, transitions: true }).extend({
  lineCount: z.number().int(),
  transitions: z.array(z.string()),
});
export type TransferRow = z.infer<typeof transferRow>;

export const transferCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/transfer',
  access: permission('transferOrderList:add'),
  summary:
    'Write a transfer order (调拨单, a draft): from one warehouse to another, lines of items and serials.',
  body: z.object({
    fromWarehouseId: recordId,
    toWarehouseId: recordId,
    remark: text.trim().max(500).optional(),
    lines: z.array(transferLineInput).min(1).max(200),
  }),
  answer: transferOrder,
});

export const transferGet = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/transfer/:id',
  access: permission('transferOrderList:get'),
  summary: 'One transfer order with its lines and transitions.',
  params: idParams,
  answer: transferOrder,
});

export const transferPage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/transfer/page',
  access: permission('transferOrderList:query'),
  summary: 'Transfer orders of the caller’s scope (either warehouse), newest first.',
  query: pageQuery.extend({
    keyword: optionalFilter(text.trim().max(64)),
    /** Transfers from or to this warehouse. */
    warehouseId: optionalFilter(queryRecordId),
    state: optionalFilter(z.enum(TRANSFER_STATES)),
  }),
  answer: page(transferRow),
});

export const transferSend = transitionEndpoint(
  transferTransitions,
  'send',
  transferOrder,
  'Transition `send` (发出): every line leaves the source warehouse for the in-transit location at its moving average.',
);
export const transferReceive = transitionEndpoint(
  transferTransitions,
  'receive',
  transferOrder,
  'Transition `receive` (收货): every line leaves the in-transit location for the destination warehouse, at the value it left the source with.',
);
export const transferCancel = transitionEndpoint(
  transferTransitions,
  'cancel',
  transferOrder,
  'Transition `cancel` (作废): a draft transfer is dropped; nothing moved.',
);
