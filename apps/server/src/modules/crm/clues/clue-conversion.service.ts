import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { crmClues } from '../clues.tables.js';
import { createCustomer } from '../customers/customer-create.service.js';
import { insertCustomerEvents } from '../customers/customer-events.js';
import type { ClueScope } from './clue-access.js';
import { visibleClue } from './clues.service.js';

/**
 * PUT /erp/crm/clue/{id}/convert. In one transaction: the clue is marked converted first (so the
 * shared duplicate-phone check no longer counts it), the customer is created through the customer
 * create service owned by the clue's assignee (sn rule, 'created' row), then the clue keeps the
 * customer id and the customer's timeline gets a 'converted' row. A phone another customer holds
 * rolls everything back with the 400 naming that customer's sn.
 */
export async function convertClue(db: Db, actor: Actor, access: ClueScope, id: number) {
  return db.transaction(async (tx) => {
    const clue = await visibleClue(tx, access, id, true);
    if (clue.status === 'converted') throw new AppError(400, 'clue.alreadyConverted');
    if (clue.status !== 'assigned' || clue.assigneeUserId === null)
      throw new AppError(400, 'clue.notAssigned');
    const where = and(eq(crmClues.orgId, actor.orgId), eq(crmClues.id, clue.id));
    await tx.update(crmClues).set({ status: 'converted' }).where(where);
    // A clue with a company becomes that company, the clue's person its first contact.
    const customer = await createCustomer(
      tx,
      actor,
      {
        name: clue.company || clue.name,
        phone: clue.phone,
        source: clue.source,
        level: '',
        stage: '',
        address: '',
        remark: '',
        toPool: false,
        contacts: clue.company ? [{ name: clue.name, phone: clue.phone, role: '' }] : [],
      },
      { ownerUserId: clue.assigneeUserId },
    );
    const now = new Date();
    await tx
      .update(crmClues)
      .set({
        convertedCustomerId: customer.id,
        version: clue.version + 1,
        updatedAt: now,
        updatedBy: actor.userId,
      })
      .where(where);
    await insertCustomerEvents(tx, {
      orgId: actor.orgId,
      customerId: customer.id,
      kind: 'converted',
      actorUserId: actor.userId,
      toOwnerUserId: clue.assigneeUserId,
      reason: clue.name,
      at: now,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'clue',
      entityId: clue.id,
      before: { status: clue.status, convertedCustomerId: null },
      after: { status: 'converted', convertedCustomerId: customer.id },
    });
    return customer;
  });
}
