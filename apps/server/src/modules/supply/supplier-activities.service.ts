import { businessDayStart } from '@atrium/contract';
import type * as activitiesApi from '@atrium/contract/endpoints/supplier-activities';
import type { SupplierActivity } from '@atrium/contract/endpoints/supplier-activities';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { BodyOf, QueryOf } from '../../platform/http/bind-endpoint.js';
import type { Actor } from '../../platform/resources/resource-store.js';
import { users } from '../admin/admin.tables.js';
import { attachedFilesById, filesOfOrganization } from '../files/attached-files.js';
import { supplierActivities } from './supplier-activities.tables.js';
import { writeSupplierActivityEntries } from './supplier-timeline.js';
import { suppliers } from './suppliers.tables.js';
import { suppliersInScope, visibleSupplier } from './suppliers-in-scope.js';

type AddBody = BodyOf<typeof activitiesApi.supplierActivityAdd>;
type FeedQuery = QueryOf<typeof activitiesApi.supplierActivityFeed>;
type Paging = { pageNum: number; pageSize: number };

/** A clock a little ahead of the server's is not "the future". */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

const selectActivities = (db: Db) =>
  db
    .select({
      activity: supplierActivities,
      supplierName: suppliers.name,
      supplierCode: suppliers.code,
      authorName: users.name,
    })
    .from(supplierActivities)
    .innerJoin(suppliers, eq(suppliers.id, supplierActivities.supplierId))
    .leftJoin(users, eq(users.id, supplierActivities.authorUserId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

async function toRows(db: Db, orgId: number, rows: Selected[]): Promise<SupplierActivity[]> {
  const files = await attachedFilesById(
    db,
    orgId,
    rows.flatMap(({ activity }) => activity.attachmentFileIds),
  );
  return rows.map(({ activity, supplierName, supplierCode, authorName }) => ({
    id: activity.id,
    supplierId: activity.supplierId,
    supplierName,
    supplierCode,
    kind: activity.kind as SupplierActivity['kind'],
    content: activity.content,
    occurredAt: activity.occurredAt.toISOString(),
    attachments: activity.attachmentFileIds.flatMap((id) => files.get(id) ?? []),
    authorUserId: activity.authorUserId,
    authorName: authorName ?? '',
    createdAt: activity.createdAt.toISOString(),
  }));
}

/** POST /erp/supply/supplier/:id/activity: on a supplier of the caller's scope, audited. */
export function addSupplierActivity(db: Db, actor: Actor, supplierId: number, body: AddBody) {
  return db.transaction(async (tx) => {
    await visibleSupplier(tx, actor, supplierId, true);
    const now = new Date();
    const occurredAt = body.occurredAt ? new Date(body.occurredAt) : now;
    if (occurredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS)
      throw fieldError('occurredAt', 'supply.activityInFuture');
    const attachmentFileIds = await filesOfOrganization(tx, actor.orgId, body.attachmentFileIds);
    if (!attachmentFileIds) throw fieldError('attachmentFileIds', 'supply.attachmentMissing');
    const [created] = await tx
      .insert(supplierActivities)
      .values({
        orgId: actor.orgId,
        supplierId,
        kind: body.kind,
        content: body.content,
        occurredAt,
        attachmentFileIds,
        authorUserId: actor.userId,
        createdAt: now,
      })
      .returning();
    await writeSupplierActivityEntries(tx, [created!]);
    await recordAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'supplierActivity',
      entityId: created!.id,
      after: { supplierId, kind: body.kind, occurredAt: occurredAt.toISOString(), attachmentFileIds },
    });
    const rows = await selectActivities(tx).where(eq(supplierActivities.id, created!.id));
    return (await toRows(tx, actor.orgId, rows))[0]!;
  });
}

async function pageWhere(db: Db, orgId: number, where: SQL, query: Paging) {
  const { total, totalExact } = await pageTotal(db, () =>
    db
      .select({ id: supplierActivities.id })
      .from(supplierActivities)
      .innerJoin(suppliers, eq(suppliers.id, supplierActivities.supplierId))
      .where(where)
      .$dynamic(),
  );
  const rows = await selectActivities(db)
    .where(where)
    .orderBy(desc(supplierActivities.occurredAt), desc(supplierActivities.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return {
    list: await toRows(db, orgId, rows),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** GET /erp/supply/supplier/:id/activity/page: one supplier's timeline, newest first. */
export async function supplierTimeline(db: Db, caller: Actor, supplierId: number, query: Paging) {
  await visibleSupplier(db, caller, supplierId);
  return pageWhere(
    db,
    caller.orgId,
    and(eq(supplierActivities.orgId, caller.orgId), eq(supplierActivities.supplierId, supplierId))!,
    query,
  );
}

/** GET /erp/supply/supplier/activity/page: activities on the suppliers of the caller's scope. */
export async function supplierActivityFeed(db: Db, caller: Actor, query: FeedQuery) {
  const where = and(
    eq(supplierActivities.orgId, caller.orgId),
    await suppliersInScope(db, caller),
    query.supplierId ? eq(supplierActivities.supplierId, query.supplierId) : undefined,
    query.kind ? eq(supplierActivities.kind, query.kind) : undefined,
    query.authorUserId ? eq(supplierActivities.authorUserId, query.authorUserId) : undefined,
    query.startDate ? gte(supplierActivities.occurredAt, businessDayStart(query.startDate)) : undefined,
    query.endDate ? lt(supplierActivities.occurredAt, businessDayStart(query.endDate, 1)) : undefined,
  )!;
  return pageWhere(db, caller.orgId, where, query);
}
