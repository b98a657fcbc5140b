import { quantityOf, quantityUnits } from '@atrium/contract';
import type { PickOrder, PickRow, PickState } from '@atrium/contract/endpoints/sale-fulfilment';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../../platform/db/array-literal.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError } from '../../../platform/http/app-error.js';
import { warehouseRoot } from '../../stock/stock-locations.js';
import { lockSaleOrder } from '../orders/order-progress.js';
import { PICK_ORDER } from '../sales-document-kinds.js';
import { pickOrderLines, pickOrders } from './fulfilment.tables.js';
import { isoOf, rowsOf, userNameOf } from './fulfilment-rows.js';

type Actor = { orgId: number; userId: number | null };
export type PickOrderRow = typeof pickOrders.$inferSelect;

/** Orders a pick or a shipment may draw on: confirmed, or shipped in part. */
export const SHIPPABLE_STATUSES = ['confirmed', 'partlyShipped'] as const;

/**
 * What is left to pick of an order line: ordered − shipped − what open and picked picks still
 * carry of it (their quantity less what they shipped), never below 0. Service lines are never
 * picked: they ship with their parent.
 */
const openQuantity = sql`greatest(l.quantity - l.shipped_quantity - coalesce((
    select sum(pl.quantity - pl.shipped_quantity) from sale_pick_order_lines pl
    join sale_pick_orders po on po.id = pl.parent_id
    where pl.sale_order_line_id = l.id and po.state in ('open', 'picked')), 0), 0)`;

interface OpenLine {
  id: number;
  order_id: number;
  open: string;
}

/** The open product and fitting lines of these orders (or every shippable order of the warehouse). */
function openLines(tx: Db, orgId: number, warehouseId: number, orderIds?: readonly number[]) {
  return rowsOf<OpenLine>(
    tx.execute(sql`
      select l.id, l.parent_id as order_id, (${openQuantity})::text as open
      from sale_order_lines l join sale_orders o on o.id = l.parent_id
      where o.org_id = ${orgId} and o.warehouse_id = ${warehouseId} and o.deleted_at is null
        and o.status in ('confirmed', 'partlyShipped') and l.item_kind <> 'service'
        ${orderIds ? sql`and o.id = any(${arrayLiteral([...orderIds])}::int[])` : sql``}
        and ${openQuantity} > 0
      order by o.id, l.line_no`),
  );
}

/** A warehouse's orders with something left to pick (the pick screen's choices), oldest first. */
export function pickableOrders(db: Db, orgId: number, warehouseId: number) {
  return rowsOf<{
    saleOrderId: number;
    saleOrderNo: string;
    customerName: string;
    status: string;
    openLines: number;
    openQuantity: string;
  }>(
    db.execute(sql`
      select o.id as "saleOrderId", o.document_no as "saleOrderNo", o.customer_name as "customerName",
             o.status, count(*)::int as "openLines", sum(${openQuantity})::text as "openQuantity"
      from sale_order_lines l join sale_orders o on o.id = l.parent_id
      where o.org_id = ${orgId} and o.warehouse_id = ${warehouseId} and o.deleted_at is null
        and o.status in ('confirmed', 'partlyShipped') and l.item_kind <> 'service'
        and ${openQuantity} > 0
      group by o.id order by o.id limit 200`),
  ).then((rows) =>
    rows.map((row) => ({ ...row, openQuantity: quantityOf(quantityUnits(row.openQuantity)) })),
  );
}

/**
 * Makes a pick at a warehouse from the named orders' open lines (or every shippable order's of the
 * warehouse). The orders are locked first, by id, so two picks made at once never take the same
 * open quantity twice; an order of another warehouse, or one not confirmed, is refused.
 */
export async function createPick(
  db: Db,
  actor: Actor,
  input: { warehouseId: number; saleOrderIds?: number[]; remark?: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const root = await warehouseRoot(tx, actor.orgId, input.warehouseId);
    const candidates = input.saleOrderIds ?? [
      ...new Set((await openLines(tx, actor.orgId, input.warehouseId)).map((l) => l.order_id)),
    ];
    for (const orderId of [...new Set(candidates)].sort((a, b) => a - b)) {
      const order = await lockSaleOrder(tx, actor.orgId, orderId);
      if (order.warehouseId !== input.warehouseId) {
        throw new AppError(400, 'sales.pickOrderOtherWarehouse', { order: order.documentNo });
      }
      if (!(SHIPPABLE_STATUSES as readonly string[]).includes(order.status)) {
        throw new AppError(400, 'sales.orderNotShippable', { state: order.status });
      }
    }
    const lines =
      candidates.length === 0 ? [] : await openLines(tx, actor.orgId, input.warehouseId, candidates);
    if (lines.length === 0) throw new AppError(400, 'sales.pickNothingOpen');
    const documentNo = await nextDocumentNumber(tx, actor.orgId, PICK_ORDER);
    const [pick] = await tx
      .insert(pickOrders)
      .values({
        orgId: actor.orgId,
        documentNo,
        warehouseId: input.warehouseId,
        warehouseName: root.warehouse.name,
        remark: input.remark ?? '',
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning({ id: pickOrders.id });
    await tx.insert(pickOrderLines).values(
      lines.map((line, index) => ({
        orgId: actor.orgId,
        parentId: pick!.id,
        lineNo: index + 1,
        saleOrderId: line.order_id,
        saleOrderLineId: line.id,
        quantity: line.open,
      })),
    );
    return pick!.id;
  });
}

/** The pick's row (locked when asked), or undefined. */
export async function pickRow(db: Db, orgId: number, id: number, lock = false) {
  const select = db
    .select()
    .from(pickOrders)
    .where(and(eq(pickOrders.orgId, orgId), eq(pickOrders.id, id)))
    .$dynamic();
  const [row] = await (lock ? select.for('update') : select);
  return row;
}

interface PickLineRow {
  id: number;
  lineNo: number;
  saleOrderId: number;
  saleOrderNo: string;
  customerName: string;
  saleOrderLineId: number;
  orderLineNo: number;
  parentLineId: number | null;
  itemKind: 'product' | 'fitting' | 'service';
  itemId: number;
  itemLabel: string;
  unit: string;
  quantity: string;
  shippedQuantity: string;
}

/** A pick's lines with their order lines, in pick order. */
export function pickLines(db: Db, pickId: number) {
  return rowsOf<PickLineRow>(
    db.execute(sql`
      select pl.id, pl.line_no as "lineNo", pl.sale_order_id as "saleOrderId", o.document_no as "saleOrderNo",
             o.customer_name as "customerName", pl.sale_order_line_id as "saleOrderLineId",
             l.line_no as "orderLineNo", l.parent_line_id as "parentLineId", l.item_kind as "itemKind",
             l.item_id as "itemId", l.item_label as "itemLabel", l.unit, pl.quantity::text as quantity,
             pl.shipped_quantity::text as "shippedQuantity"
      from sale_pick_order_lines pl
      join sale_order_lines l on l.id = pl.sale_order_line_id
      join sale_orders o on o.id = pl.sale_order_id
      where pl.parent_id = ${pickId} order by pl.line_no`),
  );
}

/** Where each item sits in the warehouse's bins now (name → on hand), for the pick sheet. */
async function binsOf(db: Db, orgId: number, warehouseId: number, items: readonly PickLineRow[]) {
  const stocked = items.filter((line) => line.itemKind !== 'service');
  if (stocked.length === 0) return new Map<string, { name: string; quantity: string }[]>();
  const rows = await rowsOf<{ item_kind: string; item_id: number; name: string; on_hand: string }>(
    db.execute(sql`
      select b.item_kind, b.item_id, bin.name, b.on_hand::text
      from stock_balances b join stock_locations bin on bin.id = b.location_id
      where b.org_id = ${orgId} and bin.warehouse_id = ${warehouseId} and bin.parent_id is not null
        and b.on_hand > 0
        and (b.item_kind, b.item_id) in (select * from unnest(
          ${arrayLiteral(stocked.map((line) => line.itemKind))}::text[],
          ${arrayLiteral(stocked.map((line) => line.itemId))}::int[]))
      order by bin.name`),
  );
  const bins = new Map<string, { name: string; quantity: string }[]>();
  for (const row of rows) {
    const key = `${row.item_kind}:${row.item_id}`;
    bins.set(key, [
      ...(bins.get(key) ?? []),
      { name: row.name, quantity: quantityOf(quantityUnits(row.on_hand)) },
    ]);
  }
  return bins;
}

const shown = (quantity: string) => quantityOf(quantityUnits(quantity));

/** One pick with its lines and bins (its transitions added by the route). */
export async function getPick(db: Db, orgId: number, id: number): Promise<Omit<PickOrder, 'transitions'>> {
  const pick = await pickRow(db, orgId, id);
  if (!pick) throw new AppError(404, 'sales.pickMissing');
  const lines = await pickLines(db, pick.id);
  const bins = await binsOf(db, orgId, pick.warehouseId, lines);
  return {
    id: pick.id,
    documentNo: pick.documentNo,
    warehouseId: pick.warehouseId,
    warehouseName: pick.warehouseName,
    state: pick.state,
    remark: pick.remark,
    saleOrderNos: [...new Set(lines.map((line) => line.saleOrderNo))],
    createdAt: isoOf(pick.createdAt)!,
    createdByName: await userNameOf(db, pick.createdBy),
    lines: lines.map((line) => ({
      ...line,
      quantity: shown(line.quantity),
      shippedQuantity: shown(line.shippedQuantity),
      bins: bins.get(`${line.itemKind}:${line.itemId}`) ?? [],
    })),
  };
}

/** Picks of the caller's scope, newest first. */
export async function pickPage(
  db: Db,
  orgId: number,
  query: { pageNum: number; pageSize: number; keyword?: string; warehouseId?: number; state?: PickState },
  inScope: SQL | undefined,
): Promise<{ list: PickRow[]; total: number; totalExact?: boolean; pageNum: number; pageSize: number }> {
  const where = and(
    eq(pickOrders.orgId, orgId),
    inScope,
    query.warehouseId ? eq(pickOrders.warehouseId, query.warehouseId) : undefined,
    query.state ? eq(pickOrders.state, query.state) : undefined,
    query.keyword
      ? or(
          ilike(pickOrders.documentNo, containsPattern(query.keyword)),
          sql`exists (select 1 from sale_pick_order_lines pl join sale_orders o on o.id = pl.sale_order_id
            where pl.parent_id = sale_pick_orders.id and o.document_no ilike ${containsPattern(query.keyword)})`,
        )
      : undefined,
  );
  const rows = await db
    .select({
      id: pickOrders.id,
      documentNo: pickOrders.documentNo,
      warehouseId: pickOrders.warehouseId,
      warehouseName: pickOrders.warehouseName,
      state: pickOrders.state,
      remark: pickOrders.remark,
      createdAt: pickOrders.createdAt,
      createdByName: sql<string>`coalesce((select u.name from users u where u.id = sale_pick_orders.created_by), '')`,
      lineCount:
        sql<number>`(select count(*) from sale_pick_order_lines pl where pl.parent_id = sale_pick_orders.id)`.mapWith(
          Number,
        ),
      saleOrderNos: sql<string[]>`array(select distinct o.document_no from sale_pick_order_lines pl
        join sale_orders o on o.id = pl.sale_order_id where pl.parent_id = sale_pick_orders.id order by 1)`,
    })
    .from(pickOrders)
    .where(where)
    .orderBy(desc(pickOrders.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: pickOrders.id }).from(pickOrders).where(where).$dynamic(),
  );
  const list = rows.map((row) => ({ ...row, createdAt: isoOf(row.createdAt)!, transitions: [] as string[] }));
  return { list, total, totalExact, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Picks whose every line shipped close (a send order's last step). */
export async function closeShippedPicks(tx: Db, pickIds: readonly number[]) {
  if (pickIds.length === 0) return;
  await tx
    .update(pickOrders)
    .set({ state: 'closed', version: sql`${pickOrders.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        inArray(pickOrders.id, [...pickIds]),
        inArray(pickOrders.state, ['open', 'picked']),
        sql`not exists (select 1 from sale_pick_order_lines pl where pl.parent_id = sale_pick_orders.id
          and pl.shipped_quantity < pl.quantity)`,
      ),
    );
}
