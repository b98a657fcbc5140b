import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import type { Member } from '../../../platform/http/request-context.js';

/** One audit entry of a 工单设置 record (a type, a priority, an SLA policy), in the change's transaction. */
export const auditSetting = (
  tx: Db,
  member: Member,
  entity: 'workOrderType' | 'workOrderPriority' | 'workOrderSlaPolicy',
  id: number,
  action: 'create' | 'update' | 'delete',
  before?: object,
  after?: object,
) =>
  recordAudit(tx, {
    orgId: member.orgId,
    userId: member.userId,
    action,
    entity,
    entityId: id,
    before: before as Record<string, unknown> | undefined,
    after: after as Record<string, unknown> | undefined,
  });
