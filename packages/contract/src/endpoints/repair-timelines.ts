import { defineTimeline } from '../record-timeline.js';

/**
 * A repair's timeline: its transitions, claim, parts consumed and swaps (written by the repair's
 * services), and what members comment — a technician's work notes are its comments — attach or link.
 */
export const repairTimeline = defineTimeline({
  kind: 'repair',
  basePath: '/erp/repair/order',
  read: 'repairList:get',
  write: 'repairList:get',
  webPath: '/workorder/repair/detail/:id',
  label: { 'zh-CN': '维修单', en: 'Repair' },
});

/** A pickup's timeline: dispatch, check-in and cancellation, comments, files and links. */
export const pickupOrderTimeline = defineTimeline({
  kind: 'pickupOrder',
  basePath: '/erp/repair/pickup',
  read: 'collectOrderList:get',
  write: 'collectOrderList:get',
  webPath: '/workorder/collect/detail/:id',
  label: { 'zh-CN': '取件单', en: 'Pickup' },
});
