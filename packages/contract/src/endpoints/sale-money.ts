import { z } from 'zod';
import { anyPermission, defineEndpoint } from '../endpoint.js';
import { defineTimeline } from '../record-timeline.js';
import { idParams } from '../zod-kit.js';

/**
 * What can still be collected, invoiced and returned on an order, per line (docs/sales-money.md):
 * the money screens' forms offer an order's lines with these open figures, read from the server
 * (the browser never works them out). Quantities are decimal strings, money fen.
 */
export const moneyOpenLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  parentLineId: z.number().int().nullable(),
  itemKind: z.enum(['product', 'fitting', 'service']),
  itemLabel: z.string(),
  unit: z.string(),
  quantity: z.string(),
  amount: z.number().int(),
  shippedQuantity: z.string(),
  returnedQuantity: z.string(),
  invoicedQuantity: z.string(),
  returnedAmount: z.number().int(),
  invoicedAmount: z.number().int(),
  collectedAmount: z.number().int(),
  /** ordered − returned − invoiced. */
  openToInvoice: z.string(),
  /** shipped − returned. */
  openToReturn: z.string(),
  /** The serials this line shipped that are still at the customer (tracked items). */
  serialsOut: z.array(z.string()),
});
export type MoneyOpenLine = z.infer<typeof moneyOpenLine>;

export const moneyOpenOrder = z.object({
  id: z.number().int(),
  documentNo: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  warehouseId: z.number().int(),
  status: z.string(),
  totalFen: z.number().int(),
  returnedFen: z.number().int(),
  invoicedFen: z.number().int(),
  collectedFen: z.number().int(),
  /** What a collection may still take: total − returned − collected (0 when paid or cancelled). */
  unpaidFen: z.number().int(),
  /** What a refund may give back: collected beyond what is owed. */
  overpaidFen: z.number().int(),
  lines: z.array(moneyOpenLine),
});
export type MoneyOpenOrder = z.infer<typeof moneyOpenOrder>;

export const saleMoneyOpenOrder = defineEndpoint({
  method: 'GET',
  path: '/erp/sale/money/order/:id',
  access: anyPermission('saleCollectOrderList:add', 'invoiceList:add', 'returnOrderList:add'),
  summary:
    "An order's open figures for the money forms: unpaid and overpaid amounts, and per line what can still be invoiced and returned (with the serials still at the customer); 404 outside the caller's orders.",
  params: idParams,
  answer: moneyOpenOrder,
});

/** An invoice's timeline: its transitions (开具, 作废) and what members comment, attach or link. */
export const invoiceTimeline = defineTimeline({
  kind: 'invoice',
  basePath: '/erp/sale/invoice',
  read: 'invoiceList:get',
  write: 'invoiceList:get',
  webPath: '/sale/invoice/detail/:id',
  label: { 'zh-CN': '发票', en: 'Invoice' },
});

/** A return's timeline: its transitions (收货, 取消, approvals) and comments, files, links. */
export const returnOrderTimeline = defineTimeline({
  kind: 'returnOrder',
  basePath: '/erp/sale/return',
  read: 'returnOrderList:get',
  write: 'returnOrderList:get',
  webPath: '/sale/return/detail/:id',
  label: { 'zh-CN': '退货单', en: 'Return' },
});
