import type { AuditAction } from '@atrium/contract';
import type { Db } from '../db/database.js';
import { auditLog } from './audit.tables.js';

export interface AuditRecord {
  orgId: number;
  userId: number | null;
  action: AuditAction;
  /** What was changed: a resource name (`customerSource`) or a service's entity (`role`). */
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string;
}

/**
 * Appends one audit entry. Pass the transaction of the change itself, so the entry and the
 * change are committed (or rolled back) together.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(auditRow(record));
}

const auditRow = (record: AuditRecord) => ({
  orgId: record.orgId,
  userId: record.userId,
  action: record.action,
  entity: record.entity,
  entityId: String(record.entityId),
  before: record.before ?? null,
  after: record.after ?? null,
  ip: record.ip ?? '',
});

/** Appends many entries in few statements (bulk writes such as imports), in the change's transaction. */
export async function recordAudits(tx: Db, records: readonly AuditRecord[], batchSize = 1000): Promise<void> {
  for (let start = 0; start < records.length; start += batchSize) {
    await tx.insert(auditLog).values(records.slice(start, start + batchSize).map(auditRow));
  }
}
