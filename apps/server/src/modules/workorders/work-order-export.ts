import type { WORK_ORDER_SLA_STATES } from '@atrium/contract/endpoints/work-orders';
import { count } from 'drizzle-orm';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../platform/resources/export/export-table.js';
import { selectWorkOrderRows, statusName, workOrderListWhere } from './work-order-queries.js';
import { workOrders } from './work-orders.tables.js';

const SLA_STATES: CodeLabels = {
  none: { 'zh-CN': '无', en: 'None' },
  running: { 'zh-CN': '计时中', en: 'Running' },
  warning: { 'zh-CN': '即将超时', en: 'Warning' },
  breached: { 'zh-CN': '已超时', en: 'Breached' },
  paused: { 'zh-CN': '已暂停', en: 'Paused' },
  met: { 'zh-CN': '已达成', en: 'Met' },
} satisfies Record<(typeof WORK_ORDER_SLA_STATES)[number], unknown>;

/** 全部工单's export: the list's filters within the requester's data scope, derived when the job runs. */
export const workOrderExporter = tableExporter({
  name: 'workOrderList',
  menuKey: 'workorderAll',
  where: async ({ db, requester, query }) =>
    (await workOrderListWhere(db, requester, { ...query, view: 'all' } as Parameters<
      typeof workOrderListWhere
    >[2]))!,
  count: async (db, where) => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(workOrders).where(where);
    return total;
  },
  id: workOrders.id,
  select: (db, where) => selectWorkOrderRows(db).where(where),
  idOf: (selected) => selected.row.id,
  columns: (locale) => [
    { title: { 'zh-CN': '工单号', en: 'Number' }, cell: (s) => textCell(s.row.documentNo) },
    { title: { 'zh-CN': '标题', en: 'Title' }, cell: (s) => textCell(s.row.title) },
    { title: { 'zh-CN': '类型', en: 'Type' }, cell: (s) => textCell(s.typeName) },
    {
      title: { 'zh-CN': '状态', en: 'Status' },
      cell: (s) => textCell(statusName(s.row.status, s.extraStates, locale)),
    },
    { title: { 'zh-CN': '优先级', en: 'Priority' }, cell: (s) => textCell(s.priorityName) },
    { title: { 'zh-CN': '客户', en: 'Customer' }, cell: (s) => textCell(s.customerName) },
    { title: { 'zh-CN': '联系人', en: 'Contact' }, cell: (s) => textCell(s.row.contactName) },
    { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (s) => textCell(s.row.contactPhone) },
    { title: { 'zh-CN': '提交人', en: 'Reporter' }, cell: (s) => textCell(s.reporterName) },
    { title: { 'zh-CN': '负责人', en: 'Responsible' }, cell: (s) => textCell(s.responsibleName) },
    { title: { 'zh-CN': '班组', en: 'Group' }, cell: (s) => textCell(s.groupName) },
    {
      title: { 'zh-CN': '响应 SLA', en: 'Response SLA' },
      cell: (s) => codeCell(SLA_STATES, locale, s.row.respState),
    },
    {
      title: { 'zh-CN': '解决 SLA', en: 'Resolution SLA' },
      cell: (s) => codeCell(SLA_STATES, locale, s.row.resState),
    },
    { title: { 'zh-CN': '到期时间', en: 'Due' }, cell: (s) => timeCell(s.row.slaDueAt) },
    { title: { 'zh-CN': '创建时间', en: 'Created' }, cell: (s) => timeCell(s.row.createdAt) },
    { title: { 'zh-CN': '解决时间', en: 'Resolved' }, cell: (s) => timeCell(s.row.resolvedAt) },
  ],
});
