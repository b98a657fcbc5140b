import { defineDocumentKind } from '../../platform/document-numbers/document-kind.js';

/**
 * The sales documents' number kinds (单据编号 in system settings), allocated by the server in the
 * transaction that writes the document (`nextDocumentNumber`), dated by the business day.
 */
const DAILY = { datePart: 'yyyyMMdd', width: 4, restart: 'day' } as const;

/** 销售订单: XS20261127-0001. */
export const SALE_ORDER = defineDocumentKind({
  name: 'saleOrder',
  label: { 'zh-CN': '销售订单', en: 'Sale order' },
  defaultPattern: { prefix: 'XS', ...DAILY },
});

/** 拣货单: JH20261127-0001. */
export const PICK_ORDER = defineDocumentKind({
  name: 'pickOrder',
  label: { 'zh-CN': '拣货单', en: 'Pick order' },
  defaultPattern: { prefix: 'JH', ...DAILY },
});

/** 发货单: FH20261127-0001. */
export const SEND_ORDER = defineDocumentKind({
  name: 'sendOrder',
  label: { 'zh-CN': '发货单', en: 'Send order' },
  defaultPattern: { prefix: 'FH', ...DAILY },
});

/** 调拨单: DB20261127-0001. */
export const TRANSFER_ORDER = defineDocumentKind({
  name: 'transferOrder',
  label: { 'zh-CN': '调拨单', en: 'Transfer order' },
  defaultPattern: { prefix: 'DB', ...DAILY },
});

/** 收款单 (a refund too: a negative collection): SK20261127-0001. */
export const COLLECT_ORDER = defineDocumentKind({
  name: 'collectOrder',
  label: { 'zh-CN': '收款单', en: 'Collect order' },
  defaultPattern: { prefix: 'SK', ...DAILY },
});

/** 发票申请: KP20261127-0001 (the tax office's invoice number is entered when issued). */
export const INVOICE = defineDocumentKind({
  name: 'invoice',
  label: { 'zh-CN': '发票', en: 'Invoice' },
  defaultPattern: { prefix: 'KP', ...DAILY },
});

/** 退货单: TH20261127-0001. */
export const RETURN_ORDER = defineDocumentKind({
  name: 'returnOrder',
  label: { 'zh-CN': '退货单', en: 'Return order' },
  defaultPattern: { prefix: 'TH', ...DAILY },
});

export const SALES_DOCUMENT_KINDS = [
  SALE_ORDER,
  PICK_ORDER,
  SEND_ORDER,
  TRANSFER_ORDER,
  COLLECT_ORDER,
  INVOICE,
  RETURN_ORDER,
];
