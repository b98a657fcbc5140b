import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListExporter } from '../../platform/resources/export/export-jobs.js';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../platform/resources/export/export-table.js';
import { users } from '../admin/admin.tables.js';
import { approvalInstances } from './approval.tables.js';
import { type AllInstancesQuery, allInstancesWhere } from './instance-lists.service.js';

const STATUSES: CodeLabels = {
  running: { 'zh-CN': '审批中', en: 'In progress' },
  approved: { 'zh-CN': '已通过', en: 'Approved' },
  rejected: { 'zh-CN': '已驳回', en: 'Rejected' },
  withdrawn: { 'zh-CN': '已撤回', en: 'Withdrawn' },
  cancelled: { 'zh-CN': '已撤销', en: 'Cancelled' },
};

const initiator = alias(users, 'initiator');

/** 全部审批 export: the page's filters over the requester's organization, read when the job runs. */
export const allInstancesExporter: ListExporter = tableExporter({
  name: 'approvalAll',
  menuKey: 'approvalAll',
  where: async (input) => allInstancesWhere(input.requester.orgId, input.query as AllInstancesQuery),
  count: async (db, where) => {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(approvalInstances)
      .where(where);
    return total;
  },
  id: approvalInstances.id,
  select: (db, where) =>
    db
      .select({ instance: approvalInstances, initiatorName: initiator.name })
      .from(approvalInstances)
      .innerJoin(initiator, eq(initiator.id, approvalInstances.initiatorId))
      .where(where)
      .$dynamic(),
  idOf: (row) => row.instance.id,
  columns: (locale) => [
    { title: { 'zh-CN': '审批编号', en: 'Number' }, cell: (row) => textCell(row.instance.instanceNo) },
    { title: { 'zh-CN': '流程名称', en: 'Process' }, cell: (row) => textCell(row.instance.processName) },
    { title: { 'zh-CN': '分类', en: 'Category' }, cell: (row) => textCell(row.instance.category) },
    { title: { 'zh-CN': '发起人', en: 'Initiator' }, cell: (row) => textCell(row.initiatorName) },
    {
      title: { 'zh-CN': '状态', en: 'Status' },
      cell: (row) => codeCell(STATUSES, locale, row.instance.status),
    },
    { title: { 'zh-CN': '轮次', en: 'Round' }, cell: (row) => row.instance.round },
    { title: { 'zh-CN': '发起时间', en: 'Submitted at' }, cell: (row) => timeCell(row.instance.createdAt) },
    { title: { 'zh-CN': '完成时间', en: 'Finished at' }, cell: (row) => timeCell(row.instance.finishedAt) },
  ],
});
