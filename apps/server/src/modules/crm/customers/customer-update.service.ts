import { crmCustomersApi } from '@atrium/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type DataScope, isInScope } from '../../../platform/access/data-scope.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { pgErrorOf } from '../../../platform/db/pg-error.js';
import { AppError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { customerContacts, customers } from '../customers.tables.js';
import { phoneHolderOf, phoneTakenError } from '../phone-holders.js';
import { customerWithPhone, phoneTaken } from './customer-create.service.js';
import { insertCustomerEvents } from './customer-events.js';
import { toCustomerRow, visibleCustomer } from './customer-queries.service.js';

type CustomerRecord = typeof customers.$inferSelect;
type EditableField = crmCustomersApi.CustomerEditableField;
type UpdateBody = BodyOf<typeof crmCustomersApi.customerUpdate>;
type ContactInput = UpdateBody['contacts'][number];

/**
 * Who may change or delete a customer: one held in the caller's data scope; a pool customer only
 * by a caller who sees everything (a salesperson claims it first). Anything else is 404 like on
 * the detail, so a customer outside the scope stays undisclosed.
 */
function mayChange(scope: DataScope, customer: CustomerRecord): boolean {
  return customer.ownerUserId === null ? scope.kind === 'all' : isInScope(scope, customer);
}

/** The live customer of the organization, locked for this transaction, that the scope may change. */
export async function lockChangeable(tx: Db, scope: DataScope, id: number): Promise<CustomerRecord> {
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.orgId, scope.orgId), eq(customers.id, id), isNull(customers.deletedAt)))
    .for('update');
  if (!customer || !mayChange(scope, customer)) throw notFound();
  return customer;
}

/**
 * The 'updated' timeline row of a change to `customer`: its reason lists the changed fields,
 * comma-separated (the detail screen names them).
 */
export async function addUpdatedEvent(
  tx: Db,
  actor: Actor,
  customer: CustomerRecord,
  changed: readonly string[],
  at: Date,
): Promise<void> {
  await insertCustomerEvents(tx, {
    orgId: actor.orgId,
    customerId: customer.id,
    kind: 'updated',
    actorUserId: actor.userId,
    fromOwnerUserId: customer.ownerUserId,
    toOwnerUserId: customer.ownerUserId,
    reason: changed.join(','),
    at,
  });
}

const contactKey = ({ name, phone, role }: ContactInput) => JSON.stringify([name, phone, role]);

/** The editable fields whose value differs, in CUSTOMER_EDITABLE_FIELDS order. */
function changedFields(
  before: CustomerRecord,
  contactsBefore: ContactInput[],
  body: UpdateBody,
): EditableField[] {
  return crmCustomersApi.CUSTOMER_EDITABLE_FIELDS.filter((field) =>
    field === 'contacts'
      ? contactsBefore.map(contactKey).join('\n') !== body.contacts.map(contactKey).join('\n')
      : before[field] !== body[field],
  );
}

/**
 * PUT /erp/crm/customer/:id. The version must be the one the editor read (409 otherwise); the
 * phone follows the create rules (normalized by the contract, unique among live customers). The
 * contacts are replaced by the list sent. Nothing changed: no write, no timeline row.
 */
export async function updateCustomer(db: Db, actor: Actor, scope: DataScope, id: number, body: UpdateBody) {
  const { contacts, version, ...fields } = body;
  try {
    return await db.transaction(async (tx) => {
      const before = await lockChangeable(tx, scope, id);
      if (before.version !== version) throw new AppError(409, 'conflict.stale');
      if (fields.phone !== before.phone) {
        // Across record kinds like on create: another customer's, an open clue's, a support customer's.
        const holder = await phoneHolderOf(tx, actor.orgId, fields.phone, { customerId: id });
        if (holder) throw phoneTakenError(holder);
      }
      const contactsBefore = await tx
        .select({ name: customerContacts.name, phone: customerContacts.phone, role: customerContacts.role })
        .from(customerContacts)
        .where(and(eq(customerContacts.orgId, actor.orgId), eq(customerContacts.customerId, id)))
        .orderBy(asc(customerContacts.id));
      const changed = changedFields(before, contactsBefore, body);
      if (changed.length === 0) return answer(tx, scope, id);

      const now = new Date();
      await tx
        .update(customers)
        .set({ ...fields, version: sql`${customers.version} + 1`, updatedAt: now, updatedBy: actor.userId })
        .where(and(eq(customers.orgId, actor.orgId), eq(customers.id, id)));
      if (changed.includes('contacts')) {
        await tx
          .delete(customerContacts)
          .where(and(eq(customerContacts.orgId, actor.orgId), eq(customerContacts.customerId, id)));
        if (contacts.length > 0)
          await tx
            .insert(customerContacts)
            .values(contacts.map((contact) => ({ ...contact, orgId: actor.orgId, customerId: id })));
      }
      await addUpdatedEvent(tx, actor, before, changed, now);
      const pick = (record: Record<string, unknown>) =>
        Object.fromEntries(changed.map((field) => [field, record[field]]));
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'customer',
        entityId: id,
        before: { ...pick(before), contacts: changed.includes('contacts') ? contactsBefore : undefined },
        after: pick(body),
      });
      return answer(tx, scope, id);
    });
  } catch (error) {
    if (pgErrorOf(error)?.constraint === 'customers_org_phone_key') {
      const winner = await customerWithPhone(db, actor.orgId, fields.phone);
      throw phoneTaken(winner?.sn ?? '');
    }
    throw error;
  }
}

async function answer(tx: Db, scope: DataScope, id: number) {
  const { customer, ownerName } = await visibleCustomer(tx, scope, id);
  return toCustomerRow(customer, ownerName);
}

/** DELETE /erp/crm/customer/:id: soft delete (deleted_at), a 'deleted' timeline row, audited. */
export function deleteCustomer(db: Db, actor: Actor, scope: DataScope, id: number) {
  return db.transaction(async (tx) => {
    const before = await lockChangeable(tx, scope, id);
    const now = new Date();
    await tx
      .update(customers)
      .set({
        deletedAt: now,
        version: sql`${customers.version} + 1`,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(and(eq(customers.orgId, actor.orgId), eq(customers.id, id)));
    await insertCustomerEvents(tx, {
      orgId: actor.orgId,
      customerId: id,
      kind: 'deleted',
      actorUserId: actor.userId,
      fromOwnerUserId: before.ownerUserId,
      at: now,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'customer',
      entityId: id,
      before: toCustomerRow(before, null),
    });
    return null;
  });
}
