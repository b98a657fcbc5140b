import { businessDayStart, quantityOf, quantityUnits, shareOfFen } from '@atrium/contract';
import type {
  SaleOrderDetail,
  SaleOrderLine,
  SaleOrderRow,
  saleOrderLinePageQuery,
  saleOrderPageQuery,
} from '@atrium/contract/endpoints/sale-orders';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hasPermission } from '../../../platform/access/granted-menus.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { AppError } from '../../../platform/http/app-error.js';
import { users } from '../../admin/admin.tables.js';
import { stockBalances, stockLocations, stockWarehouses } from '../../stock/stock.tables.js';
import { reservationsOf } from '../../stock/stock-reservations.js';
import { saleSources } from '../sources/sale-sources.tables.js';
import type { SaleOrderLineRow as LineRow, SaleOrderRow as OrderRow } from './order-progress.js';
import { SALE_ORDER_RESERVATION_KIND } from './sale-order-reservations.js';
import { saleOrderLines, saleOrders } from './sale-orders.tables.js';

type OrderPageQuery = z.output<typeof saleOrderPageQuery>;
type LinePageQuery = z.output<typeof saleOrderLinePageQuery>;

const names = {
  sourceName: sql<string>`coalesce(${saleSources.name}, '')`,
  warehouseName: sql<string>`coalesce(${stockWarehouses.name}, '')`,
  ownerName: sql<string>`coalesce(${users.name}, '')`,
};

/** The order's header figures as the list and the detail show them. */
function figuresOf(row: OrderRow & { sourceName: string; warehouseName: string; ownerName: string }) {
  return {
    id: row.id,
    documentNo: row.documentNo,
    status: row.status,
    customerId: row.customerId,
    customerName: row.customerName,
    sourceId: row.sourceId,
    sourceName: row.sourceName,
    warehouseId: row.warehouseId,
    warehouseName: row.warehouseName,
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerName,
    extOrderNo: row.extOrderNo,
    lineCount: row.lineCount,
    listTotalFen: row.listTotalFen,
    discountFen: row.listTotalFen - row.totalFen,
    taxFen: row.taxFen,
    totalFen: row.totalFen,
    shippedFen: row.shippedFen,
    returnedFen: row.returnedFen,
    invoicedFen: row.invoicedFen,
    collectedFen: row.collectedFen,
    // A cancelled order is owed nothing; any other owes what it kept less what was collected.
    unpaidFen: row.status === 'cancelled' ? 0 : row.totalFen - row.returnedFen - row.collectedFen,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** Orders with their source's, warehouse's and owner's names. */
function selectOrders(db: Db) {
  return db
    .select({ order: saleOrders, ...names })
    .from(saleOrders)
    .leftJoin(saleSources, eq(saleSources.id, saleOrders.sourceId))
    .leftJoin(stockWarehouses, eq(stockWarehouses.id, saleOrders.warehouseId))
    .leftJoin(users, eq(users.id, saleOrders.ownerUserId));
}

/** The filters both lists (orders and their lines) share: state, source, warehouse, order days. */
const orderFilters = (query: {
  status?: OrderRow['status'];
  sourceId?: number;
  warehouseId?: number;
  createdFrom?: string;
  createdTo?: string;
}) => [
  query.status ? eq(saleOrders.status, query.status) : undefined,
  query.sourceId ? eq(saleOrders.sourceId, query.sourceId) : undefined,
  query.warehouseId ? eq(saleOrders.warehouseId, query.warehouseId) : undefined,
  query.createdFrom ? gte(saleOrders.createdAt, businessDayStart(query.createdFrom)) : undefined,
  query.createdTo ? lt(saleOrders.createdAt, businessDayStart(query.createdTo, 1)) : undefined,
];

/** The list's condition: the organization's live orders in scope, and the filters. */
export function orderListWhere(
  orgId: number,
  inScope: SQL | undefined,
  query: Omit<OrderPageQuery, 'pageNum' | 'pageSize'>,
) {
  return and(
    eq(saleOrders.orgId, orgId),
    isNull(saleOrders.deletedAt),
    inScope,
    query.keyword
      ? or(
          ilike(saleOrders.documentNo, containsPattern(query.keyword)),
          ilike(saleOrders.customerName, containsPattern(query.keyword)),
        )
      : undefined,
    ...orderFilters(query),
    query.ownerUserId ? eq(saleOrders.ownerUserId, query.ownerUserId) : undefined,
    query.customerId ? eq(saleOrders.customerId, query.customerId) : undefined,
  );
}

/** 销售订单 list: newest first, each row's figures (transitions filled by the route). */
export async function orderPage(db: Db, orgId: number, inScope: SQL | undefined, query: OrderPageQuery) {
  const where = orderListWhere(orgId, inScope, query);
  // The page's ids first, from the organization's (org, id, owner, department, warehouse) index
  // alone, so a deep page skips index entries, not joined rows; then those rows with their names.
  // The total is an independent read: on PostgreSQL the two run side by side on the pool.
  const pageIds = db
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(where)
    .orderBy(desc(saleOrders.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const [rows, { total, totalExact }] = await Promise.all([
    selectOrders(db).where(inArray(saleOrders.id, pageIds)).orderBy(desc(saleOrders.id)),
    pageTotal(db, () => db.select({ id: saleOrders.id }).from(saleOrders).where(where).$dynamic()),
  ]);
  const list: SaleOrderRow[] = rows.map((row) => ({
    ...figuresOf({ ...row.order, ...row }),
    transitions: [],
    pendingTransition: '',
  }));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Lines in tree order: each parent, then its children (siblings by line number). */
export function treeOrder<L extends { id: number; lineNo: number; parentLineId: number | null }>(
  lines: readonly L[],
): L[] {
  const ids = new Set(lines.map((line) => line.id));
  const children = new Map<number | null, L[]>();
  for (const line of [...lines].sort((a, b) => a.lineNo - b.lineNo)) {
    const parent = line.parentLineId !== null && ids.has(line.parentLineId) ? line.parentLineId : null;
    children.set(parent, [...(children.get(parent) ?? []), line]);
  }
  const ordered: L[] = [];
  const walk = (parent: number | null) => {
    for (const line of children.get(parent) ?? []) {
      ordered.push(line);
      walk(line.id);
    }
  };
  walk(null);
  return ordered;
}

const ONE = quantityUnits('1');

/** Per-unit fen of an amount over a quantity (half up). */
const perUnit = (amount: bigint, quantity: string) => {
  const units = quantityUnits(quantity);
  return units === 0n ? null : shareOfFen(amount, ONE, units);
};

/**
 * Moving-average cost per unit of these stock items at the warehouse (all its places): value ÷
 * on-hand, null where nothing is on hand.
 */
async function averageCosts(db: Db, orgId: number, warehouseId: number, lines: readonly LineRow[]) {
  const stock = lines.filter((line) => line.itemKind !== 'service');
  if (stock.length === 0) return new Map<string, bigint | null>();
  const rows = await db
    .select({
      itemKind: stockBalances.itemKind,
      itemId: stockBalances.itemId,
      value: sql<string>`sum(${stockBalances.value})`,
      onHand: sql<string>`sum(${stockBalances.onHand})`,
    })
    .from(stockBalances)
    .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockBalances.orgId, orgId),
        eq(stockLocations.warehouseId, warehouseId),
        inArray(stockBalances.itemId, [...new Set(stock.map((line) => line.itemId))]),
      ),
    )
    .groupBy(stockBalances.itemKind, stockBalances.itemId);
  return new Map(
    rows.map((row) => [
      `${row.itemKind}:${row.itemId}`,
      quantityUnits(row.onHand) > 0n ? perUnit(BigInt(row.value), row.onHand) : null,
    ]),
  );
}

/**
 * The detail's lines: tree order, each with its progress (the hold from the stock API's
 * `reservationsOf`) and, for a caller who sees cost, its margin per unit: the price paid less
 * the cost (what its shipments carried out, else the warehouse's moving average).
 */
export async function detailLines(
  db: Db,
  order: OrderRow,
  lines: readonly LineRow[],
  showsCost: boolean,
): Promise<SaleOrderLine[]> {
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const [reservations, averages] = await Promise.all([
    reservationsOf(
      db,
      order.orgId,
      SALE_ORDER_RESERVATION_KIND,
      lines.filter((line) => line.itemKind !== 'service').map((line) => line.id),
    ),
    showsCost
      ? averageCosts(db, order.orgId, order.warehouseId, lines)
      : Promise.resolve(new Map<string, bigint | null>()),
  ]);
  const holds = new Map(reservations.map((hold) => [hold.documentLineId, hold]));
  return treeOrder(lines).map((line) => {
    const hold = holds.get(line.id);
    const reserved =
      hold && hold.status === 'reserved' ? quantityUnits(hold.quantity) - quantityUnits(hold.consumed) : 0n;
    let unitMargin: number | null = null;
    if (showsCost && line.itemKind !== 'service') {
      const shippedCost =
        hold && quantityUnits(hold.consumed) > 0n ? perUnit(BigInt(hold.consumedValue), hold.consumed) : null;
      const cost = shippedCost ?? averages.get(`${line.itemKind}:${line.itemId}`) ?? null;
      const price = perUnit(BigInt(line.amount), line.quantity);
      if (cost !== null && price !== null) unitMargin = Number(price - cost);
    }
    const listAmount = Number(shareOfFen(BigInt(line.unitPrice) * quantityUnits(line.quantity), 1n, ONE));
    return {
      id: line.id,
      lineNo: line.lineNo,
      parentLineId: line.parentLineId,
      itemKind: line.itemKind,
      itemId: line.itemId,
      itemLabel: line.itemLabel,
      unit: line.unit,
      extOrderSn: line.extOrderSn,
      quantity: quantityOf(quantityUnits(line.quantity)),
      unitPrice: line.unitPrice,
      discountRate: line.discountRate,
      taxRate: line.taxRate,
      listAmount,
      amount: line.amount,
      taxAmount: line.taxAmount,
      remark: line.remark,
      progress: {
        reservedQuantity: quantityOf(reserved),
        shippedQuantity: quantityOf(quantityUnits(line.shippedQuantity)),
        returnedQuantity: quantityOf(quantityUnits(line.returnedQuantity)),
        invoicedQuantity: quantityOf(quantityUnits(line.invoicedQuantity)),
        shippedAmount: line.shippedAmount,
        returnedAmount: line.returnedAmount,
        invoicedAmount: line.invoicedAmount,
        collectedAmount: line.collectedAmount,
      },
      unitMargin,
    };
  });
}

/** Whether the caller sees cost: the catalogue shows its 成本价 to whoever may read products. */
export const seesCost = (db: Db, caller: { orgId: number; userId: number }) =>
  hasPermission(db, caller.userId, caller.orgId, 'productList:get');

/** One order as its detail shows it (transitions filled by the caller). */
export async function orderDetail(
  db: Db,
  caller: { orgId: number; userId: number },
  id: number,
  lineIds?: readonly number[],
): Promise<Omit<SaleOrderDetail, 'transitions'>> {
  // The header, its lines (of the caller's organization) and the cost right, side by side.
  const [[row], lines, showsCost] = await Promise.all([
    selectOrders(db).where(
      and(eq(saleOrders.orgId, caller.orgId), eq(saleOrders.id, id), isNull(saleOrders.deletedAt)),
    ),
    db
      .select()
      .from(saleOrderLines)
      .where(
        and(
          eq(saleOrderLines.orgId, caller.orgId),
          eq(saleOrderLines.parentId, id),
          lineIds ? inArray(saleOrderLines.id, [...lineIds, 0]) : undefined,
        ),
      ),
    seesCost(db, caller),
  ]);
  if (!row) throw new AppError(404, 'sales.orderMissing');
  const order = row.order;
  return {
    ...figuresOf({ ...order, ...row }),
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    deliveryAddress: order.deliveryAddress,
    remark: order.remark,
    logisticsStatus: order.logisticsStatus,
    customerDiscountRate: order.customerDiscountRate,
    submittedAt: order.submittedAt?.toISOString() ?? null,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    closedAt: order.closedAt?.toISOString() ?? null,
    lines: await detailLines(db, order, lines, showsCost),
    showsCost,
  };
}

/** 销售订单明细's condition: lines of live orders in scope, and the filters. */
export function lineListWhere(
  orgId: number,
  inScope: SQL | undefined,
  query: Omit<LinePageQuery, 'pageNum' | 'pageSize'>,
) {
  return and(
    eq(saleOrders.orgId, orgId),
    isNull(saleOrders.deletedAt),
    inScope,
    query.keyword
      ? or(
          ilike(saleOrders.documentNo, containsPattern(query.keyword)),
          ilike(saleOrderLines.itemLabel, containsPattern(query.keyword)),
          eq(saleOrderLines.extOrderSn, query.keyword),
        )
      : undefined,
    query.itemKind ? eq(saleOrderLines.itemKind, query.itemKind) : undefined,
    ...orderFilters(query),
  );
}

/** Lines joined with their order and its names (the 明细 page and its export). */
export function selectLines(db: Db) {
  return db
    .select({
      line: saleOrderLines,
      order: saleOrders,
      sourceName: names.sourceName,
      warehouseName: names.warehouseName,
    })
    .from(saleOrderLines)
    .innerJoin(saleOrders, eq(saleOrders.id, saleOrderLines.parentId))
    .leftJoin(saleSources, eq(saleSources.id, saleOrders.sourceId))
    .leftJoin(stockWarehouses, eq(stockWarehouses.id, saleOrders.warehouseId));
}

export type LineListRow = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];

export const lineRowOf = (row: LineListRow) => ({
  id: row.line.id,
  orderId: row.order.id,
  documentNo: row.order.documentNo,
  status: row.order.status,
  customerName: row.order.customerName,
  sourceName: row.sourceName,
  warehouseName: row.warehouseName,
  lineNo: row.line.lineNo,
  parentLineId: row.line.parentLineId,
  itemKind: row.line.itemKind,
  itemLabel: row.line.itemLabel,
  unit: row.line.unit,
  extOrderSn: row.line.extOrderSn,
  quantity: quantityOf(quantityUnits(row.line.quantity)),
  unitPrice: row.line.unitPrice,
  discountRate: row.line.discountRate,
  taxRate: row.line.taxRate,
  amount: row.line.amount,
  taxAmount: row.line.taxAmount,
  shippedQuantity: quantityOf(quantityUnits(row.line.shippedQuantity)),
  returnedQuantity: quantityOf(quantityUnits(row.line.returnedQuantity)),
  invoicedQuantity: quantityOf(quantityUnits(row.line.invoicedQuantity)),
  collectedAmount: row.line.collectedAmount,
  createdAt: row.order.createdAt.toISOString(),
});

/** 销售订单明细: every line of the orders in scope, newest order first, in line order. */
export async function linePage(db: Db, orgId: number, inScope: SQL | undefined, query: LinePageQuery) {
  const where = lineListWhere(orgId, inScope, query);
  const rows = await selectLines(db)
    .where(where)
    .orderBy(desc(saleOrders.id), saleOrderLines.lineNo)
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const { total, totalExact } = await pageTotal(db, () =>
    db
      .select({ id: saleOrderLines.id })
      .from(saleOrderLines)
      .innerJoin(saleOrders, eq(saleOrders.id, saleOrderLines.parentId))
      .where(where)
      .$dynamic(),
  );
  return { list: rows.map(lineRowOf), total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}
