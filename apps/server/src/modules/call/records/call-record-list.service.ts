import {
  businessDayStart,
  type CallRecordDetail,
  type CallRecordRow,
  type callRecordsApi,
  filesApi,
  formatBusinessDateTime,
} from '@atrium/contract';
import { and, count, desc, eq, gte, ilike, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { notFound } from '../../../platform/http/app-error.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { users } from '../../admin/admin.tables.js';
import { customers } from '../../crm/customers.tables.js';
import { callRecordings, callRecords } from '../call.tables.js';
import { callsInScope, visibleNumber } from './call-record-scope.js';

/** Calls joined with their agent and customer: add `.where(...)` and paging. */
export const selectCalls = (db: Db) =>
  db
    .select({
      call: callRecords,
      agentName: users.name,
      customer: {
        name: customers.name,
        sn: customers.sn,
        ownerUserId: customers.ownerUserId,
        ownerDepartmentId: customers.ownerDepartmentId,
      },
    })
    .from(callRecords)
    .leftJoin(users, eq(users.id, callRecords.agentUserId))
    .leftJoin(customers, eq(customers.id, callRecords.customerId))
    .$dynamic();

export type SelectedCall = Awaited<ReturnType<ReturnType<typeof selectCalls>['execute']>>[number];

/** Recordings per call of a page, in one query. */
async function recordingCounts(db: Db, orgId: number, callIds: number[]): Promise<Map<number, number>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select({ callRecordId: callRecordings.callRecordId, total: count() })
    .from(callRecordings)
    .where(and(eq(callRecordings.orgId, orgId), inArray(callRecordings.callRecordId, callIds)))
    .groupBy(callRecordings.callRecordId);
  return new Map(rows.map((row) => [row.callRecordId, row.total]));
}

export function toCallRow(scope: DataScope, selected: SelectedCall, recordingCount: number): CallRecordRow {
  const { call, agentName, customer } = selected;
  // A left join of no customer yields an object of nulls.
  const held = call.customerId === null || customer?.name == null ? null : customer;
  return {
    id: call.id,
    direction: call.direction,
    customerNumber: visibleNumber(scope, call, held),
    cno: call.cno,
    agentUserId: call.agentUserId,
    agentName: agentName ?? null,
    customerId: held ? call.customerId : null,
    customerName: held?.name ?? null,
    customerSn: held?.sn ?? null,
    status: call.status,
    outcome: call.outcome,
    ringTime: formatBusinessDateTime(call.ringAt),
    answerTime: call.answeredAt ? formatBusinessDateTime(call.answeredAt) : null,
    endTime: call.endedAt ? formatBusinessDateTime(call.endedAt) : null,
    durationSeconds: call.durationSeconds,
    recordingCount,
    activityId: call.activityId,
  };
}

type PageQuery = QueryOf<typeof callRecordsApi.callRecordPage>;
export type CallRecordFilters = Omit<PageQuery, 'pageNum' | 'pageSize'>;

/** The list's condition: the caller's scope and the filters (reads `customers` left-joined). */
export function callListWhere(db: Db, scope: DataScope, query: CallRecordFilters): SQL {
  return and(
    callsInScope(db, scope),
    query.startDate ? gte(callRecords.ringAt, businessDayStart(query.startDate)) : undefined,
    query.endDate ? lt(callRecords.ringAt, businessDayStart(query.endDate, 1)) : undefined,
    query.direction ? eq(callRecords.direction, query.direction) : undefined,
    query.outcome ? eq(callRecords.outcome, query.outcome) : undefined,
    query.cno ? eq(callRecords.cno, query.cno) : undefined,
    query.agentUserId ? eq(callRecords.agentUserId, query.agentUserId) : undefined,
    // Digits only (the contract checks it), so the pattern needs no escaping beyond containsPattern's.
    query.customerNumber
      ? like(callRecords.customerNumber, containsPattern(query.customerNumber))
      : undefined,
    query.customerName ? ilike(customers.name, containsPattern(query.customerName)) : undefined,
  )!;
}

/** GET /erp/call/record/page (通话记录): the calls of the caller's scope, newest ring first. */
export async function callRecordPage(db: Db, scope: DataScope, query: PageQuery) {
  const where = callListWhere(db, scope, query);
  const { total, totalExact } = await pageTotal(db, () =>
    db
      .select({ id: callRecords.id })
      .from(callRecords)
      .leftJoin(customers, eq(customers.id, callRecords.customerId))
      .where(where)
      .$dynamic(),
  );
  const rows = await selectCalls(db)
    .where(where)
    .orderBy(desc(callRecords.ringAt), desc(callRecords.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const counts = await recordingCounts(
    db,
    scope.orgId,
    rows.map(({ call }) => call.id),
  );
  const list = rows.map((row) => toCallRow(scope, row, counts.get(row.call.id) ?? 0));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One call of the caller's scope (404 otherwise): the row a list would show. */
export async function scopedCall(db: Db, scope: DataScope, id: number): Promise<SelectedCall> {
  const [row] = await selectCalls(db).where(and(callsInScope(db, scope), eq(callRecords.id, id)));
  if (!row) throw notFound();
  return row;
}

/** GET /erp/call/record/:id: the call with its recordings, oldest first. */
export async function callRecordDetail(db: Db, scope: DataScope, id: number): Promise<CallRecordDetail> {
  const selected = await scopedCall(db, scope, id);
  const recordings = await db
    .select()
    .from(callRecordings)
    .where(and(eq(callRecordings.orgId, scope.orgId), eq(callRecordings.callRecordId, id)))
    .orderBy(callRecordings.id);
  return {
    ...toCallRow(scope, selected, recordings.length),
    recordings: recordings.map((recording) => ({
      id: recording.id,
      url:
        recording.fileId !== null
          ? filesApi.download.path.replace(':id', String(recording.fileId))
          : (recording.url ?? ''),
      durationSeconds: recording.durationSeconds,
      voiceStatus: recording.voiceStatus,
      convertText: recording.convertText,
      transcriber: recording.transcriber,
    })),
  };
}
