import { formatBusinessDate } from '@atrium/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fieldError } from '../../platform/http/app-error.js';
import { SALE_ORDER_RESERVATION_KIND } from '../sales/orders/sale-order-reservations.js';
import { saleOrderLines, saleOrders } from '../sales/orders/sale-orders.tables.js';
import { stockLocations, stockMoves, stockSerials } from '../stock/stock.tables.js';
import { REPAIR_SWAP_STOCK_KIND } from './repair-document-kinds.js';
import { repairSwaps, repairs } from './repairs.tables.js';

/** A serial at a customer: its product, who has it and when it went out. */
export interface SoldSerial {
  serialNo: string;
  productId: number;
  /** The customer it went to (a sale order's, or a swap's repair's); null when no document names one. */
  customerId: number | null;
  /** The business day it left for the customer. */
  shipDate: string;
}

/**
 * Where a serial went: it must be a product's serial now at the customer location, and the move
 * that put it there names its customer — a sale order line (shipped by a send order), or a repair
 * swap that gave the unit to a customer. Refused on `serialNo` when unknown or still in stock.
 */
export async function soldSerialOf(
  tx: Db,
  orgId: number,
  serialNo: string,
  path = 'serialNo',
): Promise<SoldSerial> {
  const serials = await tx
    .select({ itemId: stockSerials.itemId, locationId: stockSerials.locationId, kind: stockLocations.kind })
    .from(stockSerials)
    .innerJoin(stockLocations, eq(stockLocations.id, stockSerials.locationId))
    .where(
      and(
        eq(stockSerials.orgId, orgId),
        eq(stockSerials.serialNo, serialNo),
        eq(stockSerials.itemKind, 'product'),
      ),
    );
  if (serials.length === 0) throw fieldError(path, 'repairs.serialUnknown', { serial: serialNo });
  const atCustomer = serials.find((serial) => serial.kind === 'customer');
  if (!atCustomer) throw fieldError(path, 'repairs.serialNotSold', { serial: serialNo });
  const [move] = await tx
    .select({
      documentKind: stockMoves.documentKind,
      documentLineId: stockMoves.documentLineId,
      effectiveAt: stockMoves.effectiveAt,
    })
    .from(stockMoves)
    .where(
      and(
        eq(stockMoves.orgId, orgId),
        eq(stockMoves.itemKind, 'product'),
        eq(stockMoves.itemId, atCustomer.itemId),
        eq(stockMoves.serialNo, serialNo),
        eq(stockMoves.toLocationId, atCustomer.locationId),
      ),
    )
    .orderBy(desc(stockMoves.id))
    .limit(1);
  return {
    serialNo,
    productId: atCustomer.itemId,
    customerId: move ? await customerOfShipment(tx, move.documentKind, move.documentLineId) : null,
    shipDate: move ? formatBusinessDate(move.effectiveAt) : '',
  };
}

/** The customer a shipment move went to, read from the document its line names. */
async function customerOfShipment(
  tx: Db,
  documentKind: string,
  lineId: number | null,
): Promise<number | null> {
  if (lineId === null) return null;
  if (documentKind === SALE_ORDER_RESERVATION_KIND) {
    const [order] = await tx
      .select({ customerId: saleOrders.customerId })
      .from(saleOrderLines)
      .innerJoin(saleOrders, eq(saleOrders.id, saleOrderLines.parentId))
      .where(eq(saleOrderLines.id, lineId));
    return order?.customerId ?? null;
  }
  if (documentKind === REPAIR_SWAP_STOCK_KIND) {
    const [swap] = await tx
      .select({ customerId: repairs.customerId })
      .from(repairSwaps)
      .innerJoin(repairs, eq(repairs.id, repairSwaps.repairId))
      .where(eq(repairSwaps.id, lineId));
    return swap?.customerId ?? null;
  }
  return null;
}

/**
 * A serial a repair may be opened for: sold to this customer (refused on `serialNo` otherwise)
 * and not in another open repair.
 */
export async function serialForRepair(
  tx: Db,
  orgId: number,
  customerId: number,
  serialNo: string,
  path = 'serialNo',
): Promise<SoldSerial> {
  const sold = await soldSerialOf(tx, orgId, serialNo, path);
  if (sold.customerId !== customerId)
    throw fieldError(path, 'repairs.serialOtherCustomer', { serial: serialNo });
  // The unit's row locked: a second check-in or repair of it at the same moment waits here for the
  // first to commit, and its read below then finds the first one's repair open.
  await tx.execute(sql`select 1 from ${stockSerials} where ${stockSerials.orgId} = ${orgId}
    and ${stockSerials.itemKind} = 'product' and ${stockSerials.itemId} = ${sold.productId}
    and ${stockSerials.serialNo} = ${serialNo} for update`);
  const [open] = await tx
    .select({ documentNo: repairs.documentNo })
    .from(repairs)
    .where(
      and(
        eq(repairs.orgId, orgId),
        eq(repairs.serialNo, serialNo),
        eq(repairs.productId, sold.productId),
        sql`${repairs.status} not in ('shippedBack', 'closed')`,
      ),
    )
    .limit(1);
  if (open)
    throw fieldError(path, 'repairs.serialInRepair', { serial: serialNo, documentNo: open.documentNo });
  return sold;
}
