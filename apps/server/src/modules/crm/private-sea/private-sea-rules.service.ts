import type { crmPrivateSeaApi, PrivateSeaRule } from '@atrium/contract';
import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { departments } from '../../admin/admin.tables.js';
import { privateSeaRules } from '../private-sea.tables.js';
import type { PrivateSeaRuleRecord } from './effective-rules.js';

type RuleBody = BodyOf<typeof crmPrivateSeaApi.privateSeaRuleCreate>;

const live = (orgId: number) => and(eq(privateSeaRules.orgId, orgId), isNull(privateSeaRules.deletedAt));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function toRule(record: PrivateSeaRuleRecord, departmentName: string | null): PrivateSeaRule {
  const { orgId, createdAt, createdBy, updatedBy, deletedAt, updatedAt, ...fields } = record;
  return { ...fields, departmentName: departmentName ?? '', updatedAt: updatedAt.toISOString() };
}

const withDepartment = (db: Db) =>
  db
    .select({ rule: privateSeaRules, departmentName: departments.name })
    .from(privateSeaRules)
    .leftJoin(departments, eq(departments.id, privateSeaRules.departmentId));

/** GET …/rule/page: the default first, then newest first. */
export async function rulePage(
  db: Db,
  orgId: number,
  query: QueryOf<typeof crmPrivateSeaApi.privateSeaRulePage>,
) {
  const where = and(
    live(orgId),
    query.name ? ilike(privateSeaRules.name, `%${escapeLike(query.name)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(privateSeaRules).where(where);
  const rows = await withDepartment(db)
    .where(where)
    .orderBy(sql`${privateSeaRules.departmentId} is not null`, desc(privateSeaRules.id))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return {
    list: rows.map(({ rule, departmentName }) => toRule(rule, departmentName)),
    total: total?.n ?? 0,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function ruleDetail(db: Db, orgId: number, id: number): Promise<PrivateSeaRule> {
  const [row] = await withDepartment(db).where(and(live(orgId), eq(privateSeaRules.id, id)));
  if (!row) throw notFound();
  return toRule(row.rule, row.departmentName);
}

/** The department must be one of the organization's; one live rule per department (and one default). */
async function checkDepartment(db: Db, orgId: number, departmentId: number | null, exceptId?: number) {
  if (departmentId !== null) {
    const [department] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.orgId, orgId), eq(departments.id, departmentId)));
    if (!department) throw fieldError('departmentId', 'privateSea.departmentMissing');
  }
  const [taken] = await db
    .select({ id: privateSeaRules.id })
    .from(privateSeaRules)
    .where(
      and(
        live(orgId),
        sql`coalesce(${privateSeaRules.departmentId}, 0) = ${departmentId ?? 0}`,
        exceptId === undefined ? undefined : sql`${privateSeaRules.id} <> ${exceptId}`,
      ),
    );
  if (taken)
    throw fieldError(
      'departmentId',
      departmentId === null ? 'privateSea.defaultTaken' : 'privateSea.departmentTaken',
    );
}

export function createRule(db: Db, actor: Actor, body: RuleBody) {
  return db.transaction(async (tx) => {
    await checkDepartment(tx, actor.orgId, body.departmentId);
    const [created] = await tx
      .insert(privateSeaRules)
      .values({ ...body, orgId: actor.orgId, createdBy: actor.userId, updatedBy: actor.userId })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'privateSeaRule',
      entityId: created!.id,
      after: body,
    });
    return ruleDetail(tx, actor.orgId, created!.id);
  });
}

async function lockRule(tx: Db, orgId: number, id: number) {
  const [rule] = await tx
    .select()
    .from(privateSeaRules)
    .where(and(live(orgId), eq(privateSeaRules.id, id)))
    .for('update');
  if (!rule) throw notFound();
  return rule;
}

async function saveRule(tx: Db, actor: Actor, before: PrivateSeaRuleRecord, changes: Partial<RuleBody>) {
  await tx
    .update(privateSeaRules)
    .set({ ...changes, version: before.version + 1, updatedAt: new Date(), updatedBy: actor.userId })
    .where(eq(privateSeaRules.id, before.id));
  await recordAudit(tx, {
    ...actor,
    action: 'update',
    entity: 'privateSeaRule',
    entityId: before.id,
    before: toRule(before, null),
    after: changes,
  });
  return ruleDetail(tx, actor.orgId, before.id);
}

export function updateRule(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<typeof crmPrivateSeaApi.privateSeaRuleUpdate>,
) {
  return db.transaction(async (tx) => {
    const before = await lockRule(tx, actor.orgId, id);
    const { version, ...changes } = body;
    if (before.version !== version) throw new AppError(409, 'conflict.stale');
    await checkDepartment(tx, actor.orgId, changes.departmentId, id);
    return saveRule(tx, actor, before, changes);
  });
}

export function setRuleEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  return db.transaction(async (tx) => saveRule(tx, actor, await lockRule(tx, actor.orgId, id), { enabled }));
}

export function deleteRule(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockRule(tx, actor.orgId, id);
    await tx
      .update(privateSeaRules)
      .set({ deletedAt: new Date(), updatedBy: actor.userId })
      .where(eq(privateSeaRules.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'privateSeaRule',
      entityId: id,
      before: toRule(before, null),
    });
    return null;
  });
}

export async function departmentOptions(db: Db, orgId: number) {
  return db
    .select({ id: departments.id, parentId: departments.parentId, name: departments.name })
    .from(departments)
    .where(eq(departments.orgId, orgId))
    .orderBy(departments.sort, departments.id)
    .then((rows) => rows.map((row) => ({ ...row, parentId: row.parentId > 0 ? row.parentId : null })));
}
