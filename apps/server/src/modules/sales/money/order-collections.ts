import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { AppError, fieldError } from '../../../platform/http/app-error.js';
import { lockSaleOrder, type SaleOrderRow } from '../orders/order-progress.js';
import { saleCollectionLines, saleCollections } from './money.tables.js';

/** Fen as yuan text with two decimals, exactly (no float on the way): 1234 → "12.34", -5 → "-0.05". */
export const yuan = (fen: number) => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** What the customer still owes on an order: nothing on a cancelled one, else total − returned. */
export const owedFen = (order: SaleOrderRow) =>
  order.status === 'cancelled' ? 0 : order.totalFen - order.returnedFen;

/** What a collection may still take (≥ 0) and what a refund may give back (≥ 0). */
export const unpaidFen = (order: SaleOrderRow) => Math.max(0, owedFen(order) - order.collectedFen);
export const overpaidFen = (order: SaleOrderRow) => Math.max(0, order.collectedFen - owedFen(order));

export interface CollectionMove {
  orderId: number;
  /** Fen: positive collects, negative refunds. */
  amount: number;
  /** Where a refusal points (the collection line's cell); '' for none. */
  path: string;
}

/** Locks the orders (sorted by id, so concurrent collections queue instead of deadlocking). */
export async function lockOrders(tx: Db, orgId: number, orderIds: readonly number[]) {
  const locked = new Map<number, SaleOrderRow>();
  for (const id of [...new Set(orderIds)].sort((a, b) => a - b)) {
    locked.set(id, await lockSaleOrder(tx, orgId, id));
  }
  return locked;
}

const refusal = (path: string, key: Parameters<typeof fieldError>[1], params: Record<string, string>) =>
  path ? fieldError(path, key, params) : new AppError(400, key, params);

/**
 * Checks one move of an order's collected amount (the caller holds the order's lock): a
 * collection only on a confirmed (or further, not cancelled) order and never beyond what is
 * unpaid; a refund never beyond what was collected beyond what is owed.
 */
export function checkCollectionMove(order: SaleOrderRow, move: CollectionMove): void {
  const params = { order: order.documentNo };
  if (move.amount > 0) {
    if (order.status === 'cancelled') throw refusal(move.path, 'sales.moneyOrderCancelled', params);
    if (order.status === 'draft' || order.status === 'submitted')
      throw refusal(move.path, 'sales.moneyOrderNotConfirmed', params);
    if (move.amount > unpaidFen(order)) {
      throw refusal(move.path, 'sales.moneyCollectTooMuch', {
        ...params,
        max: yuan(unpaidFen(order)),
        total: yuan(order.totalFen),
        returned: yuan(order.returnedFen),
        collected: yuan(order.collectedFen),
      });
    }
  } else if (-move.amount > overpaidFen(order)) {
    throw refusal(move.path, 'sales.moneyRefundTooMuch', {
      ...params,
      max: yuan(overpaidFen(order)),
      collected: yuan(order.collectedFen),
      owed: yuan(owedFen(order)),
    });
  }
}

/**
 * Moves the orders' collected amounts by these moves (the orders are locked): each order's
 * `collected_fen` becomes the sum of its posted collection lines, read again from the rows (so it
 * can never drift from them), and is spread over its lines again (`allocateCollected`).
 */
export async function settleCollectedOrders(
  tx: Db,
  orgId: number,
  orderIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update sale_orders o set collected_fen = coalesce((
      select sum(l.amount) from ${saleCollectionLines} l
      join ${saleCollections} c on c.id = l.parent_id and c.status = 'posted' and c.deleted_at is null
      where l.order_id = o.id), 0)
    where o.org_id = ${orgId} and o.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const id of ids) await allocateCollected(tx, id);
}

/**
 * Spreads an order's collected amount over its lines (docs/sales-money.md, "Allocation"): in line
 * order, each line takes up to what it is worth now (amount − returned amount); what is left
 * (collected beyond what is owed, waiting for a refund) stays on the last line. So Σ lines'
 * collected = the order's collected, always, and a line is never credited beyond its worth
 * before the ones above it are paid. One statement.
 */
export async function allocateCollected(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`
    with o as (select collected_fen as c from sale_orders where id = ${orderId}),
    caps as (
      select id, greatest(amount - returned_amount, 0) as cap,
        coalesce(sum(greatest(amount - returned_amount, 0)) over (
          order by line_no rows between unbounded preceding and 1 preceding), 0) as before,
        row_number() over (order by line_no desc) as from_end
      from sale_order_lines where parent_id = ${orderId})
    update sale_order_lines l set collected_amount =
      least(caps.cap, greatest(0, o.c - caps.before))
      + case when caps.from_end = 1 then greatest(0, o.c - caps.before - caps.cap) else 0 end
    from caps, o where l.id = caps.id`);
}

/** A collection's lines (order and signed amount), to take back when it is voided. */
export function collectionLines(tx: Db, collectionId: number) {
  return tx
    .select({ orderId: saleCollectionLines.orderId, amount: saleCollectionLines.amount })
    .from(saleCollectionLines)
    .where(eq(saleCollectionLines.parentId, collectionId));
}
