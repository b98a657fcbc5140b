import { defineTimeline } from '../record-timeline.js';

/**
 * A count's timeline: what members comment, attach or link on its detail (the count sheet signed by
 * the keeper, the reason for a loss). Anyone who may open a count may comment.
 */
export const countTimeline = defineTimeline({
  kind: 'stockCount',
  basePath: '/erp/stock/count',
  read: 'stockCountList:get',
  write: 'stockCountList:get',
  label: { 'zh-CN': '盘点单', en: 'Stock count' },
});
