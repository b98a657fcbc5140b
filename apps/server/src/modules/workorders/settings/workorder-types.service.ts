import {
  WORK_ORDER_BASE_STATUSES,
  type WorkOrderExtraState,
  type WorkOrderTypeInput,
  type WorkOrderTypeRow,
} from '@atrium/contract/endpoints/workorder-settings';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { crmSupportGroups } from '../../crm/support.tables.js';
import { workOrders } from '../work-orders.tables.js';
import { workOrderTypes } from '../workorder-settings.tables.js';
import { auditSetting } from './settings-audit.js';

/** 工单设置 › 工单类型: the organization's types with their forms, default group and extra states. */

type TypeRecord = typeof workOrderTypes.$inferSelect;

const rowOf = (type: TypeRecord, groupName: string | null): WorkOrderTypeRow => ({
  id: type.id,
  code: type.code,
  name: type.name,
  form: type.form ?? null,
  defaultGroupId: type.defaultGroupId,
  defaultGroupName: groupName ?? '',
  reopenDays: type.reopenDays,
  extraStates: type.extraStates,
  enabled: type.enabled,
  sort: type.sort,
  version: type.version,
});

function selectTypes(db: Db) {
  return db
    .select({ type: workOrderTypes, groupName: crmSupportGroups.name })
    .from(workOrderTypes)
    .leftJoin(crmSupportGroups, eq(crmSupportGroups.id, workOrderTypes.defaultGroupId))
    .$dynamic();
}

export async function listWorkOrderTypes(
  db: Db,
  orgId: number,
  enabled?: boolean,
): Promise<WorkOrderTypeRow[]> {
  const rows = await selectTypes(db)
    .where(
      and(
        eq(workOrderTypes.orgId, orgId),
        enabled === undefined ? undefined : eq(workOrderTypes.enabled, enabled),
      ),
    )
    .orderBy(asc(workOrderTypes.sort), asc(workOrderTypes.id));
  return rows.map((row) => rowOf(row.type, row.groupName));
}

async function typeRow(db: Db, orgId: number, id: number): Promise<WorkOrderTypeRow> {
  const [row] = await selectTypes(db).where(and(eq(workOrderTypes.orgId, orgId), eq(workOrderTypes.id, id)));
  if (!row) throw new AppError(404, 'workorders.typeMissing');
  return rowOf(row.type, row.groupName);
}

/** Each extra state's code once, never a base status. */
function assertExtraStates(states: readonly WorkOrderExtraState[]): void {
  const seen = new Set<string>();
  states.forEach((state, index) => {
    const path = `extraStates.${index}.code`;
    if ((WORK_ORDER_BASE_STATUSES as readonly string[]).includes(state.code) || state.code === 'extraState')
      throw fieldError(path, 'workorders.stateCodeReserved', { code: state.code });
    if (seen.has(state.code)) throw fieldError(path, 'workorders.stateCodeRepeated', { code: state.code });
    seen.add(state.code);
  });
}

const codeTaken = (error: unknown) => {
  if (isUniqueViolation(error)) return fieldError('code', 'workorders.typeCodeTaken');
  return error;
};

const valuesOf = (input: WorkOrderTypeInput) => ({
  code: input.code,
  name: input.name,
  form: input.form ?? null,
  defaultGroupId: input.defaultGroupId ?? null,
  reopenDays: input.reopenDays,
  extraStates: input.extraStates,
  sort: input.sort,
});

export async function createWorkOrderType(db: Db, member: Member, input: WorkOrderTypeInput) {
  assertExtraStates(input.extraStates);
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(workOrderTypes)
        .values({ orgId: member.orgId, ...valuesOf(input) })
        .returning();
      await auditSetting(tx, member, 'workOrderType', created!.id, 'create', undefined, valuesOf(input));
      return created!.id;
    })
    .catch((error) => {
      throw codeTaken(error);
    });
  return typeRow(db, member.orgId, id);
}

/** The type locked, of the organization (404 otherwise). */
async function lockType(tx: Db, orgId: number, id: number): Promise<TypeRecord> {
  const [type] = await tx
    .select()
    .from(workOrderTypes)
    .where(and(eq(workOrderTypes.orgId, orgId), eq(workOrderTypes.id, id)))
    .for('update');
  if (!type) throw new AppError(404, 'workorders.typeMissing');
  return type;
}

export async function updateWorkOrderType(
  db: Db,
  member: Member,
  id: number,
  input: WorkOrderTypeInput & { version: number },
) {
  assertExtraStates(input.extraStates);
  await db
    .transaction(async (tx) => {
      const before = await lockType(tx, member.orgId, id);
      if (before.version !== input.version) throw new AppError(409, 'conflict.stale');
      const kept = new Set(input.extraStates.map((state) => state.code));
      const removed = before.extraStates.filter((state) => !kept.has(state.code));
      if (removed.length > 0) {
        const [held] = await tx
          .select({ status: workOrders.status })
          .from(workOrders)
          .where(
            and(
              eq(workOrders.orgId, member.orgId),
              eq(workOrders.typeId, id),
              inArray(
                workOrders.status,
                removed.map((state) => state.code),
              ),
            ),
          )
          .limit(1);
        const state = removed.find((candidate) => candidate.code === held?.status);
        if (state) throw new AppError(400, 'workorders.stateInUse', { name: state.name });
      }
      await tx
        .update(workOrderTypes)
        .set({ ...valuesOf(input), version: sql`${workOrderTypes.version} + 1`, updatedAt: new Date() })
        .where(eq(workOrderTypes.id, id));
      await auditSetting(
        tx,
        member,
        'workOrderType',
        id,
        'update',
        valuesOf({ ...before, form: before.form ?? null }),
        valuesOf(input),
      );
    })
    .catch((error) => {
      throw codeTaken(error);
    });
  return typeRow(db, member.orgId, id);
}

export async function setWorkOrderTypeEnabled(db: Db, member: Member, id: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    const before = await lockType(tx, member.orgId, id);
    if (before.enabled === enabled) return;
    await tx
      .update(workOrderTypes)
      .set({ enabled, version: sql`${workOrderTypes.version} + 1`, updatedAt: new Date() })
      .where(eq(workOrderTypes.id, id));
    await auditSetting(tx, member, 'workOrderType', id, 'update', { enabled: before.enabled }, { enabled });
  });
  return typeRow(db, member.orgId, id);
}

export async function deleteWorkOrderType(db: Db, member: Member, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await lockType(tx, member.orgId, id);
    const [used] = await tx
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(eq(workOrders.orgId, member.orgId), eq(workOrders.typeId, id)))
      .limit(1);
    if (used) throw new AppError(400, 'workorders.typeInUse');
    await tx.delete(workOrderTypes).where(eq(workOrderTypes.id, id));
    await auditSetting(
      tx,
      member,
      'workOrderType',
      id,
      'delete',
      valuesOf({ ...before, form: before.form ?? null }),
      undefined,
    );
  });
  return null;
}
