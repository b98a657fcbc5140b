import { defineDocumentKind } from '../../platform/document-numbers/document-kind.js';

const DAILY = { datePart: 'yyyyMMdd', width: 4, restart: 'day' } as const;

/** 取件单: QJ20261128-0001. */
export const PICKUP_ORDER = defineDocumentKind({
  name: 'pickupOrder',
  label: { 'zh-CN': '取件单', en: 'Pickup' },
  defaultPattern: { prefix: 'QJ', ...DAILY },
});

/** 维修单: WX20261128-0001. */
export const REPAIR_ORDER = defineDocumentKind({
  name: 'repair',
  label: { 'zh-CN': '维修单', en: 'Repair' },
  defaultPattern: { prefix: 'WX', ...DAILY },
});

export const REPAIR_DOCUMENT_KINDS = [PICKUP_ORDER, REPAIR_ORDER];

/** The stock API's document kinds: a repair's quote lines, and a swap's new unit. */
export const REPAIR_STOCK_KIND = 'repair';
export const REPAIR_SWAP_STOCK_KIND = 'repairSwap';
