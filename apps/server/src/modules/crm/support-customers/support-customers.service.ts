import type { crmSupportCustomersApi, SupportCustomerRow } from '@atrium/contract';
import { and, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../../platform/access/data-scope.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { AppError, fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { users } from '../../admin/admin.tables.js';
import { ownerDepartmentOf } from '../customers/customer-ownership.service.js';
import { visibleCustomer } from '../customers/customer-queries.service.js';
import { customers } from '../customers.tables.js';
import { phoneHolderOf, phoneTakenError } from '../phone-holders.js';
import { crmSupportGroups } from '../support.tables.js';
import { crmSupportCustomers } from '../support-customers.tables.js';
import { isSupportCustomerInScope, supportCustomersInScope } from './support-customer-scope.js';
import { nextDistributedHandler, supportMembershipOf } from './support-distribution.service.js';

type Api = typeof crmSupportCustomersApi;
type Record = typeof crmSupportCustomers.$inferSelect;
type Editable = BodyOf<Api['supportCustomerCreate']>;

/** Support customers with their handler's, group's and linked customer's names; callers add the conditions. */
export const selectSupportCustomers = (db: Db) =>
  db
    .select({
      record: crmSupportCustomers,
      handlerName: users.name,
      groupName: crmSupportGroups.name,
      customerName: customers.name,
    })
    .from(crmSupportCustomers)
    .leftJoin(users, eq(users.id, crmSupportCustomers.handlerUserId))
    .leftJoin(crmSupportGroups, eq(crmSupportGroups.id, crmSupportCustomers.groupId))
    .leftJoin(customers, eq(customers.id, crmSupportCustomers.customerId))
    .$dynamic();

type Joined = {
  record: Record;
  handlerName: string | null;
  groupName: string | null;
  customerName: string | null;
};

function toRow({ record, handlerName, groupName, customerName }: Joined): SupportCustomerRow {
  return {
    id: record.id,
    name: record.name,
    phone: record.phone,
    customerId: record.customerId,
    customerName: customerName ?? '',
    address: record.address,
    remark: record.remark,
    groupId: record.groupId,
    groupName: groupName ?? '',
    handlerUserId: record.handlerUserId,
    handlerName: handlerName ?? '',
    status: record.status as SupportCustomerRow['status'],
    version: record.version,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

type ListQuery = QueryOf<Api['supportCustomerPage']>;

/** The scope's live support customers matching the list's filters (also its export's). */
export function supportCustomerListWhere(
  scope: DataScope,
  query: Omit<ListQuery, 'pageNum' | 'pageSize'>,
): SQL {
  return and(
    supportCustomersInScope(scope),
    isNull(crmSupportCustomers.deletedAt),
    query.name ? ilike(crmSupportCustomers.name, containsPattern(query.name)) : undefined,
    query.phone ? eq(crmSupportCustomers.phone, query.phone) : undefined,
    query.status ? eq(crmSupportCustomers.status, query.status) : undefined,
    query.groupId ? eq(crmSupportCustomers.groupId, query.groupId) : undefined,
    query.handlerUserId ? eq(crmSupportCustomers.handlerUserId, query.handlerUserId) : undefined,
  ) as SQL;
}

/** GET .../support/customer/page. */
export async function listSupportCustomers(db: Db, scope: DataScope, query: ListQuery) {
  const where = supportCustomerListWhere(scope, query);
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: crmSupportCustomers.id }).from(crmSupportCustomers).where(where).$dynamic(),
  );
  const rows = await selectSupportCustomers(db)
    .where(where)
    .orderBy(desc(crmSupportCustomers.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { list: rows.map(toRow), total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One live support customer the scope sees; anything else is 404 (existence not disclosed). */
async function visibleSupportCustomer(db: Db, scope: DataScope, id: number) {
  const [row] = await selectSupportCustomers(db).where(
    and(
      eq(crmSupportCustomers.orgId, scope.orgId),
      eq(crmSupportCustomers.id, id),
      isNull(crmSupportCustomers.deletedAt),
    ),
  );
  if (!row || !isSupportCustomerInScope(scope, row.record)) throw notFound();
  return row;
}

export async function getSupportCustomer(db: Db, scope: DataScope, id: number) {
  return toRow(await visibleSupportCustomer(db, scope, id));
}

/**
 * Group and handler of a write: a handler must be a member of the chosen group (the group follows
 * the handler when none is chosen); without a handler, an enabled rule of the group picks one.
 */
async function placement(tx: Db, scope: DataScope, body: Editable) {
  let groupId = body.groupId;
  if (groupId !== null) {
    const [group] = await tx
      .select({ id: crmSupportGroups.id })
      .from(crmSupportGroups)
      .where(and(eq(crmSupportGroups.orgId, scope.orgId), eq(crmSupportGroups.id, groupId)));
    if (!group) throw fieldError('groupId', 'support.groupUnavailable');
  }
  let handlerUserId = body.handlerUserId;
  if (handlerUserId !== null) {
    const membership = await supportMembershipOf(tx, scope.orgId, handlerUserId);
    if (!membership) throw fieldError('handlerUserId', 'supportCustomer.handlerNotSupportMember');
    if (groupId !== null && membership.groupId !== groupId)
      throw fieldError('handlerUserId', 'supportCustomer.handlerNotInGroup');
    groupId = membership.groupId;
  } else if (groupId !== null) {
    handlerUserId = await nextDistributedHandler(tx, scope.orgId, groupId);
  }
  const handlerDepartmentId = handlerUserId ? await ownerDepartmentOf(tx, scope.orgId, handlerUserId) : null;
  return { groupId, handlerUserId, handlerDepartmentId };
}

/** The shared duplicate check; the linked customer (the same buyer) and the record itself don't count. */
async function assertPhoneFree(tx: Db, orgId: number, body: Editable, supportCustomerId?: number) {
  const holder = await phoneHolderOf(tx, orgId, body.phone, {
    customerId: body.customerId,
    supportCustomerId,
  });
  if (holder) throw phoneTakenError(holder);
}

/** The linked CRM customer must be one the caller may open under the customers' scope. */
async function checkLinkedCustomer(tx: Db, customerScope: DataScope, customerId: number | null) {
  if (customerId === null) return;
  try {
    await visibleCustomer(tx, customerScope, customerId);
  } catch (error) {
    if (error instanceof AppError && error.status === 404)
      throw fieldError('customerId', 'supportCustomer.customerUnavailable');
    throw error;
  }
}

/** POST .../support/customer. */
export async function createSupportCustomer(
  db: Db,
  actor: Actor,
  scope: DataScope,
  customerScope: DataScope,
  body: Editable,
) {
  return db.transaction(async (tx) => {
    await checkLinkedCustomer(tx, customerScope, body.customerId);
    await assertPhoneFree(tx, actor.orgId, body);
    const placed = await placement(tx, scope, body);
    const [created] = await tx
      .insert(crmSupportCustomers)
      .values({ ...body, ...placed, orgId: actor.orgId, createdBy: actor.userId, updatedBy: actor.userId })
      .returning();
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'supportCustomer',
      entityId: created!.id,
      after: { ...body, ...placed },
    });
    return toRow(await visibleSupportCustomer(tx, { ...scope, kind: 'all' }, created!.id));
  });
}

/** PUT .../support/customer/:id (optimistic version). */
export async function updateSupportCustomer(
  db: Db,
  actor: Actor,
  scope: DataScope,
  customerScope: DataScope,
  id: number,
  body: BodyOf<Api['supportCustomerUpdate']>,
) {
  return db.transaction(async (tx) => {
    const { version, ...fields } = body;
    const { record } = await visibleSupportCustomer(tx, scope, id);
    if (record.version !== version) throw new AppError(409, 'conflict.stale');
    await checkLinkedCustomer(tx, customerScope, fields.customerId);
    if (fields.phone !== record.phone) await assertPhoneFree(tx, actor.orgId, fields, id);
    // An unchanged handler stays; the rule only picks for a record that has none.
    const placed = await placement(tx, scope, fields);
    const [updated] = await tx
      .update(crmSupportCustomers)
      .set({
        ...fields,
        ...placed,
        version: sql`${crmSupportCustomers.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(
        and(
          eq(crmSupportCustomers.orgId, actor.orgId),
          eq(crmSupportCustomers.id, id),
          eq(crmSupportCustomers.version, version),
        ),
      )
      .returning();
    if (!updated) throw new AppError(409, 'conflict.stale');
    await recordAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'supportCustomer',
      entityId: id,
      before: { ...record },
      after: { ...updated },
    });
    return toRow(await visibleSupportCustomer(tx, { ...scope, kind: 'all' }, id));
  });
}

/** DELETE .../support/customer/:id (soft). */
export async function deleteSupportCustomer(db: Db, actor: Actor, scope: DataScope, id: number) {
  await db.transaction(async (tx) => {
    const { record } = await visibleSupportCustomer(tx, scope, id);
    await tx
      .update(crmSupportCustomers)
      .set({ deletedAt: new Date(), updatedBy: actor.userId, updatedAt: new Date() })
      .where(and(eq(crmSupportCustomers.orgId, actor.orgId), eq(crmSupportCustomers.id, id)));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'supportCustomer',
      entityId: id,
      before: { ...record },
    });
  });
  return null;
}
