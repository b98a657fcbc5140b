import { businessDayStart, crmActivitiesApi } from '@atrium/contract';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type DataScope, isInScope } from '../../../platform/access/data-scope.js';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { fieldError, notFound } from '../../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../../platform/http/bind-endpoint.js';
import type { Actor } from '../../../platform/resources/resource-store.js';
import { userOrganizations, users } from '../../admin/admin.tables.js';
import { listDictItems } from '../../common/common.service.js';
import { filesOfOrganization } from '../../files/attached-files.js';
import { customerActivities } from '../activities.tables.js';
import { insertCustomerEvents } from '../customers/customer-events.js';
import { visibleCustomer } from '../customers/customer-queries.service.js';
import { ownedInScope } from '../customers/customers-in-scope.js';
import { customers } from '../customers.tables.js';
import { selectActivities, toActivityRows } from './activity-rows.js';
import { writeActivityEntries } from './activity-timeline.js';

type AddBody = BodyOf<typeof crmActivitiesApi.activityAdd>;

/** The kind must be an enabled value of the organization's followUpType dictionary; answers its label. */
async function kindLabel(tx: Db, orgId: number, kind: string): Promise<string> {
  const kinds = await listDictItems(tx, orgId, crmActivitiesApi.ACTIVITY_KIND_DICT);
  const item = kinds.find(({ value }) => value === kind);
  if (!item) throw fieldError('kind', 'activity.kindUnknown', { kind });
  return item.label;
}

/** Attachments must be files of the organization (uploaded through the files module). */
async function checkAttachments(tx: Db, orgId: number, ids: number[]) {
  const found = await filesOfOrganization(tx, orgId, ids);
  if (!found) throw fieldError('attachmentFileIds', 'activity.attachmentMissing');
  return found;
}

/**
 * POST /erp/crm/customer/:id/activity: the follow-up, the customer's last follow-up time and
 * its 'followed_up' timeline row commit together.
 */
export function addActivity(db: Db, actor: Actor, scope: DataScope, customerId: number, body: AddBody) {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({
        id: customers.id,
        ownerUserId: customers.ownerUserId,
        ownerDepartmentId: customers.ownerDepartmentId,
      })
      .from(customers)
      .where(and(eq(customers.orgId, actor.orgId), eq(customers.id, customerId), isNull(customers.deletedAt)))
      .for('update');
    if (!customer || !(customer.ownerUserId === null || isInScope(scope, customer))) throw notFound();
    const label = await kindLabel(tx, actor.orgId, body.kind);
    const attachmentFileIds = await checkAttachments(tx, actor.orgId, body.attachmentFileIds);
    const now = new Date();
    const [activity] = await tx
      .insert(customerActivities)
      .values({
        orgId: actor.orgId,
        customerId,
        authorUserId: actor.userId,
        kind: body.kind,
        content: body.content,
        attachmentFileIds,
        nextFollowUpAt: body.nextFollowUpAt ? new Date(body.nextFollowUpAt) : null,
        createdAt: now,
      })
      .returning();
    await writeActivityEntries(tx, [activity!]);
    await tx
      .update(customers)
      .set({ lastFollowUpAt: now })
      .where(and(eq(customers.orgId, actor.orgId), eq(customers.id, customerId)));
    await insertCustomerEvents(tx, {
      orgId: actor.orgId,
      customerId,
      kind: 'followed_up',
      actorUserId: actor.userId,
      // The timeline shows the reason as is: the type's label reads better than its code.
      reason: label,
      at: now,
    });
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'customerActivity',
      entityId: activity!.id,
      after: { customerId, kind: body.kind, attachmentFileIds },
    });
    const rows = await selectActivities(tx).where(eq(customerActivities.id, activity!.id));
    const [row] = await toActivityRows(tx, actor.orgId, rows);
    return row!;
  });
}

async function pageWhere(db: Db, orgId: number, where: SQL, query: { pageNum: number; pageSize: number }) {
  const { total, totalExact } = await pageTotal(db, () =>
    db
      .select({ id: customerActivities.id })
      .from(customerActivities)
      .innerJoin(customers, eq(customers.id, customerActivities.customerId))
      .where(where)
      .$dynamic(),
  );
  const rows = await selectActivities(db)
    .where(where)
    .orderBy(desc(customerActivities.createdAt), desc(customerActivities.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: await toActivityRows(db, orgId, rows),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** GET /erp/crm/customer/:id/activity/page: one customer the caller may open. */
export async function listCustomerActivities(
  db: Db,
  scope: DataScope,
  customerId: number,
  query: { pageNum: number; pageSize: number },
) {
  await visibleCustomer(db, scope, customerId);
  return pageWhere(
    db,
    scope.orgId,
    and(eq(customerActivities.orgId, scope.orgId), eq(customerActivities.customerId, customerId))!,
    query,
  );
}

/**
 * GET /erp/crm/activity/page: follow-ups on the customers of the caller's scope. An administrator
 * also sees those on pool customers; others see follow-ups on customers they (or their
 * departments) hold now.
 */
export function listActivities(
  db: Db,
  scope: DataScope,
  query: QueryOf<typeof crmActivitiesApi.activityPage>,
) {
  const where = and(
    eq(customerActivities.orgId, scope.orgId),
    scope.kind === 'all' ? eq(customers.orgId, scope.orgId) : ownedInScope(scope),
    isNull(customers.deletedAt),
    query.kind ? eq(customerActivities.kind, query.kind) : undefined,
    query.authorUserId ? eq(customerActivities.authorUserId, query.authorUserId) : undefined,
    query.customerName ? ilike(customers.name, containsPattern(query.customerName)) : undefined,
    query.startDate ? gte(customerActivities.createdAt, businessDayStart(query.startDate)) : undefined,
    query.endDate ? lt(customerActivities.createdAt, businessDayStart(query.endDate, 1)) : undefined,
  )!;
  return pageWhere(db, scope.orgId, where, query);
}

/** GET /erp/crm/activity/authors: the caller plus the members of the departments in their scope. */
export async function listActivityAuthors(db: Db, scope: DataScope) {
  const inScope =
    scope.kind === 'all'
      ? undefined
      : scope.kind === 'own'
        ? eq(users.id, scope.userId)
        : or(eq(users.id, scope.userId), inArray(userOrganizations.departmentId, scope.departmentIds));
  return db
    .select({ id: users.id, name: users.name })
    .from(userOrganizations)
    .innerJoin(users, eq(users.id, userOrganizations.userId))
    .where(and(eq(userOrganizations.orgId, scope.orgId), inScope))
    .orderBy(sql`${users.name}`, users.id);
}
