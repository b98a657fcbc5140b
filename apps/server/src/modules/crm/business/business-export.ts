import { count, eq } from 'drizzle-orm';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { opportunities } from '../business.tables.js';
import { businessScopeOf } from '../crm-data-scopes.js';
import { customers } from '../customers.tables.js';
import { businessListWhere, selectOpportunities } from './business-queries.service.js';

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

/** 商机列表: the list's filters within the requester's data scope (by owner), derived when the job runs. */
export const businessExporter = tableExporter({
  name: 'crmBusinessList',
  menuKey: 'customerBusinessList',
  where: async ({ db, requester, query }) =>
    businessListWhere(await businessScopeOf(db, requester), query as Parameters<typeof businessListWhere>[1]),
  // The list's condition may name the customer (customerName filter).
  count: async (db, where) => {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(opportunities)
      .innerJoin(customers, eq(customers.id, opportunities.customerId))
      .where(where);
    return total;
  },
  id: opportunities.id,
  select: (db, where) => selectOpportunities(db).where(where),
  idOf: (row) => row.record.id,
  columns: (locale) => [
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
  ],
});
