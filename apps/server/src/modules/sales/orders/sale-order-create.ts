import type { SaleOrderCreateBody, SaleOrderLineInput } from '@atrium/contract/endpoints/sale-orders';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/record-audit.js';
import type { Db } from '../../../platform/db/database.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError } from '../../../platform/http/app-error.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import { reserveStockLines } from '../../stock/stock-reservations.js';
import { SALE_ORDER } from '../sales-document-kinds.js';
import { holdOf, insertLines, linkParents, totalsOf, writtenLines } from './sale-order-line-rows.js';
import { orderParties, type SaleOrderActor } from './sale-order-parties.js';
import { saleOrders } from './sale-orders.tables.js';

/** What a new order says: the endpoint's body, and for an external order its platform numbers and starting state. */
export interface SaleOrderInput extends Omit<SaleOrderCreateBody, 'lines' | 'totalFen'> {
  lines: (SaleOrderLineInput & { extOrderSn?: string })[];
  /** The platform's order number (external orders; unique per source). */
  extOrderNo?: string;
  /** The state it starts in (default draft); `confirmed` holds its stock lines at once. */
  status?: 'draft' | 'submitted' | 'confirmed';
}

export interface CreateSaleOrderOptions {
  /**
   * An order the platform takes in (an external order): the customer and owner are the intake's,
   * not limited to a member's data scope. Every other check holds.
   */
  trusted?: boolean;
}

/**
 * Writes a sale order with its lines in the caller's transaction — the one way an order is born:
 * the 新建销售订单 endpoint and the channels' external orders both come here. Checks the parties
 * (customer in scope, enabled source and warehouse, owner, phone), the lines (live items, units,
 * parents earlier in the body) and computes every amount; allocates the XS number; a confirmed
 * start holds the stock lines in one call. Audited and on the order's timeline. Answers the id.
 */
export async function createSaleOrder(
  tx: Db,
  actor: SaleOrderActor,
  input: SaleOrderInput,
  options: CreateSaleOrderOptions = {},
): Promise<{ id: number; documentNo: string }> {
  const parties = await orderParties(tx, actor, input, options.trusted);
  const lines = await writtenLines(tx, actor.orgId, input.lines, parties.customerDiscountRate);
  const extOrderNo = input.extOrderNo ?? '';
  if (extOrderNo !== '') {
    const [taken] = await tx
      .select({ id: saleOrders.id })
      .from(saleOrders)
      .where(
        and(
          eq(saleOrders.orgId, actor.orgId),
          eq(saleOrders.sourceId, input.sourceId),
          eq(saleOrders.extOrderNo, extOrderNo),
          isNull(saleOrders.deletedAt),
        ),
      );
    if (taken) throw new AppError(409, 'sales.orderExtNoTaken', { extOrderNo });
  }
  const status = input.status ?? 'draft';
  const now = new Date();
  const documentNo = await nextDocumentNumber(tx, actor.orgId, SALE_ORDER, now);
  const [order] = await tx
    .insert(saleOrders)
    .values({
      orgId: actor.orgId,
      createdBy: actor.userId,
      updatedBy: actor.userId,
      ownerUserId: parties.ownerUserId,
      ownerDepartmentId: parties.ownerDepartmentId,
      documentNo,
      customerId: input.customerId,
      customerName: parties.customerName,
      sourceId: input.sourceId,
      warehouseId: input.warehouseId,
      contactName: input.contactName ?? '',
      contactPhone: parties.contactPhone,
      deliveryAddress: input.deliveryAddress ?? '',
      remark: input.remark ?? '',
      status,
      customerDiscountRate: parties.customerDiscountRate,
      ...totalsOf(lines),
      lineCount: lines.length,
      extOrderNo,
      submittedAt: status === 'draft' ? null : now,
      confirmedAt: status === 'confirmed' ? now : null,
    })
    .returning({ id: saleOrders.id });
  const orderId = order!.id;
  const idOf = await insertLines(tx, actor.orgId, orderId, lines);
  await linkParents(tx, orderId, lines, idOf);
  if (status === 'confirmed') {
    const holds = lines.flatMap((line) => holdOf({ ...line, id: idOf.get(line.lineNo)! }, input.warehouseId));
    if (holds.length > 0) await reserveStockLines(tx, actor, holds);
  }
  await recordAudit(tx, {
    orgId: actor.orgId,
    userId: actor.userId,
    action: 'create',
    entity: 'saleOrder',
    entityId: orderId,
    after: {
      documentNo,
      status,
      customerId: input.customerId,
      totalFen: totalsOf(lines).totalFen,
      lines: lines.length,
    },
  });
  await writeTimelineEntries(tx, [
    {
      orgId: actor.orgId,
      recordKind: 'saleOrder',
      recordId: orderId,
      type: 'event',
      action: 'created',
      data: { documentNo, lines: lines.length, extOrderNo },
      authorUserId: actor.userId,
    },
  ]);
  return { id: orderId, documentNo };
}
