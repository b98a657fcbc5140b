import type { Locale } from '@atrium/contract';
import { count, eq } from 'drizzle-orm';
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
import { opportunities } from '../business.tables.js';
import { dataScopeOf } from '../customers/data-scope.js';
import { customers } from '../customers.tables.js';
import { businessListWhere, selectOpportunities } from './business-queries.service.js';

type Filters = Parameters<typeof businessListWhere>[1];
type Row = {
  record: typeof opportunities.$inferSelect;
  customerName: string | null;
  ownerName: string | null;
};

const STAGES: CodeLabels = {
  contact: { 'zh-CN': '初步接触', en: 'Initial contact' },
  need: { 'zh-CN': '需求确认', en: 'Needs confirmed' },
  quote: { 'zh-CN': '方案报价', en: 'Proposal' },
  negotiation: { 'zh-CN': '谈判审核', en: 'Negotiation' },
};
const STATUSES: CodeLabels = {
  open: { 'zh-CN': '进行中', en: 'Open' },
  won: { 'zh-CN': '赢单', en: 'Won' },
  lost: { 'zh-CN': '输单', en: 'Lost' },
};

const columns = (locale: Locale): ExportColumnDef<Row>[] => [
  { title: { 'zh-CN': '商机名称', en: 'Opportunity' }, cell: (row) => textCell(row.record.name) },
  { title: { 'zh-CN': '客户名称', en: 'Customer' }, cell: (row) => textCell(row.customerName) },
  {
    title: { 'zh-CN': '商机阶段', en: 'Stage' },
    cell: (row) => codeCell(STAGES, locale, row.record.stage),
  },
  {
    title: { 'zh-CN': '状态', en: 'Status' },
    cell: (row) => codeCell(STATUSES, locale, row.record.status),
  },
  // Yuan, as a number the spreadsheet can sum (cents are exact integers).
  { title: { 'zh-CN': '商机金额（元）', en: 'Amount (CNY)' }, cell: (row) => row.record.amountCents / 100 },
  {
    title: { 'zh-CN': '预计成交日期', en: 'Expected close' },
    cell: (row) => row.record.expectedCloseDate ?? '',
  },
  { title: { 'zh-CN': '负责人', en: 'Owner' }, cell: (row) => textCell(row.ownerName) },
  {
    title: { 'zh-CN': '赢单/输单原因', en: 'Close reason' },
    cell: (row) => textCell(row.record.closeReason),
  },
  { title: { 'zh-CN': '关闭时间', en: 'Closed at' }, cell: (row) => timeCell(row.record.closedAt) },
  { title: { 'zh-CN': '创建时间', en: 'Created at' }, cell: (row) => timeCell(row.record.createdAt) },
];

/** 商机列表: the list's filters within the requester's data scope (by owner), derived when the job runs. */
export const businessExporter: ListExporter = {
  name: 'crmBusinessList',
  menuKey: 'customerBusinessList',
  open: async ({ db, requester, query, locale, signal }) => {
    const where = businessListWhere(await dataScopeOf(db, requester), query as Filters);
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(opportunities)
      .innerJoin(customers, eq(customers.id, opportunities.customerId))
      .where(where);
    const rows = idKeysetBatches(
      signal,
      opportunities.id,
      where,
      (condition) => selectOpportunities(db).where(condition),
      (row) => row.record.id,
    );
    return tableSource(columns(locale), locale, total, rows);
  },
};
