import { quantityOf, quantityUnits } from '@atrium/contract';
import type { MoneyOpenOrder } from '@atrium/contract/endpoints/sale-money';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/http/app-error.js';
import type { ReferenceCaller, ReferenceRegistry } from '../../../platform/references/reference-source.js';
import { orderLines } from '../orders/order-progress.js';
import { SALE_ORDER_RESERVATION_KIND } from '../orders/sale-order-reservations.js';
import { saleOrders } from '../orders/sale-orders.tables.js';
import { overpaidFen, unpaidFen } from './order-collections.js';

const minus = (a: string, b: string) => quantityOf(quantityUnits(a) - quantityUnits(b));

/**
 * An order's open figures for the money forms (GET /erp/sale/money/order/:id): the orders the
 * caller may pick (the `saleOrder` reference's scope), each line's open quantities and the serials
 * it shipped that are still at the customer (their last move is this line's shipment to them).
 */
export async function moneyOpenOrder(
  db: Db,
  references: ReferenceRegistry,
  caller: ReferenceCaller,
  orderId: number,
): Promise<MoneyOpenOrder> {
  const source = references.get('saleOrder');
  const scope = source?.scope ? await source.scope(db, caller) : undefined;
  const [order] = await db
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.id, orderId), source!.records(caller.orgId), scope));
  if (!order) throw notFound();
  const lines = await orderLines(db, order);
  const serials = await serialsAtCustomer(db, caller.orgId, order.id);
  return {
    id: order.id,
    documentNo: order.documentNo,
    customerId: order.customerId,
    customerName: order.customerName,
    warehouseId: order.warehouseId,
    status: order.status,
    totalFen: order.totalFen,
    returnedFen: order.returnedFen,
    invoicedFen: order.invoicedFen,
    collectedFen: order.collectedFen,
    unpaidFen: order.status === 'draft' || order.status === 'submitted' ? 0 : unpaidFen(order),
    overpaidFen: overpaidFen(order),
    lines: lines.map((line) => ({
      id: line.id,
      lineNo: line.lineNo,
      parentLineId: line.parentLineId,
      itemKind: line.itemKind,
      itemLabel: line.itemLabel,
      unit: line.unit,
      quantity: quantityOf(quantityUnits(line.quantity)),
      amount: line.amount,
      shippedQuantity: quantityOf(quantityUnits(line.shippedQuantity)),
      returnedQuantity: quantityOf(quantityUnits(line.returnedQuantity)),
      invoicedQuantity: quantityOf(quantityUnits(line.invoicedQuantity)),
      returnedAmount: line.returnedAmount,
      invoicedAmount: line.invoicedAmount,
      collectedAmount: line.collectedAmount,
      openToInvoice: minus(minus(line.quantity, line.returnedQuantity), line.invoicedQuantity),
      openToReturn: minus(line.shippedQuantity, line.returnedQuantity),
      serialsOut: serials.get(line.id) ?? [],
    })),
  };
}

/** Per order line, the serials whose last move is that line's shipment to the customer. */
async function serialsAtCustomer(db: Db, orgId: number, orderId: number): Promise<Map<number, string[]>> {
  const result = await db.execute(sql`
    select s.document_line_id as line_id, s.serial_no
    from stock_moves s
    join sale_order_lines l on l.id = s.document_line_id and l.parent_id = ${orderId}
    join stock_locations loc on loc.id = s.to_location_id and loc.kind = 'customer'
    where s.org_id = ${orgId} and s.document_kind = ${SALE_ORDER_RESERVATION_KIND} and s.serial_no is not null
      and not exists (select 1 from stock_moves later where later.org_id = s.org_id and later.item_kind = s.item_kind
        and later.item_id = s.item_id and later.serial_no = s.serial_no and later.id > s.id)
    order by s.serial_no`);
  const out = new Map<number, string[]>();
  for (const row of (result as unknown as { rows: { line_id: number; serial_no: string }[] }).rows) {
    out.set(row.line_id, [...(out.get(row.line_id) ?? []), row.serial_no]);
  }
  return out;
}
