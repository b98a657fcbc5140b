import { z } from 'zod';
import { anyPermission, defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { itemKind, serialNo } from '../stock-quantity.js';
import { idParams, optionalFilter, queryRecordId, text } from '../zod-kit.js';
import { idList } from './reference.js';

/** 库存查询: balances by item and warehouse, an item's move history, where a serial is. */

export const balanceRow = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  locationId: z.number().int(),
  /** The bin's name; '' for the warehouse's root. */
  binName: z.string(),
  itemKind,
  itemId: z.number().int(),
  /** `SKU name` of a product, `code name` of a fitting ('' when the id names none). */
  itemLabel: z.string(),
  /** The item's unit of measure (its name, 台, 米; '' when the id names none): every quantity of the row is in it. */
  unit: z.string(),
  onHand: z.string(),
  reserved: z.string(),
  available: z.string(),
  /** The stock's value (fen) at this location: the sum of its moves' values (docs/stock.md, Cost). */
  value: z.number().int(),
  /** The moving-average cost per unit (fen, rounded): value / on-hand; 0 with nothing on hand. */
  averageCost: z.number().int(),
});
export type BalanceRow = z.infer<typeof balanceRow>;

export const balancePage = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/balance/page',
  access: permission('stockOverview:query'),
  summary:
    'On-hand, reserved and available per item per warehouse location (zero balances left out unless `onlyNonZero=false`), by item kind and id, by SKU/code/name/barcode keyword, by warehouse.',
  query: pageQuery.extend({
    keyword: optionalFilter(text.trim().max(64)),
    itemKind: optionalFilter(itemKind),
    itemId: optionalFilter(queryRecordId),
    warehouseId: optionalFilter(queryRecordId),
    /** Leave out balances with nothing on hand or reserved (default true). */
    onlyNonZero: z.preprocess(
      (value) => (value === '' || value === undefined ? 'true' : value),
      z.stringbool(),
    ),
  }),
  answer: page(balanceRow),
});

export const itemOnHandRow = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  onHand: z.string(),
  reserved: z.string(),
  available: z.string(),
});
export type ItemOnHandRow = z.infer<typeof itemOnHandRow>;

export const itemOnHand = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/item/on-hand',
  access: permission('stockOverview:query'),
  summary:
    "One item's on-hand, reserved and available per live warehouse (its bins summed in), by warehouse: what an order line or a product's detail asks. Warehouses that never held it are left out.",
  query: z.object({ itemKind, itemId: queryRecordId }),
  answer: z.array(itemOnHandRow),
});

export const itemOnHandTotals = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/item/on-hand-totals',
  access: permission('stockOverview:query'),
  summary:
    "On-hand of some items of one kind over every live warehouse (bins summed in), for a list page's column (the fitting list): a decimal string per item; items without stock are left out.",
  query: z.object({ itemKind, ids: idList }),
  answer: z.array(z.object({ itemId: z.number().int(), onHand: z.string() })),
});

/** Where stock can be; a screen names a virtual location by its kind (供应商, 客户, 维修, 盘点调整, 在途). */
export const locationKind = z.enum(['internal', 'supplier', 'customer', 'repair', 'adjustment', 'transit']);

export const moveRow = z.object({
  id: z.number().int(),
  itemKind,
  itemId: z.number().int(),
  itemLabel: z.string(),
  /** The item's unit of measure now ('' when the id names none). */
  unit: z.string(),
  quantity: z.string(),
  /**
   * With a place asked (`locationId` or `warehouseId`): the quantity signed for that place, + in and
   * − out ('0' for a move between two bins of the asked warehouse); null without one.
   */
  change: z.string().nullable(),
  /**
   * With a place and an item asked: the item's on-hand at that place after this move (结存), summed
   * over all its moves there in ledger order (business time, then id), whatever page or days are asked.
   */
  balanceAfter: z.string().nullable(),
  fromLocationId: z.number().int(),
  fromLocationKind: locationKind,
  /** An internal location's name (`主仓库`, `主仓库 / A-01`); '' for a virtual one. */
  fromLocationName: z.string(),
  toLocationId: z.number().int(),
  toLocationKind: locationKind,
  toLocationName: z.string(),
  serialNo: z.string().nullable(),
  documentKind: z.string(),
  documentId: z.number().int().nullable(),
  /** The document's number (RK20261127-0001; a sync shipment's sender number); '' when it has none. */
  documentNo: z.string(),
  effectiveAt: z.string(),
  postedAt: z.string(),
  /** Who posted it ('' for a system posting). */
  postedByName: z.string(),
  reversesMoveId: z.number().int().nullable(),
  /** The value (fen) the move carried, its whole quantity; `unitCost` per unit (rounded). */
  value: z.number().int(),
  unitCost: z.number().int(),
});
export type MoveRow = z.infer<typeof moveRow>;

export const movePage = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/move/page',
  access: permission('stockOverview:query'),
  summary:
    'Stock moves, newest first: of an item, in or out of a warehouse or one location, of a document kind or one document (its kind and id), within business days. With a place, each move is signed for it; with a place and an item, each carries the on-hand there after it (结存).',
  query: pageQuery
    .extend({
      itemKind: optionalFilter(itemKind),
      itemId: optionalFilter(queryRecordId),
      warehouseId: optionalFilter(queryRecordId),
      /** In or out of one location (a warehouse's root or a bin): what a balance row of 库存查询 shows. */
      locationId: optionalFilter(queryRecordId),
      /** receipt, count, reversal, or a later module's kind (an order's consume, a sync). */
      documentKind: optionalFilter(text.trim().regex(/^[a-zA-Z][a-zA-Z0-9_.-]{0,39}$/)),
      /** One document: named by its kind and id (ids of different kinds come from different sequences). */
      documentId: optionalFilter(queryRecordId),
      /** Business days, inclusive: `YYYY-MM-DD`. */
      effectiveFrom: optionalFilter(z.iso.date()),
      effectiveTo: optionalFilter(z.iso.date()),
    })
    .refine((query) => query.documentId === undefined || query.documentKind !== undefined, {
      path: ['documentKind'],
      params: { messageKey: 'stock.moveDocumentKindRequired' },
    }),
  answer: page(moveRow),
});

export const serialWhereabouts = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/serial/:serialNo',
  access: permission('stockOverview:get'),
  summary: 'Where a serial number is now (per item carrying it) and every move it made, oldest first.',
  params: z.object({ serialNo }),
  answer: z.array(
    z.object({
      itemKind,
      itemId: z.number().int(),
      itemLabel: z.string(),
      locationId: z.number().int(),
      locationKind,
      locationName: z.string(),
      moves: z.array(moveRow),
    }),
  ),
});

/** The most serials answered per item: as many as one count line can carry. */
export const SERIALS_AT_LOCATION_MAX = 500;

export const serialsAtLocation = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/location/:id/serials',
  access: anyPermission('stockCountList:add', 'stockOverview:query'),
  summary: `The serial numbers now at one warehouse location, per item (up to 100 ids of one kind; the first ${SERIALS_AT_LOCATION_MAX} per item, in order); a count starts from them as its book.`,
  params: idParams,
  query: z.object({ itemKind, ids: idList }),
  answer: z.array(z.object({ itemId: z.number().int(), serials: z.array(z.string()) })),
});

export const itemInfoRow = z.object({
  itemKind,
  itemId: z.number().int(),
  label: z.string(),
  unit: z.string(),
  /** How many decimals the unit's quantities take (0: whole numbers only). */
  unitDecimals: z.number().int(),
  serialTracked: z.boolean(),
});
export type ItemInfoRow = z.infer<typeof itemInfoRow>;

export const itemInfo = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/item/info',
  access: anyPermission('stockReceiptList:add', 'stockCountList:add', 'stockOverview:query'),
  summary:
    'What a stock document needs of live items of one kind (label, unit and its decimals, serial-tracked), for up to 100 ids; ids naming no live item are left out.',
  query: z.object({ itemKind, ids: idList }),
  answer: z.array(itemInfoRow),
});

export const transitRow = z.object({
  itemKind,
  itemId: z.number().int(),
  itemLabel: z.string(),
  unit: z.string(),
  onHand: z.string(),
  /** What it carries (fen): the source warehouses' averages it left with (docs/stock.md, Cost). */
  value: z.number().int(),
});
export type TransitRow = z.infer<typeof transitRow>;

export const transitBalances = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/transit',
  access: permission('stockOverview:query'),
  summary:
    'What is in transit between warehouses now (sent by a transfer order, not yet received): per item, on hand at the in-transit location and its value; up to 200 items.',
  answer: z.array(transitRow),
});
