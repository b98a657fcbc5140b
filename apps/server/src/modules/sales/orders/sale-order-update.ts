import type { SaleOrderUpdateBody } from '@atrium/contract/endpoints/sale-orders';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import { lockSaleOrder } from './order-progress.js';
import { insertLines, totalsOf, type WrittenLine, writtenLines } from './sale-order-line-rows.js';
import { orderParties, type SaleOrderActor } from './sale-order-parties.js';
import { saleOrderLines, saleOrders } from './sale-orders.tables.js';

/**
 * Saves a draft whole, in one request: the header and ALL its lines. A body line with an id of
 * this order keeps that line (updated), one without an id is added, the order's other lines are
 * removed. The tree comes from the body (`parentLineNo`), so moving a parent moves the children
 * that name it and a removed parent's children go unless the body keeps them. A handful of
 * statements whatever the size: parents cleared, removed lines deleted, new lines inserted, then
 * every line's figures and parent set in one UPDATE.
 */
export async function updateDraftOrder(
  db: Db,
  actor: SaleOrderActor,
  id: number,
  body: SaleOrderUpdateBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockSaleOrder(tx, actor.orgId, id);
    if (order.status !== 'draft') throw new AppError(400, 'sales.orderNotDraft');
    if (order.version !== body.version) throw new AppError(409, 'conflict.stale');
    const parties = await orderParties(tx, actor, {
      ...body,
      ownerUserId: body.ownerUserId ?? order.ownerUserId ?? undefined,
    });
    const existing = await tx
      .select({ id: saleOrderLines.id })
      .from(saleOrderLines)
      .where(eq(saleOrderLines.parentId, order.id));
    const ownIds = new Set(existing.map((row) => row.id));
    const seen = new Set<number>();
    body.lines.forEach((line, index) => {
      if (line.id === undefined) return;
      if (!ownIds.has(line.id)) {
        throw fieldError(`lines.${index}.id`, 'sales.orderLineNotInOrder', { lineId: String(line.id) });
      }
      if (seen.has(line.id)) {
        throw fieldError(`lines.${index}.id`, 'sales.orderLineRepeated', { lineId: String(line.id) });
      }
      seen.add(line.id);
    });
    const lines = await writtenLines(tx, actor.orgId, body.lines, parties.customerDiscountRate);
    const kept = lines.filter((line) => line.id !== undefined);
    const keptIds = kept.map((line) => line.id!);
    // Parents first cleared: deleting a removed parent must not cascade to a child the body keeps.
    if (keptIds.length > 0) {
      await tx
        .update(saleOrderLines)
        .set({ parentLineId: null })
        .where(and(eq(saleOrderLines.parentId, order.id), inArray(saleOrderLines.id, keptIds)));
    }
    await tx
      .delete(saleOrderLines)
      .where(
        and(
          eq(saleOrderLines.parentId, order.id),
          keptIds.length > 0 ? notInArray(saleOrderLines.id, keptIds) : undefined,
        ),
      );
    const added = await insertLines(
      tx,
      actor.orgId,
      order.id,
      lines.filter((line) => line.id === undefined),
    );
    const idOf = new Map(lines.map((line) => [line.lineNo, line.id ?? added.get(line.lineNo)!]));
    await rewriteLines(tx, order.id, lines, idOf);
    const totals = totalsOf(lines);
    await tx
      .update(saleOrders)
      .set({
        customerId: body.customerId,
        customerName: parties.customerName,
        customerDiscountRate: parties.customerDiscountRate,
        ownerUserId: parties.ownerUserId,
        ownerDepartmentId: parties.ownerDepartmentId,
        sourceId: body.sourceId,
        warehouseId: body.warehouseId,
        contactName: body.contactName ?? '',
        contactPhone: parties.contactPhone,
        deliveryAddress: body.deliveryAddress ?? '',
        remark: body.remark ?? '',
        ...totals,
        lineCount: lines.length,
        version: sql`${saleOrders.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.userId,
      })
      .where(eq(saleOrders.id, order.id));
    await recordAudit(tx, {
      orgId: actor.orgId,
      userId: actor.userId,
      action: 'update',
      entity: 'saleOrder',
      entityId: order.id,
      before: { totalFen: order.totalFen, lineCount: order.lineCount, customerId: order.customerId },
      after: { totalFen: totals.totalFen, lineCount: lines.length, customerId: body.customerId },
    });
    await writeTimelineEntries(tx, [
      {
        orgId: actor.orgId,
        recordKind: 'saleOrder',
        recordId: order.id,
        type: 'event',
        action: 'edited',
        data: { lines: lines.length, totalFen: totals.totalFen },
        authorUserId: actor.userId,
      },
    ]);
  });
}

/** Every line's number, parent, item and figures in one statement. */
async function rewriteLines(
  tx: Db,
  orderId: number,
  lines: readonly WrittenLine[],
  idOf: ReadonlyMap<number, number>,
): Promise<void> {
  const values = lines.map(
    (line) => sql`(${idOf.get(line.lineNo)!}::int, ${line.lineNo}::int,
      ${line.parentLineNo === null ? null : idOf.get(line.parentLineNo)!}::int, ${line.itemKind}::text,
      ${line.itemId}::int, ${line.itemLabel}::text, ${line.unit}::text, ${line.quantity}::numeric,
      ${line.unitPrice}::bigint, ${line.discountRate}::int, ${line.taxRate}::int, ${line.amount}::bigint,
      ${line.taxAmount}::bigint, ${line.extOrderSn}::text, ${line.remark}::text)`,
  );
  await tx.execute(sql`
    update sale_order_lines l set line_no = v.line_no, parent_line_id = v.parent, item_kind = v.item_kind,
      item_id = v.item_id, item_label = v.item_label, unit = v.unit, quantity = v.quantity,
      unit_price = v.unit_price, discount_rate = v.discount_rate, tax_rate = v.tax_rate,
      amount = v.amount, tax_amount = v.tax_amount, ext_order_sn = v.ext_order_sn, remark = v.remark
    from (values ${sql.join(values, sql`, `)}) as v(id, line_no, parent, item_kind, item_id, item_label,
      unit, quantity, unit_price, discount_rate, tax_rate, amount, tax_amount, ext_order_sn, remark)
    where l.id = v.id and l.parent_id = ${orderId}`);
}
