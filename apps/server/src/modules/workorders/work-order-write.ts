import type { WorkOrderCreateBody, WorkOrderUpdateBody } from '@atrium/contract/endpoints/work-orders';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { nextDocumentNumber } from '../../platform/document-numbers/next-document-number.js';
import { AppError } from '../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import { assigneeOf, tellAssignee, writeDispatchEvent } from './work-order-dispatch.js';
import { assertEnabledGroup, assertEnabledMember, checkParties } from './work-order-parties.js';
import {
  addHandler,
  calendarOf,
  lockWorkOrder,
  retargeted,
  saveWorkOrder,
  slaTargetsOf,
  type WorkOrderActor,
  workOrderPriorityOf,
  workOrderTypeOf,
} from './work-order-records.js';
import { clockColumns, clocksOf, settle, startedClock } from './work-order-sla.js';
import { workOrders } from './work-orders.tables.js';
import { WORK_ORDER } from './workorder-document-kinds.js';

/**
 * Raising and editing a work order (docs/workorders.md). Create: the type (enabled) and priority
 * (the default when none), the parties and form values checked, the GD number, both clocks started
 * toward the policy's targets, then the person named or the group's next member on duty (the
 * type's default group when none is named). Update: the version checked; a new type or priority
 * re-targets both clocks, the elapsed time kept.
 */

type WorkOrderFields = Pick<
  WorkOrderUpdateBody,
  'typeId' | 'title' | 'description' | 'contactName' | 'custom' | 'attachmentFileIds'
> & {
  customerId?: number | null;
  saleOrderId?: number | null;
  serialNo?: string | null;
  callRecordId?: number | null;
};

/** The fields a body sets on the row (both create and update; the row's own for the audit). */
const fieldsOf = (body: WorkOrderFields, contactPhone: string) => ({
  typeId: body.typeId,
  title: body.title,
  description: body.description,
  customerId: body.customerId ?? null,
  contactName: body.contactName,
  contactPhone,
  saleOrderId: body.saleOrderId ?? null,
  serialNo: body.serialNo || null,
  callRecordId: body.callRecordId ?? null,
  custom: body.custom,
  attachmentFileIds: [...new Set(body.attachmentFileIds)],
});

/** Writes a new work order in the caller's transaction; answers its id. */
export async function createWorkOrder(
  tx: Db,
  actor: WorkOrderActor,
  body: WorkOrderCreateBody,
  now: Date,
): Promise<number> {
  const type = await workOrderTypeOf(tx, actor.orgId, body.typeId, true);
  const priorityId = await workOrderPriorityOf(tx, actor.orgId, body.priorityId);
  const { contactPhone } = await checkParties(tx, actor.orgId, type.form ?? null, body);
  const groupId = body.groupId ?? type.defaultGroupId;
  if (body.groupId) await assertEnabledGroup(tx, actor.orgId, body.groupId);
  if (body.responsibleUserId)
    await assertEnabledMember(tx, actor.orgId, body.responsibleUserId, 'responsibleUserId');
  const assignee = await assigneeOf(tx, actor.orgId, { userId: body.responsibleUserId, groupId });
  const targets = await slaTargetsOf(tx, actor.orgId, type.id, priorityId);
  const calendar = await calendarOf(tx, actor.orgId);
  const clocks = settle(
    calendar,
    {
      response: startedClock(now, targets?.responseMs ?? null),
      resolution: startedClock(now, targets?.resolutionMs ?? null),
      warnPercent: targets?.warnPercent ?? 80,
    },
    now,
  ).clocks;
  const documentNo = await nextDocumentNumber(tx, actor.orgId, WORK_ORDER, now);
  const values = {
    ...fieldsOf(body, contactPhone),
    priorityId,
    groupId,
    responsibleUserId: assignee.responsibleUserId,
    assignment: assignee.assignment,
  };
  const [created] = await tx
    .insert(workOrders)
    .values({
      orgId: actor.orgId,
      documentNo,
      reporterUserId: actor.userId,
      createdBy: actor.userId,
      status: 'open',
      ...values,
      ...clockColumns(clocks),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: workOrders.id });
  const row = { orgId: actor.orgId, id: created!.id, documentNo };
  await recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'create',
    entity: 'workOrder',
    entityId: row.id,
    after: { documentNo, ...values },
  });
  if (assignee.responsibleUserId !== null || groupId !== null) {
    await writeDispatchEvent(tx, row, actor, 'assigned', {
      toUserId: assignee.responsibleUserId,
      groupId,
      roundRobin: assignee.roundRobin,
    });
    await tellAssignee(tx, row, assignee.responsibleUserId);
  }
  return row.id;
}

/** Edits a work order that is not closed; a stale version is 409. */
export async function updateWorkOrder(
  tx: Db,
  actor: WorkOrderActor,
  id: number,
  body: WorkOrderUpdateBody,
  now: Date,
): Promise<void> {
  const row = await lockWorkOrder(tx, actor.orgId, id);
  if (body.version !== row.version) throw new AppError(409, 'conflict.stale');
  if (row.status === 'closed') throw new AppError(400, 'workorders.closedNoEdit');
  const typeChanged = body.typeId !== row.typeId;
  const type = await workOrderTypeOf(tx, actor.orgId, body.typeId, typeChanged);
  const priorityId =
    body.priorityId === undefined
      ? row.priorityId
      : await workOrderPriorityOf(tx, actor.orgId, body.priorityId);
  const { contactPhone } = await checkParties(tx, actor.orgId, type.form ?? null, body);
  const values = { ...fieldsOf(body, contactPhone), priorityId };
  const calendar = await calendarOf(tx, actor.orgId);
  const retarget = typeChanged || priorityId !== row.priorityId;
  const clocks = retarget
    ? retargeted(clocksOf(row), await slaTargetsOf(tx, actor.orgId, type.id, priorityId))
    : clocksOf(row);
  await saveWorkOrder(tx, row, values, clocks, calendar, now);
  await addHandler(tx, row.orgId, row.id, actor.userId, now);
  await recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'update',
    entity: 'workOrder',
    entityId: id,
    before: { ...fieldsOf(row, row.contactPhone), priorityId: row.priorityId },
    after: values,
  });
  if (retarget) {
    await writeTimelineEntries(tx, [
      {
        orgId: row.orgId,
        recordKind: 'workOrder',
        recordId: row.id,
        type: 'event',
        action: 'retargeted',
        data: {
          fromTypeId: row.typeId,
          toTypeId: type.id,
          fromPriorityId: row.priorityId,
          toPriorityId: priorityId,
        },
        authorUserId: actor.userId,
      },
    ]);
  }
}
