import { progressAmount, quantityOf, quantityUnits, saleLineAmounts } from '@atrium/contract';
import type { SaleOrderLineEditBody } from '@atrium/contract/endpoints/sale-orders';
import { SALE_ORDER_LINES_MAX } from '@atrium/contract/endpoints/sale-orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import { releaseStockLines, reserveStockLines } from '../../stock/stock-reservations.js';
import { lockSaleOrder, type SaleOrderLineRow, type SaleOrderRow } from './order-progress.js';
import { assertLineCount, pricedLine, saleItemKey, saleItemsOf } from './sale-order-items.js';
import { holdOf, insertLines, type WrittenLine } from './sale-order-line-rows.js';
import type { SaleOrderActor } from './sale-order-parties.js';
import { SALE_ORDER_RESERVATION_KIND } from './sale-order-reservations.js';
import { saleOrderLines, saleOrders } from './sale-orders.tables.js';

const shown = (quantity: string) => quantityOf(quantityUnits(quantity));
const figures = (line: SaleOrderLineRow) => ({
  line: String(line.lineNo),
  item: line.itemLabel,
  shipped: shown(line.shippedQuantity),
});

/**
 * Changes some lines of a confirmed (or partly shipped) order — the work and the statements
 * follow the lines named, never the order's size (odoo/odoo#77866: one line of a 1,000-line order
 * took 30 s): it reads the named lines (and the children of removed ones), releases and holds
 * again only the stock lines whose quantity changed, and moves the order's totals by the
 * difference, under the order's lock.
 *
 * - add: new lines, a parent an existing line of this order;
 * - change: a quantity never below what shipped; a price only while nothing shipped; a line
 *   invoiced or returned is left alone (its documents stand on its figures);
 * - remove: a line (with its children) that shipped nothing.
 */
export async function editOrderLines(
  db: Db,
  actor: SaleOrderActor,
  id: number,
  body: SaleOrderLineEditBody,
): Promise<{ orderId: number; touched: number[] }> {
  return db.transaction(async (tx) => {
    const order = await lockSaleOrder(tx, actor.orgId, id);
    if (order.status !== 'confirmed' && order.status !== 'partlyShipped') {
      throw new AppError(400, 'sales.orderLinesNotEditable');
    }
    if (order.version !== body.version) throw new AppError(409, 'conflict.stale');
    const add = body.add ?? [];
    const change = body.change ?? [];
    const remove = body.remove ?? [];
    const named = [...change.map((c) => c.id), ...remove];
    const repeated = named.find((lineId, index) => named.indexOf(lineId) !== index);
    if (repeated !== undefined)
      throw new AppError(400, 'sales.orderLineRepeated', { lineId: String(repeated) });
    const parents = add.flatMap((line) => (line.parentLineId === undefined ? [] : [line.parentLineId]));
    // The named lines, the new lines' parents and the removed lines' whole subtrees: one query.
    const rows = await linesOf(tx, order.id, [...new Set([...named, ...parents])], remove);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const lineId of named) {
      if (!byId.has(lineId)) throw new AppError(400, 'sales.orderLineNotInOrder', { lineId: String(lineId) });
    }
    for (const parent of parents) {
      if (!byId.has(parent))
        throw new AppError(400, 'sales.orderParentNotInOrder', { lineId: String(parent) });
    }
    const removed = rows.filter((row) => row.removed).map((row) => row.line);
    for (const line of removed) {
      if (quantityUnits(line.shippedQuantity) > 0n) {
        throw new AppError(400, 'sales.orderLineShippedRemove', figures(line));
      }
    }
    const removedIds = new Set(removed.map((line) => line.id));
    assertLineCount(order.lineCount + add.length - removed.length, SALE_ORDER_LINES_MAX);

    // New lines: items, units, figures (the customer's rate by default).
    const items = await saleItemsOf(tx, actor.orgId, add, 'add');
    const [{ maxNo } = { maxNo: 0 }] = await tx
      .select({ maxNo: sql<number>`coalesce(max(${saleOrderLines.lineNo}), 0)`.mapWith(Number) })
      .from(saleOrderLines)
      .where(eq(saleOrderLines.parentId, order.id));
    const written: (WrittenLine & { parentLineId: number | null })[] = add.map((line, index) => {
      const item = items.get(saleItemKey(line))!;
      return {
        lineNo: maxNo + index + 1,
        parentLineNo: null,
        parentLineId: line.parentLineId ?? null,
        itemKind: line.itemKind,
        itemId: line.itemId,
        itemLabel: item.label,
        unit: item.unit,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        ...pricedLine(line, item, order.customerDiscountRate),
        extOrderSn: '',
        remark: line.remark ?? '',
      };
    });
    for (const line of written) {
      if (line.parentLineId !== null && removedIds.has(line.parentLineId)) {
        throw new AppError(400, 'sales.orderParentNotInOrder', { lineId: String(line.parentLineId) });
      }
    }

    // Changed lines: their new figures, and the progress amounts re-shared of the new amount.
    const delta = { listTotalFen: 0, totalFen: 0, taxFen: 0, shippedFen: 0 };
    const changed = change.map((asked, index) => {
      const line = byId.get(asked.id)!.line;
      if (removedIds.has(line.id)) {
        throw new AppError(400, 'sales.orderLineRepeated', { lineId: String(line.id) });
      }
      const shipped = quantityUnits(line.shippedQuantity);
      if (quantityUnits(line.invoicedQuantity) > 0n || quantityUnits(line.returnedQuantity) > 0n) {
        throw new AppError(400, 'sales.orderLineInvoiced', figures(line));
      }
      const quantity = asked.quantity ?? line.quantity;
      if (quantityUnits(quantity) < shipped) {
        throw fieldError(`change.${index}.quantity`, 'sales.orderLineBelowShipped', figures(line));
      }
      const repriced =
        (asked.unitPrice !== undefined && asked.unitPrice !== line.unitPrice) ||
        (asked.discountRate !== undefined && asked.discountRate !== line.discountRate);
      if (repriced && shipped > 0n) throw new AppError(400, 'sales.orderLinePriceShipped', figures(line));
      const pricing = {
        quantity,
        unitPrice: asked.unitPrice ?? line.unitPrice,
        discountRate: asked.discountRate ?? line.discountRate,
        taxRate: line.taxRate,
      };
      const amounts = saleLineAmounts(pricing);
      const before = saleLineAmounts({ ...line, quantity: line.quantity });
      const shippedAmount = progressAmount(amounts.amount, quantity, '0', line.shippedQuantity);
      delta.listTotalFen += amounts.listAmount - before.listAmount;
      delta.totalFen += amounts.amount - line.amount;
      delta.taxFen += amounts.taxAmount - line.taxAmount;
      delta.shippedFen += shippedAmount - line.shippedAmount;
      return { line, ...pricing, ...amounts, shippedAmount };
    });
    for (const line of written) {
      delta.listTotalFen += line.listAmount;
      delta.totalFen += line.amount;
      delta.taxFen += line.taxAmount;
    }
    for (const line of removed) {
      delta.listTotalFen -= saleLineAmounts(line).listAmount;
      delta.totalFen -= line.amount;
      delta.taxFen -= line.taxAmount;
    }

    // Holds: the changed and removed stock lines released, the changed and new ones held again.
    const requantified = changed.filter(
      (c) => c.line.itemKind !== 'service' && quantityUnits(c.quantity) !== quantityUnits(c.line.quantity),
    );
    const released = [...requantified.map((c) => c.line), ...removed.filter((l) => l.itemKind !== 'service')];
    if (released.length > 0) {
      await releaseStockLines(
        tx,
        actor,
        released.map((line) => ({ documentKind: SALE_ORDER_RESERVATION_KIND, documentLineId: line.id })),
      );
    }
    if (removed.length > 0) {
      await tx.delete(saleOrderLines).where(
        and(
          eq(saleOrderLines.parentId, order.id),
          inArray(
            saleOrderLines.id,
            removed.map((line) => line.id),
          ),
        ),
      );
    }
    const addedIds = await insertLines(tx, actor.orgId, order.id, written);
    const withParents = written.filter((line) => line.parentLineId !== null);
    if (withParents.length > 0) {
      const values = withParents.map(
        (line) => sql`(${addedIds.get(line.lineNo)!}::int, ${line.parentLineId}::int)`,
      );
      await tx.execute(sql`
        update sale_order_lines l set parent_line_id = v.parent
        from (values ${sql.join(values, sql`, `)}) as v(id, parent)
        where l.id = v.id and l.parent_id = ${order.id}`);
    }
    if (changed.length > 0) {
      const values = changed.map(
        (c) => sql`(${c.line.id}::int, ${c.quantity}::numeric, ${c.unitPrice}::bigint,
          ${c.discountRate}::int, ${c.amount}::bigint, ${c.taxAmount}::bigint, ${c.shippedAmount}::bigint)`,
      );
      await tx.execute(sql`
        update sale_order_lines l set quantity = v.quantity, unit_price = v.unit_price,
          discount_rate = v.discount_rate, amount = v.amount, tax_amount = v.tax_amount,
          shipped_amount = v.shipped_amount
        from (values ${sql.join(values, sql`, `)}) as v(id, quantity, unit_price, discount_rate, amount,
          tax_amount, shipped_amount)
        where l.id = v.id and l.parent_id = ${order.id}`);
    }
    const holds = [
      ...requantified
        .filter((c) => quantityUnits(c.quantity) > quantityUnits(c.line.shippedQuantity))
        .flatMap((c) => holdOf({ ...c.line, quantity: c.quantity }, order.warehouseId)),
      ...written.flatMap((line) => holdOf({ ...line, id: addedIds.get(line.lineNo)! }, order.warehouseId)),
    ];
    if (holds.length > 0) await reserveStockLines(tx, actor, holds);
    const status = await statusAfterEdit(tx, order);
    const [after] = await tx
      .update(saleOrders)
      .set({
        listTotalFen: sql`${saleOrders.listTotalFen} + ${delta.listTotalFen}`,
        totalFen: sql`${saleOrders.totalFen} + ${delta.totalFen}`,
        taxFen: sql`${saleOrders.taxFen} + ${delta.taxFen}`,
        shippedFen: sql`${saleOrders.shippedFen} + ${delta.shippedFen}`,
        lineCount: sql`${saleOrders.lineCount} + ${written.length - removed.length}`,
        status,
        version: sql`${saleOrders.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(saleOrders.id, order.id))
      .returning({ totalFen: saleOrders.totalFen });
    const summary = {
      added: written.length,
      changed: changed.map((c) => ({ lineNo: c.line.lineNo, quantity: c.quantity, unitPrice: c.unitPrice })),
      removed: removed.map((line) => line.lineNo),
    };
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.userId,
      action: 'update',
      entity: 'saleOrder',
      entityId: order.id,
      before: { totalFen: order.totalFen, lineCount: order.lineCount },
      after: { totalFen: after!.totalFen, ...summary },
    });
    await writeTimelineEntries(tx, [
      {
        orgId: actor.orgId,
        recordKind: 'saleOrder',
        recordId: order.id,
        type: 'event',
        action: 'linesEdited',
        data: summary,
        authorUserId: actor.userId,
      },
    ]);
    return {
      orderId: order.id,
      touched: [...changed.map((c) => c.line.id), ...written.map((line) => addedIds.get(line.lineNo)!)],
    };
  });
}

/** The named lines, new lines' parents and, flagged `removed`, the removed lines with all their descendants. */
async function linesOf(
  tx: Db,
  orderId: number,
  ids: readonly number[],
  removed: readonly number[],
): Promise<{ id: number; line: SaleOrderLineRow; removed: boolean }[]> {
  if (ids.length === 0) return [];
  const subtree =
    removed.length === 0
      ? []
      : (
          (await tx.execute(sql`
            with recursive gone(id) as (
              select id from sale_order_lines
              where parent_id = ${orderId} and id = any(${`{${removed.join(',')}}`}::int[])
              union
              select l.id from sale_order_lines l join gone on l.parent_line_id = gone.id
              where l.parent_id = ${orderId}
            )
            select id from gone`)) as unknown as { rows: { id: number }[] }
        ).rows.map((row) => Number(row.id));
  const all = [...new Set([...ids, ...subtree])];
  const lines = await tx
    .select()
    .from(saleOrderLines)
    .where(and(eq(saleOrderLines.parentId, orderId), inArray(saleOrderLines.id, all)));
  const gone = new Set(subtree);
  return lines.map((line) => ({ id: line.id, line, removed: gone.has(line.id) }));
}

/**
 * A partly shipped order whose remaining lines all shipped (a line removed or lowered to what
 * shipped) is shipped; otherwise it stays as it was. One EXISTS probe that stops at the first open
 * line; a confirmed order (nothing shipped) is not probed at all.
 */
async function statusAfterEdit(tx: Db, order: SaleOrderRow) {
  if (order.status !== 'partlyShipped') return order.status;
  const result = (await tx.execute(sql`
    select exists (select 1 from sale_order_lines where parent_id = ${order.id} and shipped_quantity < quantity) as open`)) as unknown as {
    rows: { open: boolean }[];
  };
  return result.rows[0]?.open ? ('partlyShipped' as const) : ('shipped' as const);
}
