import type { callApi, DutyRecordRow } from '@atrium/contract';
import { formatBusinessDateTime } from '@atrium/contract';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset } from '../../../platform/db/page-total.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { users } from '../../admin/admin.tables.js';
import { callDutyRecords } from '../call.tables.js';

const takenOverBy = alias(users, 'taken_over_by');

type DutyRecordFilters = Pick<QueryOf<typeof callApi.dutyRecordPage>, 'cno' | 'userName'>;

/** The list's condition (it names the agent: use it with `users` joined), shared with the export. */
export function dutyRecordWhere(orgId: number, query: DutyRecordFilters) {
  return and(
    eq(callDutyRecords.orgId, orgId),
    query.cno ? eq(callDutyRecords.cno, query.cno) : undefined,
    query.userName ? ilike(users.name, containsPattern(query.userName)) : undefined,
  );
}

/** The rows of 值班记录 with the agent's and the taker's names (join-complete, ready for a condition). */
export function selectDutyRecords(db: Db) {
  return db
    .select({
      id: callDutyRecords.id,
      cno: callDutyRecords.cno,
      userName: users.name,
      startedAt: callDutyRecords.startedAt,
      endedAt: callDutyRecords.endedAt,
      endReason: callDutyRecords.endReason,
      takenOverByName: takenOverBy.name,
    })
    .from(callDutyRecords)
    .innerJoin(users, eq(users.id, callDutyRecords.userId))
    .leftJoin(takenOverBy, eq(takenOverBy.id, callDutyRecords.takenOverByUserId))
    .$dynamic();
}

/** GET /erp/call/cno/duty/record/page (值班记录): newest first, filtered by seat and agent name. */
export async function dutyRecordPage(db: Db, orgId: number, query: QueryOf<typeof callApi.dutyRecordPage>) {
  const where = dutyRecordWhere(orgId, query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(callDutyRecords)
    .innerJoin(users, eq(users.id, callDutyRecords.userId))
    .where(where);
  const rows = await selectDutyRecords(db)
    .where(where)
    .orderBy(desc(callDutyRecords.startedAt), desc(callDutyRecords.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const list: DutyRecordRow[] = rows.map(({ startedAt, endedAt, ...row }) => ({
    ...row,
    startDutyTime: formatBusinessDateTime(startedAt),
    endDutyTime: endedAt ? formatBusinessDateTime(endedAt) : null,
  }));
  return { list, total, totalExact: true, pageNum: query.pageNum, pageSize: query.pageSize };
}
