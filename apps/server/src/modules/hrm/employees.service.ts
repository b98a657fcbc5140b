import { ancestorsOf, type EmployeeRow, type hrmApi, subtreeIdsOf } from '@atrium/contract';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { pgErrorOf } from '../../platform/db/pg-error.js';
import { AppError, fieldError, notFound } from '../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../platform/http/bind-endpoint.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { departments, userOrganizations, users } from '../admin/admin.tables.js';
import { listDepartments } from './departments.service.js';
import { employees } from './hrm.tables.js';

const live = (orgId: number) => and(eq(employees.orgId, orgId), isNull(employees.deletedAt));

/** An employee with the names of its department and linked account. */
const selectEmployees = (db: Db) =>
  db
    .select({
      employee: employees,
      departmentName: departments.name,
      username: users.username,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(users, eq(users.id, employees.userId))
    .$dynamic();

type Selected = {
  employee: typeof employees.$inferSelect;
  departmentName: string | null;
  username: string | null;
};

function toRow({ employee, departmentName, username }: Selected): EmployeeRow {
  return {
    id: employee.id,
    userId: employee.userId,
    username: username ?? '',
    name: employee.name,
    jobNumber: employee.jobNumber,
    phone: employee.phone,
    email: employee.email,
    departmentId: employee.departmentId,
    departmentName: departmentName ?? '',
    position: employee.position,
    entryDate: employee.entryDate,
    status: employee.status,
    gender: employee.gender,
    remark: employee.remark,
    version: employee.version,
    createdAt: employee.createdAt.toISOString(),
    updatedAt: employee.updatedAt.toISOString(),
  };
}

/** GET /erp/hrm/employee/page. A department filter takes in its sub-departments. */
export async function listEmployees(db: Db, orgId: number, query: QueryOf<typeof hrmApi.employeePage>) {
  const filters: (SQL | undefined)[] = [live(orgId)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(
      or(
        ilike(employees.name, pattern),
        ilike(employees.jobNumber, pattern),
        ilike(employees.phone, pattern),
      ),
    );
  }
  if (query.departmentId) {
    const list = await listDepartments(db, orgId);
    filters.push(inArray(employees.departmentId, subtreeIdsOf(list, query.departmentId)));
  }
  if (query.status) filters.push(eq(employees.status, query.status));
  if (query.gender) filters.push(eq(employees.gender, query.gender));
  const where = and(...filters);

  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: employees.id }).from(employees).where(where).$dynamic(),
  );
  const rows = await selectEmployees(db)
    .where(where)
    .orderBy(asc(employees.jobNumber), asc(employees.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { list: rows.map(toRow), total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

async function rowOf(db: Db, orgId: number, id: number): Promise<EmployeeRow> {
  const [row] = await selectEmployees(db).where(and(live(orgId), eq(employees.id, id)));
  if (!row) throw notFound();
  return toRow(row);
}

/** GET /erp/hrm/employee/:id, with the path down to its department. */
export async function getEmployee(db: Db, orgId: number, id: number) {
  const row = await rowOf(db, orgId, id);
  const list = row.departmentId ? await listDepartments(db, orgId) : [];
  const department = list.find((item) => item.id === row.departmentId);
  const path = department ? [...ancestorsOf(list, department.id), department] : [];
  return { ...row, departmentPath: path.map(({ id: pathId, name }) => ({ id: pathId, name })) };
}

/** GET /erp/hrm/employee/list: the active staff, by name (the employee select's options). */
export async function listEmployeeOptions(db: Db, orgId: number) {
  const rows = await selectEmployees(db)
    .where(and(live(orgId), eq(employees.status, 'active')))
    .orderBy(asc(employees.name), asc(employees.id));
  return rows.map(({ employee, departmentName }) => ({
    id: employee.id,
    name: employee.name,
    jobNumber: employee.jobNumber,
    departmentId: employee.departmentId,
    departmentName: departmentName ?? '',
  }));
}

/** GET /erp/hrm/employee/accountOptions: the organization's members and whom each is linked to. */
export async function listAccountOptions(db: Db, orgId: number) {
  const rows = await db
    .select({ userId: users.id, username: users.username, name: users.name, employeeId: employees.id })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .leftJoin(employees, and(eq(employees.userId, users.id), live(orgId)))
    .where(eq(userOrganizations.orgId, orgId))
    .orderBy(asc(users.name), asc(users.id));
  return rows;
}

type EmployeeChanges = Partial<BodyOf<typeof hrmApi.employeeCreate>>;

/** The department and the account an employee points at must belong to the organization. */
async function assertReferences(tx: Db, orgId: number, changes: EmployeeChanges): Promise<void> {
  if (changes.departmentId) {
    // Shared lock: the department can't be deleted while this write is in flight.
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, changes.departmentId), eq(departments.orgId, orgId)))
      .for('share');
    if (!department) throw fieldError('departmentId', 'employee.departmentNotFound');
  }
  if (changes.userId) {
    const [membership] = await tx
      .select({ userId: userOrganizations.userId })
      .from(userOrganizations)
      .where(and(eq(userOrganizations.userId, changes.userId), eq(userOrganizations.orgId, orgId)));
    if (!membership) throw fieldError('userId', 'employee.accountNotMember');
  }
}

/** Runs an employee write; a clash on a unique index → 400 on the field it guards. */
async function write<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    const pgError = pgErrorOf(error);
    if (pgError?.code === '23505') {
      if (pgError.constraint === 'employees_org_user_key')
        throw fieldError('userId', 'employee.accountLinked');
      throw fieldError('jobNumber', 'employee.jobNumberTaken');
    }
    throw error;
  }
}

export function createEmployee(db: Db, actor: Actor, body: BodyOf<typeof hrmApi.employeeCreate>) {
  return write(db, async (tx) => {
    await assertReferences(tx, actor.orgId, body);
    const [created] = await tx
      .insert(employees)
      .values({ ...body, orgId: actor.orgId, createdBy: actor.userId, updatedBy: actor.userId })
      .returning({ id: employees.id });
    const row = await rowOf(tx, actor.orgId, created!.id);
    await recordAudit(tx, { ...actor, action: 'create', entity: 'employee', entityId: row.id, after: row });
    return row;
  });
}

/** The live employee, locked for this transaction, at the version the caller saw (else 409). */
async function lockEmployee(tx: Db, orgId: number, id: number, version: number) {
  const [record] = await tx
    .select({ version: employees.version })
    .from(employees)
    .where(and(live(orgId), eq(employees.id, id)))
    .for('update');
  if (!record) throw notFound();
  if (record.version !== version) throw new AppError(409, 'conflict.stale');
}

const bumpVersion = (actor: Actor) => ({
  version: sql`${employees.version} + 1`,
  updatedAt: new Date(),
  updatedBy: actor.userId,
});

export function updateEmployee(db: Db, actor: Actor, id: number, body: BodyOf<typeof hrmApi.employeeUpdate>) {
  return write(db, async (tx) => {
    const { version, ...changes } = body;
    await lockEmployee(tx, actor.orgId, id, version);
    const before = await rowOf(tx, actor.orgId, id);
    await assertReferences(tx, actor.orgId, changes);
    await tx
      .update(employees)
      .set({ ...changes, ...bumpVersion(actor) })
      .where(eq(employees.id, id));
    const after = await rowOf(tx, actor.orgId, id);
    await recordAudit(tx, { ...actor, action: 'update', entity: 'employee', entityId: id, before, after });
    return after;
  });
}

/** Soft delete; departments the employee led lose their leader (audited as department updates). */
export function deleteEmployee(db: Db, actor: Actor, id: number, version: number) {
  return write(db, async (tx) => {
    await lockEmployee(tx, actor.orgId, id, version);
    const before = await rowOf(tx, actor.orgId, id);
    await tx
      .update(employees)
      .set({ deletedAt: new Date(), ...bumpVersion(actor) })
      .where(eq(employees.id, id));
    const led = await tx
      .update(departments)
      .set({ leaderEmployeeId: null, version: sql`${departments.version} + 1`, updatedAt: new Date() })
      .where(and(eq(departments.orgId, actor.orgId), eq(departments.leaderEmployeeId, id)))
      .returning({ id: departments.id, name: departments.name });
    for (const department of led) {
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'department',
        entityId: department.id,
        before: { leaderEmployeeId: id, leaderName: before.name },
        after: { leaderEmployeeId: null, leaderName: '' },
      });
    }
    await recordAudit(tx, { ...actor, action: 'delete', entity: 'employee', entityId: id, before });
    return { id };
  });
}
