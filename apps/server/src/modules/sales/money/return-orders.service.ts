import {
  BUSINESS_UTC_OFFSET_MS,
  type Fields,
  progressAmount,
  quantityOf,
  quantityUnits,
  type ResourceRow,
} from '@atrium/contract';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import {
  type Actor,
  createOne,
  type ResourceStore,
  updateOne,
} from '../../../platform/resources/resource-store.js';
import type { ResourceTransitionEffects } from '../../../platform/resources/resource-transitions.js';
import { paymentChannels } from '../../admin/master-data.tables.js';
import { postLedger } from '../../stock/stock-ledger.js';
import { warehouseRoot } from '../../stock/stock-locations.js';
import { returnStockLines } from '../../stock/stock-reservations.js';
import { writeOrderDocumentEntries } from '../orders/order-document-entries.js';
import {
  lockSaleOrder,
  orderLines,
  recordLineProgress,
  type SaleOrderLineRow,
  type SaleOrderRow,
} from '../orders/order-progress.js';
import { SALE_ORDER_RESERVATION_KIND } from '../orders/sale-order-reservations.js';
import { RETURN_ORDER } from '../sales-document-kinds.js';
import { writeRefund } from './collect-orders.service.js';
import { checkOrderOpen } from './invoices.service.js';
import { type AskedLine, onLineCell, withKitChildren } from './kit-lines.js';
import { saleCollectionLines, saleCollections, saleReturnLines, saleReturns } from './money.tables.js';
import { ownedByOrder, withoutCustomer, writeLineFigures } from './money-owner.js';
import { writeCreatedEntry } from './money-timelines.js';
import { overpaidFen, settleCollectedOrders } from './order-collections.js';

type Body = Record<string, unknown>;
type ReturnLine = { orderLineId: number; quantity: string; serials?: string };

/** Serials as typed: separated by commas, spaces or new lines. */
export const serialsOf = (text: string | undefined) =>
  (text ?? '').split(/[\s,，;；]+/).filter((serial) => serial !== '');

/**
 * A return's lines as they will be received: kit children along in proportion, each within what
 * its order line shipped and has not had back (checked again, under the order's lock, when
 * received), serials as many as the quantity, and the amount it would carry (its cumulative share).
 */
function plannedLines(lines: readonly SaleOrderLineRow[], body: Body): Body[] {
  const given = (body.lines as ReturnLine[]).map((line, index) => ({ ...line, index }));
  const all = withKitChildren(lines, given);
  const byId = new Map(lines.map((line) => [line.id, line]));
  return all.map((asked) => {
    const line = byId.get(asked.orderLineId)!;
    const open = quantityUnits(line.shippedQuantity) - quantityUnits(line.returnedQuantity);
    if (quantityUnits(asked.quantity) > open)
      throw fieldError(`lines.${asked.index}.quantity`, 'sales.progressReturnTooMuch', {
        line: String(line.lineNo),
        item: line.itemLabel,
        max: quantityOf(open),
        shipped: quantityOf(quantityUnits(line.shippedQuantity)),
        returned: quantityOf(quantityUnits(line.returnedQuantity)),
      });
    const serialText = given.find((row) => row.orderLineId === line.id)?.serials ?? '';
    const serials = serialsOf(serialText);
    if (serials.length > 0 && quantityUnits(String(serials.length)) !== quantityUnits(asked.quantity))
      throw fieldError(`lines.${asked.index}.serials`, 'sales.returnSerialsCount', {
        line: String(asked.index + 1),
        count: String(serials.length),
        quantity: asked.quantity,
      });
    const to = quantityOf(quantityUnits(line.returnedQuantity) + quantityUnits(asked.quantity));
    return {
      orderLineId: line.id,
      itemLabel: line.itemLabel,
      quantity: asked.quantity,
      serials: serials.join(', '),
      amount: progressAmount(line.amount, line.quantity, line.returnedQuantity, to),
    };
  });
}

/** The order of a return, locked and open for returns, with its lines. */
async function returnableOrder(tx: Db, orgId: number, orderId: number) {
  const order = await lockSaleOrder(tx, orgId, orderId).catch(() => {
    throw fieldError('orderId', 'validation.referenceMissing');
  });
  checkOrderOpen(order, order.customerId, 'orderId');
  return { order, lines: await orderLines(tx, order) };
}

const totalOf = (lines: readonly Body[]) => lines.reduce((sum, line) => sum + (line.amount as number), 0);

/** 新建退货单: a draft of one order's shipped lines (nothing moves until 收货), owned by the order's owner. */
export function createReturnOrder(
  db: Db,
  store: ResourceStore<Fields>,
  actor: Actor,
  body: Body,
): Promise<ResourceRow<Fields>> {
  return db.transaction(async (tx) => {
    const { order, lines } = await returnableOrder(tx, actor.orgId, body.orderId as number);
    const planned = plannedLines(lines, body);
    const documentNo = await nextDocumentNumber(tx, actor.orgId, RETURN_ORDER);
    const row = await createOne(tx, store, actor, {
      ...withoutCustomer(body),
      documentNo,
      warehouseId: body.warehouseId ?? order.warehouseId,
      totalFen: totalOf(planned),
      lines: planned,
    });
    await ownedByOrder(tx, saleReturns, row, order);
    await writeLineFigures(tx, saleReturnLines, row, planned as { itemLabel: string; amount: number }[]);
    await writeCreatedEntry(tx, actor, 'returnOrder', row.id as number, order);
    return row;
  });
}

/** Editing a draft: its order stays; its lines are planned again like a new one's. */
export function updateReturnOrder(
  db: Db,
  store: ResourceStore<Fields>,
  actor: Actor,
  id: number,
  body: Body & { version: number },
): Promise<ResourceRow<Fields>> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ orderId: saleReturns.orderId })
      .from(saleReturns)
      .where(and(eq(saleReturns.orgId, actor.orgId), eq(saleReturns.id, id)));
    if (!before) return updateOne(tx, store, actor, id, body);
    if (body.orderId !== undefined && body.orderId !== before.orderId)
      throw fieldError('orderId', 'sales.returnOneOrder');
    if (!body.lines) return updateOne(tx, store, actor, id, body);
    const { lines } = await returnableOrder(tx, actor.orgId, before.orderId);
    const planned = plannedLines(lines, body);
    const row = await updateOne(tx, store, actor, id, {
      ...body,
      totalFen: totalOf(planned),
      lines: planned,
    });
    await writeLineFigures(tx, saleReturnLines, row, planned as { itemLabel: string; amount: number }[]);
    return row;
  });
}

/** Who posts a transition's effects (no request address). */
type Poster = { orgId: number; userId: number | null };
type StoredLine = { id: number; orderLineId: number; quantity: string; serials: string };

/** Today's business day, yyyy-MM-dd (the day a refund is dated). */
const businessToday = () => new Date(Date.now() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);

/**
 * 收货 (docs/sales-money.md, Returns), in the transition's transaction: the order locked, the
 * returned quantities recorded through the progress API (refused, with its message, beyond what
 * shipped or below what is invoiced), the goods taken back on the order lines' holds into the
 * order's warehouse and moved on through the ledger into the return's warehouse when it is
 * another, the lines' amounts set to what they carried, and — when the customer has now paid more
 * than is owed — the difference refunded as a negative collection.
 */
async function receiveReturn(tx: Db, actor: Poster, id: number, row: ResourceRow<Fields>): Promise<void> {
  const order = await lockSaleOrder(tx, actor.orgId, row.orderId as number);
  const lines = await orderLines(tx, order);
  const stored = row.lines as StoredLine[];
  const asked: AskedLine[] = stored.map((line, index) => ({ ...line, index }));
  const steps = await recordLineProgress(
    tx,
    actor,
    order,
    'returned',
    stored.map((line) => ({ lineId: line.orderLineId, quantity: line.quantity })),
  ).catch((error: unknown) => {
    throw onLineCell(error, lines, asked);
  });
  await takeBackStock(tx, actor, order, row, stored, lines);
  for (const [index, step] of steps.entries()) {
    await tx
      .update(saleReturnLines)
      .set({ amount: step.amount })
      .where(eq(saleReturnLines.id, stored[index]!.id));
  }
  const totalFen = steps.reduce((sum, step) => sum + step.amount, 0);
  await writeOrderDocumentEntries(
    tx,
    actor,
    'returned',
    { kind: 'returnOrder', id, label: row.documentNo as string },
    [[order.id, totalFen]],
  );
  const after = await lockSaleOrder(tx, actor.orgId, order.id);
  const refund = overpaidFen(after);
  if (refund > 0) {
    await writeRefund(tx, actor, after, {
      amount: refund,
      returnOrderId: id,
      returnNo: row.documentNo as string,
      paymentChannelId: await refundChannel(tx, actor.orgId, order.id),
      day: businessToday(),
    });
  } else {
    // The lines are worth less now: their collected parts are spread again.
    await settleCollectedOrders(tx, actor.orgId, [order.id]);
  }
  await tx
    .update(saleReturns)
    .set({ totalFen, refundFen: refund, receivedAt: new Date() })
    .where(eq(saleReturns.id, id));
}

/** The stock lines come back on their holds, then move on to the return's warehouse when it is another. */
async function takeBackStock(
  tx: Db,
  actor: Poster,
  order: SaleOrderRow,
  row: ResourceRow<Fields>,
  stored: readonly StoredLine[],
  lines: readonly SaleOrderLineRow[],
): Promise<void> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const goods = stored.filter((line) => byId.get(line.orderLineId)!.itemKind !== 'service');
  if (goods.length === 0) return;
  const ref = { documentId: row.id, documentNo: row.documentNo as string };
  await returnStockLines(
    tx,
    actor,
    goods.map((line) => {
      const serials = serialsOf(line.serials);
      return {
        documentKind: SALE_ORDER_RESERVATION_KIND,
        documentLineId: line.orderLineId,
        ...(serials.length > 0 ? { serials } : { quantity: line.quantity }),
      };
    }),
    ref,
  );
  const into = row.warehouseId as number | null;
  if (!into || into === order.warehouseId) return;
  const from = await warehouseRoot(tx, actor.orgId, order.warehouseId);
  const to = await warehouseRoot(tx, actor.orgId, into);
  await postLedger(
    tx,
    actor,
    goods.flatMap((line) => {
      const item = byId.get(line.orderLineId)!;
      const move = {
        itemKind: item.itemKind as 'product' | 'fitting',
        itemId: item.itemId,
        fromLocationId: from.locationId,
        toLocationId: to.locationId,
        documentKind: 'returnOrder',
        documentLineId: line.id,
        ...ref,
      };
      const serials = serialsOf(line.serials);
      return serials.length > 0
        ? serials.map((serialNo) => ({ ...move, quantity: '1', serialNo }))
        : [{ ...move, quantity: line.quantity }];
    }),
  );
}

/** A refund goes back the way the order's latest collection came; else through the first channel. */
async function refundChannel(tx: Db, orgId: number, orderId: number): Promise<number> {
  const [latest] = await tx
    .select({ channel: saleCollections.paymentChannelId })
    .from(saleCollectionLines)
    .innerJoin(saleCollections, eq(saleCollections.id, saleCollectionLines.parentId))
    .where(and(eq(saleCollectionLines.orderId, orderId), eq(saleCollections.status, 'posted')))
    .orderBy(desc(saleCollections.id))
    .limit(1);
  if (latest) return latest.channel;
  const [first] = await tx
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.orgId, orgId), isNull(paymentChannels.deletedAt)))
    .orderBy(asc(paymentChannels.id))
    .limit(1);
  if (!first) throw new AppError(400, 'sales.moneyNoPaymentChannel');
  return first.id;
}

export const RETURN_ORDER_EFFECTS: ResourceTransitionEffects = {
  receive: ({ tx, actor, id, row }) => receiveReturn(tx, actor, id, row),
};
