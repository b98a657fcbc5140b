import { type FlowProblem, flowProblems, type flwApi, formatBusinessDateTime } from '@atrium/contract';
import { and, count, desc, eq, ilike, inArray, max } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { pgErrorOf } from '../../platform/db/pg-error.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../platform/http/bind-endpoint.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { users } from '../admin/admin.tables.js';
import { approvalInstances } from './approval.tables.js';
import { approvalProcesses, approvalProcessVersions } from './process.tables.js';

type ProcessRecord = typeof approvalProcesses.$inferSelect;
type Draft = BodyOf<typeof flwApi.processCreate>;

const ENTITY = 'approvalProcess';

const toRow = (process: ProcessRecord, instanceCount: number): flwApi.ProcessRow => ({
  id: process.id,
  name: process.name,
  category: process.category,
  icon: process.icon,
  description: process.description,
  enabled: process.enabled,
  publishedVersion: process.publishedVersion,
  draftChanged: process.draftChanged,
  instanceCount,
  updateTime: formatBusinessDateTime(process.updatedAt),
});

/** What the audit keeps of a draft: the definition without its (large) form and flow. */
const audited = ({ form, flow, ...rest }: ProcessRecord) => ({
  ...rest,
  formFields: form.fields.length,
  flowNodes: flow.nodes.length,
});

/** Instances per process of the page, in one grouped count. */
async function instanceCounts(db: Db, orgId: number, processIds: number[]): Promise<Map<number, number>> {
  if (processIds.length === 0) return new Map();
  const rows = await db
    .select({ processId: approvalInstances.processId, count: count() })
    .from(approvalInstances)
    .where(and(eq(approvalInstances.orgId, orgId), inArray(approvalInstances.processId, processIds)))
    .groupBy(approvalInstances.processId);
  return new Map(rows.map((row) => [row.processId, row.count]));
}

async function processOf(db: Db, orgId: number, id: number, lock = false): Promise<ProcessRecord> {
  const query = db
    .select()
    .from(approvalProcesses)
    .where(and(eq(approvalProcesses.orgId, orgId), eq(approvalProcesses.id, id)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound();
  return found;
}

const nameTaken = (error: unknown) =>
  pgErrorOf(error)?.constraint === 'approval_processes_org_name_key'
    ? fieldError('name', 'flwProcess.nameTaken')
    : error;

/** A refused publish: one localized field error per problem, on the path the designer shows it. */
export function invalidFlowError(problems: readonly FlowProblem[]): AppError {
  return new AppError(
    400,
    'flwProcess.invalidFlow',
    { count: problems.length },
    problems.map((problem) => ({
      path: problem.path,
      message: { key: `flwProcess.problem.${problem.code}`, params: { name: problem.name ?? '' } },
    })),
  );
}

/** GET /erp/flw/process/page: newest first, with each process's instance count. */
export async function listProcesses(db: Db, orgId: number, query: QueryOf<typeof flwApi.processPage>) {
  const where = and(
    eq(approvalProcesses.orgId, orgId),
    query.name ? ilike(approvalProcesses.name, containsPattern(query.name)) : undefined,
    query.category ? eq(approvalProcesses.category, query.category) : undefined,
    query.enabled ? eq(approvalProcesses.enabled, query.enabled === 'true') : undefined,
  );
  const rows = await db
    .select()
    .from(approvalProcesses)
    .where(where)
    .orderBy(desc(approvalProcesses.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const counts = await instanceCounts(
    db,
    orgId,
    rows.map((row) => row.id),
  );
  const total = await pageTotal(db, () =>
    db.select({ id: approvalProcesses.id }).from(approvalProcesses).where(where).$dynamic(),
  );
  return {
    list: rows.map((row) => toRow(row, counts.get(row.id) ?? 0)),
    ...total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** GET /erp/flw/process/:id: the draft and its published versions with their instance counts. */
export async function getProcess(db: Db, orgId: number, id: number) {
  const process = await processOf(db, orgId, id);
  const versions = await db
    .select({
      version: approvalProcessVersions.version,
      publishedAt: approvalProcessVersions.publishedAt,
      publishedById: approvalProcessVersions.publishedBy,
      publishedByName: users.name,
      instanceCount: count(approvalInstances.id),
    })
    .from(approvalProcessVersions)
    .leftJoin(users, eq(users.id, approvalProcessVersions.publishedBy))
    .leftJoin(approvalInstances, eq(approvalInstances.processVersionId, approvalProcessVersions.id))
    .where(and(eq(approvalProcessVersions.orgId, orgId), eq(approvalProcessVersions.processId, id)))
    .groupBy(approvalProcessVersions.id, users.id)
    .orderBy(desc(approvalProcessVersions.version));
  return {
    id: process.id,
    name: process.name,
    category: process.category,
    icon: process.icon,
    description: process.description,
    starters: process.starters,
    form: process.form,
    flow: process.flow,
    settings: process.settings,
    enabled: process.enabled,
    publishedVersion: process.publishedVersion,
    draftChanged: process.draftChanged,
    version: process.version,
    updateTime: formatBusinessDateTime(process.updatedAt),
    versions: versions.map((row) => ({
      version: row.version,
      publishedAt: formatBusinessDateTime(row.publishedAt),
      publishedBy:
        row.publishedById === null ? null : { id: row.publishedById, name: row.publishedByName ?? '' },
      instanceCount: row.instanceCount,
    })),
  };
}

/** POST /erp/flw/process: a new draft, not startable until published. */
export async function createProcess(db: Db, actor: Actor, body: Draft) {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(approvalProcesses)
        .values({ ...body, orgId: actor.orgId, createdBy: actor.userId })
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'create',
        entity: ENTITY,
        entityId: created!.id,
        after: audited(created!),
      });
      return { id: created!.id };
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** PUT /erp/flw/process/:id: saves the draft; a save based on an older draft is 409. */
export async function updateProcess(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<typeof flwApi.processUpdate>,
) {
  const { version, ...draft } = body;
  try {
    return await db.transaction(async (tx) => {
      const before = await processOf(tx, actor.orgId, id, true);
      if (before.version !== version) throw new AppError(409, 'conflict.stale');
      const [after] = await tx
        .update(approvalProcesses)
        .set({ ...draft, draftChanged: true, version: version + 1, updatedAt: new Date() })
        .where(eq(approvalProcesses.id, id))
        .returning();
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: audited(before),
        after: audited(after!),
      });
      return { version: after!.version };
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * POST /erp/flw/process/:id/publish: the saved draft, checked, becomes version n+1 in one
 * transaction. Instances point at the version they started on, so running ones never change.
 */
export function publishProcess(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const process = await processOf(tx, actor.orgId, id, true);
    const problems = flowProblems(process.flow, process.form);
    if (problems.length > 0) throw invalidFlowError(problems);
    const [latest] = await tx
      .select({ version: max(approvalProcessVersions.version) })
      .from(approvalProcessVersions)
      .where(eq(approvalProcessVersions.processId, id));
    const publishedVersion = (latest?.version ?? 0) + 1;
    await tx.insert(approvalProcessVersions).values({
      orgId: actor.orgId,
      processId: id,
      version: publishedVersion,
      name: process.name,
      category: process.category,
      starters: process.starters,
      form: process.form,
      flow: process.flow,
      settings: process.settings,
      publishedBy: actor.userId,
    });
    await tx
      .update(approvalProcesses)
      .set({ publishedVersion, draftChanged: false, updatedAt: new Date() })
      .where(eq(approvalProcesses.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: { publishedVersion: process.publishedVersion },
      after: { publishedVersion },
    });
    return { publishedVersion };
  });
}

/** PUT /erp/flw/process/:id/enabled: a disabled process starts nothing new; running instances go on. */
export function setProcessEnabled(db: Db, actor: Actor, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const process = await processOf(tx, actor.orgId, id, true);
    if (process.enabled !== enabled) {
      await tx
        .update(approvalProcesses)
        .set({ enabled, updatedAt: new Date() })
        .where(eq(approvalProcesses.id, id));
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: { enabled: process.enabled },
        after: { enabled },
      });
    }
    return { enabled };
  });
}

const hasInstances = () => new AppError(400, 'flwProcess.hasInstances');

/** DELETE /erp/flw/process/:id: only a process that never started an instance (else: disable it). */
export async function deleteProcess(db: Db, actor: Actor, id: number) {
  try {
    return await db.transaction(async (tx) => {
      const process = await processOf(tx, actor.orgId, id, true);
      const [instances] = await tx
        .select({ count: count() })
        .from(approvalInstances)
        .where(and(eq(approvalInstances.orgId, actor.orgId), eq(approvalInstances.processId, id)));
      if ((instances?.count ?? 0) > 0) throw hasInstances();
      await tx.delete(approvalProcessVersions).where(eq(approvalProcessVersions.processId, id));
      await tx.delete(approvalProcesses).where(eq(approvalProcesses.id, id));
      await recordAudit(tx, {
        ...actor,
        action: 'delete',
        entity: ENTITY,
        entityId: id,
        before: audited(process),
      });
      return null;
    });
  } catch (error) {
    // An instance started between the count and the delete: the foreign key (RESTRICT) refuses.
    if (pgErrorOf(error)?.code === '23503') throw hasInstances();
    throw error;
  }
}
