import { isValidPhone, normalizePhone, type StoredFormDefinition } from '@atrium/contract';
import type { WorkOrderCreateBody } from '@atrium/contract/endpoints/work-orders';
import { and, eq, isNull } from 'drizzle-orm';
import { enabledMemberIds } from '../../platform/access/granted-menus.js';
import type { Db } from '../../platform/db/database.js';
import { assertFormValues } from '../../platform/forms/form-values-check.js';
import { fieldError } from '../../platform/http/app-error.js';
import { userOrganizations } from '../admin/admin.tables.js';
import { callRecords } from '../call/call.tables.js';
import { customers } from '../crm/customers.tables.js';
import { isEnabledSupportGroup } from '../crm/support/support-group-staff.js';
import { filesOfOrganization } from '../files/attached-files.js';
import { saleOrders } from '../sales/orders/sale-orders.tables.js';

/**
 * What a work order points at, checked on create and update (docs/workorders.md): the customer,
 * sale order, call record and files of the organization, a phone by the §5 rules, and the values
 * of the type's form (known keys, numbers in number fields; a required field may still be empty
 * until the work order is closed).
 */

type PartiesInput = Pick<
  WorkOrderCreateBody,
  'customerId' | 'saleOrderId' | 'callRecordId' | 'contactPhone' | 'attachmentFileIds' | 'custom'
>;

/** Refuses values that do not fit the type's form, under `custom.<key>`. */
export function assertCustomValues(
  form: StoredFormDefinition | null,
  values: Readonly<Record<string, unknown>>,
) {
  // The shape checked; a required field may stay empty until the work order is closed.
  assertFormValues(form ?? { fields: [] }, values, 'custom', { requireFilled: false });
}

async function exists(query: Promise<unknown[]>, path: string, key: Parameters<typeof fieldError>[1]) {
  if ((await query).length === 0) throw fieldError(path, key);
}

/** The checked parties; the phone normalized. */
export async function checkParties(
  tx: Db,
  orgId: number,
  form: StoredFormDefinition | null,
  input: PartiesInput,
): Promise<{ contactPhone: string }> {
  assertCustomValues(form, input.custom);
  const contactPhone = normalizePhone(input.contactPhone);
  if (!isValidPhone(contactPhone, 2)) throw fieldError('contactPhone', 'validation.phone');
  if (input.customerId) {
    await exists(
      tx
        .select({ id: customers.id })
        .from(customers)
        .where(
          and(eq(customers.orgId, orgId), eq(customers.id, input.customerId), isNull(customers.deletedAt)),
        ),
      'customerId',
      'workorders.customerMissing',
    );
  }
  if (input.saleOrderId) {
    await exists(
      tx
        .select({ id: saleOrders.id })
        .from(saleOrders)
        .where(
          and(
            eq(saleOrders.orgId, orgId),
            eq(saleOrders.id, input.saleOrderId),
            isNull(saleOrders.deletedAt),
          ),
        ),
      'saleOrderId',
      'workorders.saleOrderMissing',
    );
  }
  if (input.callRecordId) {
    await exists(
      tx
        .select({ id: callRecords.id })
        .from(callRecords)
        .where(and(eq(callRecords.orgId, orgId), eq(callRecords.id, input.callRecordId))),
      'callRecordId',
      'workorders.callRecordMissing',
    );
  }
  if ((await filesOfOrganization(tx, orgId, input.attachmentFileIds)) === null) {
    throw fieldError('attachmentFileIds', 'workorders.fileMissing');
  }
  return { contactPhone };
}

/**
 * An enabled support group of the organization, or a 400 on `path` (a work order's group, a
 * type's default group).
 */
export async function assertEnabledGroup(tx: Db, orgId: number, groupId: number, path = 'groupId') {
  if (!(await isEnabledSupportGroup(tx, orgId, groupId))) throw fieldError(path, 'workorders.groupMissing');
}

/** An enabled member of the organization, or a 400 on `path`. */
export async function assertEnabledMember(tx: Db, orgId: number, userId: number, path: string) {
  const found = await enabledMemberIds(tx, orgId, eq(userOrganizations.userId, userId));
  if (found.length === 0) throw fieldError(path, 'workorders.userMissing');
}
