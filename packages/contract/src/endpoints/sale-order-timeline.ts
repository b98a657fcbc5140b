import { defineTimeline } from '../record-timeline.js';

/**
 * A sale order's timeline: its transitions, edits and line changes (written by the order's
 * services), and what members comment, attach or link on its detail.
 */
export const saleOrderTimeline = defineTimeline({
  kind: 'saleOrder',
  basePath: '/erp/sale/order',
  read: 'saleOrderList:get',
  write: 'saleOrderList:get',
  webPath: '/sale/order/detail/:id',
  label: { 'zh-CN': '销售订单', en: 'Sale order' },
});
