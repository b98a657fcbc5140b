import { saleLineAmounts } from '@atrium/contract';
import { EXTERNAL_ORDER_TAX_RATE } from '@atrium/contract/endpoints/sale-channels';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { MessageKey, MessageParams } from '../../../platform/http/messages.js';
import { writeTimelineEntries } from '../../../platform/timeline/timeline-entries.js';
import { ownerDepartmentOf } from '../../crm/customers/customer-ownership.service.js';
import { reserveStockLines } from '../../stock/stock-reservations.js';
import { SALE_ORDER_RESERVATION_KIND } from '../orders/sale-order-reservations.js';
import { saleOrderLines, saleOrders } from '../orders/sale-orders.tables.js';
import { SALE_ORDER } from '../sales-document-kinds.js';

/**
 * The channels part's own creation of a sale order from an external order, until the orders
 * part's `createSaleOrder(tx, actor, input)` is merged (the lead swaps this call for it; nothing
 * else here depends on how the order is written). One transaction (the caller's): the order and
 * its lines, priced by `saleLineAmounts` at the platform's price (no further discount, VAT
 * EXTERNAL_ORDER_TAX_RATE), then — in a savepoint — every product/fitting line held at the
 * source's warehouse and the order confirmed. When the stock API refuses a hold, the order stays a
 * draft and the refusal is the reason given back.
 */

export interface ExternalOrderLineInput {
  itemKind: 'product' | 'fitting';
  itemId: number;
  itemLabel: string;
  unit: string;
  extOrderSn: string;
  quantity: string;
  unitPrice: number;
}

export interface ExternalSaleOrderInput {
  sourceId: number;
  warehouseId: number;
  ownerUserId: number;
  customerId: number;
  customerName: string;
  contactName: string;
  contactPhone: string;
  deliveryAddress: string;
  remark: string;
  extOrderNo: string;
  lines: ExternalOrderLineInput[];
}

export interface CreatedExternalSaleOrder {
  id: number;
  documentNo: string;
  status: 'draft' | 'confirmed';
  /** Why it stayed a draft (the stock API's refusal), null when confirmed. */
  draftReason: { key: MessageKey; params: MessageParams } | null;
}

export async function createExternalSaleOrder(
  tx: Db,
  actor: { orgId: number; userId: number },
  input: ExternalSaleOrderInput,
): Promise<CreatedExternalSaleOrder> {
  const { orgId } = actor;
  const priced = input.lines.map((line) => ({
    line,
    amounts: saleLineAmounts({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountRate: 10_000,
      taxRate: EXTERNAL_ORDER_TAX_RATE,
    }),
  }));
  const sum = (pick: (entry: (typeof priced)[number]['amounts']) => number) =>
    priced.reduce((total, entry) => total + pick(entry.amounts), 0);
  const documentNo = await nextDocumentNumber(tx, orgId, SALE_ORDER);
  const [order] = await tx
    .insert(saleOrders)
    .values({
      orgId,
      ownerUserId: input.ownerUserId,
      ownerDepartmentId: await ownerDepartmentOf(tx, orgId, input.ownerUserId),
      createdBy: actor.userId,
      updatedBy: actor.userId,
      documentNo,
      customerId: input.customerId,
      customerName: input.customerName,
      sourceId: input.sourceId,
      warehouseId: input.warehouseId,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      deliveryAddress: input.deliveryAddress,
      remark: input.remark,
      extOrderNo: input.extOrderNo,
      listTotalFen: sum((a) => a.listAmount),
      totalFen: sum((a) => a.amount),
      taxFen: sum((a) => a.taxAmount),
      lineCount: input.lines.length,
    })
    .returning({ id: saleOrders.id });
  const lines = await tx
    .insert(saleOrderLines)
    .values(
      priced.map(({ line, amounts }, index) => ({
        orgId,
        parentId: order!.id,
        lineNo: index + 1,
        itemKind: line.itemKind,
        itemId: line.itemId,
        itemLabel: line.itemLabel,
        unit: line.unit,
        extOrderSn: line.extOrderSn,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discountRate: 10_000,
        taxRate: EXTERNAL_ORDER_TAX_RATE,
        amount: amounts.amount,
        taxAmount: amounts.taxAmount,
      })),
    )
    .returning({ id: saleOrderLines.id });
  let draftReason: CreatedExternalSaleOrder['draftReason'] = null;
  try {
    await tx.transaction(async (savepoint) => {
      await reserveStockLines(
        savepoint,
        actor,
        input.lines.map((line, index) => ({
          documentKind: SALE_ORDER_RESERVATION_KIND,
          documentLineId: lines[index]!.id,
          warehouseId: input.warehouseId,
          itemKind: line.itemKind,
          itemId: line.itemId,
          quantity: line.quantity,
        })),
      );
      await savepoint
        .update(saleOrders)
        .set({ status: 'confirmed', confirmedAt: new Date() })
        .where(eq(saleOrders.id, order!.id));
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    draftReason = { key: error.messageKey, params: error.params };
  }
  await writeTimelineEntries(tx, [
    {
      orgId,
      recordKind: 'saleOrder',
      recordId: order!.id,
      type: 'state',
      action: 'create',
      fromState: '',
      toState: draftReason ? 'draft' : 'confirmed',
      data: { sourceId: input.sourceId, extOrderNo: input.extOrderNo },
      authorUserId: null,
    },
  ]);
  return { id: order!.id, documentNo, status: draftReason ? 'draft' : 'confirmed', draftReason };
}
