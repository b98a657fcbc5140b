import { EXTERNAL_ORDER_TAX_RATE } from '@atrium/contract/endpoints/sale-channels';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { MessageKey, MessageParams } from '../../../platform/http/messages.js';
import { createSaleOrder, type SaleOrderInput } from '../orders/sale-order-create.js';

/**
 * A sale order from an external order, through the one way an order is born
 * (`createSaleOrder`, trusted: the customer and owner are the source's, not a member's scope): at
 * the platform's price (no further discount, VAT EXTERNAL_ORDER_TAX_RATE), confirmed with every
 * product/fitting line held at the source's warehouse — in a savepoint, so that when the stock API
 * refuses a hold the order is written again as a draft and the refusal is the reason given back.
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
  const order: SaleOrderInput = {
    customerId: input.customerId,
    sourceId: input.sourceId,
    warehouseId: input.warehouseId,
    ownerUserId: input.ownerUserId,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    deliveryAddress: input.deliveryAddress,
    remark: input.remark,
    extOrderNo: input.extOrderNo,
    lines: input.lines.map((line) => ({
      itemKind: line.itemKind,
      itemId: line.itemId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountRate: 10_000,
      taxRate: EXTERNAL_ORDER_TAX_RATE,
      extOrderSn: line.extOrderSn,
    })),
  };
  try {
    const created = await tx.transaction((savepoint) =>
      createSaleOrder(savepoint, actor, { ...order, status: 'confirmed' }, { trusted: true }),
    );
    return { ...created, status: 'confirmed', draftReason: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const created = await createSaleOrder(tx, actor, { ...order, status: 'draft' }, { trusted: true });
    return { ...created, status: 'draft', draftReason: { key: error.messageKey, params: error.params } };
  }
}
