import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { recordScopesOf } from '../record-scopes.js';
import { defineTransitions, transitionEndpoint, transitionStatus } from '../record-transitions.js';
import { MY_WAREHOUSES_SCOPE } from '../resources/warehouse.js';
import { countedQuantity, itemKind, serialNo, stockQuantity } from '../stock-quantity.js';
import { fen, idParams, optionalFilter, queryRecordId, recordId, text } from '../zod-kit.js';

/**
 * Stock documents (入库单, 盘点): each posts its moves at once and is immutable from then on; a
 * correction is a reversing document (docs/stock.md). Times are business-clock
 * `YYYY-MM-DD HH:mm:ss`; an omitted `effectiveAt` means now.
 */

/**
 * The data scopes a role may choose for receipts (reversals included) and counts: every record
 * (the default), or those of the warehouses the holder manages (`myWarehouses`). Their pages,
 * gets and reversal apply them; the role editor lists them under their menus.
 */
export const stockReceiptScopes = recordScopesOf({
  name: 'stockReceipt',
  menuKey: 'stockReceiptList',
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'warehouseId' }] },
});
export const stockCountScopes = recordScopesOf({
  name: 'stockCount',
  menuKey: 'stockCountList',
  scopes: { assignments: [{ scope: MY_WAREHOUSES_SCOPE, field: 'warehouseId' }] },
});

const MAX_LINES = 200;
const MAX_SERIALS_PER_LINE = 500;

const businessDateTime = text.trim().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const receiptLineInput = z.object({
  itemKind,
  itemId: recordId,
  quantity: stockQuantity,
  /** The purchase price per unit (fen, 0 or more): the value the stock comes in at (docs/stock.md, Cost). */
  unitPrice: fen,
  /** For a serial-tracked item: one serial per unit (their count must equal the quantity). */
  serials: z.array(serialNo).max(MAX_SERIALS_PER_LINE).optional(),
});

export const documentLine = z.object({
  id: z.number().int(),
  itemKind,
  itemId: z.number().int(),
  /** `SKU name` of a product, `code name` of a fitting, as it was when the document was posted. */
  itemLabel: z.string(),
  /** The item's unit when posted. */
  unit: z.string(),
  quantity: z.string(),
  /** A count line's on-hand before counting. */
  previousQuantity: z.string().nullable(),
  /** A receipt line's purchase price per unit (fen); null on a count. */
  unitPrice: z.number().int().nullable(),
  /** The value (fen) the line's moves changed at the document's place: a receipt's amount, a count's gain or (negative) loss. */
  value: z.number().int(),
  serials: z.array(z.string()),
});

export const stockDocument = z.object({
  id: z.number().int(),
  kind: z.enum(['receipt', 'count', 'reversal']),
  /** 单号, allocated by the server when posted (RK20261127-0001; 单据编号 in system settings). */
  documentNo: z.string(),
  warehouseId: z.number().int(),
  /** The warehouse's name (and `binName` the bin's) when the document was posted. */
  warehouseName: z.string(),
  /** The location the document posted at: the warehouse's root or one of its bins. */
  locationId: z.number().int(),
  /** The bin's name; '' for the warehouse's root. */
  binName: z.string(),
  reversesDocumentId: z.number().int().nullable(),
  /** The number of the receipt a reversal takes back ('' for other documents). */
  reversesDocumentNo: z.string(),
  /** The number of this receipt's reversal, when it has one ('' for none). */
  reversedByNo: z.string(),
  remark: z.string(),
  /** A receipt's supplier (and a reversal's, copied), with its name when posted ('' for none). */
  supplierId: z.number().int().nullable(),
  supplierName: z.string(),
  effectiveAt: z.string(),
  postedAt: z.string(),
  postedBy: z.number().int().nullable(),
  /** Who posted it ('' for a system posting). */
  postedByName: z.string(),
  lines: z.array(documentLine),
  /** How many ledger moves the document posted. */
  moveCount: z.number().int(),
  /**
   * A count's differences (盘盈 / 盘亏): how many lines gained or lost and the value (fen) each side
   * changed by (`lossValue` 0 or less); null for other kinds.
   */
  countTotals: z
    .object({
      gainLines: z.number().int(),
      lossLines: z.number().int(),
      gainValue: z.number().int(),
      lossValue: z.number().int(),
    })
    .nullable(),
  /** A receipt's state and the transitions (`receiptTransitions`) the caller may take now; null for other kinds. */
  transitions: transitionStatus.nullable(),
});
export type StockDocument = z.infer<typeof stockDocument>;

export const receiptPost = defineEndpoint({
  method: 'POST',
  path: '/erp/stock/receipt',
  access: permission('stockReceiptList:add'),
  summary:
    'Post a receipt (入库单): supplier → the warehouse, one move per line (one per serial for serial lines). Immutable once posted.',
  body: z.object({
    warehouseId: recordId,
    /** The supplier delivering (a live supplier the caller may pick, ref `supplier`). */
    supplierId: recordId.optional(),
    /** A bin of the warehouse to receive into; the warehouse's root when absent. */
    binId: recordId.optional(),
    effectiveAt: businessDateTime.optional(),
    remark: text.trim().max(500).optional(),
    lines: z.array(receiptLineInput).min(1).max(MAX_LINES),
  }),
  answer: stockDocument,
});

/**
 * A receipt's states and its one transition: 冲销 (`reverse`) posts the reversing document (冲销单,
 * CX…) taking every move back, from `posted` to `reversed`. A module may gate it behind an
 * approval (docs/stock.md); while that waits the receipt stays `posted` with a pending request.
 */
export const receiptTransitions = defineTransitions({
  kind: 'stockReceipt',
  basePath: '/erp/stock/receipt',
  states: ['posted', 'reversed'],
  transitions: {
    reverse: { from: ['posted'], to: 'reversed', access: 'stockReceiptList:delete' },
  },
});

export const receiptReverse = transitionEndpoint(
  receiptTransitions,
  'reverse',
  stockDocument,
  'Transition `reverse` (冲销): post the reversing document of a receipt, every move back, now. Refused when the stock has left the warehouse or the receipt was reversed already; a gated reversal answers the pending approval request.',
);

export const receiptGet = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/receipt/:id',
  access: permission('stockReceiptList:get'),
  summary: 'One posted receipt with its lines.',
  params: idParams,
  answer: stockDocument,
});

export const countPost = defineEndpoint({
  method: 'POST',
  path: '/erp/stock/count',
  access: permission('stockCountList:add'),
  summary:
    'Post a stock count (盘点) at a warehouse: for each counted item the difference to on-hand becomes an adjustment move.',
  body: z.object({
    warehouseId: recordId,
    /** A bin of the warehouse to count; the warehouse's root when absent. */
    binId: recordId.optional(),
    remark: text.trim().max(500).optional(),
    lines: z
      .array(
        z.object({
          itemKind,
          itemId: recordId,
          countedQuantity,
          /** A serial-tracked product's serials found there (as many as the counted quantity). */
          serials: z.array(serialNo).max(MAX_SERIALS_PER_LINE).optional(),
        }),
      )
      .min(1)
      .max(MAX_LINES),
  }),
  answer: stockDocument,
});

export const documentRow = z.object({
  id: z.number().int(),
  kind: z.enum(['receipt', 'count', 'reversal']),
  documentNo: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  reversesDocumentId: z.number().int().nullable(),
  /** The number of the receipt a reversal takes back ('' for other documents). */
  reversesDocumentNo: z.string(),
  /** The reversal of this document, when it has one, and its number ('' for none). */
  reversedById: z.number().int().nullable(),
  reversedByNo: z.string(),
  remark: z.string(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string(),
  effectiveAt: z.string(),
  postedAt: z.string(),
  postedByName: z.string(),
  lineCount: z.number().int(),
  /** A receipt's transitions the caller may take now (`receiptTransitions`: 冲销); [] for other rows. */
  transitions: z.array(z.string()),
});
export type StockDocumentRow = z.infer<typeof documentRow>;

const documentPageQuery = pageQuery.extend({
  /** Part of the document's number (RK20261127, 0003), its remark or its supplier's name. */
  keyword: optionalFilter(text.trim().max(64)),
  warehouseId: optionalFilter(queryRecordId),
  /** Receipts (and their reversals) from this supplier. */
  supplierId: optionalFilter(queryRecordId),
  /** Business days, inclusive: `YYYY-MM-DD`. */
  effectiveFrom: optionalFilter(z.iso.date()),
  effectiveTo: optionalFilter(z.iso.date()),
});

export const receiptPage = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/receipt/page',
  access: permission('stockReceiptList:query'),
  summary: 'Posted receipts and their reversals, newest first.',
  query: documentPageQuery,
  answer: page(documentRow),
});

export const countPage = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/count/page',
  access: permission('stockCountList:query'),
  summary: 'Posted stock counts, newest first.',
  query: documentPageQuery,
  answer: page(documentRow),
});

export const countGet = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/count/:id',
  access: permission('stockCountList:get'),
  summary: 'One posted count with its lines (counted and previous on-hand).',
  params: idParams,
  answer: stockDocument,
});

export const binRow = z.object({ id: z.number().int(), warehouseId: z.number().int(), name: z.string() });

export const binList = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/warehouse/:id/bins',
  access: permission('warehouseList:get'),
  summary: "A warehouse's bins (库位): child locations of its root, by name.",
  params: idParams,
  answer: z.array(binRow),
});

export const binCreate = defineEndpoint({
  method: 'POST',
  path: '/erp/stock/warehouse/:id/bins',
  access: permission('warehouseList:update'),
  summary: 'Add a bin to a warehouse (name unique in the warehouse). Documents may then name it as `binId`.',
  params: idParams,
  body: z.object({ name: text.trim().min(1).max(64) }),
  answer: binRow,
});
