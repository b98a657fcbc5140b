import { type SQL, sql } from 'drizzle-orm';
import type { PrivateSeaRuleRecord } from './effective-rules.js';
import { daysBefore } from './private-sea-clock.js';

/**
 * The governing rules of one organization as a relation the recall SQL joins on the customer's
 * department (0 = none), with the cut-off instants already computed for `at`. Passed as one JSON
 * parameter: one statement whatever the number of departments, on PGlite and PostgreSQL alike.
 */
export function ruleRelation(governing: Map<number, PrivateSeaRuleRecord>, at: Date): SQL | undefined {
  const rows = [...governing]
    .filter(([, rule]) => rule.recallNoFollowUpDays !== null || rule.recallNoDealDays !== null)
    .map(([departmentId, rule]) => ({
      department_id: departmentId,
      rule_name: rule.name,
      follow_up_days: rule.recallNoFollowUpDays,
      deal_days: rule.recallNoDealDays,
      follow_up_cutoff: rule.recallNoFollowUpDays === null ? null : daysBefore(at, rule.recallNoFollowUpDays),
      deal_cutoff: rule.recallNoDealDays === null ? null : daysBefore(at, rule.recallNoDealDays),
      remind_days: rule.remindDaysBefore,
    }));
  if (rows.length === 0) return undefined;
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(department_id int, rule_name text,
    follow_up_days int, deal_days int, follow_up_cutoff timestamptz, deal_cutoff timestamptz, remind_days int)`;
}

/** Last follow-up (or, never followed up, the claim; or the creation) of customer alias `c`. */
export const lastFollowUp = sql.raw('coalesce(c.last_follow_up_at, c.claimed_at, c.created_at)');
/** Last deal (or the claim; or the creation). */
export const lastDeal = sql.raw('coalesce(c.last_deal_at, c.claimed_at, c.created_at)');

/** Live customers `c` someone holds (pool customers are never recalled). */
export const isHeld = sql`c.deleted_at is null and c.owner_user_id is not null`;
/** `c` has passed a limit of rule `r` at the relation's moment (never null: a rule has a limit). */
export const pastLimit = sql`((r.follow_up_cutoff is not null and ${lastFollowUp} <= r.follow_up_cutoff)
  or (r.deal_cutoff is not null and ${lastDeal} <= r.deal_cutoff))`;
/** Held live customers `c` past rule `r`'s limits (the recall's, the dry run's and, negated, the reminders' predicate). */
export const isDue = sql`${isHeld} and ${pastLimit}`;

/**
 * When the follow-up limit / the deal limit of rule `r` falls on customer `c` (null: limit not
 * set). Whole 24-hour days, like the cut-offs (daysBefore), whatever the session's time zone.
 */
const followUpRecallAt = sql`(${lastFollowUp} + make_interval(hours => 24 * r.follow_up_days))`;
const dealRecallAt = sql`(${lastDeal} + make_interval(hours => 24 * r.deal_days))`;
/** When `c` falls due under `r`: the earlier limit (least() skips the null of a limit not set). */
export const recallAt = sql`least(${followUpRecallAt}, ${dealRecallAt})`;

/** The recall reason as JSON text: message key (contract RECALL_CAUSES) and params, rendered by the reader. */
const reasonJson = (key: string, days: SQL) =>
  sql`json_build_object('key', ${sql.raw(`'${key}'`)}, 'params', json_build_object('rule', r.rule_name, 'days', ${days}))::text`;

/** Why due customer `c` is recalled: the follow-up limit when it was passed, else the deal limit. */
export const recallReason = sql`case
  when r.follow_up_cutoff is not null and ${lastFollowUp} <= r.follow_up_cutoff
    then ${reasonJson('noFollowUp', sql.raw('r.follow_up_days'))}
  else ${reasonJson('noDeal', sql.raw('r.deal_days'))} end`;

/** Why `c` will be recalled: the limit that comes first (a reminder's reason). */
export const upcomingRecallReason = sql`case
  when r.deal_days is null or ${followUpRecallAt} <= ${dealRecallAt}
    then ${reasonJson('noFollowUp', sql.raw('r.follow_up_days'))}
  else ${reasonJson('noDeal', sql.raw('r.deal_days'))} end`;

/** Joins the customers `c` of an organization to their rule `r`. */
export const customersWithRule = (orgId: number, rules: SQL) =>
  sql`customers c join ${rules} on r.department_id = coalesce(c.owner_department_id, 0) where c.org_id = ${orgId}`;
