import { defineTimeline } from '../record-timeline.js';

/**
 * A supplier's timeline: its activities (供应商动态, still their own records for the feed across
 * suppliers) and what members comment, attach or link on the detail.
 */
export const supplierTimeline = defineTimeline({
  kind: 'supplier',
  basePath: '/erp/supply/supplier',
  read: 'supplierDetail:get',
  write: 'supplierDetail:update',
  webPath: '/supply/supplier/detail/:id',
  label: { 'zh-CN': '供应商', en: 'Supplier' },
  reference: 'supplier',
});
