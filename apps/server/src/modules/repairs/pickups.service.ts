import type {
  PickupDetail,
  PickupRow,
  PickupStatus,
  PickupTransition,
  pickupCheckInBody,
  pickupCreateBody,
  pickupPageQuery,
  pickupUpdateBody,
} from '@atrium/contract/endpoints/repair-pickups';
import { pickupTransitions } from '@atrium/contract/endpoints/repair-pickups';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { nextDocumentNumber } from '../../platform/document-numbers/next-document-number.js';
import { AppError, fieldError } from '../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../platform/timeline/timeline-entries.js';
import type { TransitionKind, TransitionRecord } from '../../platform/transitions/record-transitions.js';
import type { TransitionActor } from '../../platform/transitions/transition-gates.js';
import { customers } from '../crm/customers.tables.js';
import { files } from '../files/files.tables.js';
import { PICKUP_ORDER } from './repair-document-kinds.js';
import { PICKUP_STATUS_LABELS, PICKUP_TRANSITION_LABELS, refusalOf } from './repair-labels.js';
import { contactOf, openRepair, type RepairActor, repairCustomer } from './repair-open.js';
import { pickupOrders, repairs } from './repairs.tables.js';

type PickupRecord = typeof pickupOrders.$inferSelect;
type CreateBody = z.output<typeof pickupCreateBody>;
export type PickupPageQuery = z.output<typeof pickupPageQuery>;

/** How the device comes: a courier pickup needs its address; a window ends after it starts. */
function arrivalOf(input: Partial<CreateBody>, current?: PickupRecord) {
  const arrival = input.arrival ?? current?.arrival ?? 'sendIn';
  const address = input.address ?? current?.address ?? '';
  if (arrival === 'courier' && address === '') throw fieldError('address', 'repairs.pickupAddressRequired');
  const windowStart = input.windowStart ? new Date(input.windowStart) : (current?.windowStart ?? null);
  const windowEnd = input.windowEnd ? new Date(input.windowEnd) : (current?.windowEnd ?? null);
  if (windowStart && windowEnd && windowEnd <= windowStart)
    throw fieldError('windowEnd', 'repairs.pickupWindowOrder');
  return { arrival, address, windowStart, windowEnd };
}

/** A new pickup (requested), QJ number, audited and on its timeline. */
export async function createPickup(tx: Db, actor: RepairActor, body: CreateBody): Promise<number> {
  const customer = await repairCustomer(tx, actor.orgId, body.customerId);
  const contact = contactOf(customer, body);
  const arrival = arrivalOf({
    ...body,
    address: body.address || (body.arrival === 'courier' ? customer.address : ''),
  });
  const documentNo = await nextDocumentNumber(tx, actor.orgId, PICKUP_ORDER);
  const [row] = await tx
    .insert(pickupOrders)
    .values({
      orgId: actor.orgId,
      documentNo,
      customerId: body.customerId,
      ...contact,
      ...arrival,
      carrier: body.carrier ?? '',
      trackingNo: body.trackingNo ?? '',
      faultDescription: body.faultDescription,
      remark: body.remark ?? '',
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning({ id: pickupOrders.id });
  await recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'create',
    entity: 'pickupOrder',
    entityId: row!.id,
    after: { documentNo, customerId: body.customerId, arrival: arrival.arrival },
  });
  // Its first entry, as a repair's: the timeline starts where the pickup does.
  await writeTimelineEntries(tx, [
    {
      orgId: actor.orgId,
      recordKind: 'pickupOrder',
      recordId: row!.id,
      type: 'event',
      action: 'opened',
      data: { arrival: arrival.arrival },
      authorUserId: actor.userId,
    },
  ]);
  return row!.id;
}

/** Changes a pickup not yet checked in or cancelled, at the version read (409 otherwise). */
export function updatePickup(
  db: Db,
  actor: RepairActor,
  id: number,
  body: z.output<typeof pickupUpdateBody>,
) {
  return db.transaction(async (tx) => {
    const read = await pickupTransitionKind.read(tx, actor.orgId, id, true);
    if (!read) throw new AppError(404, 'repairs.pickupMissing');
    const current = read.record as PickupRecord;
    if (current.version !== body.version) throw new AppError(409, 'conflict.stale');
    if (current.status === 'checkedIn' || current.status === 'cancelled') {
      throw new AppError(400, 'repairs.pickupClosed');
    }
    const customer = await repairCustomer(tx, actor.orgId, current.customerId);
    const contact = contactOf(customer, {
      contactName: body.contactName ?? current.contactName,
      contactPhone: body.contactPhone ?? current.contactPhone,
    });
    const set = {
      ...contact,
      ...arrivalOf(body, current),
      carrier: body.carrier ?? current.carrier,
      trackingNo: body.trackingNo ?? current.trackingNo,
      faultDescription: body.faultDescription ?? current.faultDescription,
      remark: body.remark ?? current.remark,
    };
    await tx
      .update(pickupOrders)
      .set({
        ...set,
        version: sql`${pickupOrders.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(pickupOrders.id, id));
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.userId,
      action: 'update',
      entity: 'pickupOrder',
      entityId: id,
      before: { carrier: current.carrier, trackingNo: current.trackingNo, address: current.address },
      after: { carrier: set.carrier, trackingNo: set.trackingNo, address: set.address },
    });
  });
}

type Effect = (
  tx: Db,
  actor: TransitionActor,
  id: number,
  read: TransitionRecord<PickupStatus>,
) => Promise<void>;

async function movePickup(
  tx: Db,
  actor: TransitionActor,
  id: number,
  status: PickupStatus,
  set: Partial<typeof pickupOrders.$inferInsert> = {},
) {
  await tx
    .update(pickupOrders)
    .set({
      ...set,
      status,
      version: sql`${pickupOrders.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.userId,
    })
    .where(eq(pickupOrders.id, id));
}

/**
 * Check-in: the serial (sold to the pickup's customer: refused on `serialNo` otherwise), condition
 * photos (files of the organization) and accessories recorded, and a repair opened for it — all in
 * the transition's transaction, so a refused serial leaves the pickup as it was.
 */
export function checkInEffect(body: z.output<typeof pickupCheckInBody>): Effect {
  return async (tx, actor, id, read) => {
    const pickup = read.record as PickupRecord;
    const photoIds = [...new Set(body.photoFileIds)];
    if (photoIds.length > 0) {
      const found = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.orgId, actor.orgId), inArray(files.id, photoIds)));
      const stored = new Set(found.map((row) => row.id));
      const missing = body.photoFileIds.findIndex((fileId) => !stored.has(fileId));
      if (missing >= 0) throw fieldError(`photoFileIds.${missing}`, 'repairs.photoMissing');
    }
    const repair = await openRepair(tx, actor, {
      customerId: pickup.customerId,
      serialNo: body.serialNo,
      faultDescription: pickup.faultDescription || '-',
      contactName: pickup.contactName,
      contactPhone: pickup.contactPhone,
      pickupId: id,
    });
    await movePickup(tx, actor, id, 'checkedIn', {
      serialNo: body.serialNo,
      photoFileIds: photoIds,
      accessories: body.accessories,
      checkedInAt: new Date(),
      checkedInBy: actor.userId,
      repairId: repair.id,
    });
  };
}

/** A pickup's transitions (contract `pickupTransitions`); check-in carries a body (its own endpoint). */
export const pickupTransitionKind: TransitionKind<PickupStatus, PickupTransition, void> = {
  declaration: pickupTransitions,
  async read(db, orgId, id, lock) {
    const select = db
      .select()
      .from(pickupOrders)
      .where(and(eq(pickupOrders.orgId, orgId), eq(pickupOrders.id, id)))
      .$dynamic();
    const [pickup] = await (lock ? select.for('update') : select);
    if (!pickup) return undefined;
    return { state: pickup.status, version: pickup.version, record: pickup };
  },
  missing: 'repairs.pickupMissing',
  refused: (transition, state) =>
    refusalOf(
      PICKUP_STATUS_LABELS,
      PICKUP_TRANSITION_LABELS[transition],
      state,
      pickupTransitions.transitions[transition].from,
    ),
  effects: {
    dispatch: (tx, actor, id) => movePickup(tx, actor, id, 'inTransit'),
    checkIn: async () => {
      throw new Error('A check-in is taken through its own endpoint');
    },
    cancel: (tx, actor, id) => movePickup(tx, actor, id, 'cancelled'),
  },
};

const SORT_COLUMNS = {
  createdAt: pickupOrders.id,
  documentNo: pickupOrders.documentNo,
  status: pickupOrders.status,
};

/** The list's condition: the organization's pickups, keyword and filters. */
export function pickupListWhere(
  orgId: number,
  query: Omit<PickupPageQuery, 'pageNum' | 'pageSize'>,
): SQL | undefined {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    eq(pickupOrders.orgId, orgId),
    keyword
      ? or(
          ilike(pickupOrders.documentNo, keyword),
          ilike(pickupOrders.trackingNo, keyword),
          ilike(pickupOrders.serialNo, keyword),
          sql`${pickupOrders.customerId} in (select c.id from ${customers} c where c.org_id = ${orgId} and c.name ilike ${keyword})`,
        )
      : undefined,
    query.status ? eq(pickupOrders.status, query.status) : undefined,
    query.arrival ? eq(pickupOrders.arrival, query.arrival) : undefined,
    query.customerId ? eq(pickupOrders.customerId, query.customerId) : undefined,
  );
}

export function pickupOrderBy(query: Pick<PickupPageQuery, 'sortField' | 'sortOrder'>): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sortField ?? 'createdAt'];
  return column === pickupOrders.id
    ? [direction(pickupOrders.id)]
    : [direction(column), direction(pickupOrders.id)];
}

export function selectPickups(db: Db) {
  return db
    .select({
      pickup: pickupOrders,
      customerName: sql<string>`coalesce(${customers.name}, '')`,
      repairNo: sql<string>`coalesce(${repairs.documentNo}, '')`,
    })
    .from(pickupOrders)
    .leftJoin(customers, eq(customers.id, pickupOrders.customerId))
    .leftJoin(repairs, eq(repairs.id, pickupOrders.repairId));
}

type SelectedPickup = { pickup: PickupRecord; customerName: string; repairNo: string };

export function pickupRowOf({ pickup, customerName, repairNo }: SelectedPickup): PickupRow {
  return {
    id: pickup.id,
    documentNo: pickup.documentNo,
    status: pickup.status,
    customerId: pickup.customerId,
    customerName,
    contactName: pickup.contactName,
    contactPhone: pickup.contactPhone,
    arrival: pickup.arrival,
    address: pickup.address,
    windowStart: pickup.windowStart?.toISOString() ?? null,
    windowEnd: pickup.windowEnd?.toISOString() ?? null,
    carrier: pickup.carrier,
    trackingNo: pickup.trackingNo,
    faultDescription: pickup.faultDescription,
    serialNo: pickup.serialNo,
    repairId: pickup.repairId,
    repairNo,
    createdAt: pickup.createdAt.toISOString(),
    version: pickup.version,
    transitions: [],
    pendingTransition: '',
  };
}

/** A page of pickups, rows without their transitions. */
export async function pickupPageOf(db: Db, orgId: number, query: PickupPageQuery) {
  const where = pickupListWhere(orgId, query);
  const orderBy = pickupOrderBy(query);
  const pageIds = db
    .select({ id: pickupOrders.id })
    .from(pickupOrders)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [rows, { total, totalExact }] = await Promise.all([
    selectPickups(db)
      .where(inArray(pickupOrders.id, pageIds))
      .orderBy(...orderBy),
    pageTotal(db, () => db.select({ id: pickupOrders.id }).from(pickupOrders).where(where).$dynamic()),
  ]);
  return { list: rows.map(pickupRowOf), total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One pickup as its detail shows it (the route adds the transitions). */
export async function pickupDetailOf(
  db: Db,
  orgId: number,
  id: number,
): Promise<Omit<PickupDetail, 'transitions'>> {
  const [row] = await selectPickups(db).where(and(eq(pickupOrders.orgId, orgId), eq(pickupOrders.id, id)));
  if (!row) throw new AppError(404, 'repairs.pickupMissing');
  const { transitions: _t, pendingTransition: _p, ...figures } = pickupRowOf(row);
  return {
    ...figures,
    remark: row.pickup.remark,
    photoFileIds: row.pickup.photoFileIds,
    accessories: row.pickup.accessories,
    checkedInAt: row.pickup.checkedInAt?.toISOString() ?? null,
    checkedInBy: row.pickup.checkedInBy,
  };
}
