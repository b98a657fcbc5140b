import { type CustomerAttachment, crmCustomerAttachmentsApi, filesApi } from '@atrium/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { fieldError, notFound } from '../../../platform/http/app-error.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { users } from '../../admin/admin.tables.js';
import { files } from '../../files/files.tables.js';
import { customerAttachments } from '../customer-attachments.tables.js';
import { visibleCustomer } from '../customers/customer-queries.service.js';
import { addUpdatedEvent, lockChangeable } from '../customers/customer-update.service.js';

const { ATTACHMENTS_CHANGED_FIELD, CUSTOMER_ATTACHMENTS_MAX } = crmCustomerAttachmentsApi;

/** The attachments of a customer, newest first (the caller has checked the customer). */
async function attachmentsOf(db: Db, orgId: number, customerId: number): Promise<CustomerAttachment[]> {
  const rows = await db
    .select({
      fileId: customerAttachments.fileId,
      name: files.originalName,
      size: files.size,
      contentType: files.mime,
      addedByName: users.name,
      addedAt: customerAttachments.addedAt,
    })
    .from(customerAttachments)
    .innerJoin(files, eq(files.id, customerAttachments.fileId))
    .leftJoin(users, eq(users.id, customerAttachments.addedByUserId))
    .where(and(eq(customerAttachments.orgId, orgId), eq(customerAttachments.customerId, customerId)))
    .orderBy(desc(customerAttachments.addedAt), desc(customerAttachments.fileId));
  return rows.map((row) => ({
    ...row,
    url: filesApi.download.path.replace(':id', String(row.fileId)),
    addedByName: row.addedByName ?? '',
    addedAt: row.addedAt.toISOString(),
  }));
}

/** GET /erp/crm/customer/:id/attachments: a customer the caller may open (like the detail). */
export async function listCustomerAttachments(db: Db, scope: DataScope, customerId: number) {
  await visibleCustomer(db, scope, customerId);
  return attachmentsOf(db, scope.orgId, customerId);
}

/**
 * POST /erp/crm/customer/:id/attachments: files of the organization not yet attached are added,
 * within CUSTOMER_ATTACHMENTS_MAX, with an 'updated' timeline row; nothing new: no write.
 */
export function addCustomerAttachments(
  db: Db,
  actor: Actor,
  scope: DataScope,
  customerId: number,
  fileIds: number[],
) {
  return db.transaction(async (tx) => {
    // The customer row lock also serializes concurrent adds, so the limit holds.
    const customer = await lockChangeable(tx, scope, customerId);
    const wanted = [...new Set(fileIds)];
    const found = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.orgId, actor.orgId), inArray(files.id, wanted)));
    if (found.length !== wanted.length) throw fieldError('fileIds', 'customerAttachment.fileMissing');
    const attached = await tx
      .select({ fileId: customerAttachments.fileId })
      .from(customerAttachments)
      .where(and(eq(customerAttachments.orgId, actor.orgId), eq(customerAttachments.customerId, customerId)));
    const already = new Set(attached.map((row) => row.fileId));
    const added = wanted.filter((id) => !already.has(id));
    if (added.length === 0) return attachmentsOf(tx, actor.orgId, customerId);
    if (attached.length + added.length > CUSTOMER_ATTACHMENTS_MAX)
      throw fieldError('fileIds', 'customerAttachment.tooMany', {
        max: CUSTOMER_ATTACHMENTS_MAX,
        count: attached.length,
      });
    const now = new Date();
    await tx.insert(customerAttachments).values(
      added.map((fileId) => ({
        orgId: actor.orgId,
        customerId,
        fileId,
        addedByUserId: actor.userId,
        addedAt: now,
      })),
    );
    await addUpdatedEvent(tx, actor, customer, [ATTACHMENTS_CHANGED_FIELD], now);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'customerAttachment',
      entityId: customerId,
      after: { customerId, fileIds: added },
    });
    return attachmentsOf(tx, actor.orgId, customerId);
  });
}

/** DELETE /erp/crm/customer/:id/attachments/:fileId: detaches it; the file itself stays. */
export function removeCustomerAttachment(
  db: Db,
  actor: Actor,
  scope: DataScope,
  customerId: number,
  fileId: number,
) {
  return db.transaction(async (tx) => {
    const customer = await lockChangeable(tx, scope, customerId);
    const removed = await tx
      .delete(customerAttachments)
      .where(
        and(
          eq(customerAttachments.orgId, actor.orgId),
          eq(customerAttachments.customerId, customerId),
          eq(customerAttachments.fileId, fileId),
        ),
      )
      .returning({ fileId: customerAttachments.fileId });
    if (removed.length === 0) throw notFound();
    await addUpdatedEvent(tx, actor, customer, [ATTACHMENTS_CHANGED_FIELD], new Date());
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'customerAttachment',
      entityId: customerId,
      before: { customerId, fileId },
    });
    return attachmentsOf(tx, actor.orgId, customerId);
  });
}
