import { defineTimeline } from '../record-timeline.js';

/**
 * A receipt's timeline: its transitions (冲销, written by the platform with the state change) and
 * what members comment, attach or link on its detail. Anyone who may open a receipt may comment.
 */
export const receiptTimeline = defineTimeline({
  kind: 'stockReceipt',
  basePath: '/erp/stock/receipt',
  read: 'stockReceiptList:get',
  write: 'stockReceiptList:get',
  label: { 'zh-CN': '入库单', en: 'Stock receipt' },
});
