import { type BusinessRow, crmBusinessApi } from '@atrium/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DataScope, isInScope } from '../../../platform/access/data-scope.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { opportunities, opportunityProducts } from '../business.tables.js';
import { insertCustomerEvents } from '../customers/customer-events.js';
import { customers } from '../customers.tables.js';
import { businessProductsOf, getBusiness } from './business-queries.service.js';

type CreateBody = BodyOf<typeof crmBusinessApi.businessCreate>;
type UpdateBody = BodyOf<typeof crmBusinessApi.businessUpdate>;
type CloseBody = BodyOf<typeof crmBusinessApi.businessWin>;
type ProductInput = CreateBody['products'][number];

async function writeProducts(tx: Db, orgId: number, opportunityId: number, products: ProductInput[]) {
  await tx.delete(opportunityProducts).where(eq(opportunityProducts.opportunityId, opportunityId));
  if (products.length === 0) return;
  await tx
    .insert(opportunityProducts)
    .values(products.map((line, position) => ({ ...line, orgId, opportunityId, position })));
}

/** The answer after a write: the opportunity as its list shows it, read in the same transaction. */
async function answerRow(tx: Db, scope: DataScope, id: number): Promise<BusinessRow> {
  const { products: _products, ...row } = await getBusiness(tx, scope, id);
  return row;
}

/**
 * POST /erp/crm/business: an open opportunity on a customer in the caller's customer scope, owned
 * by its owner; that owner must also be in their opportunity scope (`scope`), so they see what they made.
 */
export function createBusiness(
  db: Db,
  actor: Actor,
  scope: DataScope,
  customerScope: DataScope,
  body: CreateBody,
) {
  const { customerId, products, amountCents, ...fields } = body;
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(
        and(eq(customers.orgId, actor.orgId), eq(customers.id, customerId), isNull(customers.deletedAt)),
      );
    // Pool customers and those outside the scope can't carry the caller's opportunity.
    if (!customer || !isInScope(customerScope, customer) || !isInScope(scope, customer))
      throw fieldError('customerId', 'business.customerMissing');
    const [created] = await tx
      .insert(opportunities)
      .values({
        ...fields,
        orgId: actor.orgId,
        customerId,
        amountCents: crmBusinessApi.businessAmountCents(products, amountCents),
        ownerUserId: customer.ownerUserId,
        ownerDepartmentId: customer.ownerDepartmentId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    await writeProducts(tx, actor.orgId, created!.id, products);
    const row = await answerRow(tx, scope, created!.id);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'business',
      entityId: row.id,
      after: { ...row, products },
    });
    return row;
  });
}

/**
 * The opportunity locked for this transaction, if the scope holds it, it is still open and
 * `version` is the current one.
 */
async function lockOpen(tx: Db, scope: DataScope, id: number, version: number) {
  const [record] = await tx
    .select()
    .from(opportunities)
    .where(
      and(eq(opportunities.orgId, scope.orgId), eq(opportunities.id, id), isNull(opportunities.deletedAt)),
    )
    .for('update');
  if (!record || !isInScope(scope, record)) throw notFound();
  if (record.version !== version) throw new AppError(409, 'conflict.stale');
  if (record.status !== 'open') throw new AppError(400, 'business.closed');
  return record;
}

const bump = (actor: Actor) => ({
  version: sql`${opportunities.version} + 1`,
  updatedAt: new Date(),
  updatedBy: actor.userId,
});

/** PUT /erp/crm/business/:id: an open opportunity's fields; its product lines are replaced. */
export function updateBusiness(db: Db, actor: Actor, scope: DataScope, id: number, body: UpdateBody) {
  const { version, products, amountCents, ...fields } = body;
  return db.transaction(async (tx) => {
    const before = await lockOpen(tx, scope, id, version);
    const beforeProducts = await businessProductsOf(tx, id);
    await tx
      .update(opportunities)
      .set({
        ...fields,
        amountCents: crmBusinessApi.businessAmountCents(products, amountCents),
        ...bump(actor),
      })
      .where(eq(opportunities.id, id));
    await writeProducts(tx, actor.orgId, id, products);
    const row = await answerRow(tx, scope, id);
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'business',
      entityId: id,
      before: { ...before, products: beforeProducts },
      after: { ...row, products },
    });
    return row;
  });
}

/** The timeline row of a won or lost opportunity names it; the reason follows. */
export const closeEventReason = (name: string, reason: string) => `${name}: ${reason}`;

/**
 * PUT /erp/crm/business/:id/won and /lost: closes an open opportunity with its reason, writes
 * business_won / business_lost on the customer's timeline; winning also sets the customer's last
 * deal time (the private-sea rules' "days without a deal" count from it).
 */
export function closeBusiness(
  db: Db,
  actor: Actor,
  scope: DataScope,
  id: number,
  status: 'won' | 'lost',
  body: CloseBody,
) {
  return db.transaction(async (tx) => {
    const before = await lockOpen(tx, scope, id, body.version);
    const now = new Date();
    await tx
      .update(opportunities)
      .set({ status, closeReason: body.reason, closedAt: now, ...bump(actor) })
      .where(eq(opportunities.id, id));
    if (status === 'won')
      await tx
        .update(customers)
        .set({ lastDealAt: now })
        .where(and(eq(customers.orgId, actor.orgId), eq(customers.id, before.customerId)));
    await insertCustomerEvents(tx, {
      orgId: actor.orgId,
      customerId: before.customerId,
      kind: status === 'won' ? 'business_won' : 'business_lost',
      actorUserId: actor.userId,
      fromOwnerUserId: before.ownerUserId,
      toOwnerUserId: before.ownerUserId,
      reason: closeEventReason(before.name, body.reason),
      at: now,
    });
    const row = await answerRow(tx, scope, id);
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'business',
      entityId: id,
      before: { status: before.status },
      after: { status, closeReason: body.reason },
    });
    return row;
  });
}

/** DELETE /erp/crm/business/:id: soft-deletes an open opportunity at the version read. */
export function deleteBusiness(db: Db, actor: Actor, scope: DataScope, id: number, version: number) {
  return db.transaction(async (tx) => {
    const before = await lockOpen(tx, scope, id, version);
    await tx
      .update(opportunities)
      .set({ deletedAt: new Date(), ...bump(actor) })
      .where(eq(opportunities.id, id));
    await recordAudit(tx, { ...actor, action: 'delete', entity: 'business', entityId: id, before });
    return null;
  });
}
