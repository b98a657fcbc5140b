import type { crmCustomersApi } from '@atrium/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { fieldError } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { customerContacts, customers } from '../customers.tables.js';
import { assertPhoneFree } from '../phone-holders.js';
import { insertCustomerEvents } from './customer-events.js';
import { ownerDepartmentOf } from './customer-ownership.service.js';
import { toCustomerRow } from './customer-queries.service.js';

/** Customer numbers: KH and the id in 8 digits (ids are global, so the number is unique per organization). */
export const customerSn = (id: number) => `KH${String(id).padStart(8, '0')}`;

/** The id the next customer gets: its sn is written with it in the same insert. */
export async function nextCustomerId(tx: Db): Promise<number> {
  const { rows } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('customers', 'id')) as id`,
  )) as {
    rows: { id: string | number }[];
  };
  return Number(rows[0]!.id);
}

/** The live customer of the organization holding a normalized phone, if any. */
export async function customerWithPhone(db: Db, orgId: number, phone: string) {
  if (phone === '') return undefined;
  const [found] = await db
    .select({ id: customers.id, sn: customers.sn })
    .from(customers)
    .where(and(eq(customers.orgId, orgId), eq(customers.phone, phone), isNull(customers.deletedAt)))
    .limit(1);
  return found;
}

export const phoneTaken = (sn: string) => fieldError('phone', 'customer.phoneTaken', { sn });

/**
 * POST /erp/crm/customer. The phone arrives normalized (the contract's schema); a phone another
 * live customer holds is refused naming that customer's sn, also when two creates race (the
 * unique index decides).
 */
export async function createCustomer(
  db: Db,
  actor: Actor,
  body: BodyOf<typeof crmCustomersApi.customerCreate>,
  /** Another owner than the caller (a clue converted for its assignee). */
  options: { ownerUserId?: number } = {},
) {
  const { contacts, toPool, ...fields } = body;
  // Across record kinds: a customer's or an open clue's phone is refused, naming the holder.
  await assertPhoneFree(db, actor.orgId, fields.phone);
  try {
    return await db.transaction(async (tx) => {
      const ownerUserId = toPool ? null : (options.ownerUserId ?? actor.userId);
      const ownerDepartmentId = ownerUserId ? await ownerDepartmentOf(tx, actor.orgId, ownerUserId) : null;
      const id = await nextCustomerId(tx);
      const now = new Date();
      const [created] = await tx
        .insert(customers)
        .values({
          ...fields,
          id,
          sn: customerSn(id),
          orgId: actor.orgId,
          ownerUserId,
          ownerDepartmentId,
          claimedAt: ownerUserId ? now : null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning();
      if (contacts.length > 0)
        await tx
          .insert(customerContacts)
          .values(contacts.map((contact) => ({ ...contact, orgId: actor.orgId, customerId: id })));
      await insertCustomerEvents(tx, {
        orgId: actor.orgId,
        customerId: id,
        kind: 'created',
        actorUserId: actor.userId,
        toOwnerUserId: ownerUserId,
        at: now,
      });
      const row = toCustomerRow(created!, null);
      await recordAudit(tx, { ...actor, action: 'create', entity: 'customer', entityId: id, after: row });
      return row;
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'customers_org_phone_key') {
      const winner = await customerWithPhone(db, actor.orgId, fields.phone);
      throw phoneTaken(winner?.sn ?? '');
    }
    throw error;
  }
}
