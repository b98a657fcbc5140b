import type {
  WorkOrderPriorityInput,
  WorkOrderPriorityRow,
} from '@atrium/contract/endpoints/workorder-settings';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { isUniqueViolation } from '../../../platform/db/unique-violation.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import type { Member } from '../../../platform/http/request-context.js';
import { workOrders } from '../work-orders.tables.js';
import { workOrderPriorities } from '../workorder-settings.tables.js';
import { auditSetting } from './settings-audit.js';

/** 工单设置 › 优先级: levels with their colours; exactly one may be the default of new work orders. */

type PriorityRecord = typeof workOrderPriorities.$inferSelect;

const rowOf = (priority: PriorityRecord): WorkOrderPriorityRow => ({
  id: priority.id,
  code: priority.code,
  name: priority.name,
  color: priority.color,
  sort: priority.sort,
  isDefault: priority.isDefault,
  enabled: priority.enabled,
  version: priority.version,
});

const ofOrg = (orgId: number, id: number) =>
  and(eq(workOrderPriorities.orgId, orgId), eq(workOrderPriorities.id, id));

export async function listWorkOrderPriorities(db: Db, orgId: number): Promise<WorkOrderPriorityRow[]> {
  const rows = await db
    .select()
    .from(workOrderPriorities)
    .where(eq(workOrderPriorities.orgId, orgId))
    .orderBy(asc(workOrderPriorities.sort), asc(workOrderPriorities.id));
  return rows.map(rowOf);
}

async function lockPriority(tx: Db, orgId: number, id: number): Promise<PriorityRecord> {
  const [priority] = await tx.select().from(workOrderPriorities).where(ofOrg(orgId, id)).for('update');
  if (!priority) throw new AppError(404, 'workorders.priorityMissing');
  return priority;
}

/** A new default unmarks the previous one (the partial unique index allows one). */
async function unmarkOtherDefault(tx: Db, orgId: number, id: number) {
  await tx
    .update(workOrderPriorities)
    .set({ isDefault: false, version: sql`${workOrderPriorities.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(workOrderPriorities.orgId, orgId),
        eq(workOrderPriorities.isDefault, true),
        ne(workOrderPriorities.id, id),
      ),
    );
}

const codeTaken = (error: unknown) =>
  isUniqueViolation(error) ? fieldError('code', 'workorders.priorityCodeTaken') : error;

export function createWorkOrderPriority(db: Db, member: Member, input: WorkOrderPriorityInput) {
  return db
    .transaction(async (tx) => {
      if (input.isDefault) await unmarkOtherDefault(tx, member.orgId, 0);
      const [created] = await tx
        .insert(workOrderPriorities)
        .values({ orgId: member.orgId, ...input })
        .returning();
      await auditSetting(tx, member, 'workOrderPriority', created!.id, 'create', undefined, input);
      return rowOf(created!);
    })
    .catch((error) => {
      throw codeTaken(error);
    });
}

export function updateWorkOrderPriority(
  db: Db,
  member: Member,
  id: number,
  { version, ...input }: WorkOrderPriorityInput & { version: number },
) {
  return db
    .transaction(async (tx) => {
      const before = await lockPriority(tx, member.orgId, id);
      if (before.version !== version) throw new AppError(409, 'conflict.stale');
      if (before.isDefault && !input.isDefault)
        throw fieldError('isDefault', 'workorders.priorityDefaultLocked');
      if (input.isDefault) await unmarkOtherDefault(tx, member.orgId, id);
      const [updated] = await tx
        .update(workOrderPriorities)
        .set({
          ...input,
          // The default is always enabled.
          enabled: input.isDefault ? true : before.enabled,
          version: sql`${workOrderPriorities.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(workOrderPriorities.id, id))
        .returning();
      await auditSetting(tx, member, 'workOrderPriority', id, 'update', rowOf(before), input);
      return rowOf(updated!);
    })
    .catch((error) => {
      throw codeTaken(error);
    });
}

export function setWorkOrderPriorityEnabled(db: Db, member: Member, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const before = await lockPriority(tx, member.orgId, id);
    if (before.isDefault && !enabled) throw new AppError(400, 'workorders.priorityDefaultLocked');
    if (before.enabled === enabled) return rowOf(before);
    const [updated] = await tx
      .update(workOrderPriorities)
      .set({ enabled, version: sql`${workOrderPriorities.version} + 1`, updatedAt: new Date() })
      .where(eq(workOrderPriorities.id, id))
      .returning();
    await auditSetting(
      tx,
      member,
      'workOrderPriority',
      id,
      'update',
      { enabled: before.enabled },
      { enabled },
    );
    return rowOf(updated!);
  });
}

export async function deleteWorkOrderPriority(db: Db, member: Member, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const before = await lockPriority(tx, member.orgId, id);
    if (before.isDefault) throw new AppError(400, 'workorders.priorityDefaultLocked');
    const [used] = await tx
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(eq(workOrders.orgId, member.orgId), eq(workOrders.priorityId, id)))
      .limit(1);
    if (used) throw new AppError(400, 'workorders.priorityInUse');
    await tx.delete(workOrderPriorities).where(eq(workOrderPriorities.id, id));
    await auditSetting(tx, member, 'workOrderPriority', id, 'delete', rowOf(before));
  });
  return null;
}
