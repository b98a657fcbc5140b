import { z } from 'zod';
import { defineEndpoint, permission } from '../endpoint.js';
import { page, pageQuery } from '../http.js';
import { itemKind, serialNo } from '../stock-quantity.js';
import { optionalFilter, queryRecordId } from '../zod-kit.js';

/** 库存查询: balances by item and warehouse, an item's move history, where a serial is. */

export const balanceRow = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  locationId: z.number().int(),
  /** The bin's name; '' for the warehouse's root. */
  binName: z.string(),
  itemKind,
  itemId: z.number().int(),
  onHand: z.string(),
  reserved: z.string(),
  available: z.string(),
});
export type BalanceRow = z.infer<typeof balanceRow>;

export const balancePage = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/balance/page',
  access: permission('stockOverview:query'),
  summary: 'On-hand, reserved and available per item per warehouse location; zero balances are left out.',
  query: pageQuery.extend({
    itemKind: optionalFilter(itemKind),
    itemId: optionalFilter(queryRecordId),
    warehouseId: optionalFilter(queryRecordId),
  }),
  answer: page(balanceRow),
});

/** Where stock can be; a screen names a virtual location by its kind (供应商, 客户, 维修, 盘点调整). */
export const locationKind = z.enum(['internal', 'supplier', 'customer', 'repair', 'adjustment']);

export const moveRow = z.object({
  id: z.number().int(),
  itemKind,
  itemId: z.number().int(),
  quantity: z.string(),
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
  effectiveAt: z.string(),
  postedAt: z.string(),
  reversesMoveId: z.number().int().nullable(),
});
export type MoveRow = z.infer<typeof moveRow>;

export const movePage = defineEndpoint({
  method: 'GET',
  path: '/erp/stock/move/page',
  access: permission('stockOverview:query'),
  summary: 'The moves of an item (optionally at one warehouse), newest first.',
  query: pageQuery.extend({
    itemKind,
    itemId: queryRecordId,
    warehouseId: optionalFilter(queryRecordId),
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
      locationId: z.number().int(),
      locationKind,
      locationName: z.string(),
      moves: z.array(moveRow),
    }),
  ),
});
