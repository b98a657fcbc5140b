import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { crmClues } from '../clues.tables.js';
import { clueScopeOf } from './clue-access.js';
import { clueListWhere, selectClues } from './clues.service.js';

const STATUSES: CodeLabels = {
  new: { 'zh-CN': '待分配', en: 'Unassigned' },
  assigned: { 'zh-CN': '已分配', en: 'Assigned' },
  converted: { 'zh-CN': '已转化', en: 'Converted' },
  invalid: { 'zh-CN': '无效', en: 'Invalid' },
};

/**
 * 线索池 clues: the clue list's filters (a pool, name, status…) within the requester's reach —
 * assigned to them, their department subtree's, the pools they work, or all for an administrator —
 * derived again when the job runs.
 */
export const clueExporter = tableExporter({
  name: 'crmClueList',
  menuKey: 'cluePoolList',
  where: async ({ db, requester, query }) =>
    clueListWhere(await clueScopeOf(db, requester), query as Parameters<typeof clueListWhere>[1]),
  count: (db, where) => db.$count(crmClues, where),
  id: crmClues.id,
  select: (db, where) => selectClues(db).where(where),
  idOf: (row) => row.clue.id,
  columns: (locale) => [
    { title: { 'zh-CN': '线索池', en: 'Clue pool' }, cell: (row) => textCell(row.poolName) },
    { title: { 'zh-CN': '联系人', en: 'Contact' }, cell: (row) => textCell(row.clue.name) },
    { title: { 'zh-CN': '公司名称', en: 'Company' }, cell: (row) => textCell(row.clue.company) },
    { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (row) => textCell(row.clue.phone) },
    { title: { 'zh-CN': '线索来源', en: 'Source' }, cell: (row) => textCell(row.clue.source) },
    { title: { 'zh-CN': '状态', en: 'Status' }, cell: (row) => codeCell(STATUSES, locale, row.clue.status) },
    { title: { 'zh-CN': '负责人', en: 'Assignee' }, cell: (row) => textCell(row.assigneeName) },
    { title: { 'zh-CN': '分配时间', en: 'Assigned at' }, cell: (row) => timeCell(row.clue.assignedAt) },
    {
      title: { 'zh-CN': '最后跟进时间', en: 'Last follow-up' },
      cell: (row) => timeCell(row.clue.lastFollowUpAt),
    },
    { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.clue.createdAt) },
  ],
});
