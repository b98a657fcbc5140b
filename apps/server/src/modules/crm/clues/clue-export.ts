import type { Locale } from '@atrium/contract';
import type { ListExporter } from '../../../platform/resources/export/export-jobs.js';
import {
  type CodeLabels,
  codeCell,
  type ExportColumnDef,
  tableSource,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { idKeysetBatches } from '../../../platform/resources/export/id-keyset-batches.js';
import { crmClues } from '../clues.tables.js';
import { clueScopeOf } from './clue-access.js';
import { clueListWhere, selectClues } from './clues.service.js';

type Filters = Parameters<typeof clueListWhere>[1];
type Row = { clue: typeof crmClues.$inferSelect; poolName: string; assigneeName: string | null };

export const CLUE_STATUS_LABELS: CodeLabels = {
  new: { 'zh-CN': '待分配', en: 'Unassigned' },
  assigned: { 'zh-CN': '已分配', en: 'Assigned' },
  converted: { 'zh-CN': '已转化', en: 'Converted' },
  invalid: { 'zh-CN': '无效', en: 'Invalid' },
};

const columns = (locale: Locale): ExportColumnDef<Row>[] => [
  { title: { 'zh-CN': '线索池', en: 'Clue pool' }, cell: (row) => textCell(row.poolName) },
  { title: { 'zh-CN': '联系人', en: 'Contact' }, cell: (row) => textCell(row.clue.name) },
  { title: { 'zh-CN': '公司名称', en: 'Company' }, cell: (row) => textCell(row.clue.company) },
  { title: { 'zh-CN': '联系电话', en: 'Phone' }, cell: (row) => textCell(row.clue.phone) },
  { title: { 'zh-CN': '线索来源', en: 'Source' }, cell: (row) => textCell(row.clue.source) },
  {
    title: { 'zh-CN': '状态', en: 'Status' },
    cell: (row) => codeCell(CLUE_STATUS_LABELS, locale, row.clue.status),
  },
  { title: { 'zh-CN': '负责人', en: 'Assignee' }, cell: (row) => textCell(row.assigneeName) },
  { title: { 'zh-CN': '分配时间', en: 'Assigned at' }, cell: (row) => timeCell(row.clue.assignedAt) },
  {
    title: { 'zh-CN': '最后跟进时间', en: 'Last follow-up' },
    cell: (row) => timeCell(row.clue.lastFollowUpAt),
  },
  { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.clue.createdAt) },
];

/**
 * 线索池 clues: the clue list's filters (a pool, name, status…) within the requester's reach —
 * assigned to them, their department subtree's, the pools they work, or all for an administrator —
 * derived again when the job runs.
 */
export const clueExporter: ListExporter = {
  name: 'crmClueList',
  menuKey: 'cluePoolList',
  open: async ({ db, requester, query, locale, signal }) => {
    const where = clueListWhere(await clueScopeOf(db, requester), query as Filters);
    const rows = idKeysetBatches(
      signal,
      crmClues.id,
      where,
      (condition) => selectClues(db).where(condition),
      (row) => row.clue.id,
    );
    return tableSource(columns(locale), locale, await db.$count(crmClues, where), rows);
  },
};
