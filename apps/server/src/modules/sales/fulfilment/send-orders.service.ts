import { childShare, quantityOf, quantityUnits } from '@atrium/contract';
import type { SendOrder, SendRow } from '@atrium/contract/endpoints/sale-fulfilment';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../../platform/db/array-literal.js';
import type { Db } from '../../../platform/db/database.js';
import { containsPattern } from '../../../platform/db/like-pattern.js';
import { pageOffset, pageTotal } from '../../../platform/db/page-total.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError } from '../../../platform/http/app-error.js';
import { consumeStockLines } from '../../stock/stock-reservations.js';
import { writeOrderDocumentEntries } from '../orders/order-document-entries.js';
import {
  lockSaleOrder,
  orderLines,
  recordLineProgress,
  type SaleOrderLineRow,
  type SaleOrderRow,
} from '../orders/order-progress.js';
import { SALE_ORDER_RESERVATION_KIND } from '../orders/sale-order-reservations.js';
import { SEND_ORDER } from '../sales-document-kinds.js';
import { pickOrderLines, type pickOrders, sendOrderLines, sendOrders } from './fulfilment.tables.js';
import { isoOf, rowsOf } from './fulfilment-rows.js';
import { closeShippedPicks, pickRow, SHIPPABLE_STATUSES } from './pick-orders.service.js';

type Actor = { orgId: number; userId: number | null };

export interface SendInput {
  pickOrderId?: number;
  carrier?: string;
  trackingNo?: string;
  remark?: string;
  lines: { saleOrderLineId: number; quantity: string; serials?: string[] }[];
}

interface Shipping {
  line: SaleOrderLineRow;
  quantity: string;
  serials?: string[];
}

const units = (quantity: string) => quantityUnits(quantity);

/**
 * The kit rule (docs/sales-fulfilment.md): a parent line shipped takes each child the request does
 * not name along, in proportion (`childShare`), down the tree; a share that is not a whole step of
 * the child's unit is refused with the figures.
 */
export function withKitChildren(
  lines: readonly SaleOrderLineRow[],
  requested: readonly Shipping[],
): Shipping[] {
  const shipping = new Map(requested.map((item) => [item.line.id, item]));
  const queue = [...requested];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const child of lines.filter((line) => line.parentLineId === parent.line.id)) {
      if (shipping.has(child.id)) continue;
      const share = childShare(child.quantity, parent.line.quantity, parent.quantity);
      if (share === null) {
        throw new AppError(400, 'sales.sendKitShareInexact', {
          line: String(child.lineNo),
          item: child.itemLabel,
          parent: String(parent.line.lineNo),
        });
      }
      if (units(share) === 0n) continue;
      const taken = { line: child, quantity: share };
      shipping.set(child.id, taken);
      queue.push(taken);
    }
  }
  return [...shipping.values()].sort((a, b) => a.line.lineNo - b.line.lineNo);
}

/**
 * Ships (发货): one send order per sale order the lines belong to, all in one transaction. The
 * orders are locked first, sorted by id (lockSaleOrder), then the pick; each order's steps go
 * through the progress API (its refusals explain the limits) before the stock API consumes the
 * holds, in the one lock order (order → lines → stock). Two people shipping the same pick at once
 * queue on the orders' locks; the second finds the quantities shipped and is refused.
 */
export async function postSend(db: Db, actor: Actor, input: SendInput): Promise<number[]> {
  const ids = input.lines.map((line) => line.saleOrderLineId);
  if (new Set(ids).size !== ids.length) throw new AppError(400, 'sales.progressLineRepeated');
  return db.transaction(async (tx) => {
    const owners = await rowsOf<{ id: number; order_id: number }>(
      tx.execute(sql`select id, parent_id as order_id from sale_order_lines
        where org_id = ${actor.orgId} and id = any(${arrayLiteral(ids)}::int[])`),
    );
    const orderOf = new Map(owners.map((row) => [row.id, row.order_id]));
    const unknown = ids.find((id) => !orderOf.has(id));
    if (unknown !== undefined) throw new AppError(400, 'sales.sendLineMissing', { lineId: String(unknown) });
    const orderIds = [...new Set(owners.map((row) => row.order_id))].sort((a, b) => a - b);
    const orders: SaleOrderRow[] = [];
    for (const orderId of orderIds) orders.push(await lockSaleOrder(tx, actor.orgId, orderId));
    for (const order of orders) {
      if (!(SHIPPABLE_STATUSES as readonly string[]).includes(order.status)) {
        throw new AppError(400, 'sales.sendOrderNotShippable', {
          order: order.documentNo,
          state: order.status,
        });
      }
    }
    const pick =
      input.pickOrderId === undefined ? undefined : await pickRow(tx, actor.orgId, input.pickOrderId, true);
    if (input.pickOrderId !== undefined) {
      if (!pick) throw new AppError(404, 'sales.pickMissing');
      if (pick.state !== 'open' && pick.state !== 'picked') {
        throw new AppError(400, 'sales.pickNotShippable', { pick: pick.documentNo, state: pick.state });
      }
    }
    const sent: number[] = [];
    for (const order of orders) {
      const lines = await orderLines(tx, order);
      const byId = new Map(lines.map((line) => [line.id, line]));
      const requested = input.lines
        .filter((line) => orderOf.get(line.saleOrderLineId) === order.id)
        .map((line) => ({
          line: byId.get(line.saleOrderLineId)!,
          quantity: line.quantity,
          serials: line.serials,
        }));
      const shipping = withKitChildren(lines, requested);
      if (pick) await shipFromPick(tx, pick, order, shipping);
      const steps = await recordLineProgress(
        tx,
        actor,
        order,
        'shipped',
        shipping.map((item) => ({ lineId: item.line.id, quantity: item.quantity })),
      );
      const amountOf = new Map(steps.map((step) => [step.line.id, step.amount]));
      const documentNo = await nextDocumentNumber(tx, actor.orgId, SEND_ORDER);
      const shippedFen = steps.reduce((sum, step) => sum + step.amount, 0);
      const [send] = await tx
        .insert(sendOrders)
        .values({
          orgId: actor.orgId,
          documentNo,
          saleOrderId: order.id,
          warehouseId: order.warehouseId,
          warehouseName: sql`coalesce((select name from stock_warehouses where id = ${order.warehouseId}), '')`,
          pickOrderId: pick?.id ?? null,
          carrier: input.carrier ?? '',
          trackingNo: input.trackingNo ?? '',
          remark: input.remark ?? '',
          amountFen: shippedFen,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning({ id: sendOrders.id });
      const stocked = shipping.filter((item) => item.line.itemKind !== 'service');
      const consumed =
        stocked.length === 0
          ? []
          : await consumeStockLines(
              tx,
              actor,
              stocked.map((item) => ({
                documentKind: SALE_ORDER_RESERVATION_KIND,
                documentLineId: item.line.id,
                quantity: item.quantity,
                serials: item.serials,
              })),
              { documentId: send!.id, documentNo },
            );
      const costOf = new Map(consumed.map((row) => [row.documentLineId, Number(row.cost)]));
      await tx.insert(sendOrderLines).values(
        shipping.map((item, index) => ({
          orgId: actor.orgId,
          parentId: send!.id,
          lineNo: index + 1,
          saleOrderLineId: item.line.id,
          quantity: item.quantity,
          serials: item.serials ?? [],
          amount: amountOf.get(item.line.id) ?? 0,
          cost: costOf.get(item.line.id) ?? 0,
        })),
      );
      await writeOrderDocumentEntries(
        tx,
        actor,
        'shipped',
        { kind: 'sendOrder', id: send!.id, label: documentNo },
        [[order.id, shippedFen]],
      );
      sent.push(send!.id);
    }
    if (pick) await closeShippedPicks(tx, [pick.id]);
    return sent;
  });
}

/** Each stocked line shipped from a pick must be on it with as much left; its shipped quantity grows. */
async function shipFromPick(
  tx: Db,
  pick: typeof pickOrders.$inferSelect,
  order: SaleOrderRow,
  shipping: readonly Shipping[],
) {
  const onPick = await tx
    .select()
    .from(pickOrderLines)
    .where(and(eq(pickOrderLines.parentId, pick.id), eq(pickOrderLines.saleOrderId, order.id)));
  const byLine = new Map(onPick.map((row) => [row.saleOrderLineId, row]));
  for (const item of shipping) {
    if (item.line.itemKind === 'service') continue;
    const row = byLine.get(item.line.id);
    const left = row ? units(row.quantity) - units(row.shippedQuantity) : 0n;
    if (units(item.quantity) > left) {
      throw new AppError(400, 'sales.sendBeyondPick', {
        line: String(item.line.lineNo),
        item: item.line.itemLabel,
        pick: pick.documentNo,
        left: quantityOf(left),
      });
    }
    await tx
      .update(pickOrderLines)
      .set({ shippedQuantity: sql`${pickOrderLines.shippedQuantity} + ${item.quantity}::numeric` })
      .where(eq(pickOrderLines.id, row!.id));
  }
}

/** The warehouses of the orders these lines belong to (a shipment's scope check, before it locks anything). */
export async function warehousesOfLines(
  db: Db,
  orgId: number,
  lines: readonly { saleOrderLineId: number }[],
): Promise<number[]> {
  const rows = await rowsOf<{ warehouse_id: number }>(
    db.execute(sql`select distinct o.warehouse_id from sale_order_lines l join sale_orders o on o.id = l.parent_id
      where l.org_id = ${orgId} and l.id = any(${arrayLiteral(lines.map((line) => line.saleOrderLineId))}::int[])`),
  );
  return rows.map((row) => row.warehouse_id);
}

const SEND_COLUMNS = sql`s.id, s.document_no as "documentNo", s.sale_order_id as "saleOrderId",
  o.document_no as "saleOrderNo", o.customer_name as "customerName", o.contact_name as "contactName",
  o.contact_phone as "contactPhone", o.delivery_address as "deliveryAddress", s.warehouse_id as "warehouseId",
  s.warehouse_name as "warehouseName", s.pick_order_id as "pickOrderId",
  coalesce(p.document_no, '') as "pickOrderNo", s.carrier, s.tracking_no as "trackingNo", s.remark,
  s.amount_fen::int8 as "amountFen", s.created_at as "shippedAt", coalesce(u.name, '') as "shippedByName"`;

const SEND_FROM = sql`sale_send_orders s join sale_orders o on o.id = s.sale_order_id
  left join sale_pick_orders p on p.id = s.pick_order_id left join users u on u.id = s.created_by`;

type SendHead = Omit<SendOrder, 'lines' | 'shippedAt' | 'amountFen'> & {
  shippedAt: Date | string;
  amountFen: string | number;
};

const headOf = (row: SendHead) => ({
  ...row,
  amountFen: Number(row.amountFen),
  shippedAt: isoOf(row.shippedAt)!,
});

/** One send order with its lines. */
export async function getSend(db: Db, orgId: number, id: number): Promise<SendOrder> {
  const [head] = await rowsOf<SendHead>(
    db.execute(sql`select ${SEND_COLUMNS} from ${SEND_FROM} where s.org_id = ${orgId} and s.id = ${id}`),
  );
  if (!head) throw new AppError(404, 'sales.sendMissing');
  const lines = await rowsOf<SendOrder['lines'][number] & { amount: string | number }>(
    db.execute(sql`
      select sl.id, sl.line_no as "lineNo", sl.sale_order_line_id as "saleOrderLineId", l.line_no as "orderLineNo",
             l.parent_line_id as "parentLineId", l.item_kind as "itemKind", l.item_id as "itemId",
             l.item_label as "itemLabel", l.unit, sl.quantity::text as quantity, sl.serials, sl.amount::int8 as amount
      from sale_send_order_lines sl join sale_order_lines l on l.id = sl.sale_order_line_id
      where sl.parent_id = ${id} order by sl.line_no`),
  );
  return {
    ...headOf(head),
    lines: lines.map((line) => ({
      ...line,
      quantity: quantityOf(units(line.quantity)),
      amount: Number(line.amount),
      serials: line.serials ?? [],
    })),
  };
}

/** Send orders of the caller's scope, newest first. */
export async function sendPage(
  db: Db,
  orgId: number,
  query: { pageNum: number; pageSize: number; keyword?: string; warehouseId?: number; saleOrderId?: number },
  inScope: SQL | undefined,
): Promise<{ list: SendRow[]; total: number; totalExact?: boolean; pageNum: number; pageSize: number }> {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where = and(
    eq(sendOrders.orgId, orgId),
    inScope,
    query.warehouseId ? eq(sendOrders.warehouseId, query.warehouseId) : undefined,
    query.saleOrderId ? eq(sendOrders.saleOrderId, query.saleOrderId) : undefined,
    pattern
      ? or(
          ilike(sendOrders.documentNo, pattern),
          ilike(sendOrders.trackingNo, pattern),
          sql`exists (select 1 from sale_orders o where o.id = sale_send_orders.sale_order_id
            and (o.document_no ilike ${pattern} or o.customer_name ilike ${pattern}))`,
          sql`exists (select 1 from sale_pick_orders p where p.id = sale_send_orders.pick_order_id
            and p.document_no ilike ${pattern})`,
        )
      : undefined,
  );
  const ids = await db
    .select({ id: sendOrders.id })
    .from(sendOrders)
    .where(where)
    .orderBy(desc(sendOrders.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const heads =
    ids.length === 0
      ? []
      : await rowsOf<SendHead & { lineCount: number }>(
          db.execute(sql`select ${SEND_COLUMNS},
              (select count(*)::int from sale_send_order_lines sl where sl.parent_id = s.id) as "lineCount"
            from ${SEND_FROM} where s.id = any(${arrayLiteral(ids.map((row) => row.id))}::int[]) order by s.id desc`),
        );
  const { total, totalExact } = await pageTotal(db, () =>
    db.select({ id: sendOrders.id }).from(sendOrders).where(where).$dynamic(),
  );
  return {
    list: heads.map((head) => ({ ...headOf(head), lineCount: head.lineCount })),
    total,
    totalExact,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
