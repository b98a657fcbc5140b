import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { recordScopesOf } from '../record-scopes.js';
import { defineTransitions, transitionEndpoint, transitionStatus } from '../record-transitions.js';
import { MY_WAREHOUSES_SCOPE } from '../resources/warehouse.js';
import { serialNo, stockQuantity } from '../stock-quantity.js';
import { idParams, optionalFilter, queryRecordId, recordId, text } from '../zod-kit.js';

/**
 * Fulfilment (docs/sales-fulfilment.md): 拣货单 (pick orders: what to take off the shelves of one
 * warehouse for confirmed orders' open quantities), 发货单 (send orders: one order's shipment with
 * carrier and tracking, posting the stock moves and the order's shipped progress) and the packing
 * station's look-up by number (/staging/ship).
 */

/** A warehouse keeper sees the picks and send orders of the warehouses they manage; others every one. */
export const pickOrderScopes = recordScopesOf({
  name: 'pickOrder',
  menuKey: 'pickOrderList',
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'warehouseId' }] },
});
export const sendOrderScopes = recordScopesOf({
  name: 'sendOrder',
  menuKey: 'sendOrderList',
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'warehouseId' }] },
});

export const SALE_LINE_KINDS = ['product', 'fitting', 'service'] as const;
export const PICK_STATES = ['open', 'picked', 'closed', 'cancelled'] as const;
export type PickState = (typeof PICK_STATES)[number];

const MAX_LINES = 500;
const MAX_SERIALS = 500;

/**
 * A pick's states: `open` (made), `picked` (the goods are off the shelves: 拣货完成), `closed`
 * (everything on it shipped, set by the shipment), `cancelled` (its quantities open again).
 */
export const pickTransitions = defineTransitions({
  kind: 'pickOrder',
  basePath: '/erp/sale/pick',
  states: PICK_STATES,
  transitions: {
    pick: { from: ['open'], to: 'picked', access: 'pickOrderList:update' },
    cancel: { from: ['open', 'picked'], to: 'cancelled', access: 'pickOrderList:delete' },
  },
});

/**
 * The order line a fulfilment line stands for, as the order shows it: its id, its number in the
 * order, its parent line (a kit child), the item and its label and unit when the order was written.
 */
const orderLineFields = {
  saleOrderLineId: z.number().int(),
  orderLineNo: z.number().int(),
  parentLineId: z.number().int().nullable(),
  itemKind: z.enum(SALE_LINE_KINDS),
  itemId: z.number().int(),
  itemLabel: z.string(),
  unit: z.string(),
};

export const pickLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  saleOrderId: z.number().int(),
  saleOrderNo: z.string(),
  customerName: z.string(),
  ...orderLineFields,
  /** What to pick, and how much of it was shipped by send orders of this pick. */
  quantity: z.string(),
  shippedQuantity: z.string(),
  /** The bins of the warehouse holding the item now (`A-01 ×3`), where to pick from; [] when only the root. */
  bins: z.array(z.object({ name: z.string(), quantity: z.string() })),
});

export const pickOrder = z.object({
  id: z.number().int(),
  /** 拣货单号 (JH20261127-0001), allocated by the server. */
  documentNo: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  state: z.enum(PICK_STATES),
  remark: z.string(),
  /** The orders on it (numbers), in order. */
  saleOrderNos: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string(),
  lines: z.array(pickLine),
  transitions: transitionStatus,
});
export type PickOrder = z.infer<typeof pickOrder>;

export const pickRow = pickOrder.omit({ lines: true, transitions: true }).extend({
  lineCount: z.number().int(),
  /** The transitions the caller may take now (the list's row actions). */
  transitions: z.array(z.string()),
});
export type PickRow = z.infer<typeof pickRow>;

export const pickCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/pick',
  access: permission('pickOrderList:add'),
  summary:
    "Make a pick order (拣货单) at one warehouse from confirmed or partly shipped orders' open quantities (ordered − shipped − on other open picks): the orders named, or every open line of the warehouse. Refused when nothing is left to pick.",
  body: z.object({
    warehouseId: recordId,
    /** The orders to pick (each of this warehouse, confirmed or partly shipped); omitted: all open orders of the warehouse. */
    saleOrderIds: z.array(recordId).min(1).max(200).optional(),
    remark: text.trim().max(500).optional(),
  }),
  answer: pickOrder,
});

export const pickGet = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/pick/:id',
  access: permission('pickOrderList:get'),
  summary: 'One pick order with its lines, the bins to pick from, and its transitions.',
  params: idParams,
  answer: pickOrder,
});

export const pickPage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/pick/page',
  access: permission('pickOrderList:query'),
  summary: 'Pick orders of the caller’s scope, newest first.',
  query: pageQuery.extend({
    /** Part of the pick's number or of one of its orders' numbers. */
    keyword: optionalFilter(text.trim().max(64)),
    warehouseId: optionalFilter(queryRecordId),
    state: optionalFilter(z.enum(PICK_STATES)),
  }),
  answer: page(pickRow),
});

export const pickPick = transitionEndpoint(
  pickTransitions,
  'pick',
  pickOrder,
  'Transition `pick` (拣货完成): the goods of an open pick are off the shelves, ready to pack.',
);
export const pickCancel = transitionEndpoint(
  pickTransitions,
  'cancel',
  pickOrder,
  'Transition `cancel` (作废): an open or picked pick is dropped; what it did not ship is open to pick again.',
);

/** An order of a warehouse with something left to pick: the pick screen's choices. */
export const pickableOrder = z.object({
  saleOrderId: z.number().int(),
  saleOrderNo: z.string(),
  customerName: z.string(),
  status: z.string(),
  /** How many lines have an open quantity, and their total open quantity. */
  openLines: z.number().int(),
  openQuantity: z.string(),
});

export const pickableOrders = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/pick/pickable',
  access: permission('pickOrderList:add'),
  summary:
    "A warehouse's confirmed and partly shipped orders with open quantities to pick (up to 200, oldest first).",
  query: z.object({ warehouseId: queryRecordId }),
  answer: z.array(pickableOrder),
});

// ——— Send orders ———

export const sendLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  ...orderLineFields,
  quantity: z.string(),
  serials: z.array(z.string()),
  /** The revenue share of the order line this shipment carried (fen, tax included). */
  amount: z.number().int(),
});

export const sendOrder = z.object({
  id: z.number().int(),
  /** 发货单号 (FH20261127-0001), allocated by the server. */
  documentNo: z.string(),
  saleOrderId: z.number().int(),
  saleOrderNo: z.string(),
  customerName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  deliveryAddress: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  /** The pick it shipped from (null: straight from the order). */
  pickOrderId: z.number().int().nullable(),
  pickOrderNo: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  remark: z.string(),
  /** Σ lines' amount (fen). */
  amountFen: z.number().int(),
  shippedAt: z.string(),
  shippedByName: z.string(),
  lines: z.array(sendLine),
});
export type SendOrder = z.infer<typeof sendOrder>;

export const sendRow = sendOrder.omit({ lines: true }).extend({ lineCount: z.number().int() });
export type SendRow = z.infer<typeof sendRow>;

export const sendLineInput = z.object({
  saleOrderLineId: recordId,
  quantity: stockQuantity,
  /** The serials shipped for a serial-tracked product, as many as the quantity (each at the warehouse). */
  serials: z.array(serialNo).max(MAX_SERIALS).optional(),
});

export const sendPost = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/send',
  access: permission('sendOrderList:add'),
  summary:
    "Ship (发货): one send order per sale order the lines belong to, in one transaction: the orders locked (by id), the holds consumed (partial, by serial), the orders' shipped progress recorded. A kit parent takes its children along in proportion unless they are named; service lines move no stock. With `pickOrderId` the lines must be on that pick with enough left to ship.",
  body: z.object({
    pickOrderId: recordId.optional(),
    carrier: text.trim().max(64).optional(),
    trackingNo: text.trim().max(64).optional(),
    remark: text.trim().max(500).optional(),
    lines: z.array(sendLineInput).min(1).max(MAX_LINES),
  }),
  answer: z.object({ list: z.array(sendOrder) }),
});

export const sendGet = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/send/:id',
  access: permission('sendOrderList:get'),
  summary: 'One send order with its lines and serials.',
  params: idParams,
  answer: sendOrder,
});

export const sendPage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/send/page',
  access: permission('sendOrderList:query'),
  summary: 'Send orders of the caller’s scope, newest first.',
  query: pageQuery.extend({
    /** Part of the send order's, its order's or its pick's number, the tracking number or the customer's name. */
    keyword: optionalFilter(text.trim().max(64)),
    warehouseId: optionalFilter(queryRecordId),
    saleOrderId: optionalFilter(queryRecordId),
  }),
  answer: page(sendRow),
});

// ——— The packing station (/staging/ship) ———

/** One order line to pack: what is left to ship of it (on the pick, when packing a pick). */
export const packLine = z.object({
  saleOrderId: z.number().int(),
  saleOrderNo: z.string(),
  ...orderLineFields,
  /** A product's barcode, a fitting's code ('' for none / a service): what a scan matches. */
  barcode: z.string(),
  serialTracked: z.boolean(),
  /** What is left to ship now. */
  quantity: z.string(),
  /** For a serial-tracked product: the serials at the warehouse a scan may check off (up to 200). */
  serialsAvailable: z.array(z.string()),
});

export const packing = z.object({
  kind: z.enum(['saleOrder', 'pickOrder']),
  id: z.number().int(),
  documentNo: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  /** The orders to pack (a pick may group several; each ships as its own send order). */
  orders: z.array(
    z.object({
      saleOrderId: z.number().int(),
      saleOrderNo: z.string(),
      customerName: z.string(),
      contactName: z.string(),
      contactPhone: z.string(),
      deliveryAddress: z.string(),
    }),
  ),
  lines: z.array(packLine),
});
export type Packing = z.infer<typeof packing>;
export type PackLine = z.infer<typeof packLine>;

export const packingLookup = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/packing',
  access: permission('sendOrderList:add'),
  summary:
    'The packing station’s look-up: a sale order number (XS…) or a pick number (JH…) of the caller’s scope → what is left to pack, with barcodes and serials. 404 for a number not found or out of scope; 400 when nothing is left to ship.',
  query: z.object({ documentNo: text.trim().min(1).max(64) }),
  answer: packing,
});
