import type { Fields, ResourceRow } from '@atrium/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { nextDocumentNumber } from '../../../platform/document-numbers/next-document-number.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import { type Actor, createOne, type ResourceStore } from '../../../platform/resources/resource-store.js';
import type { ResourceTransitionEffects } from '../../../platform/resources/resource-transitions.js';
import { amountsByOrder, writeOrderDocumentEntries } from '../orders/order-document-entries.js';
import type { SaleOrderRow } from '../orders/order-progress.js';
import { COLLECT_ORDER } from '../sales-document-kinds.js';
import { assertSomeLines } from './kit-lines.js';
import { saleCollectionLines, saleCollections } from './money.tables.js';
import { ownedByOrder, withoutCustomer } from './money-owner.js';
import {
  checkCollectionMove,
  collectionLines,
  lockOrders,
  settleCollectedOrders,
} from './order-collections.js';

type Body = Record<string, unknown>;
type CollectionLine = { orderId: number; amount: number };

/** The lines' own rules before any order is read: no zero, no order twice, all collections or all refunds. */
function checkLinesAlone(lines: readonly CollectionLine[]): void {
  lines.forEach((line, index) => {
    if (line.amount === 0) throw fieldError(`lines.${index}.amount`, 'sales.moneyCollectionZero');
  });
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.orderId))
      throw fieldError(`lines.${index}.orderId`, 'sales.moneyOrderRepeated', { order: String(index + 1) });
    seen.add(line.orderId);
  });
  if (lines.some((line) => line.amount > 0) && lines.some((line) => line.amount < 0))
    throw new AppError(400, 'sales.moneyCollectionMixed');
}

/** Each line's order belongs to the customer and can take its amount (the orders are locked). */
function checkLinesOnOrders(
  lines: readonly CollectionLine[],
  orders: ReadonlyMap<number, SaleOrderRow>,
): void {
  const customerId = orders.get(lines[0]!.orderId)!.customerId;
  lines.forEach((line, index) => {
    const order = orders.get(line.orderId)!;
    if (order.customerId !== customerId)
      throw fieldError(`lines.${index}.orderId`, 'sales.moneyOrderOtherCustomer', {
        order: order.documentNo,
      });
    checkCollectionMove(order, { orderId: line.orderId, amount: line.amount, path: `lines.${index}.amount` });
  });
}

/**
 * 新建收款单 (docs/sales-money.md, Collections), one transaction: the orders locked (by id), each
 * line checked against its order (a collection never beyond what is unpaid, a refund never
 * beyond what was collected over what is owed, nothing on a cancelled order), the number taken,
 * the collection written and owned by its orders' owner, and each order's collected amount set
 * to the sum of its collection lines and spread over its lines.
 */
export function createCollectOrder(
  db: Db,
  store: ResourceStore<Fields>,
  actor: Actor,
  body: Body,
): Promise<ResourceRow<Fields>> {
  const lines = body.lines as CollectionLine[];
  assertSomeLines(body.lines);
  checkLinesAlone(lines);
  return db.transaction(async (tx) => {
    const orders = await lockOrders(
      tx,
      actor.orgId,
      lines.map((line) => line.orderId),
    );
    checkLinesOnOrders(lines, orders);
    const first = orders.get(lines[0]!.orderId)!;
    const documentNo = await nextDocumentNumber(tx, actor.orgId, COLLECT_ORDER);
    const totalFen = lines.reduce((sum, line) => sum + line.amount, 0);
    const row = await createOne(tx, store, actor, { ...withoutCustomer(body), documentNo, totalFen });
    await ownedByOrder(tx, saleCollections, row, first);
    await settleCollectedOrders(tx, actor.orgId, [...orders.keys()]);
    await writeOrderDocumentEntries(
      tx,
      actor,
      totalFen < 0 ? 'refunded' : 'collected',
      { kind: 'collectOrder', id: row.id as number, label: documentNo },
      amountsByOrder(lines),
    );
    return row;
  });
}

/**
 * A refund written by a return's 收货 in its transaction (the order is locked already): a negative
 * collection of `amount` fen on the order, paid back through the channel of the order's latest
 * collection.
 */
export async function writeRefund(
  tx: Db,
  actor: { orgId: number; userId: number | null },
  order: SaleOrderRow,
  input: { amount: number; returnOrderId: number; returnNo: string; paymentChannelId: number; day: string },
): Promise<number> {
  checkCollectionMove(order, { orderId: order.id, amount: -input.amount, path: '' });
  const documentNo = await nextDocumentNumber(tx, actor.orgId, COLLECT_ORDER);
  const [made] = await tx
    .insert(saleCollections)
    .values({
      orgId: actor.orgId,
      ownerUserId: order.ownerUserId,
      ownerDepartmentId: order.ownerDepartmentId,
      documentNo,
      customerId: order.customerId,
      paymentChannelId: input.paymentChannelId,
      collectedOn: input.day,
      totalFen: -input.amount,
      returnOrderId: input.returnOrderId,
      remark: input.returnNo,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning({ id: saleCollections.id });
  await tx
    .insert(saleCollectionLines)
    .values({ orgId: actor.orgId, parentId: made!.id, lineNo: 1, orderId: order.id, amount: -input.amount });
  await settleCollectedOrders(tx, actor.orgId, [order.id]);
  await writeOrderDocumentEntries(
    tx,
    actor,
    'refunded',
    { kind: 'collectOrder', id: made!.id, label: documentNo },
    [[order.id, -input.amount]],
  );
  return made!.id;
}

/**
 * 作废: the collection no longer counts; its orders' collected amounts are summed and spread again.
 * Refused when an order would be left with less than nothing collected (its refunds void first).
 */
export const COLLECT_ORDER_EFFECTS: ResourceTransitionEffects = {
  void: async ({ tx, actor, id, row }) => {
    const lines = await collectionLines(tx, id);
    const orders = await lockOrders(
      tx,
      actor.orgId,
      lines.map((line) => line.orderId),
    );
    for (const line of lines) {
      const order = orders.get(line.orderId)!;
      if (order.collectedFen - line.amount < 0)
        throw new AppError(400, 'sales.moneyVoidBelowZero', { order: order.documentNo });
    }
    await tx.update(saleCollections).set({ status: 'void' }).where(eq(saleCollections.id, id));
    await settleCollectedOrders(tx, actor.orgId, [...orders.keys()]);
    await writeOrderDocumentEntries(
      tx,
      actor,
      'collectionVoided',
      { kind: 'collectOrder', id, label: row.documentNo as string },
      amountsByOrder(lines.map((line) => ({ orderId: line.orderId, amount: -line.amount }))),
    );
  },
};
