import { count, eq } from 'drizzle-orm';
import { dataScopeOf } from '../../../platform/access/data-scope.js';
import type { ListExporter } from '../../../platform/resources/export/export-jobs.js';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { customers } from '../../crm/customers.tables.js';
import { callRecords } from '../call.tables.js';
import { type CallRecordFilters, callListWhere, selectCalls, toCallRow } from './call-record-list.service.js';

const DIRECTIONS: CodeLabels = {
  inbound: { 'zh-CN': '呼入', en: 'Inbound' },
  outbound: { 'zh-CN': '呼出', en: 'Outbound' },
};
const OUTCOMES: CodeLabels = {
  answered: { 'zh-CN': '已接听', en: 'Answered' },
  missed: { 'zh-CN': '未接', en: 'Missed' },
};

/**
 * 通话记录 export: the list's filters within the requester's scope, derived when the job runs;
 * numbers and customers as the list shows them (toCallRow: the same masking).
 */
export const callRecordExporter: ListExporter = {
  name: 'callRecordList',
  menuKey: 'callRecordList',
  open: async (input) => {
    const scope = await dataScopeOf(input.db, input.requester);
    const where = callListWhere(input.db, scope, input.query as CallRecordFilters);
    return tableExporter({
      name: 'callRecordList',
      menuKey: 'callRecordList',
      where: async () => where,
      count: async (db, condition) => {
        const [{ total } = { total: 0 }] = await db
          .select({ total: count() })
          .from(callRecords)
          .leftJoin(customers, eq(customers.id, callRecords.customerId))
          .where(condition);
        return total;
      },
      id: callRecords.id,
      select: (db, condition) => selectCalls(db).where(condition),
      idOf: (row) => row.call.id,
      columns: (locale) => [
        { title: { 'zh-CN': '响铃时间', en: 'Rang at' }, cell: (row) => timeCell(row.call.ringAt) },
        {
          title: { 'zh-CN': '方向', en: 'Direction' },
          cell: (row) => codeCell(DIRECTIONS, locale, row.call.direction),
        },
        {
          title: { 'zh-CN': '客户号码', en: 'Number' },
          cell: (row) => textCell(toCallRow(scope, row, 0).customerNumber),
        },
        {
          title: { 'zh-CN': '客户', en: 'Customer' },
          cell: (row) => textCell(toCallRow(scope, row, 0).customerName),
        },
        { title: { 'zh-CN': '坐席', en: 'Seat' }, cell: (row) => textCell(row.call.cno) },
        { title: { 'zh-CN': '坐席人员', en: 'Agent' }, cell: (row) => textCell(row.agentName) },
        {
          title: { 'zh-CN': '结果', en: 'Outcome' },
          cell: (row) => (row.call.outcome ? codeCell(OUTCOMES, locale, row.call.outcome) : ''),
        },
        { title: { 'zh-CN': '接听时间', en: 'Answered at' }, cell: (row) => timeCell(row.call.answeredAt) },
        { title: { 'zh-CN': '结束时间', en: 'Ended at' }, cell: (row) => timeCell(row.call.endedAt) },
        {
          title: { 'zh-CN': '通话时长（秒）', en: 'Duration (s)' },
          cell: (row) => row.call.durationSeconds ?? '',
        },
      ],
    }).open(input);
  },
};
