import { defineTimeline } from '../record-timeline.js';

/**
 * A customer's timeline (客户动态): its events (created, claimed, released, edited…), its
 * follow-ups (跟进记录, still their own records for the activity list) and what members comment,
 * attach or link on the detail. Read with the detail's permission, written with its update.
 */
export const customerTimeline = defineTimeline({
  kind: 'customer',
  basePath: '/erp/crm/customer',
  read: 'customerDetail:get',
  write: 'customerDetail:update',
  webPath: '/customer/manage/detail/:id',
  label: { 'zh-CN': '客户', en: 'Customer' },
  reference: 'customer',
});
