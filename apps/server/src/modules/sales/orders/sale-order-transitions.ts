import {
  type SaleOrderStatus,
  type SaleOrderTransition,
  saleOrderTransitions,
} from '@atrium/contract/endpoints/sale-orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { MessageKey } from '../../../platform/http/messages.js';
import type { TransitionKind } from '../../../platform/transitions/record-transitions.js';
import { releaseStockLines, reserveStockLines } from '../../stock/stock-reservations.js';
import { lockSaleOrder, orderLines, type SaleOrderRow } from './order-progress.js';
import { holdOf } from './sale-order-line-rows.js';
import { SALE_ORDER_RESERVATION_KIND } from './sale-order-reservations.js';
import { saleOrders } from './sale-orders.tables.js';

const REFUSED: Record<SaleOrderTransition, MessageKey> = {
  submit: 'sales.orderCannotSubmit',
  confirm: 'sales.orderCannotConfirm',
  complete: 'sales.orderCannotComplete',
  cancel: 'sales.orderCannotCancel',
};

/** Moves the order to `status` (its version counts every change), stamping the step's time. */
async function moveTo(
  tx: Db,
  actor: { userId: number | null },
  order: SaleOrderRow,
  status: SaleOrderStatus,
  stamp?: 'submittedAt' | 'confirmedAt' | 'closedAt',
): Promise<void> {
  await tx
    .update(saleOrders)
    .set({
      status,
      version: sql`${saleOrders.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor.userId,
      ...(stamp ? { [stamp]: new Date() } : {}),
    })
    .where(eq(saleOrders.id, order.id));
}

/**
 * A sale order's transitions on the server (contract `saleOrderTransitions`). The record is the
 * order row, locked by `lockSaleOrder` (the lock every change of its figures takes first); its
 * version is the row's. Confirm holds every product and fitting line at the order's warehouse in
 * ONE stock call (all or none); cancel gives back what is held and is refused once anything shipped.
 */
export const saleOrderTransitionKind: TransitionKind<SaleOrderStatus, SaleOrderTransition, void> = {
  declaration: saleOrderTransitions,
  async read(db, orgId, id, lock) {
    const order = lock
      ? await lockSaleOrder(db, orgId, id).catch(() => undefined)
      : (
          await db
            .select()
            .from(saleOrders)
            .where(and(eq(saleOrders.orgId, orgId), eq(saleOrders.id, id), isNull(saleOrders.deletedAt)))
        )[0];
    if (!order) return undefined;
    return { state: order.status, version: order.version, record: order };
  },
  missing: 'sales.orderMissing',
  refused: (transition) => REFUSED[transition],
  effects: {
    submit: (tx, actor, _id, read) =>
      moveTo(tx, actor, read.record as SaleOrderRow, 'submitted', 'submittedAt'),
    async confirm(tx, actor, _id, read) {
      const order = read.record as SaleOrderRow;
      const holds = (await orderLines(tx, order)).flatMap((line) => holdOf(line, order.warehouseId));
      if (holds.length > 0) await reserveStockLines(tx, actor, holds);
      await moveTo(tx, actor, order, 'confirmed', 'confirmedAt');
    },
    complete: (tx, actor, _id, read) =>
      moveTo(tx, actor, read.record as SaleOrderRow, 'completed', 'closedAt'),
    async cancel(tx, actor, _id, read) {
      const order = read.record as SaleOrderRow;
      if (order.shippedFen > 0) throw new AppError(400, 'sales.orderCannotCancel');
      if (order.status === 'confirmed') await releaseOrderHolds(tx, actor, order);
      await moveTo(tx, actor, order, 'cancelled', 'closedAt');
    },
  },
};

/** Gives back every hold of the order's stock lines (one stock call). */
async function releaseOrderHolds(
  tx: Db,
  actor: { orgId: number; userId: number | null },
  order: SaleOrderRow,
) {
  const lines = (await orderLines(tx, order)).filter((line) => line.itemKind !== 'service');
  if (lines.length === 0) return;
  await releaseStockLines(
    tx,
    actor,
    lines.map((line) => ({ documentKind: SALE_ORDER_RESERVATION_KIND, documentLineId: line.id })),
  );
}
