import {
  businessDayStart,
  type FieldRights,
  type flwApi,
  formatBusinessDateTime,
  parseBusinessDateTime,
  type StoredFormDefinition,
} from '@atrium/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import type { QueryOf } from '../../platform/http/bind-endpoint.js';
import type { Member } from '../../platform/http/request-context.js';
import { users } from '../admin/admin.tables.js';
import { approvalCopies, approvalInstances, approvalTasks } from './approval.tables.js';
import { approvalProcessVersions } from './process.tables.js';

/**
 * The approval lists (docs/approvals.md "Reads"): 我发起的, 全部审批, 我审批的 (to do, done), 抄送我的
 * and the header counts. Each list is one indexed query for its page (organization and caller
 * first), plus one query per page for what its rows show besides (current assignees, versions).
 */

interface InstanceFilters {
  instanceNo?: string;
  category?: string;
  processName?: string;
  startCreateTime?: string;
  endCreateTime?: string;
}

/** A `YYYY-MM-DD` bound covers the whole business day; a full time, its second. */
function timeBound(value: string, end: boolean): Date {
  if (value.length === 10) return businessDayStart(value, end ? 1 : 0);
  const at = parseBusinessDateTime(value) ?? Date.parse(value);
  return new Date(end ? at + 1000 : at);
}

/** The shared filters on the instance's own columns. */
export function instanceFilterConditions(query: InstanceFilters): (SQL | undefined)[] {
  return [
    query.instanceNo ? ilike(approvalInstances.instanceNo, containsPattern(query.instanceNo)) : undefined,
    query.category ? eq(approvalInstances.category, query.category) : undefined,
    query.processName ? ilike(approvalInstances.processName, containsPattern(query.processName)) : undefined,
    query.startCreateTime
      ? gte(approvalInstances.createdAt, timeBound(query.startCreateTime, false))
      : undefined,
    query.endCreateTime ? lt(approvalInstances.createdAt, timeBound(query.endCreateTime, true)) : undefined,
  ];
}

const timeText = (value: Date | null) => (value ? formatBusinessDateTime(value) : null);

/** The waiting nodes and who they wait for, of each running instance among `ids` (one query). */
async function currentTasksOf(db: Db, ids: readonly number[]) {
  const current = new Map<number, { nodes: string[]; assignees: string[] }>();
  if (ids.length === 0) return current;
  const rows = await db
    .select({ instanceId: approvalTasks.instanceId, nodeName: approvalTasks.nodeName, name: users.name })
    .from(approvalTasks)
    .innerJoin(users, eq(users.id, approvalTasks.assigneeId))
    .where(and(inArray(approvalTasks.instanceId, [...ids]), eq(approvalTasks.status, 'pending')))
    .orderBy(asc(approvalTasks.id));
  for (const row of rows) {
    const entry = current.get(row.instanceId) ?? { nodes: [], assignees: [] };
    if (!entry.nodes.includes(row.nodeName)) entry.nodes.push(row.nodeName);
    if (!entry.assignees.includes(row.name)) entry.assignees.push(row.name);
    current.set(row.instanceId, entry);
  }
  return current;
}

type InstanceRecord = typeof approvalInstances.$inferSelect;

async function instanceRows(
  db: Db,
  records: readonly InstanceRecord[],
): Promise<flwApi.ApprovalInstanceRow[]> {
  const current = await currentTasksOf(
    db,
    records.filter((record) => record.status === 'running').map((record) => record.id),
  );
  return records.map((record) => ({
    id: record.id,
    instanceNo: record.instanceNo,
    processId: record.processId,
    processName: record.processName,
    category: record.category,
    status: record.status,
    createTime: formatBusinessDateTime(record.createdAt),
    finishTime: timeText(record.finishedAt),
    round: record.round,
    currentNodeNames: current.get(record.id)?.nodes ?? [],
    currentAssignees: current.get(record.id)?.assignees ?? [],
  }));
}

async function instancePage(db: Db, where: SQL, query: { pageNum: number; pageSize: number }) {
  const initiator = alias(users, 'initiator');
  const [records, { total, totalExact }] = await Promise.all([
    db
      .select({ record: approvalInstances, initiator: { id: initiator.id, name: initiator.name } })
      .from(approvalInstances)
      .innerJoin(initiator, eq(initiator.id, approvalInstances.initiatorId))
      .where(where)
      .orderBy(desc(approvalInstances.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    pageTotal(db, () =>
      db.select({ id: approvalInstances.id }).from(approvalInstances).where(where).$dynamic(),
    ),
  ]);
  const rows = await instanceRows(
    db,
    records.map((row) => row.record),
  );
  const list = rows.map((row, index) => ({ ...row, initiator: records[index]!.initiator }));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** 我发起的 (and the related-approval select's options, spec §7). */
export async function myStartedPage(
  db: Db,
  member: Member,
  query: QueryOf<typeof flwApi.myStartedInstancePage>,
) {
  const where = and(
    eq(approvalInstances.orgId, member.orgId),
    eq(approvalInstances.initiatorId, member.userId),
    query.status ? eq(approvalInstances.status, query.status) : undefined,
    ...instanceFilterConditions(query),
  )!;
  const page = await instancePage(db, where, query);
  return { ...page, list: page.list.map(({ initiator: _, ...row }) => row) };
}

export type AllInstancesQuery = Omit<QueryOf<typeof flwApi.allInstancePage>, 'pageNum' | 'pageSize'>;

/** 全部审批's condition: every instance of the organization, filtered. */
export function allInstancesWhere(orgId: number, query: AllInstancesQuery): SQL {
  return and(
    eq(approvalInstances.orgId, orgId),
    query.status ? eq(approvalInstances.status, query.status) : undefined,
    query.initiatorId ? eq(approvalInstances.initiatorId, query.initiatorId) : undefined,
    ...instanceFilterConditions(query),
  )!;
}

export function allInstancesPage(db: Db, member: Member, query: QueryOf<typeof flwApi.allInstancePage>) {
  return instancePage(db, allInstancesWhere(member.orgId, query), query);
}

// ---------------------------------------------------------------------------------------------
// 我审批的

const SUMMARY_FIELDS = 3;
const SUMMARY_SKIPPED = new Set(['subForm', 'upload', 'relatedApproval']);

/** `label: value` of the first few filled fields the node does not hide. */
export function formSummary(
  form: StoredFormDefinition,
  values: Record<string, unknown>,
  rights: FieldRights,
) {
  const parts: string[] = [];
  for (const field of form.fields) {
    if (parts.length === SUMMARY_FIELDS) break;
    if (SUMMARY_SKIPPED.has(field.tag) || rights[field.vModel] === 'hidden') continue;
    const text = summaryText(field, values[field.vModel]);
    if (text !== '') parts.push(`${field.label}: ${text}`);
  }
  return parts.join('; ');
}

type StaticOption = { label?: unknown; value?: unknown; children?: unknown };

/** A static choice's label for its value (a cascader's options nest), else the value itself. */
function optionLabel(options: unknown, value: unknown): string {
  const walk = (list: unknown): string | undefined => {
    if (!Array.isArray(list)) return undefined;
    for (const option of list as StaticOption[]) {
      if (option.value === value && typeof option.label === 'string') return option.label;
      const nested = walk(option.children);
      if (nested !== undefined) return nested;
    }
    return undefined;
  };
  return walk(options) ?? String(value);
}

/** A field's value as the summary line shows it: choices by their labels, a date range as `from ~ to`. */
function summaryText(field: StoredFormDefinition['fields'][number], value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    const plain = value.filter((item) => typeof item !== 'object');
    if (field.tag === 'dateRange') return plain.join(' ~ ');
    return plain.map((item) => optionLabel(field.options, item)).join(',');
  }
  return typeof value === 'object' ? '' : optionLabel(field.options, value);
}

/** The approver nodes of each version among `ids`, with the forms (one query per page). */
async function versionNodes(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = new Map<
    number,
    { form: StoredFormDefinition; nodes: Map<string, { allowBatch: boolean; rights: FieldRights }> }
  >();
  if (unique.length === 0) return found;
  const rows = await db
    .select({
      id: approvalProcessVersions.id,
      flow: approvalProcessVersions.flow,
      form: approvalProcessVersions.form,
    })
    .from(approvalProcessVersions)
    .where(inArray(approvalProcessVersions.id, unique));
  for (const row of rows) {
    // Every node of every branch: the page's tasks may sit on any branch.
    const nodes = new Map<string, { allowBatch: boolean; rights: FieldRights }>();
    const visit = (list: typeof row.flow.nodes) => {
      for (const node of list) {
        if (node.type === 'approver')
          nodes.set(node.id, { allowBatch: node.allowBatch, rights: node.fieldRights });
        else if (node.type === 'cc') nodes.set(node.id, { allowBatch: false, rights: node.fieldRights });
        else for (const branch of node.branches) visit(branch.nodes);
      }
    };
    visit(row.flow.nodes);
    found.set(row.id, { form: row.form, nodes });
  }
  return found;
}

type TaskQuery = QueryOf<typeof flwApi.todoTaskPage>;

async function taskPage(db: Db, member: Member, query: TaskQuery, done: boolean) {
  const initiator = alias(users, 'initiator');
  const behalf = alias(users, 'behalf');
  const own = and(
    eq(approvalTasks.orgId, member.orgId),
    eq(approvalTasks.assigneeId, member.userId),
    done ? isNotNull(approvalTasks.actedAt) : eq(approvalTasks.status, 'pending'),
  )!;
  const filters = instanceFilterConditions(query).filter((condition) => condition !== undefined);
  const where = and(own, ...filters)!;
  const order = done
    ? [desc(approvalTasks.actedAt), desc(approvalTasks.id)]
    : [asc(approvalTasks.createdAt), asc(approvalTasks.id)];
  // The page's task ids first — from the caller's own index alone when no filter reads the
  // instance (index-only, however deep the page) — then only those rows joined to what they show.
  const matching = () =>
    filters.length === 0
      ? db.select({ id: approvalTasks.id }).from(approvalTasks).where(own).$dynamic()
      : db
          .select({ id: approvalTasks.id })
          .from(approvalTasks)
          .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
          .where(where)
          .$dynamic();
  const [ids, { total, totalExact }] = await Promise.all([
    matching()
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    pageTotal(db, matching),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            task: approvalTasks,
            instance: {
              instanceNo: approvalInstances.instanceNo,
              processName: approvalInstances.processName,
              category: approvalInstances.category,
              status: approvalInstances.status,
              formData: approvalInstances.formData,
              processVersionId: approvalInstances.processVersionId,
            },
            initiator: { id: initiator.id, name: initiator.name },
            behalf: { id: behalf.id, name: behalf.name },
          })
          .from(approvalTasks)
          .innerJoin(approvalInstances, eq(approvalInstances.id, approvalTasks.instanceId))
          .innerJoin(initiator, eq(initiator.id, approvalInstances.initiatorId))
          .leftJoin(behalf, eq(behalf.id, approvalTasks.onBehalfOfId))
          .where(
            inArray(
              approvalTasks.id,
              ids.map((row) => row.id),
            ),
          )
          .orderBy(...order);
  const versions = await versionNodes(
    db,
    rows.map((row) => row.instance.processVersionId),
  );
  const list = rows.map(({ task, instance, initiator: who, behalf: onBehalfOf }) => {
    const version = versions.get(instance.processVersionId);
    const node = version?.nodes.get(task.nodeId);
    return {
      taskId: task.id,
      instanceId: task.instanceId,
      instanceNo: instance.instanceNo,
      processName: instance.processName,
      category: instance.category,
      initiator: who,
      nodeName: task.nodeName,
      createTime: formatBusinessDateTime(task.createdAt),
      onBehalfOf: onBehalfOf?.id ? { id: onBehalfOf.id, name: onBehalfOf.name } : null,
      batchAllowed: node?.allowBatch ?? false,
      summary: version ? formSummary(version.form, instance.formData, node?.rights ?? {}) : '',
      status: task.status,
      actedAt: timeText(task.actedAt) ?? '',
      instanceStatus: instance.status,
    };
  });
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

export const todoPage = (db: Db, member: Member, query: TaskQuery) => taskPage(db, member, query, false);
export const donePage = (db: Db, member: Member, query: TaskQuery) => taskPage(db, member, query, true);

// ---------------------------------------------------------------------------------------------
// 抄送我的 and the counts

export async function ccPage(db: Db, member: Member, query: QueryOf<typeof flwApi.ccPage>) {
  const initiator = alias(users, 'initiator');
  const where = and(
    eq(approvalCopies.orgId, member.orgId),
    eq(approvalCopies.userId, member.userId),
    query.read ? eq(approvalCopies.read, query.read === 'true') : undefined,
    ...instanceFilterConditions(query),
  )!;
  const [rows, { total, totalExact }] = await Promise.all([
    db
      .select({
        copy: approvalCopies,
        instance: {
          instanceNo: approvalInstances.instanceNo,
          processName: approvalInstances.processName,
          category: approvalInstances.category,
          status: approvalInstances.status,
        },
        initiator: { id: initiator.id, name: initiator.name },
      })
      .from(approvalCopies)
      .innerJoin(approvalInstances, eq(approvalInstances.id, approvalCopies.instanceId))
      .innerJoin(initiator, eq(initiator.id, approvalInstances.initiatorId))
      .where(where)
      .orderBy(desc(approvalCopies.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    pageTotal(db, () =>
      db
        .select({ id: approvalCopies.id })
        .from(approvalCopies)
        .innerJoin(approvalInstances, eq(approvalInstances.id, approvalCopies.instanceId))
        .where(where)
        .$dynamic(),
    ),
  ]);
  const list = rows.map(({ copy, instance, initiator: who }) => ({
    id: copy.id,
    instanceId: copy.instanceId,
    instanceNo: instance.instanceNo,
    processName: instance.processName,
    category: instance.category,
    initiator: who,
    nodeName: copy.nodeName,
    read: copy.read,
    createTime: formatBusinessDateTime(copy.createdAt),
    instanceStatus: instance.status,
  }));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function markCopiesRead(db: Db, member: Member, ids: readonly number[]) {
  const updated = await db
    .update(approvalCopies)
    .set({ read: true })
    .where(
      and(
        eq(approvalCopies.orgId, member.orgId),
        eq(approvalCopies.userId, member.userId),
        inArray(approvalCopies.id, [...ids]),
        eq(approvalCopies.read, false),
      ),
    )
    .returning({ id: approvalCopies.id });
  return { updated: updated.length };
}

/** The header badge: pending tasks and unread copies, each an index-only count. */
export async function counts(db: Db, member: Member) {
  const [[todo], [ccUnread]] = await Promise.all([
    db
      .select({ total: count() })
      .from(approvalTasks)
      .where(
        and(
          eq(approvalTasks.orgId, member.orgId),
          eq(approvalTasks.assigneeId, member.userId),
          eq(approvalTasks.status, 'pending'),
        ),
      ),
    db
      .select({ total: count() })
      .from(approvalCopies)
      .where(
        and(
          eq(approvalCopies.orgId, member.orgId),
          eq(approvalCopies.userId, member.userId),
          eq(approvalCopies.read, false),
        ),
      ),
  ]);
  return { todo: todo?.total ?? 0, ccUnread: ccUnread?.total ?? 0 };
}
