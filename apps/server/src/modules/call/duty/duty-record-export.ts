import { count, eq, type SQL } from 'drizzle-orm';
import {
  type CodeLabels,
  codeCell,
  tableExporter,
  textCell,
  timeCell,
} from '../../../platform/resources/export/export-table.js';
import { users } from '../../admin/admin.tables.js';
import { callDutyRecords } from '../call.tables.js';
import { dutyRecordWhere, selectDutyRecords } from './duty-records.service.js';

/** End reasons, and `open` for a duty still running. */
const END_REASONS: CodeLabels = {
  ended: { 'zh-CN': '正常结束', en: 'Ended' },
  taken_over: { 'zh-CN': '被接管', en: 'Taken over' },
  open: { 'zh-CN': '值班中', en: 'On duty' },
};

/** 值班记录's export: the list's filters in the requester's organization, as the list shows them. */
export const dutyRecordExporter = tableExporter({
  name: 'callDutyRecordList',
  menuKey: 'dutyRecordList',
  where: async ({ requester, query }) =>
    dutyRecordWhere(requester.orgId, query as Parameters<typeof dutyRecordWhere>[1]) as SQL,
  // The condition may name the agent (userName filter).
  count: async (db, where) => {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(callDutyRecords)
      .innerJoin(users, eq(users.id, callDutyRecords.userId))
      .where(where);
    return total;
  },
  id: callDutyRecords.id,
  select: (db, where) => selectDutyRecords(db).where(where),
  idOf: (row) => row.id,
  columns: (locale) => [
    { title: { 'zh-CN': '坐席号', en: 'Seat number' }, cell: (row) => textCell(row.cno) },
    { title: { 'zh-CN': '坐席人员', en: 'Agent' }, cell: (row) => textCell(row.userName) },
    { title: { 'zh-CN': '开始时间', en: 'Started' }, cell: (row) => timeCell(row.startedAt) },
    { title: { 'zh-CN': '结束时间', en: 'Ended' }, cell: (row) => timeCell(row.endedAt) },
    {
      title: { 'zh-CN': '结束原因', en: 'End reason' },
      cell: (row) => codeCell(END_REASONS, locale, row.endReason ?? 'open'),
    },
    { title: { 'zh-CN': '接管人', en: 'Taken over by' }, cell: (row) => textCell(row.takenOverByName) },
  ],
});
