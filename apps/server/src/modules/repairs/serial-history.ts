import type { SerialEvent, SerialHistory } from '@atrium/contract/endpoints/repair-serial-history';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { customers } from '../crm/customers.tables.js';
import { SALE_ORDER_RESERVATION_KIND } from '../sales/orders/sale-order-reservations.js';
import { saleOrderLines, saleOrders } from '../sales/orders/sale-orders.tables.js';
import { stockMoves } from '../stock/stock.tables.js';
import { serialWhereabouts } from '../stock/stock-queries.service.js';
import { pickupOrders, repairSwaps, repairs } from './repairs.tables.js';

/** A place as the history names it: the warehouse (and bin), or a virtual location's kind (`customer`). */
const placeName = (name: string, kind: string) => name || kind;

/**
 * "Where is serial X and what happened to it": where it is now (the stock module's whereabouts),
 * then every stock move of it, the sale orders that shipped it, the pickups and repairs naming it
 * and the swaps it took part in, oldest first (ties in that order: a move before what it caused).
 */
export async function serialHistoryOf(db: Db, orgId: number, serialNo: string): Promise<SerialHistory> {
  const items = await serialWhereabouts(db, orgId, serialNo);
  const moves = items.flatMap((item) => item.moves);
  const sold = moves.some((move) => move.documentKind === SALE_ORDER_RESERVATION_KIND);
  const [orders, pickups, repairRows, swaps] = await Promise.all([
    sold ? saleOrdersShipping(db, orgId, serialNo) : Promise.resolve([]),
    db
      .select({ pickup: pickupOrders, customerName: customers.name })
      .from(pickupOrders)
      .leftJoin(customers, eq(customers.id, pickupOrders.customerId))
      .where(and(eq(pickupOrders.orgId, orgId), eq(pickupOrders.serialNo, serialNo))),
    db
      .select({ repair: repairs, customerName: customers.name })
      .from(repairs)
      .leftJoin(customers, eq(customers.id, repairs.customerId))
      .where(
        and(
          eq(repairs.orgId, orgId),
          or(
            eq(repairs.serialNo, serialNo),
            inArray(
              repairs.id,
              db
                .select({ id: repairSwaps.repairId })
                .from(repairSwaps)
                .where(
                  and(
                    eq(repairSwaps.orgId, orgId),
                    or(eq(repairSwaps.oldSerialNo, serialNo), eq(repairSwaps.newSerialNo, serialNo)),
                  ),
                ),
            ),
          ),
        ),
      ),
    db
      .select({ swap: repairSwaps, documentNo: repairs.documentNo })
      .from(repairSwaps)
      .innerJoin(repairs, eq(repairs.id, repairSwaps.repairId))
      .where(
        and(
          eq(repairSwaps.orgId, orgId),
          or(eq(repairSwaps.oldSerialNo, serialNo), eq(repairSwaps.newSerialNo, serialNo)),
        ),
      ),
  ]);
  const none = { fromLocation: '', toLocation: '', customerName: '' };
  const events: (SerialEvent & { order: number })[] = [
    ...moves.map((move) => ({
      kind: 'move' as const,
      at: move.effectiveAt,
      documentNo: move.documentNo,
      recordId: move.id,
      detail: move.documentKind,
      fromLocation: placeName(move.fromLocationName, move.fromLocationKind),
      toLocation: placeName(move.toLocationName, move.toLocationKind),
      customerName: '',
      order: 0,
    })),
    ...orders.map((order) => ({
      ...none,
      kind: 'sale' as const,
      at: order.at.toISOString(),
      documentNo: order.documentNo,
      recordId: order.id,
      detail: order.status,
      customerName: order.customerName,
      order: 1,
    })),
    ...pickups.map(({ pickup, customerName }) => ({
      ...none,
      kind: 'pickup' as const,
      at: (pickup.checkedInAt ?? pickup.createdAt).toISOString(),
      documentNo: pickup.documentNo,
      recordId: pickup.id,
      detail: pickup.status,
      customerName: customerName ?? '',
      order: 2,
    })),
    ...repairRows.map(({ repair, customerName }) => ({
      ...none,
      kind: 'repair' as const,
      at: repair.createdAt.toISOString(),
      documentNo: repair.documentNo,
      recordId: repair.id,
      detail: repair.status,
      customerName: customerName ?? '',
      order: 3,
    })),
    ...swaps.map(({ swap, documentNo }) => {
      const out = swap.oldSerialNo === serialNo;
      return {
        ...none,
        kind: out ? ('swapOut' as const) : ('swapIn' as const),
        at: swap.swappedAt.toISOString(),
        documentNo,
        recordId: swap.repairId,
        detail: out ? swap.newSerialNo : swap.oldSerialNo,
        order: 4,
      };
    }),
  ];
  events.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return {
    serialNo,
    whereabouts: items.map((item) => ({
      itemKind: item.itemKind,
      itemId: item.itemId,
      itemLabel: item.itemLabel,
      locationKind: item.locationKind,
      locationName: placeName(item.locationName, item.locationKind),
    })),
    events: events.map(({ order: _order, ...event }) => event),
  };
}

/** The sale orders whose lines shipped this serial (their moves' lines), with when it shipped. */
function saleOrdersShipping(db: Db, orgId: number, serialNo: string) {
  return db
    .selectDistinctOn([saleOrders.id], {
      id: saleOrders.id,
      documentNo: saleOrders.documentNo,
      status: saleOrders.status,
      customerName: saleOrders.customerName,
      at: stockMoves.effectiveAt,
    })
    .from(stockMoves)
    .innerJoin(saleOrderLines, eq(saleOrderLines.id, stockMoves.documentLineId))
    .innerJoin(saleOrders, eq(saleOrders.id, saleOrderLines.parentId))
    .where(
      and(
        eq(stockMoves.orgId, orgId),
        eq(stockMoves.serialNo, serialNo),
        eq(stockMoves.documentKind, SALE_ORDER_RESERVATION_KIND),
      ),
    );
}
