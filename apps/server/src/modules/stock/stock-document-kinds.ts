import { defineDocumentKind } from '../../platform/document-numbers/document-kind.js';

/**
 * The stock documents' number kinds (单据编号 in system settings). Each number is allocated in the
 * posting's transaction (`nextDocumentNumber`), dated by the business day it is posted on.
 */
const DAILY = { datePart: 'yyyyMMdd', width: 4, restart: 'day' } as const;

/** 入库单: RK20261127-0001. */
export const STOCK_RECEIPT = defineDocumentKind({
  name: 'stockReceipt',
  label: { 'zh-CN': '入库单', en: 'Stock receipt' },
  defaultPattern: { prefix: 'RK', ...DAILY },
});

/** 冲销单 (the reversal of a receipt): CX20261127-0001. */
export const STOCK_REVERSAL = defineDocumentKind({
  name: 'stockReversal',
  label: { 'zh-CN': '入库冲销单', en: 'Receipt reversal' },
  defaultPattern: { prefix: 'CX', ...DAILY },
});

/** 盘点单: PD20261127-0001. */
export const STOCK_COUNT = defineDocumentKind({
  name: 'stockCount',
  label: { 'zh-CN': '盘点单', en: 'Stock count' },
  defaultPattern: { prefix: 'PD', ...DAILY },
});
