import {
  ancestorsOf,
  type DepartmentRow,
  finalDepartmentsOf,
  fullNameOf,
  hrmApi,
  subtreeIdsOf,
} from '@atrium/contract';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf } from '../../platform/http/bind-endpoint.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { departments } from '../admin/admin.tables.js';
import { employees } from './hrm.tables.js';

type DepartmentRecord = typeof departments.$inferSelect;

/** Live employees directly in each department of the organization. */
async function staffCounts(db: Db, orgId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ departmentId: employees.departmentId, staff: count() })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), isNull(employees.deletedAt)))
    .groupBy(employees.departmentId);
  return new Map(rows.map((row) => [row.departmentId ?? 0, row.staff]));
}

/** Names of the live employees leading the given departments. */
async function leaderNames(db: Db, orgId: number, records: DepartmentRecord[]): Promise<Map<number, string>> {
  const ids = records.flatMap((record) => (record.leaderEmployeeId ? [record.leaderEmployeeId] : []));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), isNull(employees.deletedAt), inArray(employees.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The organization's departments as contract rows (departments per organization are few). */
export async function listDepartments(db: Db, orgId: number): Promise<DepartmentRow[]> {
  const records = await db
    .select()
    .from(departments)
    .where(eq(departments.orgId, orgId))
    .orderBy(departments.sort, departments.id);
  const [counts, leaders] = await Promise.all([staffCounts(db, orgId), leaderNames(db, orgId, records)]);
  return records.map((record) => toRow(record, counts, leaders));
}

function toRow(
  record: DepartmentRecord,
  counts: Map<number, number>,
  leaders: Map<number, string>,
): DepartmentRow {
  const leaderName = record.leaderEmployeeId ? leaders.get(record.leaderEmployeeId) : undefined;
  return {
    id: record.id,
    parentId: record.parentId,
    name: record.name,
    sort: record.sort,
    // A leader who has since been deleted no longer leads.
    leaderEmployeeId: leaderName === undefined ? null : record.leaderEmployeeId,
    leaderName: leaderName ?? '',
    enabled: record.enabled,
    staffCount: counts.get(record.id) ?? 0,
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

async function rowOf(db: Db, orgId: number, id: number): Promise<DepartmentRow> {
  const row = (await listDepartments(db, orgId)).find((department) => department.id === id);
  if (!row) throw notFound();
  return row;
}

/** GET /erp/hrm/department/:id: the department, the path above it and the departments right below. */
export async function getDepartment(db: Db, orgId: number, id: number) {
  const list = await listDepartments(db, orgId);
  const row = list.find((department) => department.id === id);
  if (!row) throw notFound();
  return {
    ...row,
    ancestors: ancestorsOf(list, id).map(({ id: ancestorId, name }) => ({ id: ancestorId, name })),
    children: list.filter((department) => department.parentId === id),
  };
}

/** GET /erp/hrm/department/getFinalDepartment: the leaves of the enabled tree. */
export async function listFinalDepartments(db: Db, orgId: number) {
  const list = await listDepartments(db, orgId);
  return finalDepartmentsOf(list).map(({ id, name, parentId }) => ({
    id,
    name,
    parentId,
    fullName: fullNameOf(list, id),
  }));
}

/** The organization's department, locked until the transaction ends; another org's → 404. */
async function lockDepartment(tx: Db, orgId: number, id: number): Promise<DepartmentRecord> {
  const [record] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.orgId, orgId)))
    .for('update');
  if (!record) throw notFound();
  return record;
}

async function assertParent(tx: Db, orgId: number, parentId: number): Promise<void> {
  if (parentId === hrmApi.DEPARTMENT_ROOT_ID) return;
  const [parent] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, parentId), eq(departments.orgId, orgId)))
    .for('share');
  if (!parent) throw fieldError('parentId', 'department.parentNotFound');
}

async function assertLeader(tx: Db, orgId: number, leaderEmployeeId: number | null | undefined) {
  if (!leaderEmployeeId) return;
  const [leader] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, leaderEmployeeId), eq(employees.orgId, orgId), isNull(employees.deletedAt)))
    .for('share');
  if (!leader) throw fieldError('leaderEmployeeId', 'department.leaderNotFound');
}

/** Runs a department write; a sibling with the same name (unique index) → 400 on `name`. */
async function write<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', 'department.nameTaken');
    throw error;
  }
}

export function createDepartment(db: Db, actor: Actor, body: BodyOf<typeof hrmApi.departmentCreate>) {
  return write(db, async (tx) => {
    await assertParent(tx, actor.orgId, body.parentId);
    await assertLeader(tx, actor.orgId, body.leaderEmployeeId);
    const [created] = await tx
      .insert(departments)
      .values({ ...body, orgId: actor.orgId })
      .returning({ id: departments.id });
    const row = await rowOf(tx, actor.orgId, created!.id);
    await recordAudit(tx, { ...actor, action: 'create', entity: 'department', entityId: row.id, after: row });
    return row;
  });
}

export function updateDepartment(
  db: Db,
  actor: Actor,
  id: number,
  body: BodyOf<typeof hrmApi.departmentUpdate>,
) {
  return write(db, async (tx) => {
    const record = await lockDepartment(tx, actor.orgId, id);
    if (record.version !== body.version) throw new AppError(409, 'conflict.stale');
    const before = await rowOf(tx, actor.orgId, id);
    const { version: _, ...changes } = body;
    if (changes.parentId !== undefined && changes.parentId !== record.parentId) {
      const list = await listDepartments(tx, actor.orgId);
      if (subtreeIdsOf(list, id).includes(changes.parentId)) throw fieldError('parentId', 'department.cycle');
      await assertParent(tx, actor.orgId, changes.parentId);
    }
    await assertLeader(tx, actor.orgId, changes.leaderEmployeeId);
    await tx
      .update(departments)
      .set({ ...changes, version: sql`${departments.version} + 1`, updatedAt: new Date() })
      .where(eq(departments.id, id));
    const after = await rowOf(tx, actor.orgId, id);
    await recordAudit(tx, { ...actor, action: 'update', entity: 'department', entityId: id, before, after });
    return after;
  });
}

/** Only an empty department goes: sub-departments and staff must be moved first (clear 400s). */
export function deleteDepartment(db: Db, actor: Actor, id: number, version: number) {
  return write(db, async (tx) => {
    const record = await lockDepartment(tx, actor.orgId, id);
    if (record.version !== version) throw new AppError(409, 'conflict.stale');
    const [children] = await tx
      .select({ total: count() })
      .from(departments)
      .where(and(eq(departments.orgId, actor.orgId), eq(departments.parentId, id)));
    if (children!.total > 0) throw new AppError(400, 'department.hasChildren', { count: children!.total });
    const [staff] = await tx
      .select({ total: count() })
      .from(employees)
      .where(
        and(eq(employees.orgId, actor.orgId), eq(employees.departmentId, id), isNull(employees.deletedAt)),
      );
    if (staff!.total > 0) throw new AppError(400, 'department.hasStaff', { count: staff!.total });
    const before = await rowOf(tx, actor.orgId, id);
    await tx.delete(departments).where(eq(departments.id, id));
    await recordAudit(tx, { ...actor, action: 'delete', entity: 'department', entityId: id, before });
    return { id };
  });
}
