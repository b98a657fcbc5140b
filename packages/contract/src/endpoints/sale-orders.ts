import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { recordScopesOf } from '../record-scopes.js';
import { defineTransitions, transitionEndpoint, transitionStatus } from '../record-transitions.js';
import { exportAnswer, listExportBody } from '../resource-export.js';
import { MY_WAREHOUSES_SCOPE } from '../resources/warehouse.js';
import { stockQuantity } from '../stock-quantity.js';
import { fen, idParams, optionalFilter, queryRecordId, recordId, recordVersion, text } from '../zod-kit.js';

/**
 * 销售订单 (docs/sales-orders.md): an order of a customer with lines forming a product tree (a
 * machine with its fittings and services as children). Every amount is computed on the server
 * from the lines (`saleLineAmounts`); what a client sends as an amount or total is ignored.
 * Money is fen, rates basis points (10000 = 100 %), quantities decimal strings.
 */

export const SALE_ORDER_STATUSES = [
  'draft',
  'submitted',
  'confirmed',
  'partlyShipped',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type SaleOrderStatus = (typeof SALE_ORDER_STATUSES)[number];
/** States in which nothing changes any more. */
export const CLOSED_SALE_ORDER_STATUSES: readonly SaleOrderStatus[] = ['completed', 'cancelled'];

export const SALE_LINE_ITEM_KINDS = ['product', 'fitting', 'service'] as const;
export const saleLineItemKind = z.enum(SALE_LINE_ITEM_KINDS);
export type SaleLineItemKind = z.infer<typeof saleLineItemKind>;

/** The most lines one order carries (a 1,000-line order is edited line by line once confirmed). */
export const SALE_ORDER_LINES_MAX = 1000;

/**
 * Who sees which orders: a salesperson their own (and those of the departments they lead), a
 * role set to `all` every order, a warehouse keeper the orders of the warehouses they manage.
 */
export const saleOrderScopes = recordScopesOf({
  name: 'saleOrder',
  menuKey: 'saleOrderList',
  ownership: true,
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'warehouseId' }] },
});

/**
 * The order's named transitions: submit (may wait for an approval: a discount below the
 * customer's rate, an amount above a limit), confirm (holds every stock line in one call),
 * complete (once shipped), cancel (nothing shipped yet; gives the holds back). Shipping moves
 * confirmed → partlyShipped → shipped by itself (the send orders).
 */
export const saleOrderTransitions = defineTransitions({
  kind: 'saleOrder',
  basePath: '/erp/sale/order',
  states: SALE_ORDER_STATUSES,
  transitions: {
    submit: { from: ['draft'], to: 'submitted', access: 'saleOrderList:update' },
    confirm: { from: ['submitted'], to: 'confirmed', access: 'saleOrderList:edit' },
    complete: { from: ['shipped'], to: 'completed', access: 'saleOrderList:edit' },
    cancel: { from: ['draft', 'submitted', 'confirmed'], to: 'cancelled', access: 'saleOrderList:delete' },
  },
});
export type SaleOrderTransition = keyof typeof saleOrderTransitions.transitions;

/** A positive quantity with at most 4 decimals (the stock API's). */
const lineQuantity = stockQuantity;
const rate = z.number().int().min(1).max(10_000);
const taxRate = z.number().int().min(0).max(10_000);

/** The pricing of a line a client may set: amounts are the server's. */
const linePricing = {
  quantity: lineQuantity,
  /** List price per unit, tax included (fen). */
  unitPrice: fen,
  /** Share of the list price paid; the customer's discount rate when left out. */
  discountRate: rate.optional(),
  /** VAT in the price; the item's when left out (6 % for a service). */
  taxRate: taxRate.optional(),
};

export const saleOrderLineInput = z.object({
  /** A line of this order (kept and updated); left out: a new line. */
  id: recordId.optional(),
  /** The 1-based position in this body of the line's parent (an earlier line): the product tree. */
  parentLineNo: z.number().int().min(1).max(SALE_ORDER_LINES_MAX).optional(),
  itemKind: saleLineItemKind,
  itemId: recordId,
  ...linePricing,
  /** The platform's line number of a line from an external order. */
  extOrderSn: text.trim().max(64).optional(),
  remark: text.trim().max(200).optional(),
  /** Ignored: the server computes every amount. */
  amount: z.unknown().optional(),
});
export type SaleOrderLineInput = z.infer<typeof saleOrderLineInput>;

const header = {
  /** A customer of the caller's data scope (the CRM's). */
  customerId: recordId,
  /** An enabled order source (订单来源, ref `saleSource`). */
  sourceId: recordId,
  warehouseId: recordId,
  /** The caller, or a member within their data scope; the caller when left out. */
  ownerUserId: recordId.optional(),
  contactName: text.trim().max(64).optional(),
  /** §5 phone rules (a mobile number, a landline, or a mobile with a 4-digit extension). */
  contactPhone: text.trim().max(32).optional(),
  deliveryAddress: text.trim().max(300).optional(),
  remark: text.trim().max(500).optional(),
};

export const saleOrderCreateBody = z.object({
  ...header,
  lines: z.array(saleOrderLineInput).min(1).max(SALE_ORDER_LINES_MAX),
  /** Ignored: the server computes every total. */
  totalFen: z.unknown().optional(),
});
export type SaleOrderCreateBody = z.infer<typeof saleOrderCreateBody>;

export const saleOrderUpdateBody = saleOrderCreateBody.extend({ version: recordVersion });
export type SaleOrderUpdateBody = z.infer<typeof saleOrderUpdateBody>;

/** One line's progress: ordered, reserved, shipped, returned, invoiced, collected (quantity and amount). */
export const saleLineProgress = z.object({
  reservedQuantity: z.string(),
  shippedQuantity: z.string(),
  returnedQuantity: z.string(),
  invoicedQuantity: z.string(),
  shippedAmount: z.number().int(),
  returnedAmount: z.number().int(),
  invoicedAmount: z.number().int(),
  collectedAmount: z.number().int(),
});

export const saleOrderLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  parentLineId: z.number().int().nullable(),
  itemKind: saleLineItemKind,
  itemId: z.number().int(),
  itemLabel: z.string(),
  unit: z.string(),
  extOrderSn: z.string(),
  quantity: z.string(),
  unitPrice: z.number().int(),
  discountRate: z.number().int(),
  taxRate: z.number().int(),
  listAmount: z.number().int(),
  amount: z.number().int(),
  taxAmount: z.number().int(),
  remark: z.string(),
  progress: saleLineProgress,
  /**
   * Price less moving-average cost, per unit (fen), for callers who may see cost (the catalogue's
   * cost price readers); null otherwise, or for a service.
   */
  unitMargin: z.number().int().nullable(),
});
export type SaleOrderLine = z.infer<typeof saleOrderLine>;

const orderFigures = {
  id: z.number().int(),
  documentNo: z.string(),
  status: z.enum(SALE_ORDER_STATUSES),
  customerId: z.number().int(),
  customerName: z.string(),
  sourceId: z.number().int(),
  sourceName: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  ownerUserId: z.number().int().nullable(),
  ownerName: z.string(),
  extOrderNo: z.string(),
  lineCount: z.number().int(),
  listTotalFen: z.number().int(),
  /** listTotal − total. */
  discountFen: z.number().int(),
  taxFen: z.number().int(),
  totalFen: z.number().int(),
  shippedFen: z.number().int(),
  returnedFen: z.number().int(),
  invoicedFen: z.number().int(),
  collectedFen: z.number().int(),
  /** total − returned − collected (0 for a cancelled order). */
  unpaidFen: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
};

export const saleOrderRow = z.object({
  ...orderFigures,
  /** The transitions the caller may take now on this row. */
  transitions: z.array(z.string()),
  pendingTransition: z.string(),
});
export type SaleOrderRow = z.infer<typeof saleOrderRow>;

export const saleOrderDetail = z.object({
  ...orderFigures,
  contactName: z.string(),
  contactPhone: z.string(),
  deliveryAddress: z.string(),
  remark: z.string(),
  logisticsStatus: z.string(),
  /** The customer's discount rate when the order was written: lines start from it. */
  customerDiscountRate: z.number().int(),
  submittedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Lines in tree order: each parent followed by its children. */
  lines: z.array(saleOrderLine),
  transitions: transitionStatus,
  /** Whether the caller sees cost (the lines' `unitMargin`). */
  showsCost: z.boolean(),
});
export type SaleOrderDetail = z.infer<typeof saleOrderDetail>;

const dayFilter = optionalFilter(z.iso.date());

export const saleOrderPageQuery = pageQuery.extend({
  /** Part of the order number or the customer's name. */
  keyword: optionalFilter(text.trim().max(64)),
  status: optionalFilter(z.enum(SALE_ORDER_STATUSES)),
  sourceId: optionalFilter(queryRecordId),
  warehouseId: optionalFilter(queryRecordId),
  ownerUserId: optionalFilter(queryRecordId),
  customerId: optionalFilter(queryRecordId),
  /** Business days, inclusive (`YYYY-MM-DD`), of the order's creation. */
  createdFrom: dayFilter,
  createdTo: dayFilter,
});

export const saleOrderPage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/order/page',
  access: permission('saleOrderList:query'),
  summary: 'Sale orders of the caller’s data scope, newest first, with totals and row transitions.',
  query: saleOrderPageQuery,
  answer: page(saleOrderRow),
});

export const saleOrderGet = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/order/:id',
  access: permission('saleOrderList:get'),
  summary: 'One sale order: header, totals, lines in tree order with progress and margins, transitions.',
  params: idParams,
  answer: saleOrderDetail,
});

export const saleOrderCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/order',
  access: permission('saleOrderList:add'),
  summary:
    'Create a draft sale order with its lines (a line’s parent by `parentLineNo`). Totals are the server’s.',
  body: saleOrderCreateBody,
  answer: saleOrderDetail,
});

export const saleOrderUpdate = defineEndpoint({
  method: 'PUT',
  path: '/erp/sale/order/:id',
  access: permission('saleOrderList:update'),
  summary:
    'Update a draft: the header and ALL lines in one request (a line with an id of this order kept, without one added, others removed with their children).',
  params: idParams,
  body: saleOrderUpdateBody,
  answer: saleOrderDetail,
});

export const saleOrderLineEditBody = z.object({
  version: recordVersion,
  /** New lines; `parentLineId` an existing line of this order. */
  add: z
    .array(
      z.object({
        parentLineId: recordId.optional(),
        itemKind: saleLineItemKind,
        itemId: recordId,
        ...linePricing,
        remark: text.trim().max(200).optional(),
      }),
    )
    .max(SALE_ORDER_LINES_MAX)
    .optional(),
  /** Changed lines: a new quantity (never below what shipped) or price. */
  change: z
    .array(
      z.object({
        id: recordId,
        quantity: lineQuantity.optional(),
        unitPrice: fen.optional(),
        discountRate: rate.optional(),
      }),
    )
    .max(SALE_ORDER_LINES_MAX)
    .optional(),
  /** Removed lines (with their children); a line that shipped anything cannot go. */
  remove: z.array(recordId).max(SALE_ORDER_LINES_MAX).optional(),
});
export type SaleOrderLineEditBody = z.infer<typeof saleOrderLineEditBody>;

export const saleOrderLineEdit = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/order/:id/lines',
  access: permission('saleOrderList:update'),
  summary:
    'Change some lines of a confirmed (or partly shipped) order: add, change quantity or price, remove. Work is proportional to the lines named; holds follow.',
  params: idParams,
  body: saleOrderLineEditBody,
  answer: z.object({
    version: z.number().int(),
    totalFen: z.number().int(),
    listTotalFen: z.number().int(),
    taxFen: z.number().int(),
    lineCount: z.number().int(),
    /** The lines added or changed, as the detail shows them. */
    lines: z.array(saleOrderLine),
  }),
});

export const saleOrderSubmit = transitionEndpoint(
  saleOrderTransitions,
  'submit',
  saleOrderDetail,
  'Transition `submit`: a draft goes for confirmation; an approval may hold it (discount below the customer’s rate, amount above a limit).',
);
export const saleOrderConfirm = transitionEndpoint(
  saleOrderTransitions,
  'confirm',
  saleOrderDetail,
  'Transition `confirm`: holds every product and fitting line at the order’s warehouse in one call.',
);
export const saleOrderComplete = transitionEndpoint(
  saleOrderTransitions,
  'complete',
  saleOrderDetail,
  'Transition `complete`: a shipped order is closed (read-only from then on).',
);
export const saleOrderCancel = transitionEndpoint(
  saleOrderTransitions,
  'cancel',
  saleOrderDetail,
  'Transition `cancel`: an order with nothing shipped is cancelled and its holds given back.',
);

/** The customer's discount rate a new order's lines start from (10000 when none applies). */
export const saleOrderCustomerRate = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/order/customer-rate',
  access: permission('saleOrderList:add'),
  summary:
    'The discount rate (basis points) an order of this customer gets today, with the customer’s contact.',
  query: z.object({ customerId: queryRecordId }),
  answer: z.object({
    rate: z.number().int(),
    contactName: z.string(),
    contactPhone: z.string(),
    address: z.string(),
  }),
});

export const saleItemOption = z.object({
  itemKind: saleLineItemKind,
  itemId: z.number().int(),
  label: z.string(),
  unit: z.string(),
  /** The price for the order's source, else the goods' default, else the catalogue's list price. */
  unitPrice: z.number().int(),
  taxRate: z.number().int(),
});
export type SaleItemOption = z.infer<typeof saleItemOption>;

/** The line picker: goods on sale (or, when the company lists none, catalogue items), searched on the server. */
export const saleItemOptions = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/order/item-options',
  access: permission('saleOrderList:query'),
  summary: 'Items an order line may sell, by name, SKU or code (at most 20), priced for the source.',
  query: z.object({
    keyword: optionalFilter(text.trim().max(64)),
    sourceId: optionalFilter(queryRecordId),
    itemKind: optionalFilter(saleLineItemKind),
  }),
  answer: z.array(saleItemOption),
});

/** 销售订单明细: every line of the orders in scope. */
export const saleOrderLineRow = saleOrderLine
  .pick({
    id: true,
    lineNo: true,
    parentLineId: true,
    itemKind: true,
    itemLabel: true,
    unit: true,
    extOrderSn: true,
    quantity: true,
    unitPrice: true,
    discountRate: true,
    taxRate: true,
    amount: true,
    taxAmount: true,
  })
  .extend({
    orderId: z.number().int(),
    documentNo: z.string(),
    status: z.enum(SALE_ORDER_STATUSES),
    customerName: z.string(),
    sourceName: z.string(),
    warehouseName: z.string(),
    shippedQuantity: z.string(),
    returnedQuantity: z.string(),
    invoicedQuantity: z.string(),
    collectedAmount: z.number().int(),
    createdAt: z.string(),
  });
export type SaleOrderLineRow = z.infer<typeof saleOrderLineRow>;

export const saleOrderLinePageQuery = pageQuery.extend({
  /** Part of the order number, the item's label or the platform's line number. */
  keyword: optionalFilter(text.trim().max(64)),
  itemKind: optionalFilter(saleLineItemKind),
  status: optionalFilter(z.enum(SALE_ORDER_STATUSES)),
  sourceId: optionalFilter(queryRecordId),
  warehouseId: optionalFilter(queryRecordId),
  createdFrom: dayFilter,
  createdTo: dayFilter,
});

export const saleOrderLinePage = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/order/line/page',
  access: permission('saleOrderDetailList:query'),
  summary: '销售订单明细: every line of the orders in the caller’s scope, newest order first.',
  query: saleOrderLinePageQuery,
  answer: page(saleOrderLineRow),
});

export const saleOrderLineExport = defineEndpoint({
  method: 'POST',
  path: '/erp/sale/order/line/export',
  access: permission('saleOrderDetailList:export'),
  summary: 'Export the filtered lines (the download centre keeps the file).',
  body: listExportBody(saleOrderLinePageQuery),
  answer: exportAnswer,
});

export const SALE_ORDER_ITEM_OPTIONS_MAX = 20;
