import type { RepairDetail, RepairRow, repairPageQuery } from '@atrium/contract/endpoints/repair-orders';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../platform/db/page-total.js';
import { AppError } from '../../platform/http/app-error.js';
import { users } from '../admin/admin.tables.js';
import { fittings, products } from '../catalogue/catalogue.tables.js';
import { customers } from '../crm/customers.tables.js';
import { saleOrders } from '../sales/orders/sale-orders.tables.js';
import { stockWarehouses } from '../stock/stock.tables.js';
import { reservationsOf } from '../stock/stock-reservations.js';
import { REPAIR_STOCK_KIND } from './repair-document-kinds.js';
import {
  pickupOrders,
  repairFaultCategories,
  repairFaults,
  repairQuoteLines,
  repairSwaps,
  repairs,
} from './repairs.tables.js';

export type RepairPageQuery = z.output<typeof repairPageQuery>;
type RepairRecord = typeof repairs.$inferSelect;

const names = {
  customerName: sql<string>`coalesce(${customers.name}, '')`,
  productLabel: sql<string>`coalesce(${products.sku} || ' ' || ${products.name}, '')`,
  technicianName: sql<string>`coalesce(${users.name}, '')`,
  pickupNo: sql<string>`coalesce(${pickupOrders.documentNo}, '')`,
};

/** Repairs with their customer's, product's, technician's names and their pickup's number. */
export function selectRepairs(db: Db) {
  return db
    .select({ repair: repairs, ...names })
    .from(repairs)
    .leftJoin(customers, eq(customers.id, repairs.customerId))
    .leftJoin(products, eq(products.id, repairs.productId))
    .leftJoin(users, eq(users.id, repairs.technicianUserId))
    .leftJoin(pickupOrders, eq(pickupOrders.id, repairs.pickupId));
}

type Selected = { repair: RepairRecord } & { [K in keyof typeof names]: string };

/** A list row's figures (the route fills `transitions`). */
export function repairRowOf(row: Selected): RepairRow {
  const { repair } = row;
  return {
    id: repair.id,
    documentNo: repair.documentNo,
    status: repair.status,
    customerId: repair.customerId,
    customerName: row.customerName,
    contactName: repair.contactName,
    contactPhone: repair.contactPhone,
    serialNo: repair.serialNo,
    productId: repair.productId,
    productLabel: row.productLabel,
    faultDescription: repair.faultDescription,
    technicianUserId: repair.technicianUserId,
    technicianName: row.technicianName,
    underWarranty: repair.underWarranty,
    chargeFen: repair.chargeFen,
    pickupId: repair.pickupId,
    pickupNo: row.pickupNo,
    workOrderId: repair.workOrderId,
    createdAt: repair.createdAt.toISOString(),
    updatedAt: repair.updatedAt.toISOString(),
    version: repair.version,
    transitions: [],
    pendingTransition: '',
  };
}

const SORT_COLUMNS = {
  createdAt: repairs.id,
  updatedAt: repairs.updatedAt,
  documentNo: repairs.documentNo,
  status: repairs.status,
} as const;

/** The list's condition: the organization's repairs in scope, the keyword and the filters. */
export function repairListWhere(
  orgId: number,
  inScope: SQL | undefined,
  query: Omit<RepairPageQuery, 'pageNum' | 'pageSize'> & {
    openOnly?: boolean;
    claim?: 'mine' | 'unclaimed';
    userId?: number;
  },
) {
  const keyword = query.keyword ? containsPattern(query.keyword) : undefined;
  return and(
    eq(repairs.orgId, orgId),
    inScope,
    keyword
      ? or(
          ilike(repairs.documentNo, keyword),
          ilike(repairs.serialNo, keyword),
          sql`${repairs.customerId} in (select c.id from ${customers} c where c.org_id = ${orgId} and c.name ilike ${keyword})`,
        )
      : undefined,
    query.status ? eq(repairs.status, query.status) : undefined,
    query.technicianUserId ? eq(repairs.technicianUserId, query.technicianUserId) : undefined,
    query.underWarranty ? eq(repairs.underWarranty, query.underWarranty === 'true') : undefined,
    query.customerId ? eq(repairs.customerId, query.customerId) : undefined,
    query.openOnly ? sql`${repairs.status} <> 'closed'` : undefined,
    query.claim === 'mine' ? eq(repairs.technicianUserId, query.userId ?? 0) : undefined,
    query.claim === 'unclaimed' ? sql`${repairs.technicianUserId} is null` : undefined,
  );
}

/** The list's order: the chosen column (newest first by default), the id breaking ties. */
export function repairOrderBy(query: { sortField?: keyof typeof SORT_COLUMNS; sortOrder?: 'asc' | 'desc' }) {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sortField ?? 'createdAt'];
  return column === repairs.id ? [direction(repairs.id)] : [direction(column), direction(repairs.id)];
}

/** A page of repairs (filters, sort, scope), rows without their transitions. */
export async function repairPageOf(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  paging: { pageNum: number; pageSize: number },
) {
  const pageIds = db
    .select({ id: repairs.id })
    .from(repairs)
    .where(where)
    .orderBy(...orderBy)
    .limit(paging.pageSize)
    .offset(pageOffset(paging));
  const [rows, { total, totalExact }] = await Promise.all([
    selectRepairs(db)
      .where(inArray(repairs.id, pageIds))
      .orderBy(...orderBy),
    pageTotal(db, () => db.select({ id: repairs.id }).from(repairs).where(where).$dynamic()),
  ]);
  return {
    list: rows.map(repairRowOf),
    total,
    totalExact,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** One repair as its detail shows it (the route adds the transitions). */
export async function repairDetailOf(
  db: Db,
  orgId: number,
  id: number,
): Promise<Omit<RepairDetail, 'transitions'>> {
  const [row] = await selectRepairs(db).where(and(eq(repairs.orgId, orgId), eq(repairs.id, id)));
  if (!row) throw new AppError(404, 'repairs.repairMissing');
  const { repair } = row;
  const [lines, faults, swaps, warehouse, charge] = await Promise.all([
    db
      .select({
        line: repairQuoteLines,
        fittingLabel: sql<string>`coalesce(${fittings.code} || ' ' || ${fittings.name}, '')`,
        unit: sql<string>`coalesce(${fittings.unit}, '')`,
      })
      .from(repairQuoteLines)
      .leftJoin(fittings, eq(fittings.id, repairQuoteLines.fittingId))
      .where(eq(repairQuoteLines.parentId, id))
      .orderBy(asc(repairQuoteLines.lineNo)),
    db
      .select({
        id: repairFaults.faultCategoryId,
        name: sql<string>`coalesce(${repairFaultCategories.name}, '')`,
      })
      .from(repairFaults)
      .leftJoin(repairFaultCategories, eq(repairFaultCategories.id, repairFaults.faultCategoryId))
      .where(eq(repairFaults.parentId, id))
      .orderBy(asc(repairFaults.lineNo)),
    db
      .select({
        swap: repairSwaps,
        productLabel: sql<string>`coalesce(${products.sku} || ' ' || ${products.name}, '')`,
        swappedByName: sql<string>`coalesce(${users.name}, '')`,
      })
      .from(repairSwaps)
      .leftJoin(products, eq(products.id, repairSwaps.productId))
      .leftJoin(users, eq(users.id, repairSwaps.swappedBy))
      .where(eq(repairSwaps.repairId, id))
      .orderBy(asc(repairSwaps.id)),
    repair.warehouseId === null
      ? Promise.resolve([])
      : db
          .select({ name: stockWarehouses.name })
          .from(stockWarehouses)
          .where(eq(stockWarehouses.id, repair.warehouseId)),
    repair.chargeOrderId === null
      ? Promise.resolve([])
      : db
          .select({ documentNo: saleOrders.documentNo })
          .from(saleOrders)
          .where(eq(saleOrders.id, repair.chargeOrderId)),
  ]);
  const holds = await reservationsOf(
    db,
    orgId,
    REPAIR_STOCK_KIND,
    lines.map(({ line }) => line.id),
  );
  const consumedOf = new Map(holds.map((hold) => [hold.documentLineId, String(hold.consumed)]));
  const { transitions: _rowTransitions, pendingTransition: _pending, ...figures } = repairRowOf(row);
  return {
    ...figures,
    shipDate: repair.shipDate ?? '',
    warrantyUntil: repair.warrantyUntil ?? '',
    warehouseId: repair.warehouseId,
    warehouseName: warehouse[0]?.name ?? '',
    diagnosisNote: repair.diagnosisNote,
    faultCategoryIds: faults.map((fault) => fault.id),
    faultCategoryNames: faults.map((fault) => fault.name),
    labourMode: repair.labourMode,
    labourMinutes: repair.labourMinutes,
    labourRateFen: repair.labourRateFen,
    labourFen: repair.labourFen,
    partsFen: repair.partsFen,
    totalFen: repair.totalFen,
    chargeOrderId: repair.chargeOrderId,
    chargeOrderNo: charge[0]?.documentNo ?? '',
    quoteLines: lines.map(({ line, fittingLabel, unit }) => ({
      id: line.id,
      lineNo: line.lineNo,
      fittingId: line.fittingId,
      fittingLabel,
      unit,
      quantity: normalizedQuantity(line.quantity),
      unitPrice: line.unitPrice,
      amount: line.amount,
      consumedQuantity: normalizedQuantity(consumedOf.get(line.id) ?? '0'),
    })),
    swaps: swaps.map(({ swap, productLabel, swappedByName }) => ({
      id: swap.id,
      oldSerialNo: swap.oldSerialNo,
      newSerialNo: swap.newSerialNo,
      productId: swap.productId,
      productLabel,
      warehouseId: swap.warehouseId,
      swappedAt: swap.swappedAt.toISOString(),
      swappedBy: swap.swappedBy,
      swappedByName,
    })),
    shipCarrier: repair.shipCarrier,
    shipTrackingNo: repair.shipTrackingNo,
    claimedAt: iso(repair.claimedAt),
    diagnosedAt: iso(repair.diagnosedAt),
    shippedAt: iso(repair.shippedAt),
    closedAt: iso(repair.closedAt),
  };
}

/** A numeric(18,4) as a plain decimal string ("2.0000" → "2"). */
export const normalizedQuantity = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
