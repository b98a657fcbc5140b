import type { CustomerEventKind, crmCustomersApi } from '@atrium/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DataScope, isInScope } from '../../../platform/access/data-scope.js';
import { recordAudits } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import type { GatedCommand } from '../../../platform/transitions/gated-commands.js';
import { userOrganizations } from '../../admin/admin.tables.js';
import { handOverOpenOpportunities } from '../business/opportunity-handover.js';
import { customerScopeOf } from '../crm-data-scopes.js';
import { customers } from '../customers.tables.js';
import { assertMayClaim, assertMayReceive } from '../private-sea/claim-guard.js';
import { privateSeaClock } from '../private-sea/private-sea-clock.js';
import { insertCustomerEvents } from './customer-events.js';
import { tellNewOwner } from './customer-notices.js';
import { toCustomerRow, visibleCustomer } from './customer-queries.service.js';

type CustomerRecord = typeof customers.$inferSelect;

/** The department a member belongs to in the organization (null when none, or not a member). */
async function membershipOf(tx: Db, orgId: number, userId: number) {
  const [membership] = await tx
    .select({ departmentId: userOrganizations.departmentId })
    .from(userOrganizations)
    .where(and(eq(userOrganizations.orgId, orgId), eq(userOrganizations.userId, userId)));
  return membership;
}

export async function ownerDepartmentOf(tx: Db, orgId: number, userId: number): Promise<number | null> {
  return (await membershipOf(tx, orgId, userId))?.departmentId ?? null;
}

interface Move {
  kind: CustomerEventKind;
  toOwnerUserId: number | null;
  reason: string;
  /** Transfer and assignment: the customers' open opportunities go along (see handOverOpenOpportunities). */
  withOpportunities?: boolean;
}

/**
 * Moves locked customers to a new owner (or the pool) in one statement, appends one timeline row
 * and one audit entry per customer. Runs inside the caller's transaction.
 */
async function moveCustomers(tx: Db, actor: Actor, locked: CustomerRecord[], move: Move) {
  // The private-sea clock: claim limits and cooldowns read these rows' times on the same clock.
  const now = privateSeaClock.now();
  const ownerDepartmentId = move.toOwnerUserId
    ? await ownerDepartmentOf(tx, actor.orgId, move.toOwnerUserId)
    : null;
  const moved = await tx
    .update(customers)
    .set({
      ownerUserId: move.toOwnerUserId,
      ownerDepartmentId,
      claimedAt: move.toOwnerUserId ? now : null,
      version: sql`${customers.version} + 1`,
      updatedAt: now,
      updatedBy: actor.userId,
    })
    .where(
      and(
        eq(customers.orgId, actor.orgId),
        inArray(
          customers.id,
          locked.map(({ id }) => id),
        ),
      ),
    )
    .returning();
  await insertCustomerEvents(
    tx,
    locked.map((customer) => ({
      orgId: actor.orgId,
      customerId: customer.id,
      kind: move.kind,
      actorUserId: actor.userId,
      fromOwnerUserId: customer.ownerUserId,
      toOwnerUserId: move.toOwnerUserId,
      reason: move.reason,
      at: now,
    })),
  );
  const opportunityIds =
    move.withOpportunities && move.toOwnerUserId !== null
      ? await handOverOpenOpportunities(tx, actor, locked, {
          userId: move.toOwnerUserId,
          departmentId: ownerDepartmentId,
        })
      : new Map<number, number[]>();
  const before = new Map(locked.map((customer) => [customer.id, customer]));
  await recordAudits(
    tx,
    moved.map((customer) => ({
      ...actor,
      action: 'update' as const,
      entity: 'customer',
      entityId: customer.id,
      before: { ownerUserId: before.get(customer.id)?.ownerUserId ?? null },
      after: {
        ownerUserId: customer.ownerUserId,
        event: move.kind,
        reason: move.reason,
        ...(opportunityIds.has(customer.id) ? { movedOpportunityIds: opportunityIds.get(customer.id) } : {}),
      },
    })),
  );
  return moved;
}

/** Live customers of the organization by id, locked for this transaction. */
function lockCustomers(tx: Db, orgId: number, ids: number[]) {
  return tx
    .select()
    .from(customers)
    .where(and(eq(customers.orgId, orgId), inArray(customers.id, ids), isNull(customers.deletedAt)))
    .for('update');
}

async function answerRow(tx: Db, scope: DataScope, id: number) {
  const { customer, ownerName } = await visibleCustomer(tx, scope, id);
  return toCustomerRow(customer, ownerName);
}

/** PUT /erp/crm/customer/:id/claim: a pool customer becomes the caller's. */
export function claimCustomer(db: Db, actor: Actor, scope: DataScope, id: number) {
  return db.transaction(async (tx) => {
    const [customer] = await lockCustomers(tx, actor.orgId, [id]);
    if (!customer) throw notFound();
    if (customer.ownerUserId !== null) {
      // Someone else's customer outside the caller's scope stays undisclosed.
      if (!isInScope(scope, customer)) throw notFound();
      throw new AppError(400, 'customer.notInPool');
    }
    const departmentId = await ownerDepartmentOf(tx, actor.orgId, actor.userId);
    await assertMayClaim(tx, { orgId: actor.orgId, userId: actor.userId, departmentId }, customer.id);
    await moveCustomers(tx, actor, [customer], { kind: 'claimed', toOwnerUserId: actor.userId, reason: '' });
    return answerRow(tx, scope, id);
  });
}

/** PUT /erp/crm/customer/:id/release: back into the pool, with a reason. */
export function releaseCustomer(
  db: Db,
  actor: Actor,
  scope: DataScope,
  id: number,
  body: BodyOf<typeof crmCustomersApi.customerRelease>,
) {
  return db.transaction(async (tx) => {
    const [customer] = await lockCustomers(tx, actor.orgId, [id]);
    if (!customer) throw notFound();
    if (customer.ownerUserId === null) throw new AppError(400, 'customer.alreadyInPool');
    if (!isInScope(scope, customer)) throw notFound();
    await moveCustomers(tx, actor, [customer], {
      kind: 'released',
      toOwnerUserId: null,
      reason: body.reason,
    });
    return answerRow(tx, scope, id);
  });
}

/**
 * Transfers customers in the caller's scope (held, or in the pool) to another member of the
 * organization. Any id the caller can't see answers 404 and nothing moves.
 */
async function transfer(
  tx: Db,
  actor: Actor,
  scope: DataScope,
  ids: number[],
  toUserId: number,
  reason: string,
) {
  const { receiver, visible } = await transferable(tx, actor, scope, ids, toUserId);
  const incoming = visible.filter((customer) => customer.ownerUserId !== toUserId);
  await assertMayReceive(
    tx,
    { orgId: actor.orgId, userId: toUserId, departmentId: receiver.departmentId },
    incoming.length,
  );
  const moved = await moveCustomers(tx, actor, visible, {
    kind: 'transferred',
    toOwnerUserId: toUserId,
    reason,
    withOpportunities: true,
  });
  await tellNewOwner(tx, actor, toUserId, incoming);
  return moved;
}

/** The receiver's membership and the customers, locked: refused when the receiver is no member or an id is out of sight. */
async function transferable(tx: Db, actor: Actor, scope: DataScope, ids: number[], toUserId: number) {
  const receiver = await membershipOf(tx, actor.orgId, toUserId);
  if (!receiver) throw fieldError('toUserId', 'customer.ownerNotMember');
  const unique = [...new Set(ids)];
  const locked = await lockCustomers(tx, actor.orgId, unique);
  const visible = locked.filter((customer) => customer.ownerUserId === null || isInScope(scope, customer));
  if (visible.length !== unique.length) throw notFound();
  return { receiver, visible };
}

/** PUT /erp/crm/customer/:id/transfer. */
export function transferCustomer(
  db: Db,
  actor: Actor,
  scope: DataScope,
  id: number,
  body: BodyOf<typeof crmCustomersApi.customerTransfer>,
) {
  return db.transaction(async (tx) => {
    const [moved] = await transfer(tx, actor, scope, [id], body.toUserId, body.reason);
    const { customer, ownerName } = await visibleCustomer(tx, { ...scope, kind: 'all' }, moved!.id);
    return toCustomerRow(customer, ownerName);
  });
}

type BulkTransfer = BodyOf<typeof crmCustomersApi.customerBulkTransfer>;

/** Transfers several customers at once, never gated (the distribution of customers runs it per receiver). */
export function transferCustomers(db: Db, actor: Actor, scope: DataScope, body: BulkTransfer) {
  return db.transaction(async (tx) => {
    const moved = await transfer(tx, actor, scope, body.ids, body.toUserId, body.reason);
    return { count: moved.length };
  });
}

/**
 * PUT /erp/crm/customer/transfer/bulk as a gated command (docs/approvals.md, "Bindings"): above the
 * organization's count it waits for an approval, then moves as its requester, their data scope
 * derived again when it runs.
 */
export const bulkTransferCommand: GatedCommand<BulkTransfer, { count: number }> = {
  on: 'customer.bulkTransfer',
  async check(tx, actor, body) {
    await transferable(tx, { ip: '', ...actor }, await customerScopeOf(tx, actor), body.ids, body.toUserId);
  },
  run: async (tx, actor, body) =>
    transferCustomers(tx, { ip: '', ...actor }, await customerScopeOf(tx, actor), body),
};
