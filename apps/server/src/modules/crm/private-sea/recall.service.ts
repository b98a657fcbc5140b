import { crmPrivateSeaApi, type RecallOwner } from '@atrium/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { users } from '../../admin/admin.tables.js';
import { privateSeaRules } from '../private-sea.tables.js';
import { effectiveRules } from './effective-rules.js';
import { customersWithRule, isDue, recallReason, ruleRelation } from './recall-candidates.js';

/** Customers examined per UPDATE: a primary-key range, so the whole run reads the table once. */
export const RECALL_ID_BATCH = 50_000;

export interface RecallOptions {
  /** One organization; every organization with an enabled rule when absent. */
  orgId?: number;
  /** The moment the rules are evaluated at (and the timeline rows' time). */
  now: Date;
  /** Answer what would be recalled, per owner, without writing. */
  dryRun: boolean;
}

export interface RecallResult {
  at: string;
  total: number;
  /** Per organization and owner; for a real run the customers list is empty. */
  owners: (RecallOwner & { orgId: number })[];
}

type Rows<T> = { rows: T[] };

/** Organizations with an enabled live rule (one of them, given `orgId`). */
export async function organizationsWithRules(db: Db, orgId?: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orgId: privateSeaRules.orgId })
    .from(privateSeaRules)
    .where(
      and(
        eq(privateSeaRules.enabled, true),
        isNull(privateSeaRules.deletedAt),
        orgId === undefined ? undefined : eq(privateSeaRules.orgId, orgId),
      ),
    );
  return rows.map((row) => row.orgId);
}

/**
 * Puts held customers past their private-sea rule back into the public pool, each with a
 * 'recalled' timeline row whose reason (a message key + params, as JSON) names the rule and the days (the cooldown reads its
 * from_owner_user_id), in set-based batches of primary-key ranges: one statement per batch
 * selects, moves and records. A dry run evaluates the very same predicate and writes nothing.
 */
export async function runRecall(db: Db, options: RecallOptions): Promise<RecallResult> {
  const result: RecallResult = { at: options.now.toISOString(), total: 0, owners: [] };
  for (const orgId of await organizationsWithRules(db, options.orgId)) {
    const rules = ruleRelation(await effectiveRules(db, orgId), options.now);
    if (!rules) continue;
    const owners = options.dryRun
      ? await previewOrganization(db, orgId, rules)
      : await recallOrganization(db, orgId, rules, options.now);
    result.owners.push(...owners.map((owner) => ({ ...owner, orgId })));
    result.total += owners.reduce((sum, owner) => sum + owner.count, 0);
  }
  return result;
}

async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function recallOrganization(db: Db, orgId: number, rules: SQL, now: Date): Promise<RecallOwner[]> {
  const { rows: bounds } = (await db.execute(
    sql`select min(id) as lo, max(id) as hi from customers where org_id = ${orgId}`,
  )) as Rows<{ lo: number | null; hi: number | null }>;
  const counts = new Map<number, { count: number; departmentId: number | null }>();
  const lo = Number(bounds[0]?.lo ?? 0);
  const hi = Number(bounds[0]?.hi ?? -1);
  for (let from = lo; from <= hi; from += RECALL_ID_BATCH) {
    const to = from + RECALL_ID_BATCH - 1;
    // One transaction per batch: a crash loses at most the batch in flight, and the next run redoes it.
    const { rows } = (await db.execute(sql`
      with due as (
        select c.id, c.owner_user_id, c.owner_department_id, ${recallReason} as reason
        from ${customersWithRule(orgId, rules)} and c.id between ${from} and ${to} and ${isDue}
        for update of c skip locked
      ), moved as (
        update customers m set owner_user_id = null, owner_department_id = null, claimed_at = null,
          version = m.version + 1, updated_at = ${now}, updated_by = null
        from due where m.id = due.id
        returning m.id, due.owner_user_id, due.owner_department_id, due.reason
      ), recorded as (
        insert into customer_events (org_id, customer_id, kind, actor_user_id, from_owner_user_id, to_owner_user_id, reason, at)
        select ${orgId}, id, 'recalled', null, owner_user_id, null, reason, ${now} from moved
        returning from_owner_user_id
      )
      select m.owner_user_id, min(m.owner_department_id) as department_id, count(*)::int as n
      from moved m group by m.owner_user_id`)) as Rows<{
      owner_user_id: number;
      department_id: number | null;
      n: number;
    }>;
    for (const row of rows) {
      const owner = Number(row.owner_user_id);
      const seen = counts.get(owner);
      counts.set(owner, {
        count: (seen?.count ?? 0) + Number(row.n),
        departmentId: seen?.departmentId ?? (row.department_id === null ? null : Number(row.department_id)),
      });
    }
  }
  const total = [...counts.values()].reduce((sum, { count }) => sum + count, 0);
  if (total > 0)
    await recordAudit(db, {
      orgId,
      userId: null,
      action: 'update',
      entity: 'privateSeaRecall',
      entityId: now.toISOString(),
      after: { recalled: total, owners: counts.size },
    });
  const names = await namesOf(db, [...counts.keys()]);
  return [...counts].map(([ownerUserId, { count, departmentId }]) => ({
    ownerUserId,
    ownerName: names.get(ownerUserId) ?? '',
    ownerDepartmentId: departmentId,
    count,
    customers: [],
  }));
}

async function previewOrganization(db: Db, orgId: number, rules: SQL): Promise<RecallOwner[]> {
  const { rows } = (await db.execute(sql`
    with due as (
      select c.id, c.sn, c.name, c.owner_user_id, c.owner_department_id, ${recallReason} as reason
      from ${customersWithRule(orgId, rules)} and ${isDue}
    ), ranked as (
      select due.*, row_number() over (partition by owner_user_id order by id) as place,
        count(*) over (partition by owner_user_id) as n
      from due
    )
    select * from ranked where place <= ${crmPrivateSeaApi.RECALL_PREVIEW_SAMPLE} order by owner_user_id, id`)) as Rows<{
    id: number;
    sn: string;
    name: string;
    owner_user_id: number;
    owner_department_id: number | null;
    reason: string;
    n: number | string;
  }>;
  const owners = new Map<number, RecallOwner>();
  for (const row of rows) {
    const ownerUserId = Number(row.owner_user_id);
    let owner = owners.get(ownerUserId);
    if (!owner) {
      owner = {
        ownerUserId,
        ownerName: '',
        ownerDepartmentId: row.owner_department_id === null ? null : Number(row.owner_department_id),
        count: Number(row.n),
        customers: [],
      };
      owners.set(ownerUserId, owner);
    }
    owner.customers.push({
      id: Number(row.id),
      sn: row.sn,
      name: row.name,
      reason: crmPrivateSeaApi.recallReason.parse(JSON.parse(row.reason)),
    });
  }
  const names = await namesOf(db, [...owners.keys()]);
  for (const owner of owners.values()) owner.ownerName = names.get(owner.ownerUserId) ?? '';
  return [...owners.values()].sort((a, b) => b.count - a.count || a.ownerUserId - b.ownerUserId);
}
