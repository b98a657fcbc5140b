import { isValidPhone, normalizePhone } from '@atrium/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { nextDocumentNumber } from '../../platform/document-numbers/next-document-number.js';
import { fieldError } from '../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import { customers } from '../crm/customers.tables.js';
import { REPAIR_ORDER } from './repair-document-kinds.js';
import { serialForRepair } from './repair-serials.js';
import { repairs } from './repairs.tables.js';

export interface RepairActor {
  orgId: number;
  userId: number | null;
}

/** A live customer of the organization with its contact (refused on `customerId`). */
export async function repairCustomer(tx: Db, orgId: number, customerId: number) {
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name, phone: customers.phone, address: customers.address })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.id, customerId), isNull(customers.deletedAt)));
  if (!customer) throw fieldError('customerId', 'repairs.customerMissing');
  return customer;
}

/** The contact a document keeps: the body's, else the customer's; the phone by §5's rules, normalized. */
export function contactOf(
  customer: { name: string; phone: string },
  input: { contactName?: string; contactPhone?: string },
) {
  const contactPhone = normalizePhone(input.contactPhone || customer.phone);
  if (contactPhone !== '' && !isValidPhone(contactPhone, 2))
    throw fieldError('contactPhone', 'validation.phone');
  return { contactName: input.contactName || customer.name, contactPhone };
}

export interface RepairOpening {
  customerId: number;
  serialNo: string;
  faultDescription: string;
  contactName?: string;
  contactPhone?: string;
  workOrderId?: number;
  pickupId?: number;
}

/**
 * Opens a repair (received) in the caller's transaction — the one way a repair is born: 新建维修单
 * and a pickup's check-in both come here. The serial must have been sold to this customer and be
 * in no other open repair (refused on `serialPath`); its product and ship day are kept. WX number.
 */
export async function openRepair(
  tx: Db,
  actor: RepairActor,
  input: RepairOpening,
  serialPath = 'serialNo',
): Promise<{ id: number; documentNo: string }> {
  const customer = await repairCustomer(tx, actor.orgId, input.customerId);
  const contact = contactOf(customer, input);
  const sold = await serialForRepair(tx, actor.orgId, input.customerId, input.serialNo, serialPath);
  const documentNo = await nextDocumentNumber(tx, actor.orgId, REPAIR_ORDER);
  const [row] = await tx
    .insert(repairs)
    .values({
      orgId: actor.orgId,
      documentNo,
      customerId: input.customerId,
      ...contact,
      serialNo: input.serialNo,
      productId: sold.productId,
      shipDate: sold.shipDate || null,
      faultDescription: input.faultDescription,
      pickupId: input.pickupId ?? null,
      workOrderId: input.workOrderId ?? null,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning();
  await recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'create',
    entity: 'repair',
    entityId: row!.id,
    after: { documentNo, customerId: input.customerId, serialNo: input.serialNo, pickupId: row!.pickupId },
  });
  await writeTimelineEntries(tx, [
    {
      orgId: actor.orgId,
      recordKind: 'repair',
      recordId: row!.id,
      type: 'event',
      action: 'opened',
      data: { serialNo: input.serialNo },
      authorUserId: actor.userId,
    },
  ]);
  return { id: row!.id, documentNo };
}
