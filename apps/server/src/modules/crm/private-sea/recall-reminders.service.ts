import { crmPrivateSeaApi } from '@atrium/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import type { Db } from '../../../platform/db/database.js';
import type { AnswerOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import { effectiveRules } from './effective-rules.js';
import { DAY_MS, privateSeaClock } from './private-sea-clock.js';
import {
  customersWithRule,
  isHeld,
  pastLimit,
  recallAt,
  ruleRelation,
  upcomingRecallReason,
} from './recall-candidates.js';

type Rows<T> = { rows: T[] };

/** The owned customers of a data scope, on customer alias `c` (pool customers are nobody's). */
function scopeCondition(scope: DataScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.kind === 'own') return sql`c.owner_user_id = ${scope.userId}`;
  return sql`(c.owner_user_id = ${scope.userId} or c.owner_department_id in (${sql.join(
    scope.departmentIds.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
}

/**
 * Held customers in the caller's scope whose recall is at most their rule's reminder days away
 * (and not yet due), soonest first: what the owner should follow up on now.
 */
export async function recallReminders(
  db: Db,
  scope: DataScope,
  query: QueryOf<typeof crmPrivateSeaApi.privateSeaReminderPage>,
): Promise<AnswerOf<typeof crmPrivateSeaApi.privateSeaReminderPage>> {
  const now = privateSeaClock.now();
  const empty = { list: [], total: 0, pageNum: query.pageNum, pageSize: query.pageSize };
  const rules = ruleRelation(await effectiveRules(db, scope.orgId), now);
  if (!rules) return empty;
  const oneCustomer = query.customerId === undefined ? sql`` : sql`and c.id = ${query.customerId}`;
  // Not due yet by the recall's own predicate (rules evaluated now), due within the reminder days.
  const { rows } = (await db.execute(sql`
    with reminding as (
      select c.id, c.sn, c.name, c.owner_user_id, r.rule_name,
        ${recallAt} as recall_at, ${upcomingRecallReason} as reason
      from ${customersWithRule(scope.orgId, rules)} and ${isHeld} and not ${pastLimit}
        and r.remind_days is not null and ${scopeCondition(scope)} ${oneCustomer}
        and ${recallAt} <= ${now}::timestamptz + make_interval(hours => 24 * r.remind_days)
    )
    select reminding.*, u.name as owner_name, count(*) over () as total
    from reminding join users u on u.id = reminding.owner_user_id
    order by recall_at, id
    limit ${query.pageSize} offset ${(query.pageNum - 1) * query.pageSize}`)) as Rows<{
    id: number;
    sn: string;
    name: string;
    owner_user_id: number;
    owner_name: string;
    rule_name: string;
    reason: string;
    recall_at: string | Date;
    total: number | string;
  }>;
  if (rows.length === 0) return empty;
  return {
    ...empty,
    total: Number(rows[0]!.total),
    list: rows.map((row) => {
      const recallAt = new Date(row.recall_at);
      return {
        customerId: Number(row.id),
        sn: row.sn,
        name: row.name,
        ownerUserId: Number(row.owner_user_id),
        ownerName: row.owner_name,
        ruleName: row.rule_name,
        reason: crmPrivateSeaApi.recallReason.parse(JSON.parse(row.reason)),
        recallAt: recallAt.toISOString(),
        daysLeft: Math.ceil((recallAt.getTime() - now.getTime()) / DAY_MS),
      };
    }),
  };
}
