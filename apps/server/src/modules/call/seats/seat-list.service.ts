import type { callApi, SeatRow } from '@atrium/contract';
import { formatBusinessDateTime } from '@atrium/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOffset } from '../../../platform/db/page-total.js';
import type { QueryOf } from '../../../platform/http/bind-endpoint.js';
import { users } from '../../admin/admin.tables.js';
import { callAgents, callDutyRecords, callSeats } from '../call.tables.js';

/**
 * 坐席列表 and 二线坐席列表: the organization's seats of one line, by number, each with the agents
 * whose usual seat it is and the agent on duty on it now.
 */
export async function seatPage(
  db: Db,
  orgId: number,
  secondLine: boolean,
  query: QueryOf<typeof callApi.seatPage>,
) {
  const where = and(
    eq(callSeats.orgId, orgId),
    eq(callSeats.secondLine, secondLine),
    query.cno ? eq(callSeats.cno, query.cno) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(callSeats).where(where);
  const seats = await db
    .select({ cno: callSeats.cno, label: callSeats.label, enabled: callSeats.enabled })
    .from(callSeats)
    .where(where)
    .orderBy(asc(callSeats.cno))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const numbers = seats.map(({ cno }) => cno);
  const [agents, onDuty] =
    numbers.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              cno: callAgents.cno,
              userId: callAgents.userId,
              userName: users.name,
              bindType: callAgents.bindType,
              boundMobile: callAgents.boundMobile,
            })
            .from(callAgents)
            .innerJoin(users, eq(users.id, callAgents.userId))
            .where(and(eq(callAgents.orgId, orgId), inArray(callAgents.cno, numbers)))
            .orderBy(asc(users.name), asc(users.id)),
          db
            .select({ cno: callDutyRecords.cno, name: users.name, startedAt: callDutyRecords.startedAt })
            .from(callDutyRecords)
            .innerJoin(users, eq(users.id, callDutyRecords.userId))
            .where(
              and(
                eq(callDutyRecords.orgId, orgId),
                inArray(callDutyRecords.cno, numbers),
                isNull(callDutyRecords.endedAt),
              ),
            ),
        ]);
  const holderOf = new Map(onDuty.map((row) => [row.cno, row]));
  const list: SeatRow[] = seats.map((seat) => {
    const holder = holderOf.get(seat.cno);
    const seatAgents = agents.filter(({ cno }) => cno === seat.cno).map(({ cno: _, ...agent }) => agent);
    return {
      ...seat,
      agentNames: seatAgents.map(({ userName }) => userName),
      agents: seatAgents,
      onDutyUserName: holder?.name ?? null,
      onDutySince: holder ? formatBusinessDateTime(holder.startedAt) : null,
    };
  });
  return { list, total, totalExact: true, pageNum: query.pageNum, pageSize: query.pageSize };
}
