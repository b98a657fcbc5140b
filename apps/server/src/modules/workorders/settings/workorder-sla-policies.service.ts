import { WORK_ORDER_DONE_STATUSES } from '@atrium/contract/endpoints/work-orders';
import type {
  WorkOrderSlaPolicyInput,
  WorkOrderSlaPolicyRow,
} from '@atrium/contract/endpoints/workorder-settings';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import {
  calendarOf,
  retargeted,
  type SlaTargets,
  saveWorkOrder,
  targetsOfPolicy,
} from '../work-order-records.js';
import { clocksOf } from '../work-order-sla.js';
import { workOrders } from '../work-orders.tables.js';
import { workOrderPriorities, workOrderSlaPolicies, workOrderTypes } from '../workorder-settings.tables.js';
import { auditSetting } from './settings-audit.js';

/**
 * 工单设置 › SLA: the targets of a type at a priority, in business minutes of the organization's
 * business calendar. Creating, changing or deleting a policy re-targets the pair's work orders
 * still being worked on (not resolved or closed) in the same transaction: their elapsed business
 * time is kept, only their warning and due instants (and so their state) move.
 */

type PolicyRecord = typeof workOrderSlaPolicies.$inferSelect;

export async function listWorkOrderSlaPolicies(
  db: Db,
  orgId: number,
  typeId?: number,
): Promise<WorkOrderSlaPolicyRow[]> {
  const rows = await db
    .select({
      policy: workOrderSlaPolicies,
      typeName: workOrderTypes.name,
      priorityName: workOrderPriorities.name,
    })
    .from(workOrderSlaPolicies)
    .innerJoin(workOrderTypes, eq(workOrderTypes.id, workOrderSlaPolicies.typeId))
    .innerJoin(workOrderPriorities, eq(workOrderPriorities.id, workOrderSlaPolicies.priorityId))
    .where(
      and(
        eq(workOrderSlaPolicies.orgId, orgId),
        typeId === undefined ? undefined : eq(workOrderSlaPolicies.typeId, typeId),
      ),
    )
    .orderBy(
      asc(workOrderTypes.sort),
      asc(workOrderTypes.id),
      asc(workOrderPriorities.sort),
      asc(workOrderPriorities.id),
    );
  return rows.map(({ policy, typeName, priorityName }) => ({
    id: policy.id,
    typeId: policy.typeId,
    typeName,
    priorityId: policy.priorityId,
    priorityName,
    firstResponseMinutes: policy.firstResponseMinutes,
    resolutionMinutes: policy.resolutionMinutes,
    warnPercent: policy.warnPercent,
    version: policy.version,
  }));
}

async function policyRow(db: Db, orgId: number, id: number): Promise<WorkOrderSlaPolicyRow> {
  const [row] = (await listWorkOrderSlaPolicies(db, orgId)).filter((policy) => policy.id === id);
  if (!row) throw new AppError(404, 'workorders.slaPolicyMissing');
  return row;
}

/** Aims the clocks of the pair's work orders still being worked on at `targets` (null: none), at `now`. */
export async function retargetWorkOrders(
  tx: Db,
  orgId: number,
  pair: { typeId: number; priorityId: number },
  targets: SlaTargets | null,
  now: Date,
): Promise<number> {
  const open = await tx
    .select()
    .from(workOrders)
    .where(
      and(
        eq(workOrders.orgId, orgId),
        eq(workOrders.typeId, pair.typeId),
        eq(workOrders.priorityId, pair.priorityId),
        notInArray(workOrders.status, [...WORK_ORDER_DONE_STATUSES]),
      ),
    )
    .orderBy(asc(workOrders.id))
    .for('update');
  if (open.length === 0) return 0;
  const calendar = await calendarOf(tx, orgId);
  for (const row of open) await saveWorkOrder(tx, row, {}, retargeted(clocksOf(row), targets), calendar, now);
  return open.length;
}

function assertTargets(input: { firstResponseMinutes: number; resolutionMinutes: number }) {
  if (input.resolutionMinutes < input.firstResponseMinutes) {
    throw fieldError('resolutionMinutes', 'workorders.slaResolutionBeforeResponse');
  }
}

export async function createWorkOrderSlaPolicy(
  db: Db,
  member: Member,
  input: WorkOrderSlaPolicyInput,
  now = new Date(),
) {
  assertTargets(input);
  const id = await db
    .transaction(async (tx) => {
      const [type] = await tx
        .select({ id: workOrderTypes.id })
        .from(workOrderTypes)
        .where(and(eq(workOrderTypes.orgId, member.orgId), eq(workOrderTypes.id, input.typeId)));
      if (!type) throw fieldError('typeId', 'workorders.typeMissing');
      const [priority] = await tx
        .select({ id: workOrderPriorities.id })
        .from(workOrderPriorities)
        .where(
          and(eq(workOrderPriorities.orgId, member.orgId), eq(workOrderPriorities.id, input.priorityId)),
        );
      if (!priority) throw fieldError('priorityId', 'workorders.priorityMissing');
      const [created] = await tx
        .insert(workOrderSlaPolicies)
        .values({ orgId: member.orgId, ...input })
        .returning();
      await retargetWorkOrders(tx, member.orgId, input, targetsOfPolicy(created!), now);
      await auditSetting(tx, member, 'workOrderSlaPolicy', created!.id, 'create', undefined, input);
      return created!.id;
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? fieldError('priorityId', 'workorders.slaPolicyTaken') : error;
    });
  return policyRow(db, member.orgId, id);
}

async function lockPolicy(tx: Db, orgId: number, id: number): Promise<PolicyRecord> {
  const [policy] = await tx
    .select()
    .from(workOrderSlaPolicies)
    .where(and(eq(workOrderSlaPolicies.orgId, orgId), eq(workOrderSlaPolicies.id, id)))
    .for('update');
  if (!policy) throw new AppError(404, 'workorders.slaPolicyMissing');
  return policy;
}

export async function updateWorkOrderSlaPolicy(
  db: Db,
  member: Member,
  id: number,
  {
    version,
    ...input
  }: { firstResponseMinutes: number; resolutionMinutes: number; warnPercent: number; version: number },
  now = new Date(),
) {
  assertTargets(input);
  await db.transaction(async (tx) => {
    const before = await lockPolicy(tx, member.orgId, id);
    if (before.version !== version) throw new AppError(409, 'conflict.stale');
    const [updated] = await tx
      .update(workOrderSlaPolicies)
      .set({ ...input, version: sql`${workOrderSlaPolicies.version} + 1`, updatedAt: now })
      .where(eq(workOrderSlaPolicies.id, id))
      .returning();
    await retargetWorkOrders(tx, member.orgId, before, targetsOfPolicy(updated!), now);
    await auditSetting(tx, member, 'workOrderSlaPolicy', id, 'update', targetsOfPolicy(before), input);
  });
  return policyRow(db, member.orgId, id);
}

export async function deleteWorkOrderSlaPolicy(
  db: Db,
  member: Member,
  id: number,
  now = new Date(),
): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await lockPolicy(tx, member.orgId, id);
    await tx.delete(workOrderSlaPolicies).where(eq(workOrderSlaPolicies.id, id));
    await retargetWorkOrders(tx, member.orgId, before, null, now);
    await auditSetting(tx, member, 'workOrderSlaPolicy', id, 'delete', targetsOfPolicy(before));
  });
  return null;
}
